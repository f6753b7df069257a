/**
 * Session safety in one browser shared by two people: the token lives only in
 * the ACCESS-TOKEN cookie while the portal is used; logout and session expiry leave nothing in
 * local or session storage but the documented preferences (lang, {userId}_lang,
 * {userId}_theme, isAutoShowChat); and the next user sees nothing of the previous one.
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAs, openUserMenuItem, PAGE_LOAD, resetMock, tokenCookie } from './support/auth';
import { PORTAL_URL } from './support/urls';

test.beforeEach(async ({ request }) => resetMock(request));

test.describe.configure({ timeout: 120_000 });

const PREFERENCE = /^(lang|.+_lang|.+_theme|isAutoShowChat)$/;

/** Every key and value of local and session storage. */
async function storage(page: Page) {
  return page.evaluate(`(() => {
    const dump = (s) => Object.fromEntries(Object.keys(s).map((k) => [k, s.getItem(k)]));
    return { local: dump(localStorage), session: dump(sessionStorage) };
  })()`) as Promise<{ local: Record<string, string>; session: Record<string, string> }>;
}

/** Uses the portal as a person does: pages that leave tabs, a stub, the interface settings. */
async function useThePortal(page: Page) {
  await expect(page.getByTestId('home-sections')).toBeVisible(PAGE_LOAD);
  await page.goto('/Settings/PersonalCenter');
  await expect(page.getByTestId('personal-center-page')).toBeVisible(PAGE_LOAD);
  await page.goto('/iservice/cpgl/cpfx');
  await expect(page.getByTestId('subapp-container').getByTestId('stub-page')).toBeVisible(
    PAGE_LOAD,
  );
  await expect(page.getByTestId('tab-item')).not.toHaveCount(0);
}

async function expectOnlyPreferencesLeft(page: Page) {
  const { local, session } = await storage(page);
  expect(Object.keys(local).filter((key) => !PREFERENCE.test(key))).toEqual([]);
  expect(session).toEqual({});
  // The preferences hold no user data: a language, a theme, a yes or no.
  for (const value of Object.values(local)) expect(value.length).toBeLessThan(400);
}

async function expectTokenOnlyInCookie(page: Page) {
  const token = await tokenCookie(page);
  expect(token).toBeTruthy();
  const { local, session } = await storage(page);
  const stored = JSON.stringify({ local, session });
  expect(stored).not.toContain(token as string);
  const others = (await page.context().cookies()).filter((c) => c.name !== 'ACCESS-TOKEN');
  expect(others.filter((c) => c.value.includes(token as string))).toEqual([]);
}

/** The next person signs in as operator and sees nothing of admin (张明远, his tabs). */
async function expectNothingOfAdmin(page: Page) {
  await loginAs(page, 'operator');
  await expect(page.getByTestId('home-sections')).toBeVisible(PAGE_LOAD);
  await expect(page.getByTestId('user-menu')).toContainText('李思琪');
  await expect(page.locator('body')).not.toContainText('张明远');
  const tabs = await page.getByTestId('tab-item').allInnerTexts();
  expect(tabs.join(' ')).not.toMatch(/个人中心|产品分析/);
  // Thgz (spec 7.4) is written again for the new session: the notices of its own institution.
  await expect
    .poll(async () => (await storage(page)).session.Thgz ?? null, PAGE_LOAD)
    .not.toBeNull();
  const rows = JSON.parse((await storage(page)).session.Thgz ?? '[]') as { GLR: string }[];
  expect(rows.map((row) => row.GLR)).toEqual(rows.map(() => '20001'));
}

test('logout leaves only the preferences, and the next user sees nothing of the previous one', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  await useThePortal(page);
  await expectTokenOnlyInCookie(page);
  await openUserMenuItem(page, 'logout');
  await expect(page).toHaveURL(/\/login$/);
  expect(await tokenCookie(page)).toBeUndefined();
  await expectOnlyPreferencesLeft(page);
  await expectNothingOfAdmin(page);
});

test('session expiry leaves only the preferences, and the next user sees nothing of the previous one', async ({
  page,
  request,
}) => {
  await loginAs(page, 'admin');
  await useThePortal(page);
  // eslint-disable-next-line playwright/no-networkidle -- every call of the page answered before the server forgets the session
  await page.waitForLoadState('networkidle');
  // The server forgets the session; the next call of the portal answers -403.
  const token = await tokenCookie(page);
  await request.post(`${PORTAL_URL}/api/user/logout`, {
    headers: { 'X-Access-Token': token ?? '' },
  });
  await openUserMenuItem(page, 'personal-center');
  await expect(page).toHaveURL(/\/login\?redirect=/, PAGE_LOAD);
  expect(await tokenCookie(page)).toBeUndefined();
  await expectOnlyPreferencesLeft(page);
  await expectNothingOfAdmin(page);
});
