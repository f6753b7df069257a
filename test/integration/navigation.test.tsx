/**
 * What every navigation does (spec 2.2, 9) in the real app over the mock API: the scroll to the
 * top, the loading bar, the page's scroll depth reported to the tracker (the 系统登录中 overlay:
 * login-overlay.test.tsx).
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENU_URLS } from '@/api/menu-urls';
import { appTracker } from '@/lib/app-tracker';
import { countRequests } from '../support/count-requests';
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

describe('the loading bar (spec 2.2: every navigation shows a loading bar)', () => {
  it('shows on a navigation to a page already downloaded, and goes once the page is shown', async () => {
    signInAs('admin');
    const { router } = renderApp('/');
    await screen.findByTestId('home-page');
    const bar = () => screen.queryByTestId('route-progress');
    await waitFor(() => expect(bar()).toBeNull());
    await act(() => router.navigate('/menuSet'));
    await screen.findByTestId('menu-set-chosen');
    await waitFor(() => expect(bar()).toBeNull());
    // Home's code came with the first page: no download, the bar shows all the same (watched
    // as it comes: rendering home in jsdom can take longer than the bar's least time).
    let appeared = false;
    const watch = new MutationObserver(() => {
      if (bar()) appeared = true;
    });
    watch.observe(document.body, { childList: true, subtree: true });
    await act(() => router.navigate('/'));
    watch.disconnect();
    expect(appeared).toBe(true);
    expect(screen.getByTestId('home-page')).toBeInTheDocument();
    await waitFor(() => expect(bar()).toBeNull());
  });
});

describe('the first request (spec 4)', () => {
  it('the first menu load sets firstRequest to false; the blocked-menu list is loaded on that first request only', async () => {
    signInAs('admin');
    const menus = countRequests(MENU_URLS.queryMenu);
    const blocked = countRequests(MENU_URLS.queryBlockedMenuList);
    const { router, store } = renderApp('/');
    expect(store.getState().access.firstRequest).toBe(true);
    await screen.findByTestId('home-page');
    expect(store.getState().access.firstRequest).toBe(false);
    expect([menus.count, blocked.count]).toEqual([1, 1]);
    await act(() => router.navigate('/menuSet'));
    await screen.findByTestId('menu-set-chosen');
    await act(() => router.navigate('/Settings/PersonalCenter'));
    await screen.findByTestId('personal-center-page');
    expect(store.getState().access.firstRequest).toBe(false);
    expect([menus.count, blocked.count]).toEqual([1, 1]);
  });
});

// Last: the sub-application it opens stays loaded in this file's runtime.
describe('scroll to top (spec 2.2: every navigation scrolls to top)', () => {
  it('scrolls the window to the top on each navigation, a sub-application page too', async () => {
    signInAs('admin');
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderApp('/');
    await screen.findByTestId('home-page');
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    scrollTo.mockClear();
    await act(() => router.navigate('/menuSet'));
    await screen.findByTestId('menu-set-chosen');
    expect(scrollTo.mock.calls).toEqual([[0, 0]]);
    await act(() => router.navigate('/ds/xsgl/khcx'));
    expect(scrollTo.mock.calls).toEqual([
      [0, 0],
      [0, 0],
    ]);
    // The same page again with another query is a navigation too.
    await act(() => router.navigate('/ds/xsgl/khcx?t=1'));
    expect(scrollTo).toHaveBeenCalledTimes(3);
  });
});
