/**
 * The dev and preview servers send the framing policy nginx sends (deploy/page-headers.conf):
 * frame-ancestors 'self' and X-Frame-Options SAMEORIGIN, on the real servers' answers. That a
 * browser then refuses to show the portal in another origin's frame: test/e2e/cross-site-writes.spec.ts.
 */
import type { AddressInfo } from 'node:net';
import { http, passthrough } from 'msw';
import { join } from 'node:path';
import { createServer, resolveConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as mockApi } from '@/mocks/node';

let close: () => Promise<void> = async () => {};
let origin = '';

const CONFIG_FILE = join(process.cwd(), 'vite.config.ts');

beforeAll(async () => {
  // The real config file, loaded by Vite as `npm start` loads it, on a free port.
  const server = await createServer({
    configFile: CONFIG_FILE,
    logLevel: 'silent',
    server: { port: 0, strictPort: false, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  await server.listen();
  origin = `http://localhost:${(server.httpServer!.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe('the dev server', () => {
  it("sends frame-ancestors 'self' and X-Frame-Options SAMEORIGIN with the portal's page", async () => {
    mockApi.use(http.all(`${origin}/*`, () => passthrough()));
    const page = await fetch(`${origin}/login`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('and the preview server the same', async () => {
    const config = await resolveConfig(
      { configFile: CONFIG_FILE, logLevel: 'silent' },
      'serve',
      'production',
    );
    expect(config.preview.headers).toEqual({
      'Content-Security-Policy': "frame-ancestors 'self'",
      'X-Frame-Options': 'SAMEORIGIN',
    });
  });
});
