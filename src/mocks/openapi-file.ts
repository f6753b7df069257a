/**
 * GET /__mock__/openapi.json on the HTTP mock server (QA contract, "Mock admin API"): the
 * OpenAPI 3.1 document of every call of spec section 7, docs/openapi.json as `npm run openapi`
 * wrote it (test/api/openapi.test.ts keeps it equal to the API modules). Read from disk on each
 * call, never imported: neither the portal's bundle nor the demo's worker carries it.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const OPENAPI_ROUTE = '/__mock__/openapi.json';

export const OPENAPI_FILE = join(
  resolve(dirname(fileURLToPath(import.meta.url)), '..', '..'),
  'docs',
  'openapi.json',
);

export interface FileAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const JSON_TYPE = 'application/json; charset=utf-8';

export async function openApiAnswer(file = OPENAPI_FILE): Promise<FileAnswer> {
  try {
    const body = await readFile(file, 'utf8');
    return {
      status: 200,
      headers: { 'Content-Type': JSON_TYPE, 'Cache-Control': 'no-store' },
      body,
    };
  } catch {
    return {
      status: 404,
      headers: { 'Content-Type': JSON_TYPE },
      body: JSON.stringify({
        code: 404,
        data: null,
        message: '接口文档未生成：请先运行 npm run openapi',
        success: false,
      }),
    };
  }
}
