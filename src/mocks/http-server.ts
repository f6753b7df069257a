/**
 * The mock API server for `npm start`, `npm run preview`, Playwright and QA: the same MSW
 * handlers, served over HTTP on MOCK_API_PORT (default 7100) under /api/.
 *
 * - It listens on 127.0.0.1 unless MOCK_HOST names another address (0.0.0.0 for every one).
 * - /__mock__/* (the admin API of the QA contract, src/mocks/admin/admin-handlers.ts: reset,
 *   health, faults, the request journal, scenarios, per data scope; and here only, the OpenAPI
 *   document at /__mock__/openapi.json, ./openapi-file.ts) answers only callers on this
 *   machine (a loopback remote address); anyone else gets 403. Web pages of other sites are
 *   refused as well (./admin/admin-gate.ts: the Origin, JSON bodies only), and every request
 *   whose Host is not this machine's (DNS rebinding). A reset also ends every session of its
 *   scope (the scope's token epoch, src/mocks/session.ts).
 * - Each request runs in its caller's data scope (X-Mock-Scope or MOCK-SCOPE), followed across
 *   its awaits by AsyncLocalStorage. A fault that drops the connection destroys the socket; one
 *   that hangs never answers.
 * - Bodies are limited (src/mocks/body-limits.ts): 1 MB, uploads 100 MB; over that, HTTP 413
 *   with code -413, before the rest of the body is read.
 *
 * Run: `npx tsx src/mocks/http-server.ts` (npm run mock).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { mockResponse } from './admin/mock-response';
import { realNow } from './clock';
import { nodeScopeContext } from './admin/node-scope-context';
import { setScopeContext } from './admin/scope-context';
import { bodyLimitOf, type BodyLimit } from './body-limits';
import {
  gateRefusal,
  gateRequestOf,
  isLoopback,
  listOf,
  PORTAL_ORIGINS,
  REMOTE_ADMIN,
} from './admin/admin-gate';

import { CODE } from './http-kit';
import { OPENAPI_ROUTE, openApiAnswer } from './openapi-file';

const LOG = process.env.MOCK_LOG !== '0';
export const DEFAULT_MOCK_HOST = '127.0.0.1';

class BodyTooLarge extends Error {}

/**
 * Reads the body, refusing it (BodyTooLarge) once it passes the limit: nothing more is kept,
 * and the stream is paused, not destroyed, so that the 413 can still be written.
 */
function readBody(req: IncomingMessage, limit: BodyLimit): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (Number.isFinite(declared) && declared > limit.bytes) {
    return Promise.reject(new BodyTooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total <= limit.bytes) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData);
      req.pause();
      chunks.length = 0;
      reject(new BodyTooLarge());
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

