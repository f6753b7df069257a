/** Logout, lock screen, session expiry, switching institution and cross-tab sync. */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  loginAs,
  openUserMenuItem,
  resetMock,
  submitLogin,
  switchInstitution,
  tokenCookie,
} from './support/auth';
import { PORTAL_URL } from './support/urls';
import { showAllSections } from './support/home-sections';

test.beforeEach(async ({ request }) => resetMock(request));

test('logout clears the session and lands on /login', async ({ page }) => {
  await loginAs(page, 'admin');
  await openUserMenuItem(page, 'logout');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('退出成功')).toBeVisible();
  expect(await tokenCookie(page)).toBeUndefined();
  const keys = await page.evaluate(() => Object.keys(localStorage).sort());
  expect(keys).toEqual(['U10001_lang', 'lang']);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('lock and unlock: every page leads to /locking until the right password', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/Settings/PersonalCenter');
  await openUserMenuItem(page, 'lock-screen');
  await expect(page).toHaveURL(/\/locking$/);
  await expect(page.getByTestId('locking-user')).toContainText('张明远');
  await page.goto('/');
  await expect(page).toHaveURL(/\/locking$/);
  await page.getByTestId('unlock-password').fill('Wrong@2026');
  await page.getByTestId('unlock-submit').click();
  await expect(page.getByTestId('unlock-error')).toContainText('密码错误');
  // A refusal frees the button at once (no 3000 ms wait after a refusal).
  await page.getByTestId('unlock-password').fill('Portal@2026');
  await page.getByTestId('unlock-submit').click();
  await expect(page).toHaveURL(/\/Settings\/PersonalCenter$/);
  await expect(page.getByTestId('personal-center-page')).toBeVisible();
});

test('session expiry (-403) mid-use goes to /login with the current path as redirect', async ({
  page,
  request,
}) => {
  await loginAs(page, 'admin');
  // The home sections load on their own as they are scrolled to: let them answer before the
  // server forgets the session.
  await expect(page.getByTestId('home-sections')).toBeVisible();
  await showAllSections(page);
  await expect(page.getByTestId('section-loading')).toHaveCount(0);
  // eslint-disable-next-line playwright/no-networkidle -- every call of the page answered before the server forgets the session
  await page.waitForLoadState('networkidle');
  // The server forgets the session (as after a timeout), the browser still holds the token.
  const token = await tokenCookie(page);
  await request.post(`${PORTAL_URL}/api/user/logout`, {
    headers: { 'X-Access-Token': token ?? '' },
  });
  await openUserMenuItem(page, 'personal-center');
  await expect(page).toHaveURL(/\/login\?redirect=%2FSettings%2FPersonalCenter$/);
  await expect(page.getByText('登录已失效，请重新登录')).toBeVisible();
  expect(await tokenCookie(page)).toBeUndefined();
});

test('multi switches institution from the user menu: new token, new name, 切换成功', async ({
  page,
}) => {
  await page.goto('/login');
  await loginAsMulti(page);
  const before = await tokenCookie(page);
  await switchInstitution(page, '汇通基金管理有限公司');
  await expect(page.getByText('切换成功')).toBeVisible();
  const after = await tokenCookie(page);
  expect(after).toBeTruthy();
  expect(after).not.toBe(before);
  // The new token works after a reload.
  await page.reload();
  await expect(page.getByTestId('header-inst')).toHaveText('汇通基金管理有限公司');
});

async function loginAsMulti(page: Page) {
  await submitLogin(page, 'multi');
  await page.getByTestId('inst-option').filter({ hasText: '星辰私募基金管理有限公司' }).click();
  await expect(page.getByTestId('header-inst')).toHaveText('星辰私募基金管理有限公司');
}

/** Two tabs of one browser: the first signs in through the form, the second opens a page. */
async function twoTabs(context: BrowserContext): Promise<[Page, Page]> {
  const first = await context.newPage();
  await loginAs(first, 'admin');
  const second = await context.newPage();
  await second.goto('/Settings/PersonalCenter');
  await expect(second.getByTestId('personal-center-page')).toBeVisible();
  return [first, second];
}

test('logging out in one tab logs out the other tabs', async ({ context }) => {
  const [first, second] = await twoTabs(context);
  await openUserMenuItem(first, 'logout');
  await expect(second).toHaveURL(/\/login$/, { timeout: 2000 });
});

test('locking in one tab locks the other tabs; unlocking frees them', async ({ context }) => {
  const [first, second] = await twoTabs(context);
  await openUserMenuItem(first, 'lock-screen');
  await expect(second).toHaveURL(/\/locking$/, { timeout: 2000 });
  await first.getByTestId('unlock-password').fill('Portal@2026');
  await first.getByTestId('unlock-submit').click();
  await expect(first).toHaveURL(/\/$/);
  await expect(second).toHaveURL(/\/Settings\/PersonalCenter$/, { timeout: 2000 });
});
