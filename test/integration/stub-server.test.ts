/**
 * The stub servers of npm start and npm run preview: Vite's preview server with a stub's config
 * (apps-stub/kit/vite-config.ts, stub-preview.ts), here on a built folder of its own.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http, passthrough } from 'msw';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MICRO_APPS, SUB_APP_NAMES } from '@/contract';
import { server as mockApi } from '@/mocks/node';
import { stubViteConfig } from '../../apps-stub/kit/vite-config';

const PORTAL = 'http://localhost:5173';
const INDEX = '<!doctype html><div id="ds-root"></div><script src="/ds/ds.umd.js"></script>';
const root = mkdtempSync(join(tmpdir(), 'stub-server-'));
const built = join(root, 'built');
const empty = join(root, 'empty');
const servers: PreviewServer[] = [];
/** Real servers here: the test's mock API lets their requests through. */
const realOrigins: string[] = [];
let upstream: Server | undefined;
let stub = '';
let unbuilt = '';

/** A stub's real config, on a free port, serving `outDir`; its origin. */
async function serveStub(outDir: string, mockApiUrl: string): Promise<string> {
  const config = stubViteConfig('ds', 'production', {
    outDir,
    env: { MOCK_API_URL: mockApiUrl, STUB_CORS_ORIGINS: PORTAL },
  });
  const server = await preview({
    ...config,
    configFile: false,
    logLevel: 'silent',
    preview: { ...config.preview, port: 0 },
  });
  servers.push(server);
  const origin = `http://localhost:${(server.httpServer.address() as AddressInfo).port}`;
  realOrigins.push(origin);
  return origin;
}

beforeAll(async () => {
  mkdirSync(built);
  mkdirSync(empty);
  writeFileSync(join(built, 'index.html'), INDEX);
  writeFileSync(join(built, 'ds.umd.js'), 'var ds = {};');
  // The mock API behind the /api/ proxy: answers with what it was asked.
  upstream = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ url: req.url, scope: req.headers['x-mock-scope'] ?? null }));
  });
  await new Promise<void>((resolve) => upstream!.listen(0, '127.0.0.1', resolve));
  const mockApiUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  realOrigins.push(mockApiUrl);
  stub = await serveStub(built, mockApiUrl);
  unbuilt = await serveStub(empty, mockApiUrl);
});
// The setup resets the mock API's handlers after each test.
beforeEach(() => {
  mockApi.use(...realOrigins.map((origin) => http.all(`${origin}/*`, () => passthrough())));
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  upstream?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the stub server', () => {
  it('listens on the QA contract ports (7101 ds, 7102 iservice, 7103 tgypt), and nowhere else', () => {
    const ports = SUB_APP_NAMES.map((app) => stubViteConfig(app, 'production').preview?.port);
    expect(ports).toEqual([7101, 7102, 7103]);
    expect(SUB_APP_NAMES.map((app) => MICRO_APPS[app].port)).toEqual(ports);
    expect(stubViteConfig('ds', 'production').preview?.strictPort).toBe(true);
  });

  it('listens on 127.0.0.1 unless STUB_HOST names another address', () => {
    expect((servers[0]!.httpServer.address() as AddressInfo).address).toBe('127.0.0.1');
    expect(stubViteConfig('ds', 'production', { env: {} }).preview?.host).toBe('127.0.0.1');
    expect(
      stubViteConfig('ds', 'production', { env: { STUB_HOST: '0.0.0.0' } }).preview?.host,
    ).toBe('0.0.0.0');
  });

  it("answers a route of the app with its page and a policy of its own: its scripts only, framed by the portal's origin", async () => {
    const answer = await fetch(`${stub}/ds/xsgl/khcx`, { headers: { Origin: PORTAL } });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(INDEX);
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain(`frame-ancestors ${PORTAL}`);
    expect(csp).not.toContain('unsafe-eval');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers the bundle with the same headers, revalidated', async () => {
    const answer = await fetch(`${stub}/ds/ds.umd.js`, { headers: { Origin: PORTAL } });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('var ds = {};');
    expect(answer.headers.get('content-type')).toContain('javascript');
    expect(answer.headers.get('content-security-policy')).toContain(`frame-ancestors ${PORTAL}`);
    expect(answer.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  });

  it('gives another origin no CORS headers', async () => {
    const answer = await fetch(`${stub}/ds/`, { headers: { Origin: 'http://evil.example' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('vary')).toContain('Origin');
  });

  it("answers the portal's CORS preflight for GET and HEAD, and no other origin's", async () => {
    const preflight = (origin: string) =>
      fetch(`${stub}/ds/ds.umd.js`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'x-requested-with',
        },
      });
    const answer = await preflight(PORTAL);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    expect(answer.headers.get('access-control-allow-methods')).toBe('GET,HEAD,OPTIONS');
    expect(answer.headers.get('access-control-allow-headers')).toBe('x-requested-with');
    expect(answer.headers.get('access-control-max-age')).toBe('600');
    const other = await preflight('http://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a missing file with 404, not with the page', async () => {
    const answer = await fetch(`${stub}/ds/ds.old.js`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain('ds-root');
  });

  it('redirects / and the base to <base>/, has no favicon and takes no writes', async () => {
    for (const path of ['/', '/ds']) {
      const answer = await fetch(`${stub}${path}`, { redirect: 'manual' });
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe('/ds/');
    }
    expect((await fetch(`${stub}/favicon.ico`)).status).toBe(204);
    expect((await fetch(`${stub}/ds/ds.umd.js`, { method: 'POST' })).status).toBe(405);
  });

  it('proxies /api/ to the mock API with the data scope', async () => {
    const answer = await fetch(`${stub}/api/sys/querySysConfig?a=1`, {
      headers: { 'X-Mock-Scope': 'w1' },
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ url: '/api/sys/querySysConfig?a=1', scope: 'w1' });
  });

  it('says 503 "not built yet" until the first build is written', async () => {
    const answer = await fetch(`${unbuilt}/ds/xsgl/khcx`);
    expect(answer.status).toBe(503);
    expect(await answer.text()).toBe('ds: not built yet');
    writeFileSync(join(empty, 'index.html'), INDEX);
    expect((await fetch(`${unbuilt}/ds/xsgl/khcx`)).status).toBe(200);
  });
});
