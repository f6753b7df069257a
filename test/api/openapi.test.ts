/**
 * The OpenAPI document of spec 7 (docs/openapi.json): what `npm run openapi` makes of the API
 * modules now (a type or URL changed without regenerating fails here), one operation per call of
 * SPEC_CALLS and per API function, valid OpenAPI 3.1, every $ref resolving and every schema
 * compiling as JSON Schema 2020-12.
 */
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import * as authApi from '@/api/auth';
import * as homeApi from '@/api/home';
import * as menuApi from '@/api/menu';
import * as pictureApi from '@/api/picture';
import * as productApi from '@/api/product';
import * as registerApi from '@/api/register';
import * as systemApi from '@/api/system';
import * as valueApi from '@/api/value';
import { TOKEN_HEADER } from '@/lib/http-client';
import { buildDocument, documentText } from '../../scripts/openapi/build-document';
import { DOCUMENT_PATH, ROOT } from '../../scripts/openapi/paths';
import { authExamples } from './examples/auth';
import type { ApiFn, Example } from './examples/example';
import { homeExamples } from './examples/home';
import { menuExamples } from './examples/menu';
import { productExamples } from './examples/product';
import { registerExamples } from './examples/register';
import { systemExamples } from './examples/system';
import { valueExamples } from './examples/value';
import { documentAjv, functionsOf, OPENAPI_DOCUMENT } from './openapi-answers';
import { SPEC_CALLS } from './spec-calls';

type Operation = {
  operationId: string;
  'x-api-functions'?: string[];
  tags: string[];
  security?: unknown[];
  responses: Record<string, unknown>;
};
type Doc = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, unknown>;
    securitySchemes: Record<string, { name: string }>;
  };
};

const doc = OPENAPI_DOCUMENT as Doc;
const MODULES = {
  authApi,
  homeApi,
  menuApi,
  pictureApi,
  productApi,
  registerApi,
  systemApi,
  valueApi,
};

function operations(): { call: string; operation: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      call: `${method.toUpperCase()} ${path.slice(1)}`,
      operation,
    })),
  );
}

/** Every `$ref` string in the value, with where it stands. */
function refsOf(value: unknown, at = ''): { ref: string; at: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => refsOf(item, `${at}/${index}`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === '$ref' && typeof item === 'string' ? [{ ref: item, at }] : refsOf(item, `${at}/${key}`),
  );
}

function resolvePointer(ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part]
          : undefined,
      doc,
    );
}

describe('docs/openapi.json', () => {
  it('is what npm run openapi makes of the API modules now', () => {
    const { document } = buildDocument(ROOT);
    expect(
      readFileSync(DOCUMENT_PATH, 'utf8') === documentText(document),
      'run npm run openapi',
    ).toBe(true);
  }, 60_000);

  it('has exactly one operation per call of spec 7 (SPEC_CALLS), and no other', () => {
    const calls = operations().map(({ call }) => call);
    expect(new Set(calls).size).toBe(calls.length);
    expect([...calls].sort()).toEqual([...SPEC_CALLS].sort());
  });

  it('stands for every API function once, named after it and tagged with its module', () => {
    const functions = Object.entries(MODULES).flatMap(([module, api]) =>
      Object.entries(api)
        .filter(([, value]) => typeof value === 'function')
        .map(([name]) => `${module.replace(/Api$/, '')} ${name}`),
    );
    // Several functions of one route (x-api-functions) share its operation, named after the first.
    const documented = operations().flatMap(({ operation }) =>
      functionsOf(operation).map((name) => `${operation.tags.join()} ${name}`),
    );
    expect(documented.sort()).toEqual(functions.sort());
    for (const { operation } of operations()) {
      expect(functionsOf(operation)[0]).toBe(operation.operationId);
    }
  });

  it('is valid OpenAPI 3.1', async () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBeTruthy();
    const result = await new Validator().validate(
      structuredClone(OPENAPI_DOCUMENT) as Record<string, unknown>,
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('resolves every $ref', () => {
    const refs = refsOf(doc);
    expect(refs.length).toBeGreaterThan(100);
    expect(refs.filter(({ ref }) => resolvePointer(ref) === undefined)).toEqual([]);
  });

  it('compiles every component and answer schema as JSON Schema 2020-12 (Ajv strict)', () => {
    const ajv = documentAjv();
    for (const name of Object.keys(doc.components.schemas)) {
      expect(
        () => ajv.compile({ $ref: `openapi.json#/components/schemas/${name}` }),
        name,
      ).not.toThrow();
    }
  });

  it('asks for the session token except on the calls the examples make without a session', () => {
    expect(doc.components.securitySchemes.AccessToken?.name).toBe(TOKEN_HEADER);
    const examples = [
      authExamples,
      homeExamples,
      menuExamples,
      productExamples,
      registerExamples,
      systemExamples,
      valueExamples,
    ].flatMap((table) => Object.entries(table as Record<string, Example<ApiFn>>));
    const securityOf = (name: string) =>
      operations().find(({ operation }) => functionsOf(operation).includes(name))?.operation
        .security;
    // A valid call made anonymously: the mock serves it with publicRoute, the token is optional.
    const open = examples.filter(([, example]) => example.as === 'anonymous');
    // A call answering -403 without a session: the document's default, the token is required.
    const closed = examples.filter(([, example]) => 'anonymous' in example.invalid);
    expect(open.length).toBeGreaterThan(30);
    expect(closed.length).toBeGreaterThan(20);
    for (const [name] of open) expect(securityOf(name), name).toEqual([{}, { AccessToken: [] }]);
    for (const [name] of closed) expect(securityOf(name), name).toBeUndefined();
  });
});
