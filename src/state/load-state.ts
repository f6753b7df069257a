/**
 * A section's view of its query (spec 1: a failed call never leaves a blank area): `loading`
 * while a request for its arguments is on its way (the first, a retry, new arguments), `ready`
 * with the data, or `failed` with the Chinese message of ./api-result.ts. `retry` asks again.
 */
import type { ApiError } from './api-result';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; message: string; code: number | null };

/** The parts of an RTK Query hook's result that a section reads. */
export interface QueryView<T> {
  status: 'uninitialized' | 'pending' | 'fulfilled' | 'rejected';
  currentData?: T;
  error?: unknown;
  refetch: () => unknown;
}

const LOADING = { status: 'loading' } as const;
/** What a queryFn that broke its promise (it threw) shows; ./api-result.ts prevents it. */
const UNKNOWN_FAILURE: ApiError = { message: '操作失败，请稍后重试', code: null };

function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'message' in error && 'code' in error;
}

export function loadStateOf<T>(query: Omit<QueryView<T>, 'refetch'>): LoadState<T> {
  if (query.status === 'fulfilled') return { status: 'ready', data: query.currentData as T };
  if (query.status === 'rejected') {
    const { message, code } = isApiError(query.error) ? query.error : UNKNOWN_FAILURE;
    return { status: 'failed', message, code };
  }
  return LOADING;
}

/** The state and the retry of a section over its query hook's result. */
export function sectionLoad<T>(query: QueryView<T>): { state: LoadState<T>; retry: () => void } {
  return { state: loadStateOf(query), retry: query.refetch };
}
