/**
 * What a user does with a sub-application that another team wrote (apps-stub/fixtures/),
 * mounted as ds: under the dev server (subapp-fixtures.spec.ts) and behind nginx
 * (deploy-subapps.spec.ts). The frame's place and fonts are measured before and while it is
 * mounted; its pages open from the menu search, its own links and the browser's back move both
 * it and the address bar, and area switches by the tabs end with one root of it and no
 * signed-out state delivered while it was mounted.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { searchAndOpen, SLOW_LOAD, tabOf } from './micro';

/** The fixture's root inside the portal's sub-application container. */
export const mountedRoot = (page: Page) =>
  page.getByTestId('subapp-container').getByTestId('fixture-root');

async function expectRoute(page: Page, root: Locator, path: string) {
  await expect(page).toHaveURL(new RegExp(`^[^?]*/ds${path}(\\?|$)`));
  await expect(root.getByTestId('fixture-route')).toHaveText(path);
}

async function expectTgypt(page: Page) {
  const stub = page.getByTestId('subapp-container').getByTestId('stub-page');
  await expect(stub).toHaveAttribute('data-app', 'tgypt');
  await expect(stub).toHaveAttribute('data-path', '/zcdj/jyqrcx');
  await expect(page.getByTestId('fixture-root')).toHaveCount(0);
}

/**
 * Where the portal's frame is and how its text is set: create-vite's global CSS (body flex,
 * centred, :root font) must not move it, or the user can no longer reach the tabs and the
 * sub-application under the chat panel.
 */
export async function frameLayout(page: Page): Promise<string> {
  return page.evaluate(`JSON.stringify(['side-menu', 'tabs-bar', 'user-menu'].map((id) => {
    const element = document.querySelector('[data-testid="' + id + '"]');
    if (!element) return id + ': missing';
    const box = element.getBoundingClientRect();
    const font = getComputedStyle(element).fontFamily;
    return [id, Math.round(box.x), Math.round(box.y), Math.round(box.width), font].join(' ');
  }))`);
}

/** Opens 客户查询 (ds) on a signed-in admin: the fixture shows the portal's global state. */
export async function openMounted(page: Page, app: string): Promise<Locator> {
  await searchAndOpen(page, '客户查询');
  const root = mountedRoot(page);
  await expect(root).toHaveAttribute('data-fixture', app, SLOW_LOAD);
  await expect(root.getByTestId('fixture-user')).toHaveText('张明远（admin）');
  await expect(root.getByTestId('fixture-inst')).toHaveText('星辰私募基金管理有限公司');
  await expect(root.getByTestId('fixture-menus')).toHaveText(/^[1-9]\d*$/);
  return root;
}

/** The fixture's own link, the browser's back, a page opened by the portal, link and back. */
export async function walkRoutes(page: Page, root: Locator): Promise<void> {
  await expectRoute(page, root, '/xsgl/khcx');
  await root.getByTestId('fixture-link-jycx').click();
  await expectRoute(page, root, '/xsgl/jycx');
  await expect
    .soft(tabOf(page, '交易查询'), "the portal follows the app's pushState")
    .toBeVisible();
  await page.goBack();
  await expectRoute(page, root, '/xsgl/khcx');
  // The portal opens another page of the app (the app's router follows the portal's
  // pushState), then the app's own link and back again: the address keeps its base.
  await searchAndOpen(page, '交易查询');
  await expectRoute(page, root, '/xsgl/jycx');
  await root.getByTestId('fixture-link-khcx').click();
  await expectRoute(page, root, '/xsgl/khcx');
  await page.goBack();
  await expectRoute(page, root, '/xsgl/jycx');
}

/**
 * Opens 交易确认查询 (tgypt), then switches by the tabs between it and 客户查询 until
 * `switches` switches were made; the fixture's pop-up on body leaves with it.
 */
export async function switchAreas(page: Page, switches: number): Promise<void> {
  await searchAndOpen(page, '交易确认查询');
  await expectTgypt(page);
  await expect(page.locator('body > [data-testid=fixture-popup]')).toHaveCount(0);
  for (let made = 2; made <= switches; made += 1) {
    if (made % 2 === 0) {
      await tabOf(page, '客户查询').click();
      await expectRoute(page, mountedRoot(page), '/xsgl/khcx');
    } else {
      await tabOf(page, '交易确认查询').click();
      await expectTgypt(page);
    }
  }
  await expect(page.getByTestId('fixture-root')).toHaveCount(switches % 2 === 0 ? 1 : 0);
}

interface RecordedState {
  app: string;
  token: string;
  instName: string;
  mounted: boolean;
}

/** The states the fixture recorded: some, and none signed out while mounted. */
export async function expectNoSignedOutState(page: Page): Promise<void> {
  const states = (await page.evaluate('window.__fixtureStates')) as RecordedState[];
  expect(states.length).toBeGreaterThan(0);
  expect(states.filter((state) => state.mounted && state.token === '')).toEqual([]);
}
