/**
 * antd's styles come from its static stylesheet (antd/dist/antd.css, `zeroRuntime`):
 * no style is generated in the browser. What stays at runtime are the theme's CSS variables,
 * so the user's main colour (spec 3, 界面设置, kept in `{userId}_theme`) must still reach every
 * antd component, and the signed-out pages must be styled before anyone signs in.
 */
import type { Locator } from '@playwright/test';
import { userThemeKey } from '../../src/policy/stored-keys';
import { DEFAULT_THEME } from '../../src/policy/theme-settings';
import { openPortal, PAGE_LOAD } from './support/auth';
import { expect, test } from './support/fixtures';

/** The admin demo account's user id in the mock's seed (src/mocks/db/seed-auth.ts). */
const ADMIN_ID = 'U10001';

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const background = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor);

test('the login page is styled by the static sheet: a primary button in the main colour, a bordered input', async ({
  page,
}) => {
  await page.goto('/login');
  const submit = page.getByTestId('login-submit');
  await expect(submit).toBeVisible(PAGE_LOAD);
  expect(await background(submit)).toBe(rgb(DEFAULT_THEME.mainColor));
  const field = page.getByTestId('login-username');
  expect(await field.evaluate((element) => getComputedStyle(element).borderTopStyle)).not.toBe(
    'none',
  );
  // antd's runtime (its style elements carry data-css-hash) writes the theme's variables only,
  // no component rule: a declaration of a real property, not of a --ant-… variable.
  const generated = await page.evaluate(
    () =>
      [...document.querySelectorAll('style[data-css-hash]')].filter((style) =>
        /\.ant-[a-z-]+[^{]*\{[^}]*[{;]\s*(padding|border-radius|color)\s*:/.test(
          style.textContent ?? '',
        ),
      ).length,
  );
  expect(generated).toBe(0);
});

test.describe('signed in', () => {
  test.use({ account: 'admin' });

  test("the user's main colour from 界面设置 colours antd's primary buttons after a reload", async ({
    page,
  }) => {
    const mainColor = '#7a1f5c';
    await openPortal(page);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      userThemeKey(ADMIN_ID),
      JSON.stringify({ ...DEFAULT_THEME, mainColor }),
    ] as const);
    await page.reload();
    await expect(page.getByTestId('home-page')).toBeVisible(PAGE_LOAD);
    const primary = page.locator('.ant-btn-variant-solid.ant-btn-color-primary:visible').first();
    await expect(primary).toBeVisible();
    await expect.poll(() => background(primary)).toBe(rgb(mainColor));
  });

  test('界面设置 opens its drawer (loaded on first opening) and keeps a change for the user', async ({
    page,
  }) => {
    await openPortal(page);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('theme-settings').click();
    const drawer = page.getByTestId('theme-drawer');
    await expect(drawer).toBeVisible(PAGE_LOAD);
    const accordion = drawer.getByTestId('theme-accordion');
    const before = await accordion.getAttribute('aria-checked');
    await accordion.click();
    await expect(accordion).not.toHaveAttribute('aria-checked', before ?? '');
    const stored = await page.evaluate((key) => localStorage.getItem(key), userThemeKey(ADMIN_ID));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ accordion: before !== 'true' });
  });
});
