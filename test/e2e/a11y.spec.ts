/**
 * Axe-core scans the pages a person meets first (login, forget password,
 * registration, home, a mounted stub page, 403 and 404) and finds no serious or critical
 * violation. Each finding is printed with its rule, its help text and the elements it names, so
 * a failure says what to fix.
 */
import type { Page } from '@playwright/test';
import { openPortal, PAGE_LOAD } from './support/auth';
import { auditorViolations, blockingViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { showAllSections } from './support/home-sections';

test.describe.configure({ timeout: 120_000 });

const PUBLIC_PAGES: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    name: 'login',
    path: '/login',
    ready: (page) => expect(page.getByTestId('login-submit')).toBeVisible(PAGE_LOAD),
  },
  {
    name: 'forget password',
    path: '/forget',
    ready: (page) => expect(page.getByRole('heading', { name: '找回密码' })).toBeVisible(PAGE_LOAD),
  },
  {
    name: 'registration',
    path: '/create',
    ready: (page) => expect(page.getByTestId('register-steps')).toBeVisible(PAGE_LOAD),
  },
];

for (const { name, path, ready } of PUBLIC_PAGES) {
  test(`${name} (${path}) has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await ready(page);
    expect(await blockingViolations(page)).toEqual([]);
  });
}

test('login (/login): headings in order, its two links touch targets of 24 px', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-submit')).toBeVisible(PAGE_LOAD);
  // target-size still finds antd's password eye icon (16 px), not yet enlarged.
  expect(await auditorViolations(page, ['heading-order'])).toEqual([]);
  for (const name of ['忘记密码', '机构注册']) {
    const box = await page.getByRole('link', { name }).boundingBox();
    expect(box?.height, name).toBeGreaterThanOrEqual(24);
  }
});

test.describe('signed in', () => {
  test.use({ account: 'admin' });

  test('home has no serious or critical accessibility violation', async ({ page }) => {
    await openPortal(page);
    await expect(page.getByTestId('home-sections')).toBeVisible(PAGE_LOAD);
    // As it first shows, the sections below the first screen waiting to be scrolled to.
    await expect(page.getByLabel(/（加载中）$/).first()).toBeAttached(PAGE_LOAD);
    expect(await blockingViolations(page), 'waiting sections').toEqual([]);
    await showAllSections(page);
    await expect(page.getByTestId('section-loading')).toHaveCount(0, PAGE_LOAD);
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('a stub page, 403 and 404 have no serious or critical accessibility violation', async ({
    page,
  }) => {
    await openPortal(page, '/iservice/cpgl/cpfx');
    await expect(page.getByTestId('subapp-container').getByTestId('stub-page')).toHaveAttribute(
      'data-app',
      'iservice',
      PAGE_LOAD,
    );
    expect(await blockingViolations(page), 'stub page').toEqual([]);

    await page.goto('/error/403');
    await expect(page.getByTestId('page-403')).toBeVisible(PAGE_LOAD);
    expect(await blockingViolations(page), '403').toEqual([]);

    await page.goto('/no/such/page');
    await expect(page.getByTestId('page-404')).toBeVisible(PAGE_LOAD);
    expect(await blockingViolations(page), '404').toEqual([]);
  });
});
