/**
 * Entry overrides for sub-application developers (QA contract, "Sub-application entries"): in
 * the development build `subapp-entry:<app>` points an area at another entry on localhost or
 * 127.0.0.1, the frame says so with a way to clear it, and any other host is refused. (The
 * production build has none of it: the byte budgets' mustNotContain.)
 */
import { expect, test } from '@playwright/test';
import { PAGE_LOAD, resetMock, submitLogin } from './support/auth';
import { STUB_URLS } from './support/urls';

test.beforeEach(async ({ request }) => resetMock(request));

test.slow();

const OVERRIDE = STUB_URLS.ds.replace('localhost', '127.0.0.1');

test('an override on 127.0.0.1 is used and shown, another host is refused, clearing restores the entry', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/login');
  await page.evaluate(
    ([ds]) => {
      localStorage.setItem('subapp-entry:ds', ds!);
      localStorage.setItem('subapp-entry:tgypt', 'http://evil.example/tgypt/');
    },
    [OVERRIDE],
  );
  await page.reload();
  await submitLogin(page, 'admin');
  await expect(page.getByTestId('user-menu')).toBeVisible(PAGE_LOAD);

  const notice = page.getByTestId('entry-override');
  await expect(notice.locator('[data-app=ds]')).toHaveAttribute('data-kind', 'accepted');
  await expect(notice.locator('[data-app=ds]')).toContainText(`正从 ${OVERRIDE} 加载`);
  await expect(notice.locator('[data-app=tgypt]')).toHaveAttribute('data-kind', 'refused');
  await expect(notice.locator('[data-app=tgypt]')).toContainText('仅允许 localhost 或 127.0.0.1');

  await page.goto('/ds/xsgl/khcx');
  const stub = page.getByTestId('subapp-container').getByTestId('stub-page');
  await expect(stub).toHaveAttribute('data-app', 'ds', PAGE_LOAD);
  expect(requested).toContain(OVERRIDE);
  await page.goto('/tgypt/zcdj/jyqrcx');
  await expect(stub).toHaveAttribute('data-app', 'tgypt', PAGE_LOAD);
  expect(requested.filter((url) => url.includes('evil.example'))).toEqual([]);

  // Clearing one reloads the page with the registered entry again.
  await notice.locator('[data-app=ds]').getByTestId('entry-override-clear').click();
  await expect(notice.locator('[data-app=ds]')).toHaveCount(0, PAGE_LOAD);
  expect(await page.evaluate(() => localStorage.getItem('subapp-entry:ds'))).toBeNull();
  requested.length = 0;
  await page.goto('/ds/xsgl/khcx');
  await expect(stub).toHaveAttribute('data-app', 'ds', PAGE_LOAD);
  expect(requested).toContain(STUB_URLS.ds);
  expect(requested).not.toContain(OVERRIDE);
});
