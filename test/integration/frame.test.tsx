/**
 * The frame over the real routes and the mock API: side menu links, menu search with
 * the keyboard, breadcrumb tabs, the page chrome and its business description.
 */
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { server } from '@/mocks/node';
import { openAs } from '../support/home-page';
import { renderApp } from '../support/render-app';
import { signInAs } from '../support/session';

configure({ asyncUtilTimeout: 10_000 });

/**
 * A key press as a browser sends it. The select's option list (@rc-component/select) reads the
 * legacy `event.which` (40 ArrowDown, 13 Enter); user-event 14 dispatches keyboard events with
 * `key` and `code` only, so in jsdom `which` is 0 and its ArrowDown and Enter never reach the
 * list. The e2e spec presses the real keys in a browser.
 */
const KEY_CODES = { ArrowDown: 40, Enter: 13 } as const;
function press(element: Element, key: keyof typeof KEY_CODES) {
  const init = { key, code: key, keyCode: KEY_CODES[key], which: KEY_CODES[key] };
  fireEvent.keyDown(element, init);
  fireEvent.keyUp(element, init);
}

async function ready() {
  await screen.findByTestId('home-page');
  await screen.findByTestId('side-menu');
}

describe('side menu and search', () => {
  it('a page of the menu opens at /{app}{path} with a refresh timestamp', async () => {
    const { router, user } = openAs('admin');
    await ready();
    const menu = screen.getByTestId('side-menu');
    await user.click(within(menu).getByText('产品运营'));
    await user.click(await within(menu).findByText('产品管理'));
    await user.click(await within(menu).findByText('产品分红'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/iservice/cpgl/cpfh'));
    expect(router.state.location.search).toMatch(/^\?t=\d+$/);
    // Spec 3 MENUKEY: the permission key of the entry opened.
    expect(localStorage.getItem('MENUKEY')).toBe('iservice_cpgl_cpfh');
    expect(screen.getByTestId('page-title')).toHaveTextContent('产品分红');
  });

  it('an area opened while the clicked page is still on its way stays open when the page arrives', async () => {
    // The router changes the address at once and renders the new page in a transition, later;
    // the area the user opens in between must not be closed by the page's arrival (accordion).
    signInAs('admin');
    const { router, unmount } = renderApp('/', { history: 'browser' });
    try {
      await ready();
      const user = userEvent.setup();
      const menu = screen.getByTestId('side-menu');
      const title = (name: string) => within(menu).getAllByRole('menuitem', { name })[0]!;
      await user.click(title('产品运营'));
      await user.click(await within(menu).findByText('产品管理'));
      const entry = await within(menu).findByText('结算日变更');
      await act(async () => {
        fireEvent.click(entry);
        // The address has changed; the page on screen (rendered at the end of act) has not.
        while (window.location.pathname !== '/iservice/cpgl/cpcsbg') {
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        expect(screen.getByTestId('home-page')).toBeInTheDocument();
        fireEvent.click(title('首页'));
      });
      expect(router.state.location.search).toBe('?type=10');
      await waitFor(() => expect(screen.queryByTestId('home-page')).not.toBeInTheDocument());
      expect(title('首页')).toHaveAttribute('aria-expanded', 'true');
      expect(title('产品运营')).toHaveAttribute('aria-expanded', 'false');
    } finally {
      unmount();
    }
  });

  it('menu search: the first hit is active, arrow down moves on and Enter opens that page', async () => {
    const { router, user } = openAs('admin');
    await ready();
    const search = screen.getByTestId('menu-search');
    await user.type(search, '产品');
    const options = await screen.findAllByTestId('menu-search-option');
    expect(options[0]).toHaveTextContent('产品申报');
    expect(options[1]).toHaveTextContent('产品发行');
    expect(search).toHaveAttribute('aria-activedescendant', 'menu-search-input_list_0');
    press(search, 'ArrowDown');
    expect(search).toHaveAttribute('aria-activedescendant', 'menu-search-input_list_1');
    press(search, 'Enter');
    await waitFor(() => expect(router.state.location.pathname).toBe('/iservice/cpgl/cpfx'));
    expect(search).toHaveValue('');
  });

  it('menu search: Enter on a text that finds nothing keeps 未找到匹配的菜单 open', async () => {
    const { router, user } = openAs('admin');
    await ready();
    const search = screen.getByTestId('menu-search');
    await user.type(search, '没有这个菜单');
    expect(await screen.findByText('未找到匹配的菜单')).toBeInTheDocument();
    expect(search).toHaveAttribute('aria-expanded', 'true');
    press(search, 'Enter');
    // The select closes its list on Enter; here it must stay, and nothing else happens.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(search).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('未找到匹配的菜单')).toBeInTheDocument();
    expect(search).toHaveValue('没有这个菜单');
    expect(router.state.location.pathname).toBe('/');
  });

  it('an operator does not see the system-admin pages in the menu', async () => {
    const { user } = openAs('operator');
    await ready();
    await user.type(screen.getByTestId('menu-search'), '普通用户维护');
    expect(await screen.findByText('未找到匹配的菜单')).toBeInTheDocument();
  });
});

describe('external addresses of the menu (spec 2.4, 7.2 verifyPermForExt)', () => {
  /** The window the click opens: watched, never a real one. */
  function newWindow() {
    const opened = { opener: window as unknown, location: { replace: vi.fn() }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    onTestFinished(() => open.mockRestore());
    return { opened, open };
  }

  async function clickReportExpress() {
    const { user } = openAs('admin');
    await ready();
    await user.click(await within(screen.getByTestId('side-menu')).findByText('报表直通车'));
  }

  it('opens the address once the server allows it, without a handle back to the portal', async () => {
    const { opened, open } = newWindow();
    await clickReportExpress();
    await waitFor(() =>
      expect(opened.location.replace).toHaveBeenCalledWith(
        `${window.location.origin}/external/bbztc.html`,
      ),
    );
    expect(open).toHaveBeenCalledTimes(1);
    expect(opened.opener).toBeNull();
    expect(opened.close).not.toHaveBeenCalled();
  });

  it('a refusal closes the window and says so', async () => {
    server.use(
      http.post('*/api/user/verifyPermForExt', () =>
        HttpResponse.json({
          code: 0,
          success: true,
          message: '',
          data: { allowed: false, url: '' },
        }),
      ),
    );
    const { opened } = newWindow();
    await clickReportExpress();
    expect(await screen.findByText('您无权访问该外部系统')).toBeInTheDocument();
    expect(opened.close).toHaveBeenCalled();
    expect(opened.location.replace).not.toHaveBeenCalled();
  });

  it('a failed check closes the window with 网络异常', async () => {
    server.use(http.post('*/api/user/verifyPermForExt', () => HttpResponse.error()));
    const { opened } = newWindow();
    await clickReportExpress();
    expect(await screen.findByText('网络异常')).toBeInTheDocument();
    expect(opened.close).toHaveBeenCalled();
  });
});

describe('breadcrumb tabs', () => {
  it('eight pages leave six tabs; fee ledgers and home are never tabs; a tab closes', async () => {
    const { router } = openAs('admin');
    await ready();
    const pages = [
      ['/iservice/cpgl/cpfx', '产品发行', true],
      ['/iservice/cpgl/cpfh', '产品分红', true],
      ['/iservice/cpgl/cpzs', '产品展示', true],
      ['/iservice/cpgl/cpqp', '产品清盘', true],
      ['/iservice/zcdj/lskfrsz', '临时开放日设置', true],
      ['/tgypt/zcdj/fecx', '份额余额查询', true],
      ['/iservice/gzhs/gzbcx', '估值表查询', true],
      ['/iservice/gzhs/jzpl', '净值披露', true],
      ['/iservice/fygzbg/glftz', '管理费台账', false],
      ['/', '首页', false],
    ] as const;
    // A tab records a page the user was shown, in an effect after the page is drawn: wait for
    // each page and its tab before the next navigation (router.navigate calls in a row leave
    // a page before its effects ran, which no person can do).
    const tabNames = () => screen.queryAllByTestId('tab-item').map((tab) => tab.textContent);
    for (const [path, name, isTab] of pages) {
      await router.navigate(path);
      await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent(name));
      if (isTab) await waitFor(() => expect(tabNames().join()).toContain(name));
    }
    await waitFor(() => expect(screen.getAllByTestId('tab-item')).toHaveLength(6));
    const names = tabNames();
    expect(names[0]).toContain('产品展示');
    expect(names[5]).toContain('净值披露');
    expect(names.join()).not.toContain('管理费台账');

    await userEvent.setup().click(screen.getByRole('button', { name: '关闭 产品展示' }));
    expect(screen.getAllByTestId('tab-item')).toHaveLength(5);
  });
});

describe('page chrome', () => {
  it('the business description shows the steps with their statuses', async () => {
    signInAs('admin');
    renderApp('/iservice/cpgl/cpfx');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('biz-desc-button'));
    const dialog = await screen.findByRole('dialog', { name: '业务说明' });
    // The page has two descriptions: one tab each, the first open with its steps.
    expect(await within(dialog).findByRole('tab', { name: '产品发行申请' })).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: '发行进度查询' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: '产品发行申请' })).toBeInTheDocument();
    const steps = within(dialog).getByTestId('biz-desc-steps');
    expect(steps.querySelectorAll('.ant-steps-item-finish')).toHaveLength(1);
    expect(steps.querySelectorAll('.ant-steps-item-process')).toHaveLength(1);
    expect(steps.querySelectorAll('.ant-steps-item-wait')).toHaveLength(3);
  });

  it('a page without a description says 暂无数据', async () => {
    signInAs('admin');
    renderApp('/iservice/xtgl/czrz');
    await userEvent.setup().click(await screen.findByTestId('biz-desc-button'));
    const dialog = await screen.findByRole('dialog', { name: '业务说明' });
    // The empty picture's svg is titled 暂无数据 as well: assert the text under it.
    expect(
      await within(dialog).findByText('暂无数据', { selector: '.ant-empty-description' }),
    ).toBeInTheDocument();
  });

  it('the Help Center names the service phone: 客服热线 95548-3 (spec 9)', async () => {
    signInAs('admin');
    renderApp('/iservice/cpgl/cpfx');
    await userEvent.setup().click(await screen.findByTestId('help-center'));
    const phone = await screen.findByRole('menuitem', { name: '客服热线 95548-3' });
    expect(phone).toHaveAttribute('aria-disabled', 'true');
  });

  it('staff (gmtgsx and 内部员工) see no business description', async () => {
    openAs('staff');
    await screen.findByTestId('page-header');
    expect(screen.getByTestId('help-center')).toBeInTheDocument();
    expect(screen.queryByTestId('biz-desc-button')).toBeNull();
  });

  // Back counts the entries of the browser tab (window.history), which the memory router never
  // reaches: these run over the browser router, as the portal does.
  it('Back returns one step in history', async () => {
    signInAs('admin');
    const { router, unmount } = renderApp('/', { history: 'browser' });
    await ready();
    await router.navigate('/iservice/cpgl/cpfx');
    await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent('产品发行'));
    await router.navigate('/iservice/gzhs/jzpl');
    // Back is pressed on the page shown (pressed before React renders it, it belongs to the
    // first page, where Back goes home).
    await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent('净值披露'));
    const user = userEvent.setup();
    await user.click(screen.getByTestId('page-back'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/iservice/cpgl/cpfx'));
    await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent('产品发行'));
    await user.click(screen.getByTestId('page-back'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('POP');
    unmount();
  });

  it('Back on the first page of the tab goes home', async () => {
    signInAs('admin');
    const { router } = renderApp('/iservice/gzhs/jzpl');
    await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent('净值披露'));
    await userEvent.setup().click(screen.getByTestId('page-back'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('PUSH');
  });
});
