/**
 * Back (spec 2.6): one history step back, whoever made the entries (the shell's React Router,
 * a sub-application's React Router, vue-router 3 or 4, a hash router, plain pushState); on the
 * first page of the browser tab it goes home instead of leaving the portal.
 *
 * The depth (entries behind the one on screen) comes from the Navigation API where the browser
 * has it (`navigation.currentEntry.index` counts every same-origin entry of the tab, survives a
 * reload and needs nothing of the routers). Elsewhere the shell keeps its own model of the tab's
 * entries, fed with every push, replace and traversal it sees: this file is that model's rules.
 * A traversal (popstate) does not say its direction: the model finds the entry it came to by
 * its address, the nearest one first, behind before ahead; an address it does not know is a new
 * entry (a fragment navigation such as `location.hash = '#/x'` fires popstate too).
 */

/** The model of the tab's entries: their addresses and which one is on screen. */
export interface HistoryModel {
  /** Addresses (path, query and hash) of the entries kept, oldest first. */
  urls: string[];
  /** Index of the entry on screen in `urls`. */
  index: number;
  /** Entries behind `urls[0]` that were dropped to keep the model small. */
  dropped: number;
}

export type HistoryStep =
  | { kind: 'push'; url: string }
  | { kind: 'replace'; url: string }
  | { kind: 'traverse'; url: string };

/** Entries kept in the model (Chromium keeps 50 per tab); older ones are only counted. */
export const MODEL_LIMIT = 60;

export function freshModel(url: string): HistoryModel {
  return { urls: [url], index: 0, dropped: 0 };
}

/** Entries behind the one on screen. */
export function modelDepth(model: HistoryModel): number {
  return model.dropped + model.index;
}

function trimmed(model: HistoryModel): HistoryModel {
  const extra = model.urls.length - MODEL_LIMIT;
  if (extra <= 0) return model;
  // Never drop the entry on screen or anything ahead of it.
  const drop = Math.min(extra, model.index);
  return {
    urls: model.urls.slice(drop),
    index: model.index - drop,
    dropped: model.dropped + drop,
  };
}

/** The index of `url` nearest to `from`, behind before ahead at the same distance; -1 if none. */
function nearest(urls: readonly string[], from: number, url: string): number {
  for (let distance = 1; distance < urls.length; distance += 1) {
    if (urls[from - distance] === url) return from - distance;
    if (urls[from + distance] === url) return from + distance;
  }
  return -1;
}

export function stepModel(model: HistoryModel, step: HistoryStep): HistoryModel {
  switch (step.kind) {
    case 'push':
      return trimmed({
        urls: [...model.urls.slice(0, model.index + 1), step.url],
        index: model.index + 1,
        dropped: model.dropped,
      });
    case 'replace': {
      const urls = [...model.urls];
      urls[model.index] = step.url;
      return { ...model, urls };
    }
    case 'traverse': {
      // The same address again: the entry on screen (a hashchange after its popstate).
      if (model.urls[model.index] === step.url) return model;
      const found = nearest(model.urls, model.index, step.url);
      if (found >= 0) return { ...model, index: found };
      return stepModel(model, { kind: 'push', url: step.url });
    }
  }
}

/**
 * The model at start: the stored one when its entry on screen is this address (a reload, or a
 * return to the portal from another site), else a fresh one (a new tab, or the first page).
 */
export function restoreModel(stored: string | null, url: string): HistoryModel {
  const model = parseModel(stored);
  return model && model.urls[model.index] === url ? model : freshModel(url);
}

function parseModel(raw: string | null): HistoryModel | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { urls, index, dropped } = value as Partial<Record<keyof HistoryModel, unknown>>;
    const valid =
      Array.isArray(urls) &&
      urls.length > 0 &&
      urls.length <= MODEL_LIMIT &&
      urls.every((url) => typeof url === 'string') &&
      Number.isInteger(index) &&
      Number.isInteger(dropped) &&
      (index as number) >= 0 &&
      (index as number) < urls.length &&
      (dropped as number) >= 0;
    return valid
      ? { urls: urls as string[], index: index as number, dropped: dropped as number }
      : null;
  } catch {
    return null;
  }
}

/**
 * The depth to use: the Navigation API's index when the browser gives one (a number >= 0),
 * else the model's.
 */
export function historyDepth(navigationIndex: number | null | undefined, model: HistoryModel) {
  return typeof navigationIndex === 'number' &&
    Number.isInteger(navigationIndex) &&
    navigationIndex >= 0
    ? navigationIndex
    : modelDepth(model);
}

export type BackAction = 'step' | 'history' | 'home';

/**
 * What Back does (spec 2.6): a back event to the sub-application in step mode; one history step
 * back when there is an entry behind; home on the first page of the tab (never out of the
 * portal).
 */
export function decideBack(input: { stepMode: boolean; depth: number }): BackAction {
  if (input.stepMode) return 'step';
  return input.depth > 0 ? 'history' : 'home';
}
