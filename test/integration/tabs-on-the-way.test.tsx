/**
 * The breadcrumb tabs while a page is on its way (spec 2.5): the router changes the address at
 * once and renders the new page in a transition, later. A tab closed in between is the address's
 * page when the address shows it: the close goes on to the neighbour and the page does not come
 * back as a tab when it arrives.
 */
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app';
import { signInAs } from '../support/session';

configure({ asyncUtilTimeout: 10_000 });

const PERSONAL = '/Settings/PersonalCenter';

/** Waits (at most 3 s) for the address to show `path`. */
async function addressIs(path: string) {
  for (let waited = 0; window.location.pathname !== path; waited += 5) {
    if (waited > 3000) throw new Error(`the address stayed at ${window.location.pathname}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const tabNames = () =>
  screen
    .getAllByTestId('tab-item')
    .map((tab) => within(tab).getAllByRole('button')[0]!.textContent);

describe('closing the tab of a page on its way', () => {
  it('goes to the neighbour, and the page arriving late does not open its tab again', async () => {
    signInAs('admin');
    const { router, unmount } = renderApp(PERSONAL, { history: 'browser' });
    try {
      await screen.findByTestId('personal-center-page');
      await act(() => router.navigate('/menuSet'));
      await screen.findByTestId('menu-set-chosen');
      await act(() => router.navigate('/'));
      await screen.findByTestId('home-page');
      await waitFor(() => expect(tabNames()).toEqual(['个人中心', '常用菜单设置']));

      const bar = screen.getByTestId('tabs-bar');
      await act(async () => {
        fireEvent.click(within(bar).getByRole('button', { name: '个人中心' }));
        await addressIs(PERSONAL);
        // The address shows 个人中心; the page on screen (rendered at the end of act) is home.
        expect(screen.getByTestId('home-page')).toBeInTheDocument();
        fireEvent.click(within(bar).getByRole('button', { name: '关闭 个人中心' }));
        await addressIs('/menuSet');
      });
      await screen.findByTestId('menu-set-chosen');
      expect(window.location.pathname).toBe('/menuSet');
      await waitFor(() => expect(tabNames()).toEqual(['常用菜单设置']));
    } finally {
      unmount();
    }
  });
});