function toRequest(req: IncomingMessage, body: Buffer, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0;
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? new Uint8Array(body) : undefined,
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/** 413 and close: the rest of the body is never read. */
function refuseBody(req: IncomingMessage, res: ServerResponse, limit: BodyLimit): void {
  res.writeHead(413, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' });
  res.end(
    JSON.stringify({ code: CODE.bodyTooLarge, data: null, message: limit.message, success: false }),
    () => req.destroy(),
  );
}

function refuse(res: ServerResponse, status: number, message: string): void {
  sendJson(res, status, { code: status, data: null, message, success: false });
}

/** A caller on another machine: the admin API is for this one (checked before anything is read). */
function remoteAdmin(req: IncomingMessage, res: ServerResponse, path: string): boolean {
  if (!path.startsWith('/__mock__/') || isLoopback(req.socket.remoteAddress)) return false;
  refuse(res, 403, REMOTE_ADMIN);
  return true;
}

/** A page of another site, a foreign Host, a write that is not JSON (./admin/admin-gate.ts). */
function turnedAway(req: IncomingMessage, res: ServerResponse, body: Buffer, gate: Gate): boolean {
  const request = { ...gateRequestOf(req), hasBody: body.length > 0 };
  const refusal = gateRefusal(request, gate.origins, gate.hosts);
  if (!refusal) return false;
  if (LOG)
    console.log(`[mock] ${req.method} ${request.path} ${refusal.status} (${refusal.message})`);
  refuse(res, refusal.status, refusal.message);
  return true;
}

interface Gate {
  origins: readonly string[];
  hosts: readonly string[];
}

/** The admin API's accepted origins: the portal's servers, the mock's own, MOCK_ADMIN_ORIGINS. */
function gateOf(port: number): Gate {
  return {
    origins: [
      ...PORTAL_ORIGINS,
      `http://localhost:${port}`,
      `http://127.0.0.1:${port}`,
      ...listOf(process.env.MOCK_ADMIN_ORIGINS).map((origin) => origin.toLowerCase()),
    ],
    hosts: listOf(process.env.MOCK_ALLOWED_HOSTS),
  };
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  origin: string,
  gate: Gate,
): Promise<void> {
  const started = realNow();
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  if (remoteAdmin(req, res, path)) return;
  const limit = bodyLimitOf(req.headers['content-type']);
  let body: Buffer;
  try {
    body = await readBody(req, limit);
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    if (LOG) console.log(`[mock] ${req.method} ${path} 413 (body over ${limit.bytes} bytes)`);
    return refuseBody(req, res, limit);
  }
  if (turnedAway(req, res, body, gate)) return;
  if (path === OPENAPI_ROUTE && req.method === 'GET') {
    const answer = await openApiAnswer();
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
    if (LOG) console.log(`[mock] GET ${path} ${answer.status}`);
    return;
  }
  const request = toRequest(req, body, origin);
  const response = await mockResponse(request);
  if (!response) {
    if (LOG) console.log(`[mock] ${req.method} ${path} 404 (no handler)`);
    return sendJson(res, 404, { code: 404, data: null, message: '接口不存在', success: false });
  }
  if (response.type === 'error') {
    if (LOG) console.log(`[mock] ${req.method} ${path} dropped (fault)`);
    req.socket.destroy();
    return;
  }
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const payload = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, headers);
  res.end(payload);
  if (LOG) {
    let code = '';
    if ((headers['content-type'] ?? '').includes('json')) {
      try {
        code = ` code=${String((JSON.parse(payload.toString('utf8')) as { code?: unknown }).code)}`;
      } catch {
        code = ' (not JSON)';
      }
    }
    console.log(`[mock] ${req.method} ${path} ${response.status}${code} ${realNow() - started}ms`);
  }
}

/** How long an idle kept-alive connection stays open. */
export const IDLE_CONNECTION_MS = 65_000;

export function startMockServer(
  port = Number(process.env.MOCK_API_PORT ?? 7100),
  host = process.env.MOCK_HOST || DEFAULT_MOCK_HOST,
): Promise<Server> {
  const origin = `http://localhost:${port}`;
  setScopeContext(nodeScopeContext());
  let gate = gateOf(port);
  const server = createServer((req, res) => {
    handle(req, res, origin, gate).catch((error: unknown) => {
      console.error('[mock] request failed', error);
      if (!res.headersSent)
        sendJson(res, 500, {
          code: 500,
          data: null,
          message: '系统繁忙，请稍后重试',
          success: false,
        });
      else res.end();
    });
  });
  // Node closes an idle kept-alive connection after 5 s; a client that reuses it at that moment
  // (Playwright's request context between two admin calls of a test) gets ECONNRESET. Idle
  // connections stay open for a minute, as behind a usual load balancer.
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const shown = typeof address === 'object' && address ? address.port : port;
      gate = gateOf(shown);
      console.log(
        `[mock] API on http://${host}:${shown}/api/ (reset: POST http://${host}:${shown}/__mock__/reset)`,
      );
      resolve(server);
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  startMockServer().catch((error: unknown) => {
    console.error('[mock] could not start:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
