/**
 * A lock that holds: after 锁屏 the server keeps the session locked. Removing the local flag
 * and reloading brings the lock screen back, and the API answers -423 to the session's calls
 * until the password unlocks it; then everything works again, a sub-application page too.
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAs, openUserMenuItem, PAGE_LOAD, resetMock, tokenCookie } from './support/auth';
import { PORTAL_URL } from './support/urls';

test.beforeEach(async ({ request }) => resetMock(request));

test.describe.configure({ timeout: 120_000 });

async function apiCode(page: Page, path: string): Promise<number> {
  const token = await tokenCookie(page);
  const answer = await page.request.get(`${PORTAL_URL}/api/${path}`, {
    headers: { 'X-Access-Token': token ?? '' },
  });
  return ((await answer.json()) as { code: number }).code;
}

test('removing the local flag and reloading unlocks nothing; the password does', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  await page.goto('/Settings/PersonalCenter');
  await expect(page.getByTestId('personal-center-page')).toBeVisible(PAGE_LOAD);
  const locked = page.waitForResponse((r) => r.url().includes('/api/user/lock'));
  await openUserMenuItem(page, 'lock-screen');
  expect(((await (await locked).json()) as { code: number }).code).toBe(0);
  await expect(page).toHaveURL(/\/locking$/);

  // A console line lifts the local flag; the server still holds the lock.
  await page.evaluate("localStorage.removeItem('locking')");
  await page.reload();
  await expect(page).toHaveURL(/\/locking$/, PAGE_LOAD);
  await expect(page.getByTestId('unlock-password')).toBeVisible(PAGE_LOAD);
  await expect(page.getByTestId('locking-user')).toContainText('张明远');
  await page.evaluate("localStorage.removeItem('locking')");
  await page.goto('/');
  await expect(page).toHaveURL(/\/locking$/, PAGE_LOAD);
  await expect(page.getByTestId('unlock-password')).toBeVisible();
  expect(await apiCode(page, 'user/queryProdSet')).toBe(-423);
  expect(await apiCode(page, 'user/queryMenu/v2')).toBe(-423);

  await page.getByTestId('unlock-password').fill('Portal@2026');
  await page.getByTestId('unlock-submit').click();
  await expect(page).not.toHaveURL(/\/locking/, PAGE_LOAD);
  await expect(page.getByTestId('user-menu')).toBeVisible(PAGE_LOAD);
  expect(await apiCode(page, 'user/queryProdSet')).toBe(0);
  // Before any reload, a sub-application page opens: the user status refused while locked is
  // asked again after the unlock (spec 4: sub-applications load once the six flags are true).
  const search = page.getByTestId('menu-search');
  await search.fill('客户查询');
  await expect(search).toHaveAttribute('aria-activedescendant', 'menu-search-input_list_0');
  await search.press('Enter');
  await expect(page.locator('[data-testid=stub-page][data-app=ds]')).toBeVisible(PAGE_LOAD);
  await page.reload();
  await expect(page.getByTestId('user-menu')).toBeVisible(PAGE_LOAD);
  await expect(page).not.toHaveURL(/\/locking/);
});
