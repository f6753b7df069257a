/**
 * The one HTTP client of the portal (spec 7, 8, 9).
 *
 * - Base path from VITE_API_BASE (default /api/).
 * - GET adds the timestamp param `t`; form POSTs are form-encoded and add a random `n`;
 *   `{ json: true }` sends a JSON body instead (no `n`); a FormData body is sent as multipart.
 * - Timeout 100000 ms; callers pass LONG_TIMEOUT_MS where the spec says 120000 ms.
 * - The token of the cookie ACCESS-TOKEN goes with every call in the header X-Access-Token;
 *   `options.headers` adds others (the registration draft token, src/api/register.ts).
 * - HTTP statuses other than 200, 304 and 400, timeouts, network failures, bodies that are
 *   not JSON objects and bodies too long to parse (./answer-parse.ts: about 2 MB unless the call
 *   allows more) resolve to `false` and report { status: 404, message: '网络异常' } through
 *   the `networkError` event. Nothing is thrown: a failed call never becomes a white screen.
 * - Code -403 raises `sessionExpired` when the token it was sent with is still the current one; code -423 (the server keeps the screen locked) raises
 *   `screenLocked`; a successful response whose token differs from the
 *   stored one raises `tokenChanged`. The auth feature decides what to do with them.
 * - axios itself (./axios-instance.ts) is loaded on the first call, not with the page: a page's
 *   first render does not wait for it. Its chunk failing to load is a network error.
 */
import type { AxiosRequestConfig } from 'axios';
import { DEFAULT_TIMEOUT_MS } from '@/config/spec-limits';
import { MAX_ANSWER_BYTES, parseAnswer, TOO_LARGE } from './answer-parse';
import type * as AxiosInstanceModule from './axios-instance';
import { emitHttpEvent, type NetworkErrorReport } from './http-events';
import { getToken } from './token-cookie';

export interface ApiResponse<T = unknown> {
  code: number;
  data: T;
  message?: string;
  success?: boolean;
  token?: string;
}

/** Resolves to the server's answer, or false when the call failed (already reported). */
export type ApiResult<T> = Promise<ApiResponse<T> | false>;

export interface RequestOptions {
  /** Send the body as JSON (spec: 'json' marks JSON bodies). */
  json?: boolean;
  /** Milliseconds; DEFAULT_TIMEOUT_MS when absent. */
  timeout?: number;
  signal?: AbortSignal;
  /** Upload progress in percent (0-100), for multipart bodies. */
  onUploadProgress?: (percent: number) => void;
  /**
   * The call itself hands out a new token (institution switch): the caller stores it, so no
   * `tokenChanged` event (which would reload the page) is raised.
   */
  rotatesToken?: boolean;
  /** Bytes of the answer accepted at most (MAX_ANSWER_BYTES of ./answer-parse.ts by default). */
  maxAnswerBytes?: number;
  /** Extra request headers (a secret goes here, never into the URL, which servers log). */
  headers?: Record<string, string>;
}

export type Params = Record<string, unknown>;

export const TOKEN_HEADER = 'X-Access-Token';
export const SESSION_EXPIRED_CODE = -403;
/** The session's screen is locked on the server (user/lock) until user/authc unlocks it. */
export const SCREEN_LOCKED_CODE = -423;
export const SUCCESS_CODE = 0;
/** Statuses whose body is read as an answer; anything else is a network error. */
export const ANSWERED_STATUSES: readonly number[] = [200, 304, 400];
export const NETWORK_ERROR = { status: 404, message: '网络异常' } as const;

let axiosModule: Promise<typeof AxiosInstanceModule> | undefined;

/** The axios instance, loaded once; started early by main.tsx, before the first render. */
export function loadHttp(): Promise<typeof AxiosInstanceModule> {
  axiosModule ??= import('./axios-instance').catch((error: unknown) => {
    axiosModule = undefined; // the next call tries again
    throw error;
  });
  return axiosModule;
}

function randomN(): string {
  return Math.random().toString().slice(2);
}

/** Form encoding: null and undefined are left out, objects and arrays go as JSON text. */
export function toFormBody(data: Params | undefined): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(data ?? {})) {
    if (value === undefined || value === null) continue;
    body.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  body.append('n', randomN());
  return body;
}

