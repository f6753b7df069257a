/**
 * One OpenAPI operation: the calls of one method and path (./operation-params.ts for what they
 * send), and its 200 answer: the envelope, whose `data` has the call's schema when `code` is 0.
 * Made by one API function as a rule; when several functions call the same route (a branch of
 * the API that answers differently), the operation is named after the first, lists them all in
 * `x-api-functions`, and its data is any of their answers.
 */
import type ts from 'typescript';
import type { ApiCall } from './collect-calls';
import { flatParams, oneOf, parametersOf, requestBodyOf } from './operation-params';
import type { Schema, SchemaBuilder } from './type-to-schema';

export const ENVELOPE_REF = '#/components/schemas/ApiResponse';
export const SECURITY_SCHEME = 'AccessToken';

function summaryOf(doc: string): string {
  const paragraph = doc.split(/\n\s*\n/)[0] ?? '';
  return paragraph.replace(/\s*\n\s*/g, ' ').trim();
}

function describe(calls: readonly ApiCall[], functions: readonly string[]): Schema {
  const [first] = calls;
  const summary = summaryOf(first?.doc ?? '');
  if (functions.length > 1) {
    const docs = functions.map((name) => {
      const doc = calls.find((call) => call.operationId === name)?.doc ?? '';
      return `${name}: ${doc}`;
    });
    return { summary, description: docs.join('\n\n'), 'x-api-functions': functions };
  }
  return first && first.doc !== summary ? { summary, description: first.doc } : { summary };
}

function consistent(calls: readonly ApiCall[]): void {
  const [first] = calls;
  for (const call of calls) {
    if (
      call.encoding !== first?.encoding ||
      JSON.stringify(call.fixedQuery) !== JSON.stringify(first.fixedQuery)
    ) {
      throw new Error(
        `${call.where}: ${call.method} ${call.path} is sent two ways (${first?.where})`,
      );
    }
  }
}

function answer(data: Schema): Schema {
  return {
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
}

/** The operation of the calls of one method and path (in source order). */
export function buildOperation(
  calls: readonly ApiCall[],
  builder: SchemaBuilder,
  checker: ts.TypeChecker,
  isPublic: boolean,
): Schema {
  const [first] = calls;
  if (!first) throw new Error('an operation without a call');
  consistent(calls);
  const functions = [...new Set(calls.map((call) => call.operationId))];
  const flat =
    first.encoding === 'query' || first.encoding === 'form'
      ? flatParams(
          calls.map((call) => call.params),
          builder,
          checker,
          `${first.operationId}(params)`,
        )
      : undefined;
  const answers = functions.map((name) => {
    const call = calls.find((each) => each.operationId === name) ?? first;
    return builder.toSchema(call.answer, `${name}(answer)`);
  });
  const operation: Schema = {
    operationId: first.operationId,
    tags: [first.domain],
    ...describe(calls, functions),
  };
  const parameters = parametersOf(calls, flat);
  if (parameters.length > 0) operation.parameters = parameters;
  const body = requestBodyOf(calls, builder, flat);
  if (body) operation.requestBody = body;
  operation.responses = answer(oneOf(answers));
  // Public calls take the token when there is one (queryInstList answers the session's list).
  if (isPublic) operation.security = [{}, { [SECURITY_SCHEME]: [] }];
  return operation;
}
