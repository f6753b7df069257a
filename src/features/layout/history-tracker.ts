/**
 * The browser side of Back's depth (spec 2.6; the rules are src/policy/history-depth).
 *
 * With the Navigation API the browser counts the entries itself and nothing is installed. Without
 * it the tracker keeps the model of the tab's entries: it wraps history.pushState and
 * replaceState (calling through whatever is there, single-spa's patch included, with the same
 * arguments and result, so no router sees a difference) to note each push and replace after it
 * happened, and listens to popstate and hashchange for traversals and fragment navigations.
 * single-spa's own popstate events (`singleSpa: true`, sent for a push or replace it patched)
 * are not traversals and are skipped. The model is kept in session storage, so a reload finds it.
 */
import { restoreModel, stepModel, historyDepth, type HistoryModel } from '@/policy/history-depth';
import { storedHistoryModel, storeHistoryModel } from '@/lib/browser-storage';

export interface HistoryTracker {
  model(): HistoryModel;
  /** Stops listening; the wrappers call straight through from then on. */
  dispose(): void;
}

type StateMethod = History['pushState'];

function here(win: Window): string {
  const { pathname, search, hash } = win.location;
  return `${pathname}${search}${hash}`;
}

/** The Navigation API's index of the entry on screen, or null without the API. */
export function navigationIndex(win: Window = window): number | null {
  const navigation = (win as { navigation?: { currentEntry?: { index?: unknown } | null } })
    .navigation;
  const index = navigation?.currentEntry?.index;
  return typeof index === 'number' ? index : null;
}

export function trackHistory(win: Window = window): HistoryTracker {
  let model = restoreModel(storedHistoryModel(), here(win));
  let active = true;
  const note = (kind: 'push' | 'replace' | 'traverse') => {
    if (!active) return;
    model = stepModel(model, { kind, url: here(win) });
    storeHistoryModel(JSON.stringify(model));
  };

  const { history } = win;
  const wrap = (original: StateMethod, kind: 'push' | 'replace'): StateMethod =>
    function (this: History, ...args: Parameters<StateMethod>) {
      original.apply(this, args);
      note(kind);
    };
  const originalPush = history.pushState;
  const originalReplace = history.replaceState;
  const push = wrap(originalPush, 'push');
  const replace = wrap(originalReplace, 'replace');
  history.pushState = push;
  history.replaceState = replace;

  const onTraverse = (event: Event) => {
    if ((event as Event & { singleSpa?: unknown }).singleSpa) return;
    note('traverse');
  };
  win.addEventListener('popstate', onTraverse);
  win.addEventListener('hashchange', onTraverse);

  return {
    model: () => model,
    dispose() {
      active = false;
      win.removeEventListener('popstate', onTraverse);
      win.removeEventListener('hashchange', onTraverse);
      // Put the originals back unless someone wrapped ours since (then ours calls through).
      if (history.pushState === push) history.pushState = originalPush;
      if (history.replaceState === replace) history.replaceState = originalReplace;
    },
  };
}

let shared: HistoryTracker | null = null;

/**
 * Starts the page's tracker once when the browser has no Navigation API; it lives as long as the
 * page (the layout may unmount and mount again, the lock screen for one, without losing count).
 */
export function ensureHistoryTracking(win: Window = window): void {
  if (shared || navigationIndex(win) !== null) return;
  shared = trackHistory(win);
}

/** Entries behind the one on screen in this browser tab. */
export function currentHistoryDepth(win: Window = window): number {
  return historyDepth(navigationIndex(win), shared?.model() ?? restoreModel(null, here(win)));
}

/** Stops the page's tracker: a test's next render starts as in a new browser tab. */
export function stopHistoryTracking(): void {
  shared?.dispose();
  shared = null;
}
