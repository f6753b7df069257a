/**
 * Standalone mode against the mock API: the stub asks for a sign-in, logs in with the image
 * captcha (form-encoded user/login/v2), keeps the token in the ACCESS-TOKEN cookie, loads the
 * user and the menu itself, and answers its own messages (navigate inside its base, Back in
 * step mode).
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApp as ds } from '../ds/src/stub-app';
import { stubApp as iservice } from '../iservice/src/stub-app';
import { CAPTCHA, DEMO_PASSWORD } from './testing';
import { readTokenCookie } from './token-cookie';

let stop: (() => void) | null = null;
afterEach(() => {
  act(() => stop?.());
  stop = null;
  document.body.innerHTML = '';
});

function start(app: typeof ds, id: string, path: string) {
  window.history.pushState(null, '', path);
  const target = document.createElement('div');
  target.id = id;
  document.body.appendChild(target);
  act(() => {
    stop = app.startStandalone();
  });
}

async function signIn(userName: string, password = DEMO_PASSWORD) {
  await screen.findByRole('img', { name: '图形验证码' });
  await userEvent.type(screen.getByTestId('login-username'), userName);
  await userEvent.type(screen.getByTestId('login-password'), password);
  await userEvent.type(screen.getByTestId('login-captcha'), CAPTCHA);
  await userEvent.click(screen.getByTestId('login-submit'));
}

it('signs in as admin and shows the page with its menu name and the user', async () => {
  start(ds, 'ds-root', '/ds/xsgl/khcx');
  expect(await screen.findByTestId('login-submit')).toBeInTheDocument();
  expect(screen.queryByTestId('stub-page')).toBeNull();
  await signIn('admin');

  const page = await screen.findByTestId('stub-page');
  expect(page).toHaveAttribute('data-app', 'ds');
  expect(page).toHaveAttribute('data-path', '/xsgl/khcx');
  expect(screen.getByTestId('stub-page-name')).toHaveTextContent('客户查询');
  expect(screen.getByTestId('stub-user-name')).toHaveTextContent('张明远（admin）');
  expect(screen.getByTestId('stub-inst-name')).toHaveTextContent('星辰私募基金管理有限公司');
  expect(readTokenCookie()).toMatch(/^mk1\./);
  await waitFor(() => expect(document.title).toBe('客户查询 - 直销'));
  // The frame lists the app's menu pages; a link moves the stub's own router.
  await userEvent.click(screen.getByRole('link', { name: '交易查询' }));
  expect(await screen.findByTestId('stub-page')).toHaveAttribute('data-path', '/xsgl/jycx');
  expect(window.location.pathname).toBe('/ds/xsgl/jycx');
});

it('shows the server message for a wrong password and a fresh captcha', async () => {
  start(ds, 'ds-root', '/ds/');
  await signIn('admin', 'wrong-password');
  expect(await screen.findByRole('alert')).toHaveTextContent(/密码/);
  expect(screen.queryByTestId('stub-page')).toBeNull();
  expect(readTokenCookie()).toBeUndefined();
});

it('a user of two institutions picks one', async () => {
  start(ds, 'ds-root', '/ds/');
  await signIn('multi');
  const options = await screen.findAllByTestId('inst-option');
  expect(options.map((o) => o.textContent)).toContain('汇通基金管理有限公司');
  await userEvent.click(options.find((o) => o.textContent === '汇通基金管理有限公司')!);
  expect(await screen.findByTestId('stub-inst-name')).toHaveTextContent('汇通基金管理有限公司');
});

it('restores the session of the cookie, and logging out returns to the form', async () => {
  start(ds, 'ds-root', '/ds/');
  await signIn('operator');
  expect(await screen.findByTestId('stub-user-name')).toHaveTextContent('李思琪');
  act(() => stop?.());

  start(ds, 'ds-root', '/ds/xsgl/khcx');
  expect(await screen.findByTestId('stub-user-name')).toHaveTextContent('李思琪');
  expect(screen.queryByTestId('login-submit')).toBeNull();
  await userEvent.click(screen.getByTestId('stub-logout'));
  expect(await screen.findByTestId('login-submit')).toBeInTheDocument();
  expect(readTokenCookie()).toBeUndefined();
});

it('the frame Back sends back events in step mode; navigate inside the base uses the router', async () => {
  start(iservice, 'iservice-root', '/iservice/cpgl/cpfx');
  await signIn('admin');
  await userEvent.click(await screen.findByTestId('stub-step-next'));
  await userEvent.click(screen.getByTestId('stub-step-next'));
  expect(screen.getByTestId('stub-step')).toHaveAttribute('data-step', '2');
  expect(screen.getByTestId('stub-back')).toHaveTextContent('返回上一步');
  await userEvent.click(screen.getByTestId('stub-back'));
  expect(screen.getByTestId('stub-step')).toHaveAttribute('data-step', '1');
  await userEvent.click(screen.getByTestId('stub-back'));
  expect(screen.getByTestId('stub-step')).toHaveAttribute('data-step', '0');
  expect(screen.getByTestId('stub-back')).toHaveTextContent(/^返回$/);
});

it('the agreement page navigates to the performance page through its own router', async () => {
  start(iservice, 'iservice-root', '/iservice/jxfxxy');
  await signIn('agreement');
  await userEvent.click(await screen.findByTestId('stub-agreement-sign'));
  await waitFor(() => expect(window.location.pathname).toBe('/iservice/tzjx/jxfx'));
  await waitFor(() => expect(screen.getByTestId('stub-page-name')).toHaveTextContent('绩效分析'));
  expect(screen.getByTestId('stub-page')).toHaveAttribute('data-path', '/tzjx/jxfx');
});
