/**
 * The shell side: the three stubs mounted by qiankun inside the portal, switching
 * between them, the global state live in a mounted stub, the messages that lift the letter and
 * agreement redirects, and an unreachable entry with its retry. Playwright starts the stubs
 * (playwright.config.ts).
 */
import type { Page } from '@playwright/test';
import { MICRO_APPS, type SubAppName } from '../../src/contract/micro-app-bases';
import { clickWhenSettled, openPortal, submitLogin, switchInstitution } from './support/auth';
import { expect, test } from './support/fixtures';
import { collectErrors, searchAndOpen, SLOW_LOAD, tabOf } from './support/micro';
import { STUB_URLS } from './support/urls';

test.use({ account: 'admin' });

// Every test signs in and mounts sub-applications: slow on a loaded machine.
test.slow();

const stubPages = (page: Page) => page.locator('[data-testid=stub-page]');

/** The one stub page on screen, inside the sub-application container. */
async function expectStub(
  page: Page,
  app: SubAppName,
  path: string,
  options?: { timeout: number },
) {
  const stub = page.getByTestId('subapp-container').getByTestId('stub-page');
  await expect(stub).toHaveAttribute('data-app', app, options);
  await expect(stub).toHaveAttribute('data-path', path);
  await expect(stubPages(page)).toHaveCount(1);
  return stub;
}

const PAGES = [
  { app: 'ds', path: '/xsgl/khcx', name: '客户查询' },
  { app: 'iservice', path: '/cpgl/cpfx', name: '产品发行' },
  { app: 'tgypt', path: '/zcdj/jyqrcx', name: '交易确认查询' },
] as const;

for (const { app, path } of PAGES) {
  test(`${app} mounts at its base with the user's name`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(`${MICRO_APPS[app].base}${path}`);
    const stub = await expectStub(page, app, path, SLOW_LOAD);
    await expect(stub.getByTestId('stub-user-name')).toHaveText('张明远（admin）');
    await expect(stub.getByTestId('stub-inst-name')).toHaveText('星辰私募基金管理有限公司');
    expect(errors).toEqual([]);
  });
}

test('an uncaught error of a stub is reported, not a white screen', async ({ page }) => {
  await page.goto('/tgypt/zcdj/jyqrcx');
  await expectStub(page, 'tgypt', '/zcdj/jyqrcx', SLOW_LOAD);
  const reported = page.waitForEvent('console', (message) => message.text().includes('[micro]'));
  // A throw from the stub's own script (qiankun evaluates it under its URL, as here).
  await page.evaluate((url) => {
    (0, eval)(
      `setTimeout(function () { throw new Error('stub boom'); }, 0);\n//# sourceURL=${url}`,
    );
  }, `${STUB_URLS.tgypt}tgypt.umd.js`);
  expect((await reported).text()).toContain('子应用 tgypt 出错（runtime）：stub boom');
  await expectStub(page, 'tgypt', '/zcdj/jyqrcx');
  await searchAndOpen(page, '客户查询');
  await expectStub(page, 'ds', '/xsgl/khcx');
});

test('the home page prefetches, when idle, the entries that loaded fine before', async ({
  page,
}) => {
  await page.goto('/ds/xsgl/khcx');
  await expectStub(page, 'ds', '/xsgl/khcx', SLOW_LOAD);
  const entries: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(STUB_URLS.ds) || request.url().startsWith(STUB_URLS.tgypt)) {
      entries.push(request.url());
    }
  });
  // A new page (the mark is in session storage): home only, no sub-application on screen.
  await page.goto('/');
  await expect(page.getByTestId('page-header')).toBeVisible(SLOW_LOAD);
  await expect.poll(() => entries, SLOW_LOAD).toContain(STUB_URLS.ds);
  await expect(stubPages(page)).toHaveCount(0);
  // tgypt never loaded in this tab: not prefetched.
  expect(entries.filter((url) => url.startsWith(STUB_URLS.tgypt))).toEqual([]);
});

