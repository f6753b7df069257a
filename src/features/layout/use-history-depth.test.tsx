import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { modelDepth } from '@/policy/history-depth';
import { navigationIndex, trackHistory, type HistoryTracker } from './history-tracker';
import { useHistoryDepth } from './use-history-depth';

let tracker: HistoryTracker | null = null;
const depth = () => modelDepth(tracker!.model());

/** A traversal and the popstate it fires (jsdom's history.back() fires it later). */
async function back() {
  const before = window.location.href;
  window.history.back();
  await waitFor(() => expect(window.location.href).not.toBe(before));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  tracker?.dispose();
  tracker = null;
});

describe('trackHistory: entries made by any router (no Navigation API)', () => {
  it('counts vue-router 4, vue-router 3 and plain pushes; a replace adds none', () => {
    tracker = trackHistory();
    const vue4 = {
      back: '/',
      current: '/ds/a',
      forward: null,
      position: 7,
      replaced: false,
      scroll: null,
    };
    window.history.pushState(vue4, '', '/ds/a');
    expect(depth()).toBe(1);
    window.history.pushState({ key: '123.456' }, '', '/ds/b');
    window.history.pushState(null, '', '/ds/c');
    expect(depth()).toBe(3);
    window.history.replaceState({ ...vue4, replaced: true }, '', '/ds/d');
    expect(depth()).toBe(3);
    expect(tracker.model().urls.at(-1)).toBe('/ds/d');
  });

  it('a traversal back takes one', async () => {
    tracker = trackHistory();
    window.history.pushState(null, '', '/ds/a');
    window.history.pushState(null, '', '/ds/b');
    await back();
    expect(window.location.pathname).toBe('/ds/a');
    expect(depth()).toBe(1);
  });

  it('a hash change is one entry more, and back over it one less', async () => {
    tracker = trackHistory();
    window.location.hash = '#/x';
    await waitFor(() => expect(depth()).toBe(1));
    await back();
    expect(depth()).toBe(0);
  });

  it("skips single-spa's popstate for a push it patched", () => {
    // single-spa wraps pushState and fires a popstate marked singleSpa after it.
    const inner = window.history.pushState;
    window.history.pushState = function (this: History, ...args) {
      inner.apply(this, args);
      const event = Object.assign(new PopStateEvent('popstate', { state: args[0] }), {
        singleSpa: true,
        singleSpaTrigger: 'pushState',
      });
      window.dispatchEvent(event);
    };
    try {
      tracker = trackHistory();
      window.history.pushState(null, '', '/ds/a');
      window.history.pushState(null, '', '/ds/a?x=1');
      expect(depth()).toBe(2);
    } finally {
      tracker?.dispose();
      tracker = null;
      window.history.pushState = inner;
    }
  });

  it('finds its count again after a reload (session storage), not at another address', () => {
    tracker = trackHistory();
    window.history.pushState(null, '', '/ds/a');
    window.history.pushState(null, '', '/ds/b');
    tracker.dispose();
    tracker = trackHistory();
    expect(depth()).toBe(2);
    tracker.dispose();
    window.history.replaceState(null, '', '/elsewhere');
    tracker = trackHistory();
    expect(depth()).toBe(0);
  });

  it('gives the methods back when disposed, and counts nothing more', () => {
    const push = window.history.pushState;
    const replace = window.history.replaceState;
    tracker = trackHistory();
    expect(window.history.pushState).not.toBe(push);
    tracker.dispose();
    expect(window.history.pushState).toBe(push);
    expect(window.history.replaceState).toBe(replace);
    window.history.pushState(null, '', '/ds/a');
    expect(depth()).toBe(0);
  });
});

describe('navigationIndex', () => {
  it("is the Navigation API's index, null without the API", () => {
    expect(navigationIndex(window)).toBeNull();
    const withApi = { navigation: { currentEntry: { index: 4 } } } as unknown as Window;
    expect(navigationIndex(withApi)).toBe(4);
  });
});

describe('useHistoryDepth', () => {
  function Probe({ onRead }: { onRead: (read: () => number) => void }) {
    onRead(useHistoryDepth());
    return null;
  }

  it('starts the tracker and reads the depth of the entries made after', () => {
    let read: () => number = () => -1;
    render(<Probe onRead={(r) => (read = r)} />);
    expect(read()).toBe(0);
    window.history.pushState({ position: 1 }, '', '/ds/a');
    window.history.pushState(null, '', '/ds/b');
    expect(read()).toBe(2);
    window.history.replaceState(null, '', '/ds/c');
    expect(read()).toBe(2);
  });
});
