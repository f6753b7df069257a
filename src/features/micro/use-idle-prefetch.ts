/**
 * Prefetches the known-good sub-application entries once the browser is idle after the home
 * page has shown: requestIdleCallback, or a timeout where it is missing.
 */
import { useEffect } from 'react';

const IDLE_TIMEOUT_MS = 5_000;

export function useIdlePrefetch(ready: boolean, prefetch: () => void): void {
  useEffect(() => {
    if (!ready) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => prefetch(), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(prefetch, 1_000);
    return () => window.clearTimeout(id);
  }, [ready, prefetch]);
}
