/**
 * The one adapter between the API functions of src/api (typed, never throwing, `false` for a
 * network failure already reported by the HTTP client) and RTK Query: code 0 is `{ data }`;
 * anything else is `{ error: { message, code } }` in the words the screens show (the server's
 * message, 网络异常 when the call failed, else the endpoint's `fallback`: authMessage). It never
 * throws: a loader that does (a bug) becomes the fallback message and is logged.
 */
import { authMessage } from '@/api/auth-codes';
import type { ApiResult } from '@/lib/http-client';

/** Why a load failed: the message to show, and the server's code (null: no answer). */
export interface ApiError {
  message: string;
  code: number | null;
}

/** What a queryFn that broke its promise (it threw) shows; toQueryAnswer prevents it. */
const UNKNOWN_FAILURE: ApiError = { message: '操作失败，请稍后重试', code: null };

/** The error of a query or a write as the screens show it (another shape: a generic failure). */
export function apiErrorOf(error: unknown): ApiError {
  return typeof error === 'object' && error !== null && 'message' in error && 'code' in error
    ? (error as ApiError)
    : UNKNOWN_FAILURE;
}

export type QueryAnswer<T> = { data: T; error?: undefined } | { error: ApiError; data?: undefined };

export async function toQueryAnswer<T>(
  result: ApiResult<T>,
  fallback: string,
): Promise<QueryAnswer<T>> {
  try {
    const response = await result;
    if (response && response.code === 0) return { data: response.data };
    return {
      error: { message: authMessage(response, fallback), code: response ? response.code : null },
    };
  } catch (error) {
    console.error('[api] a loader threw instead of answering', error);
    return { error: { message: fallback, code: null } };
  }
}

/**
 * An endpoint's `queryFn` over one API call: `call(arg)` is the typed function of src/api (or a
 * composition of several), `fallback` the message of a refusal without one.
 */
export function apiQuery<T, A = void>(
  call: (arg: A) => ApiResult<T>,
  fallback: string,
): (arg: A) => Promise<QueryAnswer<T>> {
  return (arg) => {
    let result: ApiResult<T>;
    try {
      result = call(arg);
    } catch (error) {
      result = Promise.reject(error);
    }
    return toQueryAnswer(result, fallback);
  };
}
