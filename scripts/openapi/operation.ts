/**
 * One OpenAPI operation of an API call: its parameters as the HTTP client sends them (GET:
 * query parameters and the timestamp `t`; form POST: an urlencoded body with the random `n`,
 * objects and arrays as JSON text; JSON POST: the body's schema; multipart: the form), and its
 * 200 answer: the envelope, whose `data` has the call's schema when `code` is 0.
 */
import ts from 'typescript';
import type { ApiCall } from './collect-calls';
import type { Schema, SchemaBuilder } from './type-to-schema';

export const ENVELOPE_REF = '#/components/schemas/ApiResponse';
export const SECURITY_SCHEME = 'AccessToken';

interface FlatParams {
  properties: Record<string, Schema>;
  required: string[];
}

function same(a: Schema | undefined, b: Schema): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The fields of a query string or form: the properties of an object, or of every member of a
 * union of objects (required when every member requires it). Null and undefined values are
 * left out by the client, so such a field is optional.
 */
export function flatParams(
  type: ts.Type,
  builder: SchemaBuilder,
  checker: ts.TypeChecker,
  where: string,
): FlatParams {
  const members = type.isUnion() ? type.types : [type];
  const properties: Record<string, Schema> = {};
  const counts = new Map<string, number>();
  for (const member of members) {
    for (const property of checker.getPropertiesOfType(member)) {
      const own = checker.getTypeOfSymbol(property);
      const value = checker.getNonNullableType(own);
      const optional = property.flags & ts.SymbolFlags.Optional || value !== own;
      const doc = ts.displayPartsToString(property.getDocumentationComment(checker)).trim();
      const schema = builder.toSchema(value, `${where}.${property.name}`);
      const described = doc ? { ...schema, description: doc } : schema;
      const before = properties[property.name];
      properties[property.name] =
        !before || same(before, described) ? described : { anyOf: [before, described] };
      if (!optional) counts.set(property.name, (counts.get(property.name) ?? 0) + 1);
    }
  }
  const required = [...counts]
    .filter(([, count]) => count === members.length)
    .map(([name]) => name);
  return { properties, required };
}

function isJsonText(schema: Schema): boolean {
  return (
    schema.type === 'object' || schema.type === 'array' || '$ref' in schema || 'anyOf' in schema
  );
}

function queryParameters(call: ApiCall, flat: FlatParams | undefined): Schema[] {
  const parameters: Schema[] = Object.entries(call.fixedQuery).map(([name, value]) => ({
    name,
    in: 'query',
    required: true,
    description: 'Written into the URL of the call.',
    schema: { const: value },
  }));
  const fields = call.method === 'GET' ? Object.entries(flat?.properties ?? {}) : [];
  for (const [name, schema] of fields) {
    const { description, ...rest } = schema;
    const parameter: Schema = {
      name,
      in: 'query',
      required: flat?.required.includes(name) ?? false,
    };
    if (typeof description === 'string') parameter.description = description;
    parameters.push({ ...parameter, schema: rest });
  }
  if (call.method === 'GET') parameters.push({ $ref: '#/components/parameters/t' });
  return parameters;
}

function formBody(flat: FlatParams | undefined): Schema {
  const properties: Record<string, Schema> = {
    ...flat?.properties,
    n: { $ref: '#/components/schemas/FormNonce' },
  };
  const schema: Schema = { type: 'object', properties };
  if (flat && flat.required.length > 0) schema.required = flat.required;
  const encoding: Record<string, Schema> = {};
  for (const [name, property] of Object.entries(flat?.properties ?? {})) {
    if (isJsonText(property)) encoding[name] = { contentType: 'application/json' };
  }
  const media: Schema = { schema };
  if (Object.keys(encoding).length > 0) media.encoding = encoding;
  return { required: true, content: { 'application/x-www-form-urlencoded': media } };
}

function requestBody(
  call: ApiCall,
  builder: SchemaBuilder,
  flat: FlatParams | undefined,
): Schema | undefined {
  if (call.encoding === 'form') return formBody(flat);
  if (call.encoding === 'json') {
    const schema = call.params
      ? builder.toSchema(call.params, `${call.operationId}(body)`)
      : { type: 'object' };
    return { required: true, content: { 'application/json': { schema } } };
  }
  if (call.encoding === 'multipart') {
    const schema = {
      type: 'object',
      description: 'The FormData the caller builds (see the description of the call).',
    };
    return { required: true, content: { 'multipart/form-data': { schema } } };
  }
  return undefined;
}

function summaryOf(doc: string): string {
  const paragraph = doc.split(/\n\s*\n/)[0] ?? '';
  return paragraph.replace(/\s*\n\s*/g, ' ').trim();
}

export function buildOperation(
  call: ApiCall,
  builder: SchemaBuilder,
  checker: ts.TypeChecker,
  isPublic: boolean,
): Schema {
  const flat =
    call.params && (call.encoding === 'query' || call.encoding === 'form')
      ? flatParams(call.params, builder, checker, `${call.operationId}(params)`)
      : undefined;
  const data = builder.toSchema(call.answer, `${call.operationId}(answer)`);
  const operation: Schema = {
    operationId: call.operationId,
    tags: [call.domain],
    summary: summaryOf(call.doc),
  };
  if (call.doc !== operation.summary) operation.description = call.doc;
  const parameters = queryParameters(call, flat);
  if (parameters.length > 0) operation.parameters = parameters;
  const body = requestBody(call, builder, flat);
  if (body) operation.requestBody = body;
  operation.responses = {
    '200': {
      description: 'The envelope; with code 0, data is the answer of the call.',
      content: {
        'application/json': {
          // allOf rather than siblings of $ref: tools that inline references keep the condition.
          schema: {
            allOf: [
              { $ref: ENVELOPE_REF },
              {
                if: { properties: { code: { const: 0 } }, required: ['code'] },
                then: { properties: { data } },
              },
            ],
          },
        },
      },
    },
  };
  // Public calls take the token when there is one (queryInstList answers the session's list).
  if (isPublic) operation.security = [{}, { [SECURITY_SCHEME]: [] }];
  return operation;
}
