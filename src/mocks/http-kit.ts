/**
 * Building blocks of the mock API handlers. Every handler is written with `route`, so that:
 * - its path is `*\/api/<url constant>` (any origin: Vitest, the HTTP mock server, the worker);
 * - its input is read the same way whatever the encoding (query, form, JSON, multipart);
 * - a session is required unless `{ auth: false }` (code -403 otherwise);
 * - a thrown ApiError becomes a non-zero code with its Chinese message, and any other throw
 *   becomes code 500, so a handler never crashes the server.
 *
 * - a call with the session cookie but without the X-Access-Token header is refused (-428): the
 *   cookie goes with cross-site requests too, the header only with the portal's own client;
 * - while the session's screen is locked, only the lock page's calls are answered (-423).
 *
 * Codes: 0 success; -403 session expired or missing; -428 the token header is missing (the
 * cookie alone does not authenticate); -423 the screen is locked (src/mocks/screen-lock.ts);
 * -413 the body is too large (src/mocks/http-server.ts); 1001 a required parameter is missing;
 * 1002 a parameter is malformed; 1003 the body is not valid JSON; 2xxx business refusals
 * (each domain documents its own); 500 unexpected failure.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { isScreenLocked, passesLock, SCREEN_LOCKED_MESSAGE } from './screen-lock';
import { cookieOnly, currentSession, type MockSession } from './session';

export const SESSION_EXPIRED_MESSAGE = '登录已失效，请重新登录';
export const TOKEN_HEADER_MESSAGE =
  '请求缺少访问令牌请求头（X-Access-Token），已拒绝：仅凭 Cookie 不能调用需要登录的接口';

export type Params = Record<string, unknown>;

export interface ApiBody {
  code: number;
  data: unknown;
  message: string;
  success: boolean;
  token?: string;
  [key: string]: unknown;
}

export const CODE = {
  ok: 0,
  sessionExpired: -403,
  tokenHeaderRequired: -428,
  screenLocked: -423,
  bodyTooLarge: -413,
  missing: 1001,
  malformed: 1002,
  badJson: 1003,
  serverError: 500,
} as const;

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export function apiPath(url: string): string {
  return `*/api/${url.replace(/^\/+/, '')}`;
}

export function ok(data: unknown = null, extra: Partial<ApiBody> = {}): ApiBody {
  return { code: CODE.ok, data, message: '操作成功', success: true, ...extra };
}

export function fail(code: number, message: string, data: unknown = null): ApiBody {
  return { code, data, message, success: false };
}

/** A JSON body that must be an object; a refusal (CODE.badJson) otherwise. */
export function jsonObjectOf(text: string): Params {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(CODE.badJson, '请求体不是合法的 JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(CODE.badJson, '请求体必须是 JSON 对象');
  }
  return body as Params;
}

/** Reads the request's input: query for GET, else form, JSON or multipart body. Drops t and n. */
export async function readParams(request: Request): Promise<Params> {
  const url = new URL(request.url);
  const params: Params = {};
  url.searchParams.forEach((value, key) => {
    params[key] = value;
  });
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const type = request.headers.get('content-type') ?? '';
    if (type.includes('application/json')) {
      const text = await request.text();
      if (text.trim() !== '') Object.assign(params, jsonObjectOf(text));
    } else if (type.includes('multipart/form-data')) {
      const form = await request.formData();
      form.forEach((value, key) => {
        params[key] = value;
      });
    } else {
      const text = await request.text();
      new URLSearchParams(text).forEach((value, key) => {
        params[key] = value;
      });
    }
  }
  delete params.t;
  delete params.n;
  return params;
}

export interface RouteContext {
  params: Params;
  request: Request;
  /** Present on routes that need a session (the default). */
  session: MockSession;
}

export interface PublicRouteContext {
  params: Params;
  request: Request;
  /** The session when the caller sent a valid token, else null. */
  session: MockSession | null;
}

type Result = ApiBody | Response;
type Method = 'get' | 'post';
/** What a handler does with its call. */
type Run<Context> = (ctx: Context) => Result | Promise<Result>;

async function answer(run: () => Result | Promise<Result>): Promise<Response> {
  try {
    const result = await run();
    return result instanceof Response ? result : HttpResponse.json(result);
  } catch (error) {
    if (error instanceof ApiError)
      return HttpResponse.json(fail(error.code, error.message, error.data));
    console.error('[mock] handler failed', error);
    return HttpResponse.json(fail(CODE.serverError, '系统繁忙，请稍后重试'));
  }
}

/** The MSW handler of `url`: `run`'s result as the answer, an ApiError as its code and message. */
function handler(
  method: Method,
  url: string,
  run: (request: Request) => Promise<Result>,
): HttpHandler {
  return http[method](apiPath(url), ({ request }) => answer(() => run(request)));
}

/** A handler that needs a valid session (code -403 without one). */
export function route(method: Method, url: string, fn: Run<RouteContext>): HttpHandler {
  return handler(method, url, async (request) => {
    const session = currentSession(request);
    if (!session) {
      if (cookieOnly(request)) return fail(CODE.tokenHeaderRequired, TOKEN_HEADER_MESSAGE);
      return fail(CODE.sessionExpired, SESSION_EXPIRED_MESSAGE);
    }
    if (isScreenLocked(session) && !passesLock(url))
      return fail(CODE.screenLocked, SCREEN_LOCKED_MESSAGE);
    const params = await readParams(request);
    return fn({ params, request, session });
  });
}

/** A handler open to anonymous callers (login, registration, password recovery, config). */
export function publicRoute(method: Method, url: string, fn: Run<PublicRouteContext>): HttpHandler {
  return handler(method, url, async (request) => {
    const params = await readParams(request);
    return fn({ params, request, session: currentSession(request) });
  });
}
