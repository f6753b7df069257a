/**
 * Axe-core scans the pages a person meets first (login, forget password,
 * registration, home, a mounted stub page, 403 and 404) and finds no serious or critical
 * violation. Each finding is printed with its rule, its help text and the elements it names, so
 * a failure says what to fix.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginAs, PAGE_LOAD, resetMock } from './support/auth';

test.beforeEach(async ({ request }) => resetMock(request));
test.describe.configure({ timeout: 120_000 });

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Waits until the page is still: no request under way (the chat robot's frame has said it is
 * ready and its shortcuts are enabled) and no CSS transition running (a colour caught half-way
 * through a fade is no colour a person reads).
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() =>
      page.evaluate(
        'document.getAnimations().filter((a) => a instanceof CSSTransition && a.playState === "running").length',
      ),
    )
    .toBe(0);
}

/** The serious and critical violations of the page once settled, one readable line each. */
async function blockingViolations(page: Page): Promise<string[]> {
  await settle(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} — ` +
        violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(' | '),
    );
}

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

test('home has no serious or critical accessibility violation', async ({ page }) => {
  await loginAs(page, 'admin');
  await expect(page.getByTestId('home-sections')).toBeVisible(PAGE_LOAD);
  await expect(page.getByTestId('section-loading')).toHaveCount(0, PAGE_LOAD);
  expect(await blockingViolations(page)).toEqual([]);
});

test('a stub page, 403 and 404 have no serious or critical accessibility violation', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  await page.goto('/iservice/cpgl/cpfx');
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
