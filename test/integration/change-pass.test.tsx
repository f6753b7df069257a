/**
 * The public /changePass (spec 2.1, 4, 5.2): a changed password ends the session and leads to
 * /login; a session the server ended (-403) leaves the page asking to log in again, with the
 * page as the way back. Against the real routes and the mock API.
 */
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AUTH_URLS } from '@/api/auth-urls';
import { getToken } from '@/lib/token-cookie';
import { server } from '@/mocks/node';
import { refuseWithoutMessage } from '../support/refusal';
import { renderApp } from '../support/render-app';
import { signInAs } from '../support/session';

configure({ asyncUtilTimeout: 8000 });

async function changePassword(): Promise<void> {
  const user = userEvent.setup();
  await user.type(await screen.findByTestId('old-password'), 'Portal@2026');
  await user.type(screen.getByTestId('new-password'), 'Fund@2027x');
  await user.type(screen.getByTestId('confirm-password'), 'Fund@2027x');
  await user.click(screen.getByTestId('password-submit'));
}

describe('/changePass', () => {
  it('a changed password ends the session and opens /login', async () => {
    signInAs('admin');
    const { router } = renderApp('/changePass');
    await changePassword();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getToken()).toBeUndefined();
    expect(await screen.findByText('密码修改成功，请重新登录')).toBeInTheDocument();
  });

  it('a session the server ended asks to log in again, coming back to this page', async () => {
    signInAs('admin');
    server.use(
      http.post('*/api/user/resetPassword', () =>
        HttpResponse.json({ code: -403, data: null, message: '登录已失效', success: false }),
      ),
    );
    const { router } = renderApp('/changePass');
    await changePassword();
    const panel = await screen.findByTestId('change-pass-signed-out');
    expect(panel).toHaveTextContent('登录已失效，请重新登录后再修改密码');
    expect(screen.queryByTestId('password-submit')).toBeNull();
    expect(router.state.location.pathname).toBe('/changePass');
    expect(getToken()).toBeUndefined();
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute(
      'href',
      '/login?redirect=%2FchangePass',
    );
  });

  it('a refusal without a message says 修改失败，请稍后重试 and keeps the session', async () => {
    signInAs('admin');
    refuseWithoutMessage('post', AUTH_URLS.resetPassword);
    const { router } = renderApp('/changePass');
    await changePassword();
    expect(await screen.findByTestId('change-password-error')).toHaveTextContent(
      '修改失败，请稍后重试',
    );
    expect(router.state.location.pathname).toBe('/changePass');
    expect(getToken()).toBeTruthy();
  });
});
