/**
 * The loading bar of every navigation (spec 2.2: every navigation shows a loading bar), as a
 * small external store. No React: the route effects feed it and draw it.
 *
 *   progress.begin(location.key)   a navigation came (its page is rendering)
 *   progress.shown(location.key)   that page is on screen (painted)
 *   const release = progress.hold() something of the page is still coming (a sub-application
 *                                   loading); the bar stays until every hold is released
 *
 * The bar is visible from `begin` until the page of the last navigation is shown and no hold is
 * left, and for at least PROGRESS_MIN_VISIBLE_MS, so that a person sees it on a fast navigation.
 */

/** Not a number of the spec: the least time the bar shows, so that a fast navigation shows it. */
export const PROGRESS_MIN_VISIBLE_MS = 200;

export interface RouteProgress {
  begin(key: string): void;
  shown(key: string): void;
  hold(): () => void;
  visible(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createRouteProgress(minVisibleMs: number = PROGRESS_MIN_VISIBLE_MS): RouteProgress {
  let key: string | null = null;
  let pageShown = true;
  let minimumPassed = true;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const holds = new Set<object>();
  const listeners = new Set<() => void>();
  let current = false;

  function update(): void {
    const next = !pageShown || !minimumPassed || holds.size > 0;
    if (next === current) return;
    current = next;
    listeners.forEach((listener) => listener());
  }

  return {
    begin(next) {
      if (next === key) return;
      key = next;
      pageShown = false;
      minimumPassed = false;
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        minimumPassed = true;
        update();
      }, minVisibleMs);
      update();
    },
    shown(of) {
      if (of !== key) return;
      pageShown = true;
      update();
    },
    hold() {
      const token = {};
      holds.add(token);
      update();
      return () => {
        holds.delete(token);
        update();
      };
    },
    visible: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The portal's one loading bar. */
export const routeProgress = createRouteProgress();
