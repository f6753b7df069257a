/** The stub servers of npm start (apps-stub/kit/static-server.ts) answer with their own page policy. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as mockApi } from '@/mocks/node';
import { startStubServer } from '../../apps-stub/kit/static-server';

const PORTAL = 'http://localhost:5173';
let origin = '';
let close: () => void = () => {};
const dir = mkdtempSync(join(tmpdir(), 'stub-server-'));

beforeAll(async () => {
  writeFileSync(join(dir, 'index.html'), '<!doctype html><script src="/ds/ds.umd.js"></script>');
  const server = await startStubServer({
    app: 'ds',
    base: '/ds',
    port: 0,
    dir,
    mockApiUrl: 'http://127.0.0.1:9',
    allowedOrigins: [PORTAL],
  });
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  // A real server here: the test's mock API lets its requests through.
  mockApi.use(http.all(`${origin}/*`, () => passthrough()));
  close = () => server.close();
});
afterAll(() => {
  close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the stub server', () => {
  it("answers its page with a policy of its own: its scripts only, framed by the portal's origin", async () => {
    const answer = await fetch(`${origin}/ds/xsgl/khcx`, { headers: { Origin: PORTAL } });
    expect(answer.status).toBe(200);
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain(`frame-ancestors ${PORTAL}`);
    expect(csp).not.toContain('unsafe-eval');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('access-control-allow-origin')).toBe(PORTAL);
  });
});
