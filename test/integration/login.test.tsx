/** Each login outcome through the real login page, store and routes, against msw/node. */
import userEvent from '@testing-library/user-event';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_URLS } from '@/api/auth-urls';
import { getToken } from '@/lib/token-cookie';
import { selectUser } from '@/state/session-slice';
import { selectSliceFlag } from '@/state/slice-flags';
import { countRequests } from '../support/count-requests';
import { refuseWithoutMessage } from '../support/refusal';
import { renderApp } from '../support/render-app';

const PASSWORD = 'Portal@2026';

// The whole portal renders in jsdom: give lazy routes and antd time.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => vi.useRealTimers());

/**
 * The clock moved on by `ms` for the page and the mock server alike (Date only: the page's own
 * timers keep running, and the next tick of a countdown reads the new time).
 */
function later(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
}

/** Types an SMS code and submits it; resolves once the answer is in. */
async function submitSmsCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  const checks = countRequests(AUTH_URLS.verifyLoginSmsCode);
  await user.clear(screen.getByTestId('sms-code'));
  await user.type(screen.getByTestId('sms-code'), code);
  await user.click(screen.getByTestId('sms-submit'));
  await waitFor(() => expect(checks.count).toBe(1));
  await waitFor(() => expect(screen.getByTestId('sms-submit')).not.toHaveClass('ant-btn-loading'));
}

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
    expect(selectSliceFlag(store.getState(), 'userStatus').loaded).toBe(true);
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

  it('sms: the fifth wrong code asks for a new one; a code before the new one says none was sent', async () => {
    const { router } = renderApp('/login');
    const user = await fillLogin('sms');
    await screen.findByTestId('sms-code');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await submitSmsCode(user, '000000');
      expect(screen.getByTestId('login-error')).toHaveTextContent('短信验证码错误或已失效');
    }
    await submitSmsCode(user, '000000');
    expect(screen.getByTestId('login-error')).toHaveTextContent(
      '短信验证码错误次数过多，请重新获取短信验证码',
    );
    await submitSmsCode(user, '123456');
    expect(screen.getByTestId('login-error')).toHaveTextContent('未发送短信验证码，请先获取验证码');
    // A new code after the resend countdown signs in.
    later(61_000);
    await waitFor(() => expect(screen.getByTestId('sms-resend')).toBeEnabled());
    await user.click(screen.getByTestId('sms-resend'));
    await waitFor(() => expect(screen.getByTestId('sms-resend')).toBeDisabled());
    await user.clear(screen.getByTestId('sms-code'));
    await user.type(screen.getByTestId('sms-code'), '123456');
    await user.click(screen.getByTestId('sms-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // Seven submits typed key by key: about 6 s alone, more when the machine is busy.
  }, 30_000);

  it('sms: a resend refused without a message says 短信发送失败，请刷新后重试', async () => {
    renderApp('/login');
    await fillLogin('sms');
    await screen.findByTestId('sms-code');
    refuseWithoutMessage('get', AUTH_URLS.resendLoginSmsCode);
    later(61_000);
    await waitFor(() => expect(screen.getByTestId('sms-resend')).toBeEnabled());
    await userEvent.setup().click(screen.getByTestId('sms-resend'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      '短信发送失败，请刷新后重试',
    );
  });

  it.each([
    ['sms', 'the SMS step'],
    ['multi', 'the institution step'],
  ])(
    '%s: %s after the ticket expired says 验证超时，请重新登录 and returns to the password form',
    async (account) => {
      renderApp('/login');
      const user = await fillLogin(account);
      if (account === 'sms') await screen.findByTestId('sms-code');
      else await screen.findAllByTestId('inst-option');
      later(10 * 60_000 + 1000);
      if (account === 'sms') {
        await user.type(screen.getByTestId('sms-code'), '123456');
        await user.click(screen.getByTestId('sms-submit'));
      } else {
        await user.click(screen.getAllByTestId('inst-option')[1]!);
      }
      expect(await screen.findByTestId('login-username')).toHaveValue('');
      expect(screen.getByTestId('login-error')).toHaveTextContent('验证超时，请重新登录');
      expect(screen.queryByTestId('sms-code')).toBeNull();
      expect(screen.queryByTestId('inst-option')).toBeNull();
      expect(getToken()).toBeUndefined();
    },
  );

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

describe('first login', () => {
  it('newbie: the step submitted without a mobile says 请输入手机号码 at the field', async () => {
    renderApp('/login');
    const user = await fillLogin('newbie');
    await screen.findByTestId('first-login');
    const verifications = countRequests(AUTH_URLS.firstLoginVerifyCode);
    await user.type(screen.getByTestId('sms-code'), '123456');
    await user.click(screen.getByTestId('sms-submit'));
    const field = screen.getByTestId('first-login-mobile').closest<HTMLElement>('.ant-form-item')!;
    expect(await within(field).findByText('请输入手机号码')).toBeInTheDocument();
    expect(verifications.count).toBe(0);
  });

  it('newbie: a send refused without a message says 短信发送失败，请刷新后重试', async () => {
    renderApp('/login');
    const user = await fillLogin('newbie');
    await screen.findByTestId('first-login');
    refuseWithoutMessage('post', AUTH_URLS.firstLoginSendSmsCode);
    await user.click(screen.getByTestId('first-login-send'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      '短信发送失败，请刷新后重试',
    );
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

  it('submitted without a mobile says 请输入手机号码 at the field and sends nothing', async () => {
    renderApp('/forget');
    const user = userEvent.setup();
    const phones = countRequests(AUTH_URLS.pwdRecallVerifyPhone);
    await user.type(
      await screen.findByTestId('forget-username', {}, { timeout: 8000 }),
      'operator',
    );
    await user.click(screen.getByTestId('forget-next'));
    const field = screen.getByTestId('forget-mobile').closest<HTMLElement>('.ant-form-item')!;
    expect(await within(field).findByText('请输入手机号码')).toBeInTheDocument();
    expect(phones.count).toBe(0);
  });

  it('a resend refused without a message says 短信发送失败，请刷新后重试', async () => {
    renderApp('/forget');
    const user = userEvent.setup();
    await user.type(
      await screen.findByTestId('forget-username', {}, { timeout: 8000 }),
      'operator',
    );
    await user.type(screen.getByTestId('forget-mobile'), '13800138002');
    await user.click(screen.getByTestId('forget-next'));
    await screen.findByTestId('sms-code');
    refuseWithoutMessage('post', AUTH_URLS.pwdRecallResendSmsCode);
    later(61_000);
    await waitFor(() => expect(screen.getByTestId('sms-resend')).toBeEnabled());
    await user.click(screen.getByTestId('sms-resend'));
    expect(await screen.findByTestId('forget-error')).toHaveTextContent(
      '短信发送失败，请刷新后重试',
    );
  });
});
