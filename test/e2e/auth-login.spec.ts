/** Every login outcome of the demo accounts, in a real browser against the mock API. */
import { expect, test } from '@playwright/test';
import { PAGE_LOAD, resetMock, SMS_CODE, submitLogin, tokenCookie } from './support/auth';

test.beforeEach(async ({ request }) => resetMock(request));

test('admin: a protected page sends to /login with redirect, and login returns there', async ({
  page,
}) => {
  await page.goto('/Settings/PersonalCenter?tab=1');
  await expect(page).toHaveURL(/\/login\?redirect=%2FSettings%2FPersonalCenter%3Ftab%3D1$/);
  await submitLogin(page, 'admin');
  await expect(page).toHaveURL(/\/Settings\/PersonalCenter\?tab=1$/);
  await expect(page.getByTestId('personal-center-page')).toContainText('张明远');
  await expect(page.getByTestId('header-inst')).toHaveText('星辰私募基金管理有限公司');
  expect(await tokenCookie(page)).toMatch(/^mk1\./);
  const storage = await page.evaluate(() => ({
    lang: localStorage.getItem('lang'),
    userLang: localStorage.getItem('U10001_lang'),
    cookie: document.cookie,
  }));
  expect(storage).toMatchObject({ lang: 'zh_CN', userLang: 'zh_CN' });
  expect(storage.cookie).toContain('LANG=zh_CN');
  // A signed-in user opening the login route goes home.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test('a redirect to another site is not followed: login lands on /', async ({ page }) => {
  await page.goto('/login?redirect=%2F%2Fevil.example%2Fsteal');
  await submitLogin(page, 'admin');
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test('the userid of the address travels to the login URL', async ({ page }) => {
  await page.goto('/?userid=U10001');
  await expect(page).toHaveURL(/\/login\?redirect=%2F%3Fuserid%3DU10001&userid=U10001$/);
});

test('wrong password and wrong captcha show Chinese messages next to the form', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('img', { name: '图形验证码' })).toBeVisible(PAGE_LOAD);
  // A refusal uses up the captcha and asks for the next one; the button is free again at once.
  const nextCaptcha = page.waitForResponse((response) =>
    response.url().includes('/api/user/newImageVerificationCode'),
  );
  await submitLogin(page, 'operator', 'Wrong@2026');
  await expect(page.getByTestId('login-error')).toContainText('用户名或密码错误');
  await expect(page.getByTestId('login-captcha')).toHaveValue('');
  await expect(page).toHaveURL(/\/login$/);
  await nextCaptcha;
  await submitLogin(page, 'operator', undefined, '9999');
  await expect(page.getByTestId('login-error')).toContainText('图形验证码错误');
  expect(await tokenCookie(page)).toBeUndefined();
});

test('the login button cannot be pressed twice within 3000 ms', async ({ page }) => {
  await page.goto('/login');
  let logins = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/user/login/v2')) logins += 1;
  });
  await expect(page.getByRole('img', { name: '图形验证码' })).toBeVisible();
  await page.getByTestId('login-username').fill('operator');
  await page.getByTestId('login-password').fill('Wrong@2026');
  await page.getByTestId('login-captcha').fill('1234');
  await page.getByTestId('login-submit').click();
  // eslint-disable-next-line playwright/no-force-option -- a press on the button while it shows its request under way
  await page.getByTestId('login-submit').click({ force: true });
  await page.getByTestId('login-captcha').press('Enter');
  await expect(page.getByTestId('login-error')).toBeVisible();
  // eslint-disable-next-line playwright/no-wait-for-timeout -- a second request would show within this window
  await page.waitForTimeout(500);
  expect(logins).toBe(1);
});

test('a disabled account is refused with its message', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'disabled');
  await expect(page.getByTestId('login-error')).toContainText('用户已停用');
});

test('sms: a code step with a visible countdown; a wrong code is refused, the right one signs in', async ({
  page,
}) => {
  await page.goto('/login');
  await submitLogin(page, 'sms');
  await expect(page.getByTestId('sms-code')).toBeVisible();
  await expect(page.getByText('138****8012')).toBeVisible();
  await expect(page.getByTestId('sms-resend')).toContainText(/\d+秒后重新获取/);
  await expect(page.getByTestId('sms-resend')).toBeDisabled();
  await page.getByTestId('sms-code').fill('000000');
  await page.getByTestId('sms-submit').click();
  await expect(page.getByTestId('login-error')).toContainText('短信验证码错误或已失效');
  // A refused code frees the button at once (no 3000 ms wait after a refusal).
  await page.getByTestId('sms-code').fill(SMS_CODE);
  await page.getByTestId('sms-submit').click();
  await expect(page.getByTestId('home-page')).toContainText('何俊杰');
});

test('multi: chooses an institution after the password', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'multi');
  const options = page.getByTestId('inst-option');
  await expect(options).toHaveCount(2);
  await options.filter({ hasText: '汇通基金管理有限公司' }).click();
  await expect(page.getByTestId('header-inst')).toHaveText('汇通基金管理有限公司');
});

test('QR code: the scan completes after a few seconds and signs in', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: '扫码登录' }).click();
  await expect(page.getByRole('img', { name: '登录二维码' })).toBeVisible();
  await expect(page.getByTestId('qr-status')).toContainText('请在手机上确认', { timeout: 8000 });
  await expect(page.getByTestId('home-page')).toBeVisible({ timeout: 10_000 });
});

test('xbgm logs in with the mobile number as user name', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, '13800138007');
  await expect(page.getByTestId('header-inst')).toHaveText('新程基金管理有限公司');
});

test('staff (internal, userType 4) signs in like everyone else', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'staff');
  await expect(page.getByTestId('home-page')).toContainText('王建国');
});
