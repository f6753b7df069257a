/**
 * What every navigation does (spec 2.2, 9) in the real app over the mock API: the scroll to the
 * top, the page's scroll depth reported to the tracker.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appTracker } from '@/lib/app-tracker';
import { renderApp } from '../support/render-app';
import { signInAs } from '../support/session';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete (window as { scrollY?: number }).scrollY;
  delete (document.documentElement as { scrollHeight?: number }).scrollHeight;
});

/** The window scrolled to `y` over a page `height` px tall (jsdom lays nothing out). */
function scrollWindow(y: number, height: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    value: height,
    configurable: true,
  });
  window.dispatchEvent(new Event('scroll'));
}

describe('scroll tracking (spec 9: scroll tracking delay 350 ms)', () => {
  it("reports the page's deepest scroll once per 350 ms, with the page's path", async () => {
    signInAs('admin');
    const { router } = renderApp('/');
    await screen.findByTestId('home-page');
    const pageScroll = vi.spyOn(appTracker, 'pageScroll');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const scrollable = 1000 + window.innerHeight;
    scrollWindow(250, scrollable);
    act(() => vi.advanceTimersByTime(200));
    scrollWindow(600, scrollable);
    act(() => vi.advanceTimersByTime(149));
    expect(pageScroll).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(pageScroll.mock.calls).toEqual([['/', 60]]);
    scrollWindow(900, scrollable);
    vi.useRealTimers();
    // Leaving the page reports what it reached at once, for that page.
    await act(() => router.navigate('/menuSet'));
    expect(pageScroll.mock.calls).toEqual([
      ['/', 60],
      ['/', 90],
    ]);
  });
});
