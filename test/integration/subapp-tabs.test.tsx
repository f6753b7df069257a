/**
 * Breadcrumb tab names (spec 2.5) of sub-application pages over the real routes, menu and store:
 * the menu's name, a toTabName tab (spec 5.1), the names the sub-application sends, and for a
 * page outside the menu the area's name with its path; one tab per page.
 */
import { act, configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { breadcrumbNameSet, pageTitleSet } from '@/state/chrome-slice';
import { renderApp } from '../support/render-app';
import { signInAs } from '../support/session';

configure({ asyncUtilTimeout: 10_000 });

const tabNames = () => screen.queryAllByTestId('tab-item').map((tab) => tab.textContent);

describe('tab names of sub-application pages', () => {
  it('menu pages by the menu, other paths by area and path, one tab per page', async () => {
    signInAs('admin');
    const { router, store } = renderApp('/ds/xsgl/khcx');
    await waitFor(() => expect(tabNames()).toEqual(['客户查询']));
    /** Opens a path and waits for the tab on screen to carry `name`. */
    const open = async (path: string, name: string) => {
      await act(() => router.navigate(path));
      await waitFor(() =>
        expect(screen.getByRole('button', { current: 'page' })).toHaveTextContent(name),
      );
    };

    await open('/ds/foo/bar', '直销系统 /foo/bar');
    await open('/ds/foo/baz/', '直销系统 /foo/baz');
    await waitFor(() =>
      expect(tabNames()).toEqual(['客户查询', '直销系统 /foo/bar', '直销系统 /foo/baz']),
    );

    // The title the app sets names a page outside the menu.
    act(() => void store.dispatch(pageTitleSet({ path: '/ds/foo/baz', title: '订单详情' })));
    await waitFor(() => expect(tabNames()).toEqual(['客户查询', '直销系统 /foo/bar', '订单详情']));

    // Revisits add none; a menu page keeps its menu name, whatever title the app sets.
    await open('/ds/xsgl/khcx', '客户查询');
    act(() => void store.dispatch(pageTitleSet({ path: '/ds/xsgl/khcx', title: '别的标题' })));
    await open('/ds/foo/bar', '直销系统 /foo/bar');
    // The app's name stays on its tab when the page comes back, before the app names it again.
    await open('/ds/foo/baz', '订单详情');
    await open('/ds/xsgl/khcx', '客户查询');
    expect(screen.getByTestId('page-title')).toHaveTextContent('别的标题');
    expect(tabNames()).toEqual(['客户查询', '直销系统 /foo/bar', '订单详情']);

    // The breadcrumb name renames the tab, a menu page's too (contract messages.ts).
    act(() => void store.dispatch(breadcrumbNameSet({ path: '/ds/xsgl/khcx', name: '客户 A' })));
    await waitFor(() => expect(tabNames()).toEqual(['客户 A', '直销系统 /foo/bar', '订单详情']));
  });

  it("a hash router's routes are pages of their own; an anchor is not", async () => {
    signInAs('admin');
    const { router, store } = renderApp('/ds/app#/orders');
    await waitFor(() => expect(tabNames()).toEqual(['直销系统 /app#/orders']));
    await act(() => router.navigate('/ds/app#/users'));
    await waitFor(() =>
      expect(tabNames()).toEqual(['直销系统 /app#/orders', '直销系统 /app#/users']),
    );
    act(() => void store.dispatch(pageTitleSet({ path: '/ds/app#/users', title: '用户' })));
    await waitFor(() => expect(tabNames()).toEqual(['直销系统 /app#/orders', '用户']));
    await act(() => router.navigate('/ds/app#/orders?page=2'));
    await act(() => router.navigate('/ds/other#top'));
    await act(() => router.navigate('/ds/other'));
    await waitFor(() =>
      expect(tabNames()).toEqual(['直销系统 /app#/orders', '用户', '直销系统 /other']),
    );
  });

  it('a toTabName link names the menu tab beside the page', async () => {
    signInAs('admin');
    renderApp('/iservice/cpgl/glrzhwh?toTabName=glrzhwh_zhxx');
    await waitFor(() => expect(tabNames()).toEqual(['管理人账户维护 - 账户信息']));
  });
});
