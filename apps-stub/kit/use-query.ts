/**
 * A data page's query: one call with the page's parameters, loaded again when they change
 * (compared as JSON), when the session changes (useApiLoad) and on `retry()`.
 */
import { useCallback, useReducer } from 'react';
import type { Params, StubApi } from './api';
import { useApiLoad, type LoadState } from './use-api-load';

export interface QueryOptions {
  /** Default get */
  method?: 'get' | 'post';
  /** A JSON body (post only) */
  json?: boolean;
}

export interface QueryState<T> extends LoadState<T> {
  retry: () => void;
}

export function useQuery<T>(path: string, params: Params = {}, options: QueryOptions = {}) {
  const [tries, retry] = useReducer((n: number) => n + 1, 0);
  const query = JSON.stringify(params);
  const { method = 'get', json = false } = options;
  const call = useCallback(
    (api: StubApi, signal: AbortSignal) =>
      method === 'get'
        ? api.get<T>(path, JSON.parse(query) as Params, { signal })
        : api.post<T>(path, JSON.parse(query) as Params, { signal, json }),
    [path, query, method, json],
  );
  const load = useApiLoad(call, `${tries}|${query}`);
  return { ...load, retry } satisfies QueryState<T>;
}
