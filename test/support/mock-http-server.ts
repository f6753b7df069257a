/**
 * The mock HTTP server of `npm start` (src/mocks/http-server.ts) on a free port for one test
 * file, driven as QA drives it with curl: real HTTP past the in-process MSW of the other tests,
 * the default scope reset before each test. Returns the server's base URL, set once it listens.
 */
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startMockServer } from '@/mocks/http-server';
import { server as inProcess } from '@/mocks/node';

export function serveMockOverHttp(): { base: string } {
  const where = { base: '' };
  let mock: Server;
  beforeAll(async () => {
    mock = await startMockServer(0);
    where.base = `http://localhost:${(mock.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => mock.close(() => resolve())));
  beforeEach(async () => {
    inProcess.use(http.all(`${where.base}/*`, () => passthrough()));
    await fetch(`${where.base}/__mock__/reset`, { method: 'POST' });
  });
  return where;
}

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  json: { code?: number; message?: string; ok?: boolean; openapi?: string; [key: string]: unknown };
}

/**
 * A plain HTTP call with node:http (any Host or Origin header, a body of any type), for a file
 * that has turned the in-process MSW interception off.
 */
export function sendRaw(
  url: string,
  options: { method?: string; headers?: Record<string, string | number>; body?: Buffer } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          json: text ? JSON.parse(text) : {},
        });
      });
    });
    req.on('error', reject);
    req.flushHeaders();
    if (options.body) req.write(options.body);
    // An over-limit declared length: the server answers without waiting for the rest.
    if (!options.headers?.['Content-Length'] || options.body) req.end();
  });
}
