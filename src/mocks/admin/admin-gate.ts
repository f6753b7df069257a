/**
 * Who may talk to the mock server (QA contract: the admin API answers local callers only). The
 * socket's address says the caller is on this machine; these rules say it is not a web page of
 * another site the tester happens to have open:
 *
 * - Every request: the Host header names this machine (localhost, *.localhost, an IP literal)
 *   or a name of MOCK_ALLOWED_HOSTS, so a DNS-rebinding page (evil.example resolving to
 *   127.0.0.1) is refused, API and admin alike.
 * - /__mock__/*: an Origin, when the browser sends one (it does for every write and every CORS
 *   read), is one of the portal's servers (dev 5173, preview 4173, on localhost or 127.0.0.1),
 *   the mock itself, or one of MOCK_ADMIN_ORIGINS; `null` (sandboxed frames, files) is foreign.
 *   curl and Playwright's request context send none and pass.
 * - /__mock__/* writes with a body are JSON: text/plain, forms and multipart, the bodies a page
 *   of another site may send without asking, are refused (415).
 *
 * Pure: the mock server (../http-server.ts) and the dev and preview servers' proxy
 * (vite.config.ts) ask it with the request's headers.
 */

export interface GateRequest {
  method: string;
  path: string;
  host: string | undefined;
  origin: string | undefined;
  contentType: string | undefined;
  /** Whether the request carries a body (a server that has read it knows; else its length says) */
  hasBody: boolean;
}

/** The parts of Node's IncomingMessage the gate reads. */
export interface NodeRequestLike {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}

const one = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : value;

/** What the gate reads of a Node request (a chunked body counts once it has been read). */
export function gateRequestOf(req: NodeRequestLike): GateRequest {
  return {
    method: req.method ?? 'GET',
    path: (req.url ?? '/').split('?')[0] ?? '/',
    host: one(req.headers.host),
    origin: one(req.headers.origin),
    contentType: one(req.headers['content-type']),
    hasBody: Number(one(req.headers['content-length']) ?? 0) > 0,
  };
}

export interface Refusal {
  status: 403 | 415;
  message: string;
}

export const REMOTE_ADMIN = '模拟服务管理接口仅限本机访问';
export const FOREIGN_HOST = '模拟服务只接受本机或 IP 地址作为主机名（Host）';
export const FOREIGN_ORIGIN = '模拟服务管理接口不接受其他站点页面的请求（Origin）';
export const NOT_JSON = '模拟服务管理接口只接受 JSON 请求体（Content-Type: application/json）';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6: a caller on this machine. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/** The portal's servers of the QA contract (npm start 5173, npm run preview 4173). */
export const PORTAL_ORIGINS: readonly string[] = ['5173', '4173'].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/** A comma-separated list of an environment variable, trimmed, empty items dropped. */
export function listOf(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** The host name of a Host header (`[::1]:7100` → `::1`, `Localhost.:80` → `localhost`). */
export function hostNameOf(host: string): string {
  const bare = host.trim().toLowerCase();
  const name = bare.startsWith('[') ? bare.slice(1, bare.indexOf(']')) : bare.split(':')[0]!;
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

const IPV4 = /^(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
const IPV6 = /^[0-9a-f:.]+$/;

/** This machine's names and IP literals (no DNS name can be rebound to them), or a listed name. */
export function isAcceptedHost(host: string | undefined, allowed: readonly string[] = []): boolean {
  if (host === undefined) return true;
  const name = hostNameOf(host);
  if (name === '') return false;
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (IPV4.test(name) || (name.includes(':') && IPV6.test(name))) return true;
  return allowed.some((entry) => hostNameOf(entry) === name);
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Why a request is refused, or null. `origins`: the admin API's accepted origins. */
export function gateRefusal(
  request: GateRequest,
  origins: readonly string[],
  hosts: readonly string[] = [],
): Refusal | null {
  if (!isAcceptedHost(request.host, hosts)) return { status: 403, message: FOREIGN_HOST };
  if (!request.path.startsWith('/__mock__/')) return null;
  if (request.origin !== undefined && !origins.includes(request.origin.toLowerCase()))
    return { status: 403, message: FOREIGN_ORIGIN };
  const write = !READS.has(request.method.toUpperCase());
  if (write && request.hasBody && !JSON_TYPE.test(request.contentType ?? ''))
    return { status: 415, message: NOT_JSON };
  return null;
}
