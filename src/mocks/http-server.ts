/**
 * The mock API server for `npm start`, `npm run preview`, Playwright and QA: the same MSW
 * handlers, served over HTTP on MOCK_API_PORT (default 7100) under /api/.
 *
 *   /__mock__/...          the admin API of the QA contract (src/mocks/admin/admin-handlers.ts):
 *                          reset, health, faults, the request journal, scenarios, per data scope
 *
 * Each request runs in its caller's data scope (X-Mock-Scope or MOCK-SCOPE), followed across
 * its awaits by AsyncLocalStorage. A fault that drops the connection destroys the socket; one
 * that hangs never answers.
 *
 * Run: `npx tsx src/mocks/http-server.ts` (npm run mock).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { mockResponse } from './admin/mock-response';
import { nodeScopeContext } from './admin/node-scope-context';
import { setScopeContext } from './admin/scope-context';

const LOG = process.env.MOCK_LOG !== '0';

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
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

async function handle(req: IncomingMessage, res: ServerResponse, origin: string): Promise<void> {
  const started = Date.now();
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  const body = await readBody(req);
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
    console.log(`[mock] ${req.method} ${path} ${response.status}${code} ${Date.now() - started}ms`);
  }
}

export function startMockServer(port = Number(process.env.MOCK_API_PORT ?? 7100)): Promise<Server> {
  const origin = `http://localhost:${port}`;
  setScopeContext(nodeScopeContext());
  const server = createServer((req, res) => {
    handle(req, res, origin).catch((error: unknown) => {
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
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      console.log(
        `[mock] API on http://localhost:${port}/api/ (reset: POST ${origin}/__mock__/reset)`,
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
