/** Signing in through the real login form, as a person does (QA contract: demo accounts). */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { MOCK_URL } from './urls';

export const DEMO_PASSWORD = 'Portal@2026';
/** The mock's image captcha (QA contract). */
export const CAPTCHA = '1234';
export const SMS_CODE = '123456';
/**
 * A first page load or the signed-in frame's first render (lazy chunks of the dev server):
 * seconds on a busy 2-core CI machine, so more room than expect's default 10 s.
 */
export const PAGE_LOAD = { timeout: 30_000 };

/** Restores the scope's seed (as of `today`, yyyy-MM-dd, with the clock on that day). */
export async function resetMock(request: APIRequestContext, today?: string): Promise<void> {
  const response = await request.post(`${MOCK_URL}/__mock__/reset`, {
    data: today ? { today } : {},
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Fills and submits the login form (the captcha image must have loaded first). */
export async function submitLogin(
  page: Page,
  userName: string,
  password: string = DEMO_PASSWORD,
  captcha: string = CAPTCHA,
): Promise<void> {
  await expect(page.getByRole('img', { name: '图形验证码' })).toBeVisible(PAGE_LOAD);
  await page.getByTestId('login-username').fill(userName);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-captcha').fill(captcha);
  await page.getByTestId('login-submit').click();
}

/** Opens /login and signs in; waits for the header of the portal. */
export async function loginAs(page: Page, userName: string, password?: string): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, userName, password);
  await expect(page.getByTestId('user-menu')).toBeVisible(PAGE_LOAD);
}

/**
 * Opens `path` in a page that is already signed in (fixtures.ts: test.use({ account }), pageAs)
 * and waits for the header of the portal, as loginAs does.
 */
export async function openPortal(page: Page, path = '/', wait = PAGE_LOAD): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('user-menu')).toBeVisible(wait);
}

export async function openUserMenuItem(
  page: Page,
  item: 'logout' | 'lock-screen' | 'switch-inst' | 'change-password' | 'personal-center',
): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByTestId(item).click();
}

/** Switches the signed-in user's institution through the user menu (spec 4); waits for the header. */
export async function switchInstitution(page: Page, instName: string): Promise<void> {
  await openUserMenuItem(page, 'switch-inst');
  await clickWhenSettled(page.getByTestId('inst-option').filter({ hasText: instName }));
  await expect(page.getByTestId('header-inst')).toHaveText(instName);
}

export async function tokenCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'ACCESS-TOKEN')?.value;
}

/**
 * Clicks once the element has stopped moving: antd's dialogs open with a zoom, and a click
 * during it can land beside a button whose box is still a few pixels tall.
 */
export async function clickWhenSettled(locator: Locator): Promise<void> {
  let previous = '';
  await expect
    .poll(
      async () => {
        const box = await locator.boundingBox();
        const now = box ? `${box.x},${box.y},${box.width},${box.height}` : '';
        const settled = now !== '' && now === previous && (box?.height ?? 0) > 16;
        previous = now;
        return settled;
      },
      { intervals: [100] },
    )
    .toBe(true);
  await locator.click();
}
