/**
 * The stubs' tiny HTTP client, with the portal client's conventions (src/lib/http-client.ts):
 * base `/api/` of the page's own origin (under qiankun that is the portal's origin; standalone,
 * the stub server's, which proxies /api/ to the mock API); GET adds `t`; form POSTs are
 * form-encoded with a random `n`; `{ json: true }` sends JSON; the token goes in X-Access-Token.
 * Nothing throws: a network failure, an HTTP status other than 200/304/400 or a body that is not
 * a JSON object resolves to `false` (logged to the console). Calls time out as the shell's do
 * (the contract's DEFAULT_TIMEOUT_MS, spec 9).
 */
import { DEFAULT_TIMEOUT_MS } from '@contract';

export interface ApiAnswer<T> {
  code: number;
  data: T;
  message?: string;
  success?: boolean;
  token?: string;
}

export type ApiResult<T> = Promise<ApiAnswer<T> | false>;

export type Params = Record<string, unknown>;

export interface CallOptions {
  json?: boolean;
  signal?: AbortSignal;
}

export interface StubApi {
  get<T>(url: string, params?: Params, options?: CallOptions): ApiResult<T>;
  post<T>(url: string, data?: Params, options?: CallOptions): ApiResult<T>;
}

export interface ApiConfig {
  /** Where the token comes from at each call */
  getToken: () => string | undefined;
  /** Absolute base URL ending with '/'; default /api/ of window.location's origin */
  baseUrl?: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

export const TOKEN_HEADER = 'X-Access-Token';
export const SUCCESS_CODE = 0;
export const SESSION_EXPIRED_CODE = -403;
const ANSWERED_STATUSES = [200, 304, 400];

/** /api/ of the page's origin (the real window's location, also inside qiankun's sandbox). */
export function defaultApiBase(): string {
  return new URL('/api/', window.location.origin).href;
}

/** Form encoding: null and undefined are left out, objects go as JSON text; adds `n`. */
export function toFormBody(data: Params = {}): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    body.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  body.append('n', Math.random().toString().slice(2));
  return body;
}

function isAnswer(value: unknown): value is ApiAnswer<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { code?: unknown }).code === 'number'
  );
}

export function createApi(config: ApiConfig): StubApi {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function send<T>(url: string, init: RequestInit, signal?: AbortSignal): ApiResult<T> {
    const fetchImpl = config.fetchImpl ?? fetch;
    const timer = AbortSignal.timeout(timeoutMs);
    const headers = new Headers(init.headers);
    const token = config.getToken();
    if (token) headers.set(TOKEN_HEADER, token);
    try {
      const response = await fetchImpl(url, {
        ...init,
        headers,
        credentials: 'same-origin',
        signal: signal ? AbortSignal.any([signal, timer]) : timer,
      });
      if (!ANSWERED_STATUSES.includes(response.status)) {
        console.error(`[stub api] ${url} failed: HTTP ${response.status}`);
        return false;
      }
      const body: unknown = await response.json().catch(() => null);
      // Left while the answer was read (the page unmounted): its body was cut off, not wrong.
      if (signal?.aborted) return false;
      if (!isAnswer(body)) {
        console.error(`[stub api] ${url} failed: not an API answer`);
        return false;
      }
      return body as ApiAnswer<T>;
    } catch (error) {
      if (signal?.aborted) return false;
      console.error(`[stub api] ${url} failed`, error);
      return false;
    }
  }

  const urlOf = (path: string) =>
    new URL(path.replace(/^\/+/, ''), config.baseUrl ?? defaultApiBase());

  return {
    get<T>(path: string, params: Params = {}, options: CallOptions = {}) {
      const url = urlOf(path);
      for (const [key, value] of Object.entries(params)) {
        if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
      }
      url.searchParams.set('t', String(Date.now()));
      return send<T>(url.href, { method: 'GET' }, options.signal);
    },
    post<T>(path: string, data: Params = {}, options: CallOptions = {}) {
      const url = urlOf(path).href;
      if (options.json) {
        return send<T>(
          url,
          {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(data),
          },
          options.signal,
        );
      }
      return send<T>(
        url,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
          body: toFormBody(data),
        },
        options.signal,
      );
    },
  };
}

/** The server's message of a refused call, else the fallback. */
export function messageOf(answer: ApiAnswer<unknown> | false, fallback = '网络异常'): string {
  return answer && answer.message ? answer.message : fallback;
}
