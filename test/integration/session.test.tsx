/**
 * What the shell does with the session after login: user/status on reload, -403 from
 * any call, a rotated token (reload, throttled), logout, switching institution.
 */
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLocked, setLocked } from '@/lib/browser-storage';
import { getToken, setToken } from '@/lib/token-cookie';
import { server } from '@/mocks/node';
import { revokeToken } from '@/mocks/session';
import { lockSession } from '@/api/auth';
import { selectStatusLoaded, selectUser } from '@/state/session-slice';
import { selectSliceFlag } from '@/state/slice-flags';
import { countRequests } from '../support/count-requests';
import { renderApp } from '../support/render-app';
import { signInAs } from '../support/session';

vi.mock('@/lib/page-reload', () => ({ reloadPage: vi.fn() }));
const { reloadPage } = await import('@/lib/page-reload');

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.mocked(reloadPage).mockClear());

describe('after a reload with a stored token', () => {
  it('loads the user from user/status and shows the page', async () => {
    signInAs('admin');
    const { store } = renderApp('/');
    expect(await screen.findByTestId('home-page')).toHaveTextContent('张明远');
    expect(selectUser(store.getState())?.instId).toBe('20001');
    expect(selectSliceFlag(store.getState(), 'userStatus').loaded).toBe(true);
  });

  it('a refused token logs out to /login with the page as redirect', async () => {
    revokeToken(signInAs('admin'));
    const { router } = renderApp('/Settings/PersonalCenter');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2FSettings%2FPersonalCenter');
    expect(getToken()).toBeUndefined();
  });

  it('a network failure offers a retry instead of a white screen', async () => {
    signInAs('admin');
    server.use(http.post('*/api/user/status', () => HttpResponse.error()));
    renderApp('/');
    const user = userEvent.setup();
    const retry = await screen.findByTestId('guard-retry');
    expect(screen.getByText('网络异常')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(retry);
    expect(await screen.findByTestId('home-page')).toBeInTheDocument();
  });
});

describe('session expiry (-403) mid-use', () => {
  it('logs out and goes to /login with the current path as redirect', async () => {
    const token = signInAs('admin');
    const { router, store } = renderApp('/');
    await screen.findByTestId('home-page');
    // The home sections load on their own: let them answer before the server forgets the session.
    await screen.findByTestId('home-sections');
    await waitFor(() => expect(screen.queryAllByTestId('section-loading')).toHaveLength(0));
    revokeToken(token);
    await router.navigate('/Settings/PersonalCenter?tab=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2FSettings%2FPersonalCenter%3Ftab%3D2');
    expect(selectUser(store.getState())).toBeNull();
    expect(await screen.findByText('登录已失效，请重新登录')).toBeInTheDocument();
  });
});

describe('token mismatch', () => {
  function rotateOn(url: string, token: string) {
    server.use(
      http.get(`*/api/${url}`, () =>
        HttpResponse.json({
          code: 0,
          data: {
            userName: 'admin',
            realName: '张明远',
            mobile: '138****8001',
            email: '',
            instName: '星辰',
            roleNames: [],
            userType: 0,
            lastLoginTime: '',
          },
          token,
        }),
      ),
    );
  }

  /**
   * Signed in as admin, with a second valid token of the same user for the server to hand out:
   * the calls made with it after the rotation are answered, as a real server's would be.
   */
  function signInWithRotation(): string {
    const rotated = signInAs('admin');
    setToken(signInAs('admin'));
    return rotated;
  }

  it('stores the new token and reloads, at most once in the window', async () => {
    const rotated = signInWithRotation();
    rotateOn('user/profile', rotated);
    renderApp('/Settings/PersonalCenter');
    await screen.findByText('138****8001');
    expect(getToken()).toBe(rotated);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('tokenReloadAt')).not.toBeNull();
  });

  it('does not reload again within the window (a misbehaving server)', async () => {
    const rotated = signInWithRotation();
    sessionStorage.setItem('tokenReloadAt', String(Date.now()));
    rotateOn('user/profile', rotated);
    renderApp('/Settings/PersonalCenter');
    await screen.findByText('138****8001');
    expect(getToken()).toBe(rotated);
    expect(reloadPage).not.toHaveBeenCalled();
  });
});

