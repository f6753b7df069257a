/**
 * Prevent re-click (spec 9): an action runs at most once per window (3000 ms by default), and
 * never while its previous run is still pending. `busy` drives the button's loading state.
 *
 * An action that resolves to `false` failed without effect (a refusal, 网络异常): the window
 * closes at once, so the user's next press after the message is a new try and not silently
 * dropped (the retry works once the fault is gone).
 */
import { useCallback, useRef, useState } from 'react';
import { RECLICK_WINDOW_MS } from '@/config/spec-limits';

export function useClickGuard<A extends unknown[]>(
  action: (...args: A) => Promise<unknown> | void,
  windowMs: number = RECLICK_WINDOW_MS,
): { run: (...args: A) => void; busy: boolean } {
  const lastRun = useRef<number | null>(null);
  const pending = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    (...args: A) => {
      const now = Date.now();
      if (pending.current) return;
      if (lastRun.current !== null && now - lastRun.current < windowMs) return;
      lastRun.current = now;
      pending.current = true;
      setBusy(true);
      void Promise.resolve()
        .then(() => action(...args))
        .then((result) => {
          if (result === false) lastRun.current = null;
        })
        .catch((error: unknown) => console.error('[action] failed', error))
        .finally(() => {
          pending.current = false;
          setBusy(false);
        });
    },
    [action, windowMs],
  );
  return { run, busy };
}
