/**
 * How a built stub is served (`npm start`, `npm run preview`, the bench, Playwright): Vite's own
 * preview server, configured here and used through each stub's vite.config.ts.
 *   GET <base>/...   files of apps-stub/<app>/dist; a route of the app (no extension) gets
 *                    index.html (appType 'spa'); GET / redirects to <base>/
 *   /api/...         proxied to the mock API server (standalone mode signs in through it)
 * CORS for qiankun's fetches from the portal: Access-Control-Allow-Origin echoes an allowed
 * origin exactly (never *), with credentials; a preflight is answered for GET and HEAD; other
 * origins get no CORS headers. Every file carries a CSP of its own (the stub's page, opened
 * standalone, shares the portal's cookies: its own scripts only, framed by the portal's origins
 * alone) and nosniff; the same headers as nginx's deploy/stub-common.conf.
 */
import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Plugin, PreviewOptions } from 'vite';
import { MICRO_APPS, type SubAppName } from '../../src/contract/micro-app-bases.js';

/** The portal's development, preview and demo origins. */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = [5173, 4173, 4175].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/** STUB_CORS_ORIGINS (a comma list) replaces the allowed portal origins. */
export function allowedOriginsFrom(env: NodeJS.ProcessEnv): readonly string[] {
  const list = env.STUB_CORS_ORIGINS?.split(',').map((origin) => origin.trim());
  return list && list.some(Boolean) ? list.filter(Boolean) : DEFAULT_ALLOWED_ORIGINS;
}

/** The stub page's own policy: scripts and styles of its origin, framed by the portal only. */
export function stubPageHeaders(allowed: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      `frame-ancestors ${allowed.join(' ')}`,
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
  };
}

export interface StubPreviewEnv {
  /** Where /api/ goes, e.g. http://localhost:7100 */
  mockApiUrl: string;
  /** Origins allowed to fetch the stub's files (exact match) */
  allowedOrigins: readonly string[];
  /** The listening address: STUB_HOST, else 127.0.0.1 (this machine only, as the mock) */
  host: string;
}

export const DEFAULT_STUB_HOST = '127.0.0.1';

export function stubPreviewEnv(env: NodeJS.ProcessEnv): StubPreviewEnv {
  return {
    mockApiUrl: env.MOCK_API_URL ?? 'http://localhost:7100',
    allowedOrigins: allowedOriginsFrom(env),
    host: env.STUB_HOST?.trim() || DEFAULT_STUB_HOST,
  };
}

/** `preview` of a stub's Vite config: its contract port, CORS, its page headers, the /api/ proxy. */
export function stubPreviewOptions(app: SubAppName, env: StubPreviewEnv): PreviewOptions {
  return {
    port: MICRO_APPS[app].port,
    strictPort: true,
    // This machine only, unless STUB_HOST says otherwise: the stub passes /api/ on to the mock,
    // which listens on loopback itself. The browser reaches 127.0.0.1 as localhost too.
    host: env.host,
    cors: {
      origin: [...env.allowedOrigins],
      credentials: true,
      methods: ['GET', 'HEAD', 'OPTIONS'],
      maxAge: 600,
    },
    headers: stubPageHeaders(env.allowedOrigins),
    proxy: { '/api/': { target: env.mockApiUrl, changeOrigin: true } },
  };
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * What Vite's preview server does otherwise, kept here (each measured against plain
 * `vite preview` of the same build, before this middleware):
 * - /favicon.ico answers 204: the stubs have none, and the 404 preview gives is an error in the
 *   console of the standalone page;
 * - <base> without its slash redirects to <base>/ (preview: a 404 "did you mean");
 * - 503 "not built yet" while the first watch build of `npm start` is not written (preview: an
 *   empty 404, which reads like a wrong address);
 * - a missing file (a path with an extension) is a 404: preview's SPA fallback answers it with
 *   index.html and 200 to a fetch, so a stale bundle name would load HTML as the app's script;
 * - methods other than GET, HEAD and OPTIONS answer 405 (preview serves the file to a POST).
 * The /api/ proxy and CORS run before it (the preflight never reaches it).
 */
export function stubServerGaps(app: SubAppName, distDir: string): Plugin {
  const { base } = MICRO_APPS[app];
  const text = { 'Content-Type': 'text/plain; charset=utf-8' };
  return {
    name: 'stub-server-gaps',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://stub').pathname;
        if (pathname.startsWith('/api/')) return next();
        if (req.method !== 'GET' && req.method !== 'HEAD') {
          res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
        } else if (pathname === '/favicon.ico') {
          res.writeHead(204).end();
        } else if (pathname === base) {
          res.writeHead(302, { Location: `${base}/` }).end();
        } else if (!pathname.startsWith(`${base}/`)) {
          next();
        } else if (!existsSync(join(distDir, 'index.html'))) {
          res.writeHead(503, text).end(`${app}: not built yet`);
        } else {
          const inside = safeDecode(pathname.slice(base.length + 1));
          const missing = extname(inside) !== '' && !existsSync(join(distDir, inside));
          if (missing) res.writeHead(404, text).end('not found');
          else next();
        }
      });
    },
  };
}