describe('user menu', () => {
  it('logout clears token, user and storage and lands on /login', async () => {
    signInAs('admin');
    localStorage.setItem('U10001_theme', '{}');
    localStorage.setItem('MENUKEY', 'cpgl');
    sessionStorage.setItem('Thgz', '[]');
    const { router, store } = renderApp('/Settings/PersonalCenter');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('user-menu'));
    await user.click(await screen.findByTestId('logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
    expect(getToken()).toBeUndefined();
    expect(selectUser(store.getState())).toBeNull();
    expect(localStorage.getItem('MENUKEY')).toBeNull();
    expect(localStorage.getItem('U10001_theme')).toBe('{}');
    expect(sessionStorage.getItem('Thgz')).toBeNull();
  });

  it('a logout refused by the server still ends the session, with its message', async () => {
    signInAs('admin');
    server.use(http.post('*/api/user/logout', () => HttpResponse.json({ code: 1, data: null })));
    const { router } = renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('user-menu'));
    await user.click(await screen.findByTestId('logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('接口错误')).toBeInTheDocument();
    expect(getToken()).toBeUndefined();
  });

  it('switching institution stores the new token without a reload and says 切换成功', async () => {
    const before = signInAs('multi');
    const { store } = renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('user-menu'));
    await user.click(await screen.findByTestId('switch-inst'));
    const options = await screen.findAllByTestId('inst-option');
    await user.click(options.find((o) => o.textContent?.includes('汇通基金管理有限公司'))!);
    expect(await screen.findByText('切换成功')).toBeInTheDocument();
    expect(selectUser(store.getState())?.instId).toBe('11160');
    expect(getToken()).not.toBe(before);
    expect(selectUser(store.getState())?.token).toBe(getToken());
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('a refused switch shows the server message', async () => {
    signInAs('multi');
    server.use(
      http.post('*/api/inst/switch/v2', () =>
        HttpResponse.json({ code: 2070, data: null, message: '无权切换到该机构' }),
      ),
    );
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('user-menu'));
    await user.click(await screen.findByTestId('switch-inst'));
    const options = await screen.findAllByTestId('inst-option');
    await user.click(options.find((o) => !(o as HTMLButtonElement).disabled)!);
    expect(await screen.findByText('无权切换到该机构')).toBeInTheDocument();
  });
  async function switchTo(instName: string | null) {
    const { store } = renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('user-menu'));
    await user.click(await screen.findByTestId('switch-inst'));
    const options = await screen.findAllByTestId('inst-option');
    await user.click(
      options.find((o) =>
        instName ? o.textContent?.includes(instName) : !(o as HTMLButtonElement).disabled,
      )!,
    );
    return store;
  }

  it('the answer of spec 7.1 (a token, no data): the user comes from user/status', async () => {
    signInAs('multi');
    const statusCalls = countRequests('user/status');
    const store = await switchTo('汇通基金管理有限公司');
    expect(await screen.findByText('切换成功')).toBeInTheDocument();
    expect(selectUser(store.getState())?.instId).toBe('11160');
    expect(selectUser(store.getState())?.token).toBe(getToken());
    expect(statusCalls.count).toBeGreaterThanOrEqual(1);
  });

  it('a refusal without a message shows 切换机构失败', async () => {
    signInAs('multi');
    server.use(
      http.post('*/api/inst/switch/v2', () => HttpResponse.json({ code: 2070, success: false })),
    );
    const store = await switchTo(null);
    expect(await screen.findByText('切换机构失败')).toBeInTheDocument();
    expect(selectUser(store.getState())?.instId).toBe('20001');
  });

  it('an answer without a code resolves quietly: no message, nothing changes', async () => {
    signInAs('multi');
    const before = getToken();
    server.use(http.post('*/api/inst/switch/v2', () => HttpResponse.json({ success: true })));
    const store = await switchTo('汇通基金管理有限公司');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('切换成功')).toBeNull();
    expect(screen.queryByText('切换机构失败')).toBeNull();
    expect(getToken()).toBe(before);
    expect(selectUser(store.getState())?.instId).toBe('20001');
  });
});

describe('lock screen', () => {
  it('a wrong password frees the button: the right one pressed at once unlocks', async () => {
    signInAs('admin');
    setLocked(true, '/Settings/PersonalCenter');
    const checks = countRequests('user/authc');
    const { router } = renderApp('/locking');
    const user = userEvent.setup();
    await user.type(
      await screen.findByTestId('unlock-password', {}, { timeout: 8000 }),
      'Wrong@2026',
    );
    await user.click(screen.getByTestId('unlock-submit'));
    expect(await screen.findByTestId('unlock-error')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('unlock-submit')).not.toHaveClass('ant-btn-loading'),
    );
    expect(isLocked()).toBe(true);
    // Within the 3 s re-click window: the wrong password does not hold the next try back.
    await user.type(screen.getByTestId('unlock-password'), 'Portal@2026');
    await user.click(screen.getByTestId('unlock-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Settings/PersonalCenter'));
    expect(checks.count).toBe(2);
    expect(isLocked()).toBe(false);
  });

  it('a lock the server kept through a reload: after the unlock user/status answers, so the userStatus flag is set', async () => {
    signInAs('admin');
    expect(await lockSession()).toMatchObject({ code: 0 });
    setLocked(true, '/Settings/PersonalCenter');
    const statuses = countRequests('user/status');
    // A fresh store, as after a reload: user/status answers -423 with the user.
    const { router, store } = renderApp('/locking');
    expect(await screen.findByTestId('locking-user', {}, { timeout: 8000 })).toHaveTextContent(
      '张明远',
    );
    expect(selectStatusLoaded(store.getState())).toBe(false);
    const user = userEvent.setup();
    await user.type(screen.getByTestId('unlock-password'), 'Portal@2026');
    await user.click(screen.getByTestId('unlock-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Settings/PersonalCenter'));
    await waitFor(() => expect(selectSliceFlag(store.getState(), 'userStatus').loaded).toBe(true));
    expect(statuses.count).toBe(2);
  });
});
