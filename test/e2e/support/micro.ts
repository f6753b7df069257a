/** What the sub-application specs share: a patient sign-in, console errors, tabs and the menu search. */
import { expect, type Page } from '@playwright/test';
import { submitLogin } from './auth';

/** A busy dev server and a first mount: seconds on a loaded 2-core machine. */
export const SLOW_LOAD = { timeout: 60_000 };

/**
 * Signs in through the login form, however long a busy dev server takes, choosing `inst` when
 * the user belongs to several; on the portal at `portal` (an origin: the nginx deployment's),
 * else on the configured one.
 */
export async function signIn(
  page: Page,
  userName = 'admin',
  { portal = '', inst }: { portal?: string; inst?: string } = {},
): Promise<void> {
  await page.goto(`${portal}/login`);
  await expect(page.getByRole('img', { name: '图形验证码' })).toBeVisible(SLOW_LOAD);
  await submitLogin(page, userName);
  if (inst) await page.getByTestId('inst-option').filter({ hasText: inst }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible(SLOW_LOAD);
}

/** Console errors and uncaught page errors, collected from now on. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The breadcrumb tab of a page (recorded once the page has its name). */
export const tabOf = (page: Page, name: string | RegExp) =>
  page.getByTestId('tab-item').filter({ hasText: name }).getByRole('button', { name, exact: true });

/** Opens a page through the menu search, as a person does; waits for its tab (if it opens). */
export async function searchAndOpen(
  page: Page,
  name: string,
  { redirected = false } = {},
): Promise<void> {
  const search = page.getByTestId('menu-search');
  await search.fill(name);
  await expect(page.getByTestId('menu-search-option').first()).toContainText(name);
  await search.press('ArrowDown');
  await search.press('Enter');
  if (!redirected) await expect(tabOf(page, name)).toBeVisible(SLOW_LOAD);
}