/** Listeners on window and document, counted by the browser itself (DevTools protocol). */
async function listenerCounts(page: Page): Promise<{ window: number; document: number }> {
  const client = await page.context().newCDPSession(page);
  const count = async (expression: string) => {
    const { result } = await client.send('Runtime.evaluate', { expression });
    const { listeners } = await client.send('DOMDebugger.getEventListeners', {
      objectId: result.objectId!,
    });
    return listeners.length;
  };
  const counts = { window: await count('window'), document: await count('document') };
  await client.detach();
  return counts;
}

/** Computed styles of the shell's chrome: a stub's CSS must never change them (isolation). */
async function shellStyles(page: Page): Promise<string> {
  return page.evaluate(() => {
    const ids = ['side-menu', 'menu-search', 'user-menu', 'tabs-bar', 'page-header', 'page-title'];
    const props = ['color', 'background-color', 'font-family', 'font-size', 'margin', 'padding'];
    return JSON.stringify(
      ids.map((id) => {
        const element = document.querySelector(`[data-testid="${id}"]`);
        if (!element) return `${id}: missing`;
        const style = getComputedStyle(element);
        return `${id}: ${props.map((prop) => style.getPropertyValue(prop)).join(' | ')}`;
      }),
    );
  });
}

test('switching ds, iservice and tgypt 20 times: one app at a time, nothing left behind, no console errors', async ({
  page,
}) => {
  await openPortal(page, '/', SLOW_LOAD);
  const errors = collectErrors(page);
  const shellBefore = await shellStyles(page);
  for (const { app, path, name } of PAGES) {
    await searchAndOpen(page, name);
    await expectStub(page, app, path, SLOW_LOAD);
  }
  const before = await listenerCounts(page);
  for (let switches = 1; switches <= 21; switches += 1) {
    const { app, path, name } = PAGES[switches % PAGES.length]!;
    await tabOf(page, name).click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${MICRO_APPS[app].base}${path}(\\?|$)`));
    await expectStub(page, app, path);
  }
  // The same app (tgypt) on screen as before the switches: no listener of any mount remains.
  expect(await listenerCounts(page)).toEqual(before);
  // Three stubs mounted 24 times: the shell looks exactly as it did before the first one.
  expect(await shellStyles(page)).toBe(shellBefore);
  expect(errors).toEqual([]);
});

test.describe('signing in through the form', () => {
  test.use({ account: null });

  test('an institution switch shows the new name inside the mounted stub, without a reload', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('img', { name: '图形验证码' })).toBeVisible(SLOW_LOAD);
    await submitLogin(page, 'multi');
    await page.getByTestId('inst-option').filter({ hasText: '星辰私募基金管理有限公司' }).click();
    await expect(page.getByTestId('header-inst')).toHaveText('星辰私募基金管理有限公司', SLOW_LOAD);
    await searchAndOpen(page, '客户查询');
    const stub = await expectStub(page, 'ds', '/xsgl/khcx', SLOW_LOAD);
    await expect(stub.getByTestId('stub-inst-name')).toHaveText('星辰私募基金管理有限公司');
    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });

    await switchInstitution(page, '汇通基金管理有限公司');
    await expect(page.getByTestId('subapp-container').getByTestId('stub-inst-name')).toHaveText(
      '汇通基金管理有限公司',
    );
    await expectStub(page, 'ds', '/xsgl/khcx');
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
      true,
    );
  });
});

test('letter: confirming the notice letter in the stub lifts the redirect', async ({ pageAs }) => {
  const page = await pageAs('letter');
  await openPortal(page, '/', SLOW_LOAD);
  await searchAndOpen(page, '产品发行', { redirected: true });
  await expect(page).toHaveURL(/\/iservice\/tgtj\/tjtsh/);
  await clickWhenSettled(page.getByRole('button', { name: '我知道了' }));
  const stub = await expectStub(page, 'iservice', '/tgtj/tjtsh', SLOW_LOAD);
  await stub.getByTestId('stub-letter-confirm').click();
  await expect(stub.getByTestId('stub-letter-confirm')).toHaveCount(0);
  await expect(page.getByTestId('header-inst')).toBeVisible();

  // The tips came again through the stub's refreshTips: the page opens now, without a reload.
  await searchAndOpen(page, '产品发行');
  await expect(page).toHaveURL(/\/iservice\/cpgl\/cpfx/);
  await expectStub(page, 'iservice', '/cpgl/cpfx');
});

test('agreement: signing in the stub lifts the performance-analysis redirect', async ({
  pageAs,
}) => {
  const page = await pageAs('agreement');
  await page.goto('/iservice/tzjx/jxfx');
  await expect(page).toHaveURL(/\/iservice\/jxfxxy/, SLOW_LOAD);
  const stub = await expectStub(page, 'iservice', '/jxfxxy', SLOW_LOAD);
  await stub.getByTestId('stub-agreement-sign').click();
  // The stub asks the shell to navigate; the guard checks the agreement again and lets it open.
  await expect(page).toHaveURL(/\/iservice\/tzjx\/jxfx$/);
  await expectStub(page, 'iservice', '/tzjx/jxfx');
});

test('step mode, title and breadcrumb name come from the stub', async ({ page }) => {
  await openPortal(page, '/', SLOW_LOAD);
  await searchAndOpen(page, '产品发行');
  const stub = await expectStub(page, 'iservice', '/cpgl/cpfx', SLOW_LOAD);
  await expect(page.getByTestId('page-title')).toHaveText('产品发行');
  await expect(page).toHaveTitle('产品发行 - 基金管理人服务平台');
  const step = stub.getByTestId('stub-step');
  await stub.getByTestId('stub-step-next').click();
  await stub.getByTestId('stub-step-next').click();
  await expect(step).toHaveAttribute('data-step', '2');
  // In step mode the shell's Back is one step back inside the stub.
  await expect(page.getByTestId('page-back')).toHaveText(/上一步/);
  await page.getByTestId('page-back').click();
  await expect(step).toHaveAttribute('data-step', '1');
  await page.getByTestId('page-back').click();
  await expect(step).toHaveAttribute('data-step', '0');
  await expect(page.getByTestId('page-back')).toHaveText(/返回/);
  await expect(page).toHaveURL(/\/iservice\/cpgl\/cpfx/);

  await page.goto('/iservice/cpgl/viewDetail/P0042');
  await expectStub(page, 'iservice', '/cpgl/viewDetail/P0042', SLOW_LOAD);
  await expect(page.getByTestId('tab-item').filter({ hasText: '产品详情 P0042' })).toHaveCount(1);
});

test('a blocked stub entry: the error with a retry inside the area, the menu still works, the retry mounts it', async ({
  page,
}) => {
  await openPortal(page, '/', SLOW_LOAD);
  const entry = STUB_URLS.tgypt;
  const blocked = (url: URL) => url.href.startsWith(entry);
  await page.route(blocked, (route) => route.abort('connectionrefused'));
  await searchAndOpen(page, '交易确认查询');
  const area = page.getByTestId('subapp-container');
  const error = area.getByTestId('subapp-error');
  await expect(error).toBeVisible(SLOW_LOAD);
  await expect(error).toHaveAttribute('data-reason', 'entry');
  await expect(stubPages(page)).toHaveCount(0);

  // The shell keeps working: the side menu opens another app, and back.
  await searchAndOpen(page, '客户查询');
  await expectStub(page, 'ds', '/xsgl/khcx', SLOW_LOAD);
  await expect(error).toHaveCount(0);
  const tgyptTab = tabOf(page, '交易确认查询');
  await tgyptTab.click();
  await expect(error).toBeVisible();

  // The entry is back: the retry mounts it, and it stays reachable.
  await page.unroute(blocked);
  await area.getByTestId('subapp-retry').click();
  await expectStub(page, 'tgypt', '/zcdj/jyqrcx', SLOW_LOAD);
  await expect(error).toHaveCount(0);
  await tabOf(page, '客户查询').click();
  await expectStub(page, 'ds', '/xsgl/khcx');
  await tgyptTab.click();
  await expectStub(page, 'tgypt', '/zcdj/jyqrcx');
});
