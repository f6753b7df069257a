/**
 * Scroll tracking (spec 9: scroll tracking delay 350 ms). While the user scrolls a page, the
 * deepest position reached on it (percent of its scrollable height) is reported at most once per
 * 350 ms, at the end of each 350 ms window (trailing), and only when it went deeper than what was
 * last reported for the page. A new page starts from 0; what the old page reached and had not
 * reported yet is reported for the old page first. No React: the route effects feed it.
 *
 *   const depth = createScrollDepth((path, percent) => tracker.pageScroll(path, percent));
 *   depth.enter(location.pathname + location.search);  // on every page
 *   const stop = watchWindowScroll(window, depth);     // the page's scroll events
 */
import { SCROLL_TRACKING_DELAY_MS } from '@/config/spec-limits';

export type ScrollReport = (path: string, percent: number) => void;

export interface ScrollDepth {
  /** The page now shown; reports the old page's pending depth first. */
  enter(path: string): void;
  /** A scroll of the page to `percent` (0 to 100) of its scrollable height. */
  scrolled(percent: number): void;
  /** Drops the pending report and its timer. */
  dispose(): void;
}

export function createScrollDepth(
  report: ScrollReport,
  delayMs: number = SCROLL_TRACKING_DELAY_MS,
): ScrollDepth {
  let path: string | null = null;
  let deepest = 0;
  let reported = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function flush(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (path === null || deepest <= reported) return;
    reported = deepest;
    report(path, deepest);
  }

  return {
    enter(next) {
      if (next === path) return;
      flush();
      path = next;
      deepest = 0;
      reported = 0;
    },
    scrolled(percent) {
      const clean = Math.min(100, Math.max(0, Math.round(percent)));
      if (clean > deepest) deepest = clean;
      if (timer === null && deepest > reported) timer = setTimeout(flush, delayMs);
    },
    dispose() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}

type ScrollWindow = Pick<
  Window,
  'scrollY' | 'innerHeight' | 'addEventListener' | 'removeEventListener'
> & {
  document: { documentElement: Pick<HTMLElement, 'scrollHeight'> };
};

/** How far down the window is scrolled, in percent of what can be scrolled (100 when nothing can). */
export function windowScrollPercent(
  win: Pick<ScrollWindow, 'scrollY' | 'innerHeight' | 'document'>,
): number {
  const scrollable = win.document.documentElement.scrollHeight - win.innerHeight;
  if (scrollable <= 0) return 100;
  return Math.min(100, Math.max(0, (win.scrollY / scrollable) * 100));
}

/** Feeds the window's scroll events to `depth`; returns the unsubscription. */
export function watchWindowScroll(win: ScrollWindow, depth: ScrollDepth): () => void {
  const onScroll = () => depth.scrolled(windowScrollPercent(win));
  win.addEventListener('scroll', onScroll, { passive: true });
  return () => win.removeEventListener('scroll', onScroll);
}
