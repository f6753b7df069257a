/**
 * How many steps of this browser tab's history lie behind the page on screen inside the portal,
 * so Back (spec 2.6) knows whether it can go one step back or is on the first page of the tab.
 *
 * With the browser router, React Router keeps each entry's index as `idx` in history.state: it
 * survives a reload, and the stubs' own browser routers continue it. When that state belongs to
 * the location on screen it is the answer. Otherwise (the memory router, whose entries never
 * reach window.history, or an entry pushed without router state) the hook counts the navigations
 * it has seen since the layout mounted: a push adds one, a pop takes one, a replace none.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router-dom';

/** The entry's `idx` from history.state, when that state is the location's own. */
export function browserIndex(location: Pick<Location, 'key'>): number | null {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null) return null;
  const { key, idx } = state as { key?: unknown; idx?: unknown };
  if ((typeof key === 'string' ? key : 'default') !== location.key) return null;
  return typeof idx === 'number' && Number.isInteger(idx) && idx >= 0 ? idx : null;
}

/** Returns a reader of the depth (read it when Back is pressed, not while rendering). */
export function useHistoryDepth(): () => number {
  const location = useLocation();
  const type = useNavigationType();
  const depth = useRef(0);
  const seenKey = useRef<string | null>(null);

  useEffect(() => {
    // Runs again for the same entry under StrictMode or a re-render: count each entry once.
    if (seenKey.current === location.key) return;
    const first = seenKey.current === null;
    seenKey.current = location.key;
    const index = browserIndex(location);
    if (index !== null) depth.current = index;
    else if (first) depth.current = 0;
    else if (type === 'PUSH') depth.current += 1;
    else if (type === 'POP') depth.current = Math.max(0, depth.current - 1);
  }, [location, type]);

  return () => depth.current;
}
