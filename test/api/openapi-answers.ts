/**
 * Answers held against the OpenAPI document (docs/openapi.json, `npm run openapi`): the JSON
 * Schema 2020-12 of a call's 200 answer, compiled with Ajv, keyed by method and path as a
 * server's answer would be checked, or by the API function's name (its operationId).
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import document from '../../docs/openapi.json';

export const OPENAPI_DOCUMENT: unknown = document;

type Operations = Record<
  string,
  Record<string, { operationId?: string; 'x-api-functions'?: string[] }>
>;

const DOCUMENT_ID = 'openapi.json';
/** The document's own keywords: Ajv leaves them alone and resolves $refs through them. */
const OPENAPI_KEYWORDS = ['openapi', 'info', 'servers', 'security', 'tags', 'paths', 'components'];

/** An Ajv (strict, every error) that knows the document, so `openapi.json#/...` refs resolve. */
export function documentAjv(doc: unknown = document): Ajv2020 {
  const ajv = new Ajv2020({
    strict: true,
    strictTypes: false,
    allowUnionTypes: true,
    allErrors: true,
  });
  ajv.addVocabulary(OPENAPI_KEYWORDS);
  ajv.addSchema(doc as object, DOCUMENT_ID);
  return ajv;
}

function pointerPart(text: string): string {
  return text.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The $ref of the schema of an operation's 200 answer. */
export function answerSchemaRef(method: string, path: string): string {
  const route = pointerPart(`/${path.replace(/^\/+/, '')}`);
  return `${DOCUMENT_ID}#/paths/${route}/${method.toLowerCase()}/responses/200/content/application~1json/schema`;
}

const ajv = documentAjv();
const compiled = new Map<string, ValidateFunction>();

/** What is wrong with a body answered to METHOD path (empty when it matches the document). */
export function answerProblems(method: string, path: string, body: unknown): string[] {
  const ref = answerSchemaRef(method, path);
  let validate = compiled.get(ref);
  if (!validate) {
    if (!ajv.getSchema(ref)) return [`${method} ${path} is not in docs/openapi.json`];
    validate = ajv.compile({ $ref: ref });
    compiled.set(ref, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? []).map(
    (error) =>
      `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
  );
}

/** The API functions an operation stands for: its operationId, or the list of x-api-functions. */
export function functionsOf(operation: {
  operationId?: string;
  'x-api-functions'?: string[];
}): string[] {
  return operation['x-api-functions'] ?? (operation.operationId ? [operation.operationId] : []);
}

/** Method and path of the operation of an API function. */
export function operationOf(name: string): { method: string; path: string } | undefined {
  for (const [path, item] of Object.entries((document as { paths: Operations }).paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (functionsOf(operation).includes(name)) {
        return { method: method.toUpperCase(), path: path.slice(1) };
      }
    }
  }
  return undefined;
}

/** What is wrong with the answer an API function received (by its name). */
export function answerProblemsOf(operationId: string, body: unknown): string[] {
  const operation = operationOf(operationId);
  if (!operation) return [`no operation ${operationId} in docs/openapi.json`];
  return answerProblems(operation.method, operation.path, body);
}
