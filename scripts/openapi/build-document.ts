/**
 * The OpenAPI 3.1 document of the portal's API (spec 7), built from the API modules' own types
 * and URL constants (./collect-calls.ts), the HTTP client's envelope and token header
 * (src/lib/http-client.ts) and the mock's public routes (./public-calls.ts). Deterministic:
 * paths and components are sorted, so the written file changes only when the API does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { createApiProgram, type ApiProgram } from './api-program';
import { type ApiCall, callsOfModule } from './collect-calls';
import { finalNames, renameRefs } from './component-names';
import { buildOperation, SECURITY_SCHEME } from './operation';
import { publicCalls } from './public-calls';
import { type Schema, SchemaBuilder } from './type-to-schema';

export type OpenApiDocument = Schema & { paths: Record<string, Record<string, Schema>> };

const DESCRIPTION = [
  'Every call of spec section 7, generated from the API modules of src/api (`npm run openapi`).',
  'Every answer is the envelope ApiResponse with HTTP 200: code 0 is success and `data` then',
  'has the schema of the call; any other code is a refusal whose `message` says why in Chinese',
  '(-403 session expired or missing, -423 screen locked, -428 token header missing, 1001 missing',
  'parameter, 1002 malformed parameter, 1003 body not JSON, 2xxx business refusals of each domain,',
  '500 unexpected failure; a body over its limit gets HTTP 413 with code -413).',
].join(' ');

function exportedConstant(file: ts.SourceFile, name: string, checker: ts.TypeChecker): ts.Type {
  const module = checker.getSymbolAtLocation(file);
  const symbol = module && checker.getExportsOfModule(module).find((each) => each.name === name);
  if (!symbol) throw new Error(`${file.fileName} exports no ${name}`);
  return checker.getTypeOfSymbol(symbol);
}

function tokenHeader(api: ApiProgram): string {
  const type = exportedConstant(api.clientFile, 'TOKEN_HEADER', api.checker);
  if (!type.isStringLiteral()) throw new Error('TOKEN_HEADER is not a string constant');
  return type.value;
}

/** The envelope: ApiResponse<T> of the HTTP client, with `data` of any type. */
function envelope(api: ApiProgram, builder: SchemaBuilder): Schema {
  const module = api.checker.getSymbolAtLocation(api.clientFile);
  const symbol =
    module && api.checker.getExportsOfModule(module).find((each) => each.name === 'ApiResponse');
  if (!symbol) throw new Error('src/lib/http-client.ts exports no ApiResponse');
  const type = api.checker.getDeclaredTypeOfSymbol(symbol);
  return {
    ...builder.objectSchema(type, 'ApiResponse'),
    description: 'The answer of every call (ApiResponse of src/lib/http-client.ts).',
  };
}

/** The first paragraph of a module's leading JSDoc, as its tag's description. */
function moduleSummary(file: ts.SourceFile): string {
  const text = file.getFullText();
  const comment = ts.getLeadingCommentRanges(text, 0)?.[0];
  if (!comment) return '';
  const lines = text
    .slice(comment.pos, comment.end)
    .split('\n')
    .map((line) => line.replace(/^\s*(\/\*\*|\*\/|\*)\s?/, '').trim());
  const start = lines.findIndex((line) => line !== '');
  const end = lines.indexOf('', start + 1);
  return lines.slice(start, end === -1 ? undefined : end).join(' ');
}

function packageVersion(root: string): string {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}

function sortedRecord<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(
    Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

function pathsOf(
  calls: readonly ApiCall[],
  api: ApiProgram,
  builder: SchemaBuilder,
): OpenApiDocument['paths'] {
  const open = publicCalls(api.handlerFiles, api.checker);
  const routes = new Map<string, ApiCall[]>();
  for (const call of calls) {
    const route = `${call.method} ${call.path}`;
    routes.set(route, [...(routes.get(route) ?? []), call]);
  }
  const paths: OpenApiDocument['paths'] = {};
  for (const [route, routeCalls] of routes) {
    const [first] = routeCalls;
    if (!first) continue;
    const item = (paths[`/${first.path}`] ??= {});
    item[first.method.toLowerCase()] = buildOperation(
      routeCalls,
      builder,
      api.checker,
      open.has(route),
    );
  }
  return sortedRecord(
    Object.fromEntries(Object.entries(paths).map(([path, item]) => [path, sortedRecord(item)])),
  );
}

export interface BuiltDocument {
  document: OpenApiDocument;
  calls: ApiCall[];
}

export function buildDocument(root: string): BuiltDocument {
  const api = createApiProgram(root);
  const builder = new SchemaBuilder(api.checker, api.isOwnFile);
  const calls = api.domains.flatMap(({ domain, file }) => callsOfModule(file, domain, api.checker));
  const paths = pathsOf(calls, api, builder);
  const names = finalNames([...builder.components.values()]);
  const schemas: Record<string, Schema> = {
    ApiResponse: envelope(api, builder),
    FormNonce: {
      type: 'string',
      description: 'Random digits the client adds to every form POST (n); the server ignores it.',
    },
  };
  for (const component of builder.components.values()) {
    schemas[names.get(component.key) ?? component.key] = component.schema;
  }
  const document = renameRefs(
    {
      openapi: '3.1.0',
      info: {
        title: '基金管理人服务平台 API',
        version: packageVersion(root),
        description: DESCRIPTION,
      },
      servers: [{ url: '/api', description: 'The API base (VITE_API_BASE, /api/ by default)' }],
      security: [{ [SECURITY_SCHEME]: [] }],
      tags: api.domains.map(({ domain, file }) => ({
        name: domain,
        description: moduleSummary(file),
      })),
      paths,
      components: {
        schemas: sortedRecord(schemas),
        parameters: {
          t: {
            name: 't',
            in: 'query',
            required: false,
            description:
              'Time of the call in ms, added by the client to every GET; the server ignores it.',
            schema: { type: 'integer' },
          },
        },
        securitySchemes: {
          [SECURITY_SCHEME]: {
            type: 'apiKey',
            in: 'header',
            name: tokenHeader(api),
            description:
              'The session token (cookie ACCESS-TOKEN); without it a session call answers -403.',
          },
        },
      },
    },
    names,
  ) as OpenApiDocument;
  return { document, calls };
}

/** The text written to docs/openapi.json. */
export function documentText(document: OpenApiDocument): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
