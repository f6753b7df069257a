/**
 * The generator on a small project of its own (a temporary folder): routes made by several
 * calls and several functions, headers added through a helper, a URL with a fixed query, form,
 * JSON and multipart bodies, public routes of the mock, and a function calling two routes.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDocument, type OpenApiDocument } from './build-document';

const CLIENT = `
export interface ApiResponse<T = unknown> { code: number; data: T; message?: string }
export type ApiResult<T> = Promise<ApiResponse<T> | false>;
export interface RequestOptions { json?: boolean; headers?: Record<string, string> }
export type Params = Record<string, unknown>;
export const TOKEN_HEADER = 'X-Token';
export declare function get<T>(url: string, params?: Params, options?: RequestOptions): ApiResult<T>;
export declare function post<T>(url: string, data?: Params | FormData, options?: RequestOptions): ApiResult<T>;
`;

const DEMO = `
import { get, post, type ApiResult } from '../lib/http-client';
import { DEMO_URLS } from './demo-urls';
import { SECRET_HEADER } from './demo-secret';

/** An item. */
export interface Item {
  id: string;
  /** Its size */
  size: number;
  tags: string[];
}

function holding(secret: string) {
  return { headers: { [SECRET_HEADER]: secret } };
}

/**
 * GET demo/item: one item.
 *
 * With the secret, the full item.
 */
export function getItem(id: string, secret?: string): ApiResult<Item> {
  if (!secret) return get(DEMO_URLS.item, { id });
  return get(DEMO_URLS.item, { id, full: true }, holding(secret));
}

/** GET demo/item by name. */
export function findItem(name: string): ApiResult<Item | null> {
  return get(DEMO_URLS.item, { name });
}

/** POST demo/save. */
export function saveItem(item: Item): ApiResult<null> {
  return post(DEMO_URLS.save, { ...item });
}

/** POST demo/query?kind=7 (json). */
export function queryItems(filter: { tag?: string }): ApiResult<Item[]> {
  return post(\`\${DEMO_URLS.query}?kind=7\`, { ...filter }, { json: true, ...holding('s') });
}

/** POST demo/upload (multipart). */
export function upload(form: FormData): ApiResult<{ fileId: string }> {
  return post(DEMO_URLS.upload, form);
}
`;

const FILES: Record<string, string> = {
  'package.json': '{ "version": "1.2.3" }',
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      strict: true,
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'bundler',
      lib: ['ES2023', 'DOM'],
      skipLibCheck: true,
    },
  }),
  'src/lib/http-client.ts': CLIENT,
  'src/api/demo-urls.ts': `export const DEMO_URLS = { item: 'demo/item', save: 'demo/save', query: 'demo/query', upload: 'demo/upload' } as const;`,
  'src/api/demo-secret.ts': `/** The header of the demo secret. */\nexport const SECRET_HEADER = 'X-Secret';`,
  'src/api/demo.ts': DEMO,
  'src/mocks/http-kit.ts': `export declare function publicRoute(method: 'get' | 'post', url: string, fn: unknown): unknown;\nexport declare function route(method: 'get' | 'post', url: string, fn: unknown): unknown;`,
  'src/mocks/handlers/demo.ts': `import { publicRoute, route } from '../http-kit';\nimport { DEMO_URLS } from '../../api/demo-urls';\nexport const handlers = [publicRoute('get', DEMO_URLS.item, 0), route('post', DEMO_URLS.save, 0)];`,
};

const folders: string[] = [];

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'openapi-fixture-'));
  folders.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe('the generator on a small project', () => {
  const { document, calls } = buildDocument(project(FILES));
  const op = (path: string, method: string) =>
    (document as OpenApiDocument).paths[path]?.[method] ?? {};

  it('makes one operation per method and path, sorted, from every branch of every function', () => {
    expect(Object.keys(document.paths)).toEqual([
      '/demo/item',
      '/demo/query',
      '/demo/save',
      '/demo/upload',
    ]);
    expect(calls.map((call) => call.operationId)).toEqual([
      'getItem',
      'getItem',
      'findItem',
      'saveItem',
      'queryItems',
      'upload',
    ]);
    expect(document.info).toMatchObject({ version: '1.2.3' });
  });

  it('merges the functions of one route: parameters any of them send, any of their answers', () => {
    const item = op('/demo/item', 'get');
    expect(item).toMatchObject({
      operationId: 'getItem',
      'x-api-functions': ['getItem', 'findItem'],
      summary: 'GET demo/item: one item.',
    });
    expect(item.parameters).toEqual([
      { name: 'id', in: 'query', required: false, schema: { type: 'string' } },
      { name: 'full', in: 'query', required: false, schema: { type: 'boolean' } },
      { name: 'name', in: 'query', required: false, schema: { type: 'string' } },
      {
        name: 'X-Secret',
        in: 'header',
        required: false,
        description: 'The header of the demo secret.',
        schema: { type: 'string' },
      },
      { $ref: '#/components/parameters/t' },
    ]);
    expect(JSON.stringify(item.responses)).toContain(
      '{"data":{"anyOf":[{"$ref":"#/components/schemas/Item"},{"type":"null"}]}}',
    );
    // The mock serves it with publicRoute: the token is optional.
    expect(item.security).toEqual([{}, { AccessToken: [] }]);
  });

  it('sends a form with n, objects and arrays as JSON text; a session route keeps the default security', () => {
    const save = op('/demo/save', 'post');
    expect(save.requestBody).toEqual({
      required: true,
      content: {
        'application/x-www-form-urlencoded': {
          schema: {
            type: 'object',
            properties: {
              id: { type: 'string' },
              size: { type: 'number', description: 'Its size' },
              tags: { type: 'array', items: { type: 'string' } },
              n: { $ref: '#/components/schemas/FormNonce' },
            },
            required: ['id', 'size', 'tags'],
          },
          encoding: { tags: { contentType: 'application/json' } },
        },
      },
    });
    expect(save.security).toBeUndefined();
  });

  it('keeps a query written into the URL, a JSON body and a header from spread options', () => {
    const query = op('/demo/query', 'post');
    expect(query.parameters).toEqual([
      {
        name: 'kind',
        in: 'query',
        required: true,
        description: 'Written into the URL of the call.',
        schema: { const: '7' },
      },
      {
        name: 'X-Secret',
        in: 'header',
        required: true,
        description: 'The header of the demo secret.',
        schema: { type: 'string' },
      },
    ]);
    expect(query.requestBody).toEqual({
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: { tag: { type: 'string' } },
            additionalProperties: false,
          },
        },
      },
    });
    expect(
      Object.keys((op('/demo/upload', 'post').requestBody as { content: object }).content),
    ).toEqual(['multipart/form-data']);
  });

  it('names the token header after the client and documents the named types', () => {
    expect(document.components).toMatchObject({
      securitySchemes: { AccessToken: { type: 'apiKey', in: 'header', name: 'X-Token' } },
      schemas: { Item: { description: 'An item.', required: ['id', 'size', 'tags'] } },
    });
  });

  it('refuses a function that calls two routes', () => {
    const files = {
      ...FILES,
      'src/api/demo.ts': `${DEMO}\nexport function both(): ApiResult<null> { return Math.random() ? get(DEMO_URLS.item) : get(DEMO_URLS.save); }`,
    };
    expect(() => buildDocument(project(files))).toThrow(/both calls 2 routes/);
  }, 60_000);
});
