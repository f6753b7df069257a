/**
 * Back and the breadcrumb tabs (spec 2.5, 2.6) after a sub-application moved on with its own
 * router, whatever router that is: vue-router 4 (its state object in history.state), plain
 * history.pushState (no state), a hash router (location.hash). The entries are made from page
 * code, as a foreign router makes them; the ds stub mounted at /ds is on screen.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { SLOW_LOAD, tabOf } from './support/micro';

test.use({ account: 'admin' });

// Signs in, mounts a stub and reloads: slow on a loaded machine.
test.slow();

const tabs = (page: Page) => page.getByTestId('tab-item');
/**
 * The tab of a ds page outside the menu: the stub names it with setTitle ('直销 /foo/bar'),
 * an app that does not gets the area's name ('直销系统 /foo/bar'); either way with its path.
 */
const outsideMenu = (path: string) => new RegExp(`^直销(系统)? ${path.replace(/\//g, '\\/')}$`);

const TABS_AFTER_WALK = [
  /^客户查询$/,
  outsideMenu('/foo/bar'),
  outsideMenu('/foo/baz'),
  outsideMenu('/foo/baz#/x'),
];

/** vue-router 4: it updates the state of the entry it leaves, then pushes its own. */
const VUE_ROUTER_4_PUSH = `
  history.replaceState(Object.assign({}, history.state, {
    back: null, current: '/xsgl/khcx', forward: '/foo/bar', position: history.length - 1,
    replaced: true, scroll: { left: 0, top: 0 },
  }), '');
  history.pushState({
    back: '/xsgl/khcx', current: '/foo/bar', forward: null, position: history.length,
    replaced: false, scroll: null,
  }, '', '/ds/foo/bar');
`;
const PLAIN_PUSH = `history.pushState(null, '', '/ds/foo/baz')`;
const HASH_CHANGE = `location.hash = '#/x'`;

async function back(page: Page, to: RegExp) {
  await page.getByTestId('page-back').click();
  await expect(page).toHaveURL(to);
}

/**
 * In a browser tab of its own (nothing of the portal behind its first page): a menu page, then
 * the three kinds of entries, a reload among them, then Back once per entry and once more.
 */
async function walkAndComeBack(page: Page) {
  await page.goto('/ds/xsgl/khcx');
  const stub = page.getByTestId('subapp-container').getByTestId('stub-page');
  await expect(stub).toHaveAttribute('data-path', '/xsgl/khcx', SLOW_LOAD);
  await expect(tabOf(page, '客户查询')).toBeVisible();

  await page.evaluate(VUE_ROUTER_4_PUSH);
  await expect(page).toHaveURL(/\/ds\/foo\/bar$/);
  await expect(tabOf(page, outsideMenu('/foo/bar'))).toBeVisible();
  await page.evaluate(PLAIN_PUSH);
  await expect(page).toHaveURL(/\/ds\/foo\/baz$/);
  await expect(tabOf(page, outsideMenu('/foo/baz'))).toBeVisible();
  // Survives a reload of the page.
  await page.reload();
  await expect(stub).toHaveAttribute('data-path', '/foo/baz', SLOW_LOAD);
  await page.evaluate(HASH_CHANGE);
  await expect(page).toHaveURL(/\/ds\/foo\/baz#\/x$/);
  // A hash router's route is a page of its own.
  await expect(tabOf(page, outsideMenu('/foo/baz#/x'))).toBeVisible();

  // One tab per page; the names tell the pages apart.
  await expect(tabs(page)).toHaveText(TABS_AFTER_WALK);

  // Back: exactly one step each time, never home while an entry is behind.
  await back(page, /\/ds\/foo\/baz$/);
  await back(page, /\/ds\/foo\/bar$/);
  await back(page, /\/ds\/xsgl\/khcx$/);
  await expect(stub).toHaveAttribute('data-path', '/xsgl/khcx');
  await expect(page.getByTestId('page-title')).toHaveText('客户查询');
  // Revisits add no tab, and the menu page keeps its menu name.
  await expect(tabs(page)).toHaveText(TABS_AFTER_WALK);

  // The first page of the tab: home, not out of the portal; the page stays behind home.
  await back(page, /\/$/);
  await expect(page.getByTestId('home-page')).toBeVisible(SLOW_LOAD);
  await page.goBack();
  await expect(page).toHaveURL(/\/ds\/xsgl\/khcx$/);
}

test('Back and tabs after vue-router 4, plain pushState and hash entries (Navigation API)', async ({
  context,
}) => {
  const fresh = await context.newPage();
  expect(await fresh.evaluate('typeof navigation')).toBe('object');
  await walkAndComeBack(fresh);
});

test('the same in a browser without the Navigation API (the shell counts the entries)', async ({
  context,
}) => {
  const fresh = await context.newPage();
  await fresh.addInitScript(
    "Object.defineProperty(window, 'navigation', { value: undefined, configurable: true })",
  );
  await walkAndComeBack(fresh);
  expect(await fresh.evaluate('typeof navigation')).toBe('undefined');
});
