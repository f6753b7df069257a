/** First login, forgotten password and change password, in a real browser. */
import { expect, test } from '@playwright/test';
import { loginAs, openUserMenuItem, resetMock, SMS_CODE, submitLogin } from './support/auth';

test.beforeEach(async ({ request }) => resetMock(request));

const NEW_PASSWORD = 'Fund#2027x';

test('newbie: verifies the phone by SMS, sets a new password, then logs in with it', async ({
  page,
}) => {
  await page.goto('/login');
  await submitLogin(page, 'newbie');
  await expect(page.getByTestId('first-login')).toBeVisible();
  await expect(page.getByText('138****8013')).toBeVisible();
  await page.getByTestId('first-login-mobile').fill('13800138013');
  await page.getByTestId('first-login-send').click();
  await expect(page.getByTestId('first-login-send')).toContainText(/秒后重新获取/);
  await page.getByTestId('sms-code').fill(SMS_CODE);
  await page.getByTestId('sms-submit').click();
  await expect(page.getByTestId('password-rule')).toBeVisible();
  // The rule is checked before anything is sent.
  await page.getByTestId('new-password').fill('abcdefg');
  await page.getByTestId('confirm-password').fill('abcdefg');
  await page.getByTestId('password-submit').click();
  await expect(page.getByText('密码强度不足')).toBeVisible();
  await page.getByTestId('new-password').fill(NEW_PASSWORD);
  await page.getByTestId('confirm-password').fill(NEW_PASSWORD);
  await page.getByTestId('password-submit').click();
  await expect(page.getByText('密码设置成功，请使用新密码登录')).toBeVisible();
  await submitLogin(page, 'newbie', NEW_PASSWORD);
  await expect(page.getByTestId('home-page')).toContainText('林小雨');
});

test('forget: user name and phone, SMS code, new password, then login with it', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: '忘记密码' }).click();
  await expect(page).toHaveURL(/\/forget$/);
  await page.getByTestId('forget-username').fill('operator');
  await page.getByTestId('forget-mobile').fill('13900000000');
  await page.getByTestId('forget-next').click();
  await expect(page.getByTestId('forget-error')).toContainText('用户名与手机号不匹配');
  // A refusal frees the button at once (no 3000 ms wait after a refusal).
  await page.getByTestId('forget-mobile').fill('13800138002');
  await page.getByTestId('forget-next').click();
  await page.getByTestId('sms-code').fill(SMS_CODE);
  await page.getByTestId('sms-submit').click();
  await page.getByTestId('new-password').fill(NEW_PASSWORD);
  await page.getByTestId('confirm-password').fill(NEW_PASSWORD);
  await page.getByTestId('password-submit').click();
  await expect(page.getByText('密码重置成功')).toBeVisible();
  await page.getByTestId('forget-to-login').click();
  await submitLogin(page, 'operator', NEW_PASSWORD);
  await expect(page.getByTestId('home-page')).toContainText('李思琪');
});

test('change password from the user menu: success logs out, the new password works', async ({
  page,
}) => {
  await loginAs(page, 'operator');
  await openUserMenuItem(page, 'change-password');
  await expect(page).toHaveURL(/\/Settings\/ChangePass$/);
  await page.getByTestId('old-password').fill('Portal@2026');
  await page.getByTestId('new-password').fill(NEW_PASSWORD);
  await page.getByTestId('confirm-password').fill('Fund#2027y');
  await page.getByTestId('password-submit').click();
  await expect(page.getByText('两次输入的新密码不一致')).toBeVisible();
  await page.getByTestId('confirm-password').fill(NEW_PASSWORD);
  await page.getByTestId('password-submit').click();
  await expect(page.getByText('密码修改成功，请重新登录')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, 'operator', NEW_PASSWORD);
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test('the public /changePass asks a signed-out visitor to log in first', async ({ page }) => {
  await page.goto('/changePass');
  await expect(page.getByTestId('change-pass-signed-out')).toContainText('请先登录');
});
