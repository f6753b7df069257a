/**
 * The value as it was `waitMs` after its last change (spec 9: default debounce 50 ms). A filter
 * the portal applies itself reads the debounced text, so a burst of keys filters once.
 */
import { useEffect, useState } from 'react';
import { DEFAULT_DEBOUNCE_MS } from '@/config/spec-limits';

export function useDebouncedValue<T>(value: T, waitMs: number = DEFAULT_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), waitMs);
    return () => clearTimeout(timer);
  }, [value, settled, waitMs]);
  return settled;
}
