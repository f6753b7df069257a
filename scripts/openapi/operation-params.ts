/**
 * What an operation's calls send, as the HTTP client sends it: GET query parameters and the
 * timestamp `t`; a form POST's urlencoded body with the random `n` (objects and arrays as JSON
 * text); a JSON body's schema; a multipart form; and the extra headers of the call's options.
 * An operation made by several calls (branches, or several API functions) takes every field
 * any of them sends, required when all of them send it.
 */
import ts from 'typescript';
import type { ApiCall } from './collect-calls';
import type { Schema, SchemaBuilder } from './type-to-schema';

export interface FlatParams {
  properties: Record<string, Schema>;
  required: string[];
}

function same(a: Schema | undefined, b: Schema): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** One schema for several: itself when they are all the same, else anyOf the distinct ones. */
export function oneOf(given: readonly Schema[]): Schema {
  // anyOf inside anyOf says no more than its members side by side.
  const schemas = given.flatMap((schema) =>
    Object.keys(schema).length === 1 && Array.isArray(schema.anyOf)
      ? (schema.anyOf as Schema[])
      : [schema],
  );
  const distinct = schemas.filter(
    (schema, index) => schemas.findIndex((each) => same(each, schema)) === index,
  );
  return distinct.length === 1 && distinct[0] ? distinct[0] : { anyOf: distinct };
}

/**
 * The fields of a query string or form: the properties of objects, or of every member of a
 * union of objects (undefined: a call that sends none). A field is required when every member
 * requires it; null and undefined values are left out by the client, so such a field is not.
 */
export function flatParams(
  types: readonly (ts.Type | undefined)[],
  builder: SchemaBuilder,
  checker: ts.TypeChecker,
  where: string,
): FlatParams {
  const members = types.flatMap((type) => (type?.isUnion() ? type.types : [type]));
  const properties: Record<string, Schema> = {};
  const counts = new Map<string, number>();
  for (const member of members) {
    for (const property of member ? checker.getPropertiesOfType(member) : []) {
      const own = checker.getTypeOfSymbol(property);
      const value = checker.getNonNullableType(own);
      const optional = property.flags & ts.SymbolFlags.Optional || value !== own;
      const doc = ts.displayPartsToString(property.getDocumentationComment(checker)).trim();
      const schema = builder.toSchema(value, `${where}.${property.name}`);
      const described = doc ? { ...schema, description: doc } : schema;
      const before = properties[property.name];
      properties[property.name] = before ? oneOf([before, described]) : described;
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

function headerParameters(calls: readonly ApiCall[]): Schema[] {
  const byName = new Map<string, { description: string; count: number }>();
  for (const call of calls) {
    for (const header of new Map(call.headers.map((each) => [each.name, each])).values()) {
      const seen = byName.get(header.name);
      byName.set(header.name, {
        description: seen?.description || header.description,
        count: (seen?.count ?? 0) + 1,
      });
    }
  }
  return [...byName].map(([name, { description, count }]) => ({
    name,
    in: 'header',
    required: count === calls.length,
    ...(description ? { description } : {}),
    schema: { type: 'string' },
  }));
}

export function parametersOf(calls: readonly ApiCall[], flat: FlatParams | undefined): Schema[] {
  const [first] = calls;
  const parameters: Schema[] = Object.entries(first?.fixedQuery ?? {}).map(([name, value]) => ({
    name,
    in: 'query',
    required: true,
    description: 'Written into the URL of the call.',
    schema: { const: value },
  }));
  const fields = first?.method === 'GET' ? Object.entries(flat?.properties ?? {}) : [];
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
  parameters.push(...headerParameters(calls));
  if (first?.method === 'GET') parameters.push({ $ref: '#/components/parameters/t' });
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

export function requestBodyOf(
  calls: readonly ApiCall[],
  builder: SchemaBuilder,
  flat: FlatParams | undefined,
): Schema | undefined {
  const encoding = calls[0]?.encoding;
  if (encoding === 'form') return formBody(flat);
  if (encoding === 'json') {
    const schemas = calls.map((call) =>
      call.params ? builder.toSchema(call.params, `${call.operationId}(body)`) : { type: 'object' },
    );
    return { required: true, content: { 'application/json': { schema: oneOf(schemas) } } };
  }
  if (encoding === 'multipart') {
    const schema = {
      type: 'object',
      description: 'The FormData the caller builds (see the description of the call).',
    };
    return { required: true, content: { 'multipart/form-data': { schema } } };
  }
  return undefined;
}
