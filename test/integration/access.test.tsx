/**
 * The guard over the real routes and the mock API (spec 4, 5.1, 6): page access by the menu
 * lists, the blocked list and the roles, on the address's one spelling; the notice-letter and
 * agreement rules; titles; online status; a failed access load offers a retry.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { commonTgywSubmitService } from '@/api/product';
import { MENU_URLS } from '@/api/menu-urls';
import { SYSTEM_URLS } from '@/api/system-urls';
import { server } from '@/mocks/node';
import { countRequests } from '../support/count-requests';
import { failOnce, openAs } from '../support/home-page';
import { renderApp } from '../support/render-app';
import { signInAs } from '../support/session';

// The first test loads every lazy page module: give it time on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

async function landsOn(router: ReturnType<typeof renderApp>['router'], path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
}

describe('page access', () => {
  it('an operator is forbidden the system-admin pages, with the rule named for QA', async () => {
    signInAs('operator');
    const { router } = renderApp('/iservice/xtgl/ptyhwh');
    expect(await screen.findByTestId('page-403')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error/403');
    expect(screen.getByTestId('page-403-rule')).toHaveTextContent('admin-only');
    expect(screen.getByTestId('page-403-rule')).toHaveTextContent('/iservice/xtgl/ptyhwh');
    // Opened with noGoBack: only the way home is offered.
    expect(screen.getByRole('button', { name: '返回首页' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '返回上一页' })).toBeNull();
  });

  it('an administrator opens the same page: the sub-application area shows', async () => {
    signInAs('admin');
    const { router } = renderApp('/iservice/xtgl/ptyhwh');
    await waitFor(() => expect(screen.getByTestId('subapp-container')).toBeVisible());
    expect(router.state.location.pathname).toBe('/iservice/xtgl/ptyhwh');
    expect(screen.queryByTestId('page-403')).toBeNull();
  });

  it('a blocked page goes to 403 even for an administrator', async () => {
    signInAs('admin');
    const { router } = renderApp('/iservice/xxpl/xxplbs');
    expect(await screen.findByTestId('page-403-rule')).toHaveTextContent('blocked');
    expect(router.state.location.pathname).toBe('/error/403');
  });

  it('the administrator of an isolated institution has no business pages', async () => {
    signInAs('isolated');
    const { router } = renderApp('/iservice/cpgl/cpfx');
    expect(await screen.findByTestId('page-403-rule')).toHaveTextContent(
      /not-in-whitelist|black-listed/,
    );
    expect(router.state.location.pathname).toBe('/error/403');
  });

  it('a trailing slash is stripped before the lookup', async () => {
    signInAs('operator');
    const { router } = renderApp('/iservice/xtgl/ptyhwh/');
    await landsOn(router, '/error/403');
  });
});

describe('any spelling of an address is decided as its one spelling', () => {
  it.each([
    '/iservice/XTGL/XTGLYWH',
    '/iservice/xtgl/%78tglywh',
    '/iservice%2Fxtgl%2Fxtglywh',
    '//iservice/./xtgl/../xtgl/xtglywh/',
  ])('operator on %s: 403 for the system-admin page', async (spelling) => {
    signInAs('operator');
    const { router } = renderApp(spelling);
    expect(await screen.findByTestId('page-403-rule')).toHaveTextContent('admin-only');
    expect(screen.getByTestId('page-403-rule')).toHaveTextContent('/iservice/xtgl/xtglywh');
    expect(router.state.location.pathname).toBe('/error/403');
  });

  it("a menu route the shell knows only from the user's menu is spelled the menu's way", async () => {
    signInAs('admin');
    const { router } = renderApp('/ISERVICE/supplementaryagreement?x=1#top');
    await landsOn(router, '/iservice/SupplementaryAgreement');
    expect(router.state.location.search).toBe('?x=1');
    expect(router.state.location.hash).toBe('#top');
    await waitFor(() => expect(screen.getByTestId('subapp-container')).toBeVisible());
  });

  it('a page of the shell is spelled its own way before the sign-in check', async () => {
    const { router } = renderApp('/%4cOGIN//?redirect=%2Fmain');
    await landsOn(router, '/login');
    expect(router.state.location.search).toBe('?redirect=%2Fmain');
  });

  it('an address encoded twice cannot be made canonical: 404', async () => {
    signInAs('admin');
    const { router } = renderApp('/iservice/xtgl/%2578tglywh');
    await landsOn(router, '/error/404');
  });
});

describe('notice letter and agreement (spec 4)', () => {
  it('letter: a business page redirects to the letter page with the 提示 modal', async () => {
    signInAs('letter');
    const { router } = renderApp('/iservice/cpgl/cpfx');
    await landsOn(router, '/iservice/tgtj/tjtsh');
    const dialog = await screen.findByRole('dialog', { name: '提示' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(within(dialog).getByText(/提示函/)).toBeInTheDocument();
  });

  it('letter: home stays allowed', async () => {
    const { router } = openAs('letter');
    expect(await screen.findByTestId('home-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('letter2 (no letter menu): the page opens with a warning, no navigation', async () => {
    signInAs('letter2');
    const { router } = renderApp('/iservice/cpgl/cpfx');
    expect(await screen.findByText(/请联系有权限的用户登录后进行确认/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/iservice/cpgl/cpfx');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('agreement: performance pages go to the agreement page until it is signed', async () => {
    signInAs('agreement');
    const { router } = renderApp('/iservice/tzjx/jxfx');
    await landsOn(router, '/iservice/jxfxxy');
    const signed = await commonTgywSubmitService({ serviceId: 'signMgrProtocol', proType: 6 });
    expect(signed && signed.code).toBe(0);
    await router.navigate('/iservice/tzjx/jxfx');
    await waitFor(() => expect(screen.getByTestId('subapp-container')).toBeVisible());
    expect(router.state.location.pathname).toBe('/iservice/tzjx/jxfx');
  });

  it('an administrator without an unsigned agreement opens performance pages', async () => {
    signInAs('admin');
    const { router } = renderApp('/iservice/tzjx/jxfx');
    await waitFor(() => expect(screen.getByTestId('subapp-container')).toBeVisible());
    expect(router.state.location.pathname).toBe('/iservice/tzjx/jxfx');
  });
});

describe('the pages of spec 2.1 and 2.7', () => {
  it('/main shows the home page under the frame, titled 首页', async () => {
    signInAs('admin');
    const { router } = renderApp('/main');
    expect(await screen.findByTestId('home-page')).toBeInTheDocument();
    expect(screen.getByTestId('page-header')).toBeInTheDocument();
    expect(screen.getByTestId('side-menu')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/main');
    await waitFor(() => expect(document.title).toBe('首页 - 基金管理人服务平台'));
  });

  it('/error/405 shows its code and the way home', async () => {
    signInAs('admin');
    const { router } = renderApp('/error/405');
    const page = await screen.findByTestId('page-405');
    expect(within(page).getByText('405')).toBeInTheDocument();
    await userEvent.setup().click(within(page).getByRole('button', { name: '返回首页' }));
    await landsOn(router, '/');
    expect(await screen.findByTestId('home-page')).toBeInTheDocument();
  });

  it('/error/403 says 抱歉，您没有访问该页面的权限 (spec 8)', async () => {
    signInAs('operator');
    renderApp('/iservice/xtgl/ptyhwh');
    const page = await screen.findByTestId('page-403');
    expect(within(page).getByText('抱歉，您没有访问该页面的权限')).toBeInTheDocument();
  });

  it('/maintenance shows 系统正在升级维护 and the service phone 95548-3 without a login', async () => {
    const { router } = renderApp('/maintenance');
    const page = await screen.findByTestId('page-maintenance');
    expect(page).toHaveTextContent('系统正在升级维护');
    expect(page).toHaveTextContent('95548-3');
    expect(router.state.location.pathname).toBe('/maintenance');
    expect(screen.queryByTestId('page-header')).toBeNull();
  });
});

describe('titles, online status, failures', () => {
  it('home and unknown paths have the titles of spec 2.2', async () => {
    const { router } = openAs('admin');
    await screen.findByTestId('home-page');
    await waitFor(() => expect(document.title).toBe('首页 - 基金管理人服务平台'));
    await router.navigate('/no/such/page');
    expect(await screen.findByTestId('page-404')).toHaveTextContent('页面丢失了');
    await waitFor(() => expect(document.title).toBe('404 - 基金管理人服务平台'));
  });

  it('a tgypt page is titled by its menu name', async () => {
    signInAs('admin');
    renderApp('/tgypt/zcdj/jyqrcx');
    await waitFor(() => expect(document.title).toMatch(/^.+ - 托管云平台 - 基金管理人服务平台$/));
    expect(document.title).not.toMatch(/^托管云平台/);
  });

  it('reports the online status with the path on each navigation', async () => {
    const reported: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith(SYSTEM_URLS.reportOnlineStatus))
        reported.push(url.searchParams.get('path') ?? '');
    });
    const { router } = openAs('admin');
    await screen.findByTestId('home-page');
    await router.navigate('/Settings/PersonalCenter');
    await waitFor(() => expect(reported).toEqual(['/', '/Settings/PersonalCenter']));
    server.events.removeAllListeners();
  });

  it('a failed menu load says so with a retry that recovers', async () => {
    failOnce('get', MENU_URLS.queryMenu);
    openAs('admin');
    const retry = await screen.findByTestId('access-retry');
    expect(screen.getByText(/菜单加载失败/)).toBeInTheDocument();
    const cleared = countRequests(MENU_URLS.clearMenuCache);
    await userEvent.setup().click(retry);
    expect(await screen.findByTestId('home-page')).toBeInTheDocument();
    // The server's copy of the menu is dropped before it is asked again (spec 7.2).
    expect(cleared.count).toBe(1);
  });

  it('a retry after another part failed leaves the menu cache alone', async () => {
    failOnce('get', MENU_URLS.queryBlockedMenuList);
    openAs('admin');
    const retry = await screen.findByTestId('access-retry');
    const cleared = countRequests(MENU_URLS.clearMenuCache);
    await userEvent.setup().click(retry);
    expect(await screen.findByTestId('home-page')).toBeInTheDocument();
    expect(cleared.count).toBe(0);
  });
});
