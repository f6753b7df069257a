/**
 * One answer of the mock's admin API for a tab of the QA panel: loaded at once and again on
 * `reload`; the last data stays on screen while a reload runs; a failure is a Chinese message.
 * An answer for an earlier load that comes after a later one is dropped.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { AdminError, UNAVAILABLE } from './admin-client';

export interface AdminLoad<T> {
  data: T | null;
  loading: boolean;
  error: string | null;
}

export const messageOf = (error: unknown): string =>
  error instanceof AdminError ? error.message : UNAVAILABLE;

/** `load` must keep its identity between renders (a module function or useCallback). */
export function useAdminLoad<T>(load: () => Promise<T>): AdminLoad<T> & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  // What the current answer belongs to: a later load or reload makes it stale.
  const request = useMemo(() => ({ load, attempt }), [load, attempt]);
  const [answer, setAnswer] = useState<{
    request: object;
    data: T | null;
    error: string | null;
  } | null>(null);

  useEffect(() => {
    let live = true;
    request.load().then(
      (data) => {
        if (live) setAnswer({ request, data, error: null });
      },
      (error: unknown) => {
        if (live) {
          setAnswer((before) => ({ request, data: before?.data ?? null, error: messageOf(error) }));
        }
      },
    );
    return () => {
      live = false;
    };
  }, [request]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const current = answer?.request === request;
  return {
    data: answer?.data ?? null,
    loading: !current,
    error: current ? answer.error : null,
    reload,
  };
}

/**
 * A change through the admin API (add, remove, clear, enable, reset): which one runs (its key,
 * for the button's spinner) and the last failure's message.
 */
export function useAdminAction() {
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (key: string, action: () => Promise<unknown>): Promise<boolean> => {
    setPending(key);
    setError(null);
    try {
      await action();
      return true;
    } catch (failure) {
      setError(messageOf(failure));
      return false;
    } finally {
      setPending(null);
    }
  }, []);
  return { pending, error, run };
}
