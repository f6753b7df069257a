/**
 * Loads one answer of the API for a page section: `loading` until it arrives, `ready` with its
 * data on code 0, `failed` with a Chinese message otherwise (the server's message, '网络异常'
 * when the call failed, else `fallback`). `retry` loads again; a new `load` function (e.g. a
 * new keyword) loads again too, and an answer for an earlier one is dropped. `replace` swaps the
 * data after a local change (a delete, a save) without a reload.
 *
 * `load` must keep its identity between renders (a module function, or useCallback with the
 * query as its dependencies): each new function is a new request.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { authMessage } from '@/api/auth-codes';
import type { ApiResult } from '@/lib/http-client';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; message: string; code: number | null };

const LOADING = { status: 'loading' } as const;

export function useApiLoad<T>(
  load: () => ApiResult<T>,
  fallback: string,
): { state: LoadState<T>; retry: () => void; replace: (data: T) => void } {
  const [attempt, setAttempt] = useState(0);
  // What the current answer belongs to: a later load or retry makes it stale.
  const request = useMemo(() => ({ load, attempt }), [load, attempt]);
  const [answer, setAnswer] = useState<{ request: object; state: LoadState<T> } | null>(null);

  useEffect(() => {
    let live = true;
    void request.load().then((response) => {
      if (!live) return;
      const state: LoadState<T> =
        response && response.code === 0
          ? { status: 'ready', data: response.data }
          : {
              status: 'failed',
              message: authMessage(response, fallback),
              code: response ? response.code : null,
            };
      setAnswer({ request, state });
    });
    return () => {
      live = false;
    };
  }, [request, fallback]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback(
    (data: T) => setAnswer({ request, state: { status: 'ready', data } }),
    [request],
  );
  const state = answer && answer.request === request ? answer.state : LOADING;
  return { state, retry, replace };
}
