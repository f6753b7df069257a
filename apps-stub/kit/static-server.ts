/**
 * The stub servers of `npm start` and `npm run preview` (plain Node, no dependency):
 *   GET <base>/...   files of apps-stub/<app>/dist; a path without a file gets index.html (the
 *                    app's router handles it); 503 while the first build is not there yet
 *   GET /            redirects to <base>/ (and /favicon.ico answers 204: the stubs have none)
 *   /api/...         proxied to the mock API server (standalone mode signs in through it)
 * CORS for qiankun's fetches from the portal: Access-Control-Allow-Origin echoes an allowed
 * origin exactly (never *), with credentials allowed; other origins get no CORS headers.
 * Every file carries a CSP of its own (the stub's page, opened standalone, shares the portal's
 * cookies: its own scripts only, framed by the portal's origins alone) and nosniff.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

export interface StubServerOptions {
  /** Log prefix */
  app: string;
  /** '/ds' */
  base: string;
  port: number;
  /** Absolute path of the built files */
  dir: string;
  /** Where /api/ goes, e.g. http://localhost:7100 */
  mockApiUrl: string;
  /** Origins allowed to fetch the stub's files (exact match) */
  allowedOrigins: readonly string[];
}

/** The portal's development, preview and demo origins. */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = [5173, 4173, 4175].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

export function corsHeaders(
  origin: string | undefined,
  allowed: readonly string[],
): Record<string, string> {
  const headers: Record<string, string> = { Vary: 'Origin' };
  if (origin && allowed.includes(origin)) {
    headers['Access-Control-Allow-Origin'] = origin;
    headers['Access-Control-Allow-Credentials'] = 'true';
  }
  return headers;
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

async function fileAt(path: string): Promise<string | null> {
  try {
    return (await stat(path)).isFile() ? path : null;
  } catch {
    return null;
  }
}

function proxy(req: IncomingMessage, res: ServerResponse, target: string, app: string): void {
  const url = new URL(req.url ?? '/', target);
  const upstream = httpRequest(
    url,
    { method: req.method, headers: { ...req.headers, host: url.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    console.error(`[${app}] /api/ proxy to ${target} failed: ${error.message}`);
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('mock API unreachable');
  });
  req.pipe(upstream);
}

async function serveFile(
  req: IncomingMessage,
  res: ServerResponse,
  options: StubServerOptions,
  pathname: string,
  cors: Record<string, string>,
): Promise<void> {
  const inside = decodeURIComponent(pathname.slice(options.base.length)).replace(/^\/+/, '');
  const candidate = normalize(join(options.dir, inside));
  if (candidate !== options.dir && !candidate.startsWith(options.dir + sep)) {
    res.writeHead(403, cors).end();
    return;
  }
  // A path without an extension is a route of the app: its index.html.
  const file =
    (inside !== '' && (await fileAt(candidate))) ||
    (extname(inside) === '' ? await fileAt(join(options.dir, 'index.html')) : null);
  if (!file) {
    const building = !(await fileAt(join(options.dir, 'index.html')));
    res.writeHead(building ? 503 : 404, { ...cors, 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(building ? `${options.app}: not built yet` : 'not found');
    return;
  }
  res.writeHead(200, {
    ...cors,
    ...stubPageHeaders(options.allowedOrigins),
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    // Names carry no hash and watch mode rewrites them: always revalidate.
    'Cache-Control': 'no-cache',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

export function startStubServer(options: StubServerOptions): Promise<Server> {
  const { base, app } = options;
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://stub').pathname;
    if (pathname.startsWith('/api/')) return proxy(req, res, options.mockApiUrl, app);
    const cors = corsHeaders(req.headers.origin, options.allowedOrigins);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...cors,
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '',
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, cors).end();
      return;
    }
    if (pathname === '/favicon.ico') {
      res.writeHead(204, cors).end();
      return;
    }
    if (pathname === '/' || pathname === base) {
      res.writeHead(302, { ...cors, Location: `${base}/` }).end();
      return;
    }
    if (!pathname.startsWith(`${base}/`)) {
      res.writeHead(404, { ...cors, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`${app} serves ${base}/ only`);
      return;
    }
    serveFile(req, res, options, pathname, cors).catch((error: unknown) => {
      console.error(`[${app}] serving ${pathname} failed`, error);
      if (!res.headersSent) res.writeHead(500, cors);
      res.end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, () => {
      console.log(
        `[${app}] http://localhost:${options.port}${base}/ (/api/ -> ${options.mockApiUrl})`,
      );
      resolve(server);
    });
  });
}
