/**
 * A page whose script chunk cannot be fetched (a deployment replaced it, the network dropped):
 * the portal reloads once, then shows the error page with a reload button inside the frame:
 * never a white screen, never a reload loop.
 */
import { expect, test } from '@playwright/test';
import { openUserMenuItem, resetMock, submitLogin } from './support/auth';

test.beforeEach(async ({ request }) => resetMock(request));

test('a page chunk that does not load: one reload, then the error page inside the frame', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  await expect(page.getByRole('img', { name: '图形验证码' })).toBeVisible({ timeout: 60_000 });
  await submitLogin(page, 'admin');
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 60_000 });
  // The personal centre's module, in the dev server (src path) and a build (hashed chunk).
  const pageModule = /personal-center-page[^/]*\.(tsx|js)(\?|$)/;
  let blocked = 0;
  await page.route(pageModule, (route) => {
    blocked += 1;
    return route.abort('connectionreset');
  });
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });

  await openUserMenuItem(page, 'personal-center');

  const error = page.getByTestId('route-error');
  await expect(error).toBeVisible({ timeout: 60_000 });
  await expect(error).toHaveAttribute('data-reason', 'chunk');
  await expect(error).toContainText('页面资源加载失败');
  // Reloaded exactly once (the first failure), then the error page stayed.
  expect(loads).toBe(1);
  expect(blocked).toBeGreaterThanOrEqual(2);
  // The frame is still there: the menu still takes the user elsewhere.
  await expect(page.getByTestId('page-header')).toBeVisible();
  await page.unroute(pageModule);
  await page.getByTestId('route-error-reload').click();
  await expect(page.getByTestId('personal-center-page')).toBeVisible({ timeout: 60_000 });
});
