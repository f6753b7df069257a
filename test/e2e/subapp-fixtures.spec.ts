/**
 * Sub-applications written the way other teams write them (apps-stub/fixtures/), mounted by the
 * portal as ds: a Vite + React app and a Vue 3 + vue-router 4 app, both ES modules made with
 * vite-plugin-qiankun, with create-vite's global CSS. Each is built into its own dist/ first
 * (beforeAll, a few seconds) and answered at the ds entry address by page.route, so the ds stub
 * Playwright starts on 7101 is never asked.
 *
 * One test per fixture walks what a user does: the app alone at its own address, then signed
 * in: the app inside the container with the global state (user, institution, menus) and the
 * name it was mounted with, its own link and the browser's back, its pop-up on document.body,
 * and 20 switches between it and a stub of another area, with no console error, one root at
 * the end and no signed-out state ever delivered while it was mounted.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { buildFixtures, fixtureDist, type FixtureApp } from '../../apps-stub/fixtures/build';
import { collectErrors, searchAndOpen, signIn, SLOW_LOAD, tabOf } from './support/micro';
import { serveFolderAs } from './support/serve-fixture';
import { STUB_URLS } from './support/urls';

const SWITCHES = 20;

const FIXTURES: readonly { app: FixtureApp; popup: boolean }[] = [
  { app: 'vite-react', popup: false },
  { app: 'vue-router', popup: true },
];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await buildFixtures();
});
test.beforeEach(async ({ request }) => {
  await request.post('http://localhost:7100/__mock__/reset');
});
test.slow();

/** The fixture's root inside the portal's sub-application container. */
const mountedRoot = (page: Page) =>
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
async function frameLayout(page: Page): Promise<string> {
  return page.evaluate(`JSON.stringify(['side-menu', 'tabs-bar', 'user-menu'].map((id) => {
    const element = document.querySelector('[data-testid="' + id + '"]');
    if (!element) return id + ': missing';
    const box = element.getBoundingClientRect();
    const font = getComputedStyle(element).fontFamily;
    return [id, Math.round(box.x), Math.round(box.y), Math.round(box.width), font].join(' ');
  }))`);
}

interface RecordedState {
  app: string;
  token: string;
  instName: string;
  mounted: boolean;
}

for (const { app, popup } of FIXTURES) {
  test(`${app}: alone, then mounted as ds: state, own routes, back, ${SWITCHES} area switches`, async ({
    page,
  }) => {
    await serveFolderAs(page, 'ds', fixtureDist(app));
    const errors = collectErrors(page);

    // Alone at its own address, on one of its routes.
    await page.goto(`${STUB_URLS.ds}xsgl/khcx`);
    await expect(page.getByTestId('fixture-root')).toHaveAttribute('data-fixture', app, SLOW_LOAD);
    await expect(page.getByTestId('fixture-route')).toHaveText('/xsgl/khcx');
    await expect(page.getByTestId('fixture-name')).toHaveText('standalone');

    await signIn(page, 'admin');
    const frame = await frameLayout(page);
    await searchAndOpen(page, '客户查询');
    const root = mountedRoot(page);
    await expect(root).toHaveAttribute('data-fixture', app, SLOW_LOAD);
    await expect(root.getByTestId('fixture-user')).toHaveText('张明远（admin）');
    await expect(root.getByTestId('fixture-inst')).toHaveText('星辰私募基金管理有限公司');
    await expect(root.getByTestId('fixture-menus')).toHaveText(/^[1-9]\d*$/);
    await expect(root.getByTestId('fixture-name')).toHaveText('ds');
    await expectRoute(page, root, '/xsgl/khcx');
    expect(await frameLayout(page), "the sub-application's global CSS moved the frame").toBe(frame);

    // Its own link, then the browser's back, inside the app; the portal follows its pushState.
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

    const popups = page.locator('body > [data-testid=fixture-popup]');
    if (popup) {
      await root.getByTestId('fixture-more').click();
      await expect(popups).toBeVisible();
    }

    // Another area (a stub), then back and forth by the tabs, as a user does.
    await searchAndOpen(page, '交易确认查询');
    await expectTgypt(page);
    await expect(popups).toHaveCount(0);
    for (let switches = 2; switches <= SWITCHES; switches += 1) {
      if (switches % 2 === 0) {
        await tabOf(page, '客户查询').click();
        await expectRoute(page, mountedRoot(page), '/xsgl/khcx');
      } else {
        await tabOf(page, '交易确认查询').click();
        await expectTgypt(page);
      }
    }
    await expect(root.getByTestId('fixture-user')).toHaveText('张明远（admin）');
    await expect(page.getByTestId('fixture-root')).toHaveCount(1);
    await expect(page.getByTestId('stub-page')).toHaveCount(0);

    const states = (await page.evaluate('window.__fixtureStates')) as RecordedState[];
    expect(states.length).toBeGreaterThan(0);
    expect(states.filter((state) => state.mounted && state.token === '')).toEqual([]);
    expect(errors).toEqual([]);
  });
}
