/**
 * A sub-application that writes the shell's global state (src/contract: it never should), served
 * in place of the ds stub: it forges the user, the token and the institution with values JSON
 * cannot hold, at its mount and again after it has left. The areas mounted after it get the
 * shell's own state and call the API with the real token. A write that poisons qiankun's store
 * (a value whose copy throws) costs the user a page load, never a forged or broken area.
 */
import type { Page } from '@playwright/test';
import { openPortal, PAGE_LOAD, tokenCookie } from './support/auth';
import { expect, test } from './support/fixtures';
import {
  forgeGlobalState,
  poisonGlobalState,
  serveHostileApp,
  setHostileMode,
} from './support/hostile-app';
import { SLOW_LOAD } from './support/micro';
import { STUB_URLS } from './support/urls';

const DS_PAGE = '/ds/xsgl/khcx';
const ISERVICE_PAGE = '/iservice/gzhs/jzpl';

const area = (page: Page) => page.getByTestId('subapp-container');

/** The requests' X-Access-Token headers (the stubs' API calls). */
function sentTokens(page: Page): string[] {
  const tokens: string[] = [];
  page.on('request', (request) => {
    const token = request.headers()['x-access-token'];
    if (token) tokens.push(token);
  });
  return tokens;
}

/** Client-side navigation, as a menu click does (page.goto would load a new page). */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function expectShellIdentity(page: Page, instName: string): Promise<void> {
  const stub = area(page).getByTestId('stub-page');
  await expect(stub).toHaveAttribute('data-app', 'iservice', PAGE_LOAD);
  await expect(stub.getByTestId('stub-user-name')).toHaveText('张明远（admin）');
  await expect(stub.getByTestId('stub-inst-name')).toHaveText(instName);
}

test('a forged write reaches no other area: the next one shows the shell user and sends its token', async ({
  pageAs,
}) => {
  const page = await pageAs('admin');
  await serveHostileApp(page, STUB_URLS.ds);
  const tokens = sentTokens(page);
  await openPortal(page, '/', SLOW_LOAD);
  const instName = (await page.getByTestId('header-inst').textContent()) ?? '';
  expect(instName).not.toBe('');
  await setHostileMode(page, 'forge-state');
  await navigate(page, DS_PAGE);
  await expect(area(page).getByTestId('hostile-app')).toBeVisible(PAGE_LOAD);
  await expect(area(page).getByTestId('hostile-inst')).toHaveText(instName);

  await navigate(page, ISERVICE_PAGE);
  await expectShellIdentity(page, instName);
  // The app that left still holds qiankun's setGlobalState: it writes while iservice is mounted.
  await forgeGlobalState(page);
  await navigate(page, `${ISERVICE_PAGE}?again=1`);
  await expectShellIdentity(page, instName);
  await expect(page.getByTestId('header-inst')).toHaveText(instName);
  const real = await tokenCookie(page);
  expect(tokens.length).toBeGreaterThan(0);
  expect(new Set(tokens)).toEqual(new Set([real]));
});

test('a write that poisons qiankun store: the next area comes after one page load, with the shell state', async ({
  pageAs,
}) => {
  const page = await pageAs('admin');
  await serveHostileApp(page, STUB_URLS.ds);
  await openPortal(page, DS_PAGE, SLOW_LOAD);
  await expect(area(page).getByTestId('hostile-app')).toBeVisible(PAGE_LOAD);
  const instName = (await page.getByTestId('header-inst').textContent()) ?? '';
  expect(await poisonGlobalState(page)).toContain('trap');
  await page.evaluate(() => ((window as { pageMark?: number }).pageMark = 1));

  const reloaded = page.waitForEvent('load');
  await navigate(page, ISERVICE_PAGE);
  await reloaded;
  await expectShellIdentity(page, instName);
  expect(await page.evaluate(() => (window as { pageMark?: number }).pageMark)).toBeUndefined();
  expect(new URL(page.url()).pathname).toBe(ISERVICE_PAGE);
});
