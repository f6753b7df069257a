/**
 * A section's view of its query (spec 1: a failed call never leaves a blank area): `loading`
 * until an answer asked for since the section appeared is in (the first, a retry, new
 * arguments, the first after a session change: a section that comes back shows its skeleton,
 * not what an earlier visit left), `ready` with the data (kept on screen while a write's
 * invalidation reads it again), or `failed` with the Chinese message of ./api-result.ts.
 * `retry` asks again.
 */
import { useMemo, useState } from 'react';
import { apiErrorOf } from './api-result';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; message: string; code: number | null };

/** The parts of an RTK Query hook's result that a section reads. */
export interface QueryView<T> {
  status: 'uninitialized' | 'pending' | 'fulfilled' | 'rejected';
  currentData?: T;
  error?: unknown;
  /** When the cached answer came (ms since the epoch). */
  fulfilledTimeStamp?: number;
  refetch: () => unknown;
}

const LOADING = { status: 'loading' } as const;

/** The state of `query` for a section that appeared at `since` (ms since the epoch). */
export function loadStateOf<T>(query: Omit<QueryView<T>, 'refetch'>, since = 0): LoadState<T> {
  if (query.status === 'rejected') {
    const { message, code } = apiErrorOf(query.error);
    return { status: 'failed', message, code };
  }
  const answered = query.status === 'fulfilled' || query.currentData !== undefined;
  const fresh = (query.fulfilledTimeStamp ?? 0) >= since;
  if (query.status !== 'uninitialized' && answered && fresh) {
    return { status: 'ready', data: query.currentData as T };
  }
  return LOADING;
}

/** The state and the retry of a section over its query hook's result. */
export function useSectionLoad<T>(query: QueryView<T>): {
  state: LoadState<T>;
  retry: () => void;
} {
  const [since] = useState(Date.now);
  const { status, currentData, error, fulfilledTimeStamp, refetch } = query;
  const state = useMemo(
    () => loadStateOf<T>({ status, currentData, error, fulfilledTimeStamp }, since),
    [status, currentData, error, fulfilledTimeStamp, since],
  );
  return { state, retry: refetch };
}