function isApiResponse(value: unknown): value is ApiResponse {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fail(
  url: string,
  cause: NetworkErrorReport['cause'],
  detail: unknown,
  httpStatus?: number,
) {
  const report: NetworkErrorReport = { url, ...NETWORK_ERROR, cause };
  if (httpStatus !== undefined) report.httpStatus = httpStatus;
  console.error(`[http] ${url} failed (${cause}${httpStatus ? ` ${httpStatus}` : ''})`, detail);
  emitHttpEvent('networkError', report);
  return false as const;
}

async function send<T>(config: AxiosRequestConfig, options: RequestOptions): ApiResult<T> {
  const url = config.url ?? '';
  const sentToken = getToken();
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  // The client enforces the timeout itself: not every adapter or interceptor honours axios's.
  const timer = new AbortController();
  const timerId = setTimeout(() => timer.abort(), timeout);
  // An answer announced (Content-Length) or received over its limit is dropped while it
  // downloads: neither read into a string nor parsed (./answer-parse.ts).
  const maxBytes = options.maxAnswerBytes ?? MAX_ANSWER_BYTES;
  const limiter = new AbortController();
  let tooLarge = false;
  const signal = AbortSignal.any(
    options.signal
      ? [options.signal, timer.signal, limiter.signal]
      : [timer.signal, limiter.signal],
  );
  let http: Awaited<ReturnType<typeof loadHttp>> | undefined;
  try {
    http = await loadHttp();
    const response = await http.httpInstance.request<unknown>({
      ...config,
      headers: { ...(config.headers as Record<string, string> | undefined), ...options.headers },
      timeout,
      signal,
      transformResponse: [parseAnswer(maxBytes)],
      onDownloadProgress: (event) => {
        if (Math.max(event.total ?? 0, event.loaded) <= maxBytes) return;
        tooLarge = true;
        limiter.abort();
      },
      onUploadProgress: options.onUploadProgress
        ? (event) => {
            const total = event.total ?? 0;
            options.onUploadProgress?.(total > 0 ? Math.round((event.loaded / total) * 100) : 0);
          }
        : undefined,
    });
    if (!ANSWERED_STATUSES.includes(response.status)) {
      return fail(url, 'http-status', response.statusText, response.status);
    }
    if (response.data === TOO_LARGE) {
      return fail(url, 'too-large', 'answer over the size limit, not parsed', response.status);
    }
    if (!isApiResponse(response.data)) {
      return fail(url, 'malformed-body', response.data, response.status);
    }
    const body = response.data as ApiResponse<T>;
    if (body.code === SESSION_EXPIRED_CODE) {
      // Only for the session that sent it: a late answer to a call of a session that has ended
      // or changed since (a logout, a new sign-in, a switch that rotated the token) ends nothing.
      if (getToken() === sentToken) emitHttpEvent('sessionExpired', { url, message: body.message });
    } else if (body.code === SCREEN_LOCKED_CODE) {
      emitHttpEvent('screenLocked', { url, message: body.message });
    } else if (
      body.code === SUCCESS_CODE &&
      !options.rotatesToken &&
      typeof body.token === 'string' &&
      body.token !== '' &&
      sentToken !== undefined &&
      body.token !== sentToken
    ) {
      emitHttpEvent('tokenChanged', { url, token: body.token });
    }
    return body;
  } catch (error) {
    if (tooLarge) return fail(url, 'too-large', 'answer over the size limit, dropped');
    const timedOut =
      timer.signal.aborted || (http?.isAxiosError(error) && error.code === 'ECONNABORTED');
    if (timedOut) return fail(url, 'timeout', error);
    if (http?.isCancel(error)) {
      console.info(`[http] ${url} cancelled`);
      return false;
    }
    return fail(url, 'network', error);
  } finally {
    clearTimeout(timerId);
  }
}

/** GET with the timestamp param `t`. */
export function get<T>(url: string, params?: Params, options: RequestOptions = {}): ApiResult<T> {
  return send<T>({ method: 'GET', url, params: { ...params, t: Date.now() } }, options);
}

/** POST: form-encoded with a random `n`, JSON with `{ json: true }`, multipart for FormData. */
export function post<T>(
  url: string,
  data?: Params | FormData,
  options: RequestOptions = {},
): ApiResult<T> {
  if (data instanceof FormData) {
    return send<T>({ method: 'POST', url, data }, options);
  }
  if (options.json) {
    return send<T>(
      { method: 'POST', url, data: data ?? {}, headers: { 'Content-Type': 'application/json' } },
      options,
    );
  }
  return send<T>(
    {
      method: 'POST',
      url,
      data: toFormBody(data),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    },
    options,
  );
}
