import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRouteProgress } from './route-progress';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the loading bar of a navigation (spec 2.2)', () => {
  it('is hidden before any navigation', () => {
    expect(createRouteProgress().visible()).toBe(false);
  });

  it('shows from the navigation until its page is shown, 200 ms at the least', () => {
    const progress = createRouteProgress();
    const changes = vi.fn();
    progress.subscribe(changes);
    progress.begin('a');
    expect(progress.visible()).toBe(true);
    vi.advanceTimersByTime(500);
    expect(progress.visible()).toBe(true);
    progress.shown('a');
    expect(progress.visible()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('a page shown at once keeps the bar for 200 ms', () => {
    const progress = createRouteProgress();
    progress.begin('a');
    progress.shown('a');
    vi.advanceTimersByTime(199);
    expect(progress.visible()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(progress.visible()).toBe(false);
  });

  it("stays for the latest navigation: an earlier page's showing does not end it", () => {
    const progress = createRouteProgress();
    progress.begin('a');
    progress.begin('b');
    progress.shown('a');
    vi.advanceTimersByTime(1000);
    expect(progress.visible()).toBe(true);
    progress.shown('b');
    expect(progress.visible()).toBe(false);
    // The same navigation again (a re-render) starts nothing.
    progress.begin('b');
    expect(progress.visible()).toBe(false);
  });

  it('stays while something of the page is held, until every hold is released', () => {
    const progress = createRouteProgress();
    progress.begin('a');
    const first = progress.hold();
    const second = progress.hold();
    progress.shown('a');
    vi.advanceTimersByTime(1000);
    expect(progress.visible()).toBe(true);
    first();
    expect(progress.visible()).toBe(true);
    second();
    expect(progress.visible()).toBe(false);
  });
});
