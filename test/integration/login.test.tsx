/** Each login outcome through the real login page, store and routes, against msw/node. */
import userEvent from '@testing-library/user-event';
import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToken } from '@/lib/token-cookie';
import { selectUser } from '@/state/session-slice';
import { countRequests } from '../support/count-requests';
import { renderApp } from '../support/render-app';

const PASSWORD = 'Portal@2026';

// The whole portal renders in jsdom: give lazy routes and antd time.
configure({ asyncUtilTimeout: 5000 });

async function fillLogin(userName: string, password = PASSWORD, captcha = '1234') {
  const user = userEvent.setup();
  await screen.findByRole('img', { name: '图形验证码' }, { timeout: 8000 });
  await user.type(screen.getByTestId('login-username'), userName);
  await user.type(screen.getByTestId('login-password'), password);
  await user.type(screen.getByTestId('login-captcha'), captcha);
  await user.click(screen.getByTestId('login-submit'));
  return user;
}

describe('login page', () => {
  it('success stores token and user, marks the user status loaded, follows redirect', async () => {
    const { store, router } = renderApp('/login?redirect=%2FSettings%2FPersonalCenter');
    await fillLogin('admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Settings/PersonalCenter'));
    const user = selectUser(store.getState());
    expect(user).toMatchObject({
      userId: 'U10001',
      instId: '20001',
      instName: '星辰私募基金管理有限公司',
      userName: 'admin',
      userType: 0,
      roleNames: ['系统管理员'],
    });
    expect(getToken()).toBe(user?.token);
    expect(store.getState().loadingFlags.loaded.userStatus).toBe(true);
  });

  it('an off-site redirect lands on the home page', async () => {
    const { router } = renderApp('/login?redirect=https%3A%2F%2Fevil.example');
    await fillLogin('admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByTestId('home-page')).toHaveTextContent('张明远');
  });

  it.each([
    ['wrong password', 'operator', 'Wrong@2026', '1234', '用户名或密码错误'],
    ['wrong captcha', 'operator', PASSWORD, '0000', '图形验证码错误'],
    ['unknown user', 'nobody', PASSWORD, '1234', '用户名或密码错误'],
    ['disabled user', 'disabled', PASSWORD, '1234', '用户已停用'],
    ['disabled account', 'frozen', PASSWORD, '1234', '账号已停用'],
    ['address not allowed', 'ipbound', PASSWORD, '1234', '该IP不允许登录'],
    ['internal staff, wrong password', 'staff', 'Wrong@2026', '1234', '内部账号用户名或密码错误'],
    [
      'internal staff unknown to the back office',
      'staff-unregistered',
      PASSWORD,
      '1234',
      '内部账号未在后台管理系统登记',
    ],
    ['internal staff without access', 'staff-noaccess', PASSWORD, '1234', '内部账号无访问权限'],
    ['back office unreachable', 'staff-offline', PASSWORD, '1234', '连接失败，请稍后重试'],
  ])(
    '%s: the message shows next to the form, nothing is stored',
    async (_n, name, pwd, code, msg) => {
      const { store } = renderApp('/login');
      await fillLogin(name, pwd, code);
      expect(await screen.findByTestId('login-error')).toHaveTextContent(msg);
      expect(getToken()).toBeUndefined();
      expect(selectUser(store.getState())).toBeNull();
    },
  );

  it('required fields: nothing is sent empty; each message names its field and goes as it is typed', async () => {
    renderApp('/login');
    const user = userEvent.setup();
    await screen.findByRole('img', { name: '图形验证码' }, { timeout: 8000 });
    const logins = countRequests('user/login');
    await user.type(screen.getByTestId('login-password'), ' ');
    await user.click(screen.getByTestId('login-submit'));
    const name = screen.getByTestId('login-username');
    await screen.findByText('请输入用户名');
    expect(document.getElementById('userName_help')).toHaveTextContent('请输入用户名');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAttribute('aria-describedby', 'userName_help');
    expect(screen.getByText('请输入图形验证码')).toBeInTheDocument();
    // Spaces are no user name or captcha, but may be a password.
    expect(screen.queryByText('请输入密码')).toBeNull();
    await user.type(name, 'admin');
    expect(screen.queryByText('请输入用户名')).toBeNull();
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.clear(name);
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
    expect(logins.count).toBe(0);
  });

  it('a refused login empties the captcha for a new one without calling it missing', async () => {
    renderApp('/login');
    await fillLogin('operator', 'Wrong@2026');
    expect(await screen.findByTestId('login-error')).toHaveTextContent('用户名或密码错误');
    await waitFor(() => expect(screen.getByTestId('login-captcha')).toHaveValue(''));
    expect(screen.getByTestId('login-username')).toHaveValue('operator');
    expect(screen.queryByText('请输入图形验证码')).toBeNull();
  });

  it('sms: the code step, then home', async () => {
    const { router } = renderApp('/login');
    const user = await fillLogin('sms');
    await user.type(await screen.findByTestId('sms-code'), '123456');
    expect(screen.getByTestId('sms-resend')).toBeDisabled();
    await user.click(screen.getByTestId('sms-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getToken()).toBeTruthy();
  });

  it('sms: a wrong code frees the button, the right code pressed at once logs in', async () => {
    const { router } = renderApp('/login');
    const user = await fillLogin('sms');
    const checks = countRequests('user/verifyLoginSmsCode/v2');
    await user.type(await screen.findByTestId('sms-code'), '000000');
    await user.click(screen.getByTestId('sms-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('短信验证码错误或已失效');
    await waitFor(() =>
      expect(screen.getByTestId('sms-submit')).not.toHaveClass('ant-btn-loading'),
    );
    // Within the 3 s re-click window: a refusal does not hold the next try back.
    await user.clear(screen.getByTestId('sms-code'));
    await user.type(screen.getByTestId('sms-code'), '123456');
    await user.click(screen.getByTestId('sms-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(checks.count).toBe(2);
    expect(getToken()).toBeTruthy();
  });

  it('multi: the institution choice, then home in that institution', async () => {
    const { store } = renderApp('/login');
    const user = await fillLogin('multi');
    const options = await screen.findAllByTestId('inst-option');
    expect(options.map((option) => option.textContent)).toEqual([
      '星辰私募基金管理有限公司',
      '汇通基金管理有限公司',
    ]);
    await user.click(options[1]!);
    await waitFor(() => expect(selectUser(store.getState())?.instId).toBe('11160'));
  });

  it('newbie: the first-login flow starts instead of a session', async () => {
    renderApp('/login');
    await fillLogin('newbie');
    expect(await screen.findByTestId('first-login')).toBeInTheDocument();
    expect(await screen.findByText(/138\*\*\*\*8013/)).toBeInTheDocument();
    expect(getToken()).toBeUndefined();
  });
});

describe('forget password', () => {
  it('a refusal at each step frees its button: the corrected entry pressed at once goes on', async () => {
    const { router } = renderApp('/forget');
    const user = userEvent.setup();
    const phones = countRequests('user/pwdrecall/verifyPhone');
    const codes = countRequests('user/pwdrecall/verifySmsCode');
    await user.type(
      await screen.findByTestId('forget-username', {}, { timeout: 8000 }),
      'operator',
    );
    await user.type(screen.getByTestId('forget-mobile'), '13900000000');
    await user.click(screen.getByTestId('forget-next'));
    expect(await screen.findByTestId('forget-error')).toHaveTextContent('用户名与手机号不匹配');
    await waitFor(() =>
      expect(screen.getByTestId('forget-next')).not.toHaveClass('ant-btn-loading'),
    );
    // Within the 3 s re-click window.
    await user.clear(screen.getByTestId('forget-mobile'));
    await user.type(screen.getByTestId('forget-mobile'), '13800138002');
    await user.click(screen.getByTestId('forget-next'));
    await user.type(await screen.findByTestId('sms-code'), '000000');
    expect(phones.count).toBe(2);
    await user.click(screen.getByTestId('sms-submit'));
    expect(await screen.findByTestId('forget-error')).toHaveTextContent('短信验证码错误或已失效');
    await waitFor(() =>
      expect(screen.getByTestId('sms-submit')).not.toHaveClass('ant-btn-loading'),
    );
    await user.clear(screen.getByTestId('sms-code'));
    await user.type(screen.getByTestId('sms-code'), '123456');
    await user.click(screen.getByTestId('sms-submit'));
    expect(await screen.findByTestId('new-password')).toBeInTheDocument();
    expect(codes.count).toBe(2);
    expect(router.state.location.pathname).toBe('/forget');
  });
});
