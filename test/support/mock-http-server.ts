/**
 * The mock HTTP server of `npm start` (src/mocks/http-server.ts) on a free port for one test
 * file, driven as QA drives it with curl: real HTTP past the in-process MSW of the other tests,
 * the default scope reset before each test. Returns the server's base URL, set once it listens.
 */
import type { Server } from 'node:http';
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
