/**
 * Loads one API answer for a page, again whenever the session (token, institution) or
 * `reloadKey` changes (a retry count, or the page's query as text); the call in flight is
 * aborted on change and on unmount.
 * `call` must be stable (a module-level function), it is a dependency of the load.
 */
import { useEffect, useState } from 'react';
import { messageOf, SUCCESS_CODE, type ApiAnswer, type ApiResult, type StubApi } from './api';
import { useGlobalState, useStubHost } from './stub-context';

export type ApiCall<T> = (api: StubApi, signal: AbortSignal) => ApiResult<T>;

export interface LoadState<T> {
  loading: boolean;
  /** The answer's data when its code is 0 */
  data: T | null;
  /** The server's message (or a fallback) when the call failed or was refused */
  error: string;
}

export function useApiLoad<T>(call: ApiCall<T>, reloadKey: number | string = 0): LoadState<T> {
  const { api } = useStubHost();
  const token = useGlobalState((s) => s.token);
  const instId = useGlobalState((s) => s.instId);
  const key = `${token}|${instId}|${reloadKey}`;
  const [loaded, setLoaded] = useState<{ key: string; answer: ApiAnswer<T> | false } | null>(null);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    void call(api, controller.signal).then((answer) => {
      if (!controller.signal.aborted) setLoaded({ key, answer });
    });
    return () => controller.abort();
  }, [api, call, key, token]);

  if (!loaded || loaded.key !== key) return { loading: Boolean(token), data: null, error: '' };
  const { answer } = loaded;
  if (answer && answer.code === SUCCESS_CODE)
    return { loading: false, data: answer.data, error: '' };
  return { loading: false, data: null, error: messageOf(answer, '加载失败') };
}
