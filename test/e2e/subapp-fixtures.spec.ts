/**
 * Sub-applications written the way other teams write them (apps-stub/fixtures/), mounted by the
 * portal as ds: a plain HTML page with one classic script that routes with pushState, a
 * Vite + React app and a Vue 3 + vue-router 4 app, the last two ES modules made with
 * vite-plugin-qiankun, all with create-vite's global CSS. The builds go to their own dist/ first
 * (beforeAll, a few seconds); each app is answered at the ds entry address by page.route, so the ds stub
 * Playwright starts on 7101 is never asked. The same walk behind nginx: deploy-subapps.spec.ts.
 *
 * One test per fixture walks what a user does: the app alone at its own address, then signed
 * in: the app inside the container with the global state (user, institution, menus) and the
 * name it was mounted with, its own link and the browser's back, its pop-up on document.body,
 * and 20 switches between it and a stub of another area, with no console error, one root at
 * the end and no signed-out state ever delivered while it was mounted. Another per fixture:
 * an institution switch while it is mounted reaches it with the new institution, and no
 * signed-out state on the way (unmount, then mount with the new state: src/contract).
 */
import {
  buildFixtures,
  fixtureDist,
  PLAIN_HTML_DIR,
  type FixtureApp,
} from '../../apps-stub/fixtures/build';
import { openPortal, switchInstitution } from './support/auth';
import { expect, test } from './support/fixtures';
import {
  expectNoSignedOutState,
  frameLayout,
  mountedRoot,
  openMounted,
  switchAreas,
  walkRoutes,
} from './support/fixture-walk';
import { collectErrors, signIn, SLOW_LOAD } from './support/micro';
import { serveFolderAs } from './support/serve-fixture';
import { STUB_URLS } from './support/urls';

const SWITCHES = 20;

/** Each app, its folder, and when it puts its pop-up on body (at mount, on a click, never). */
const FIXTURES: readonly { app: string; dir: string; popup: 'mount' | 'click' | 'none' }[] = [
  { app: 'plain-html', dir: PLAIN_HTML_DIR, popup: 'mount' },
  ...(['vite-react', 'vue-router'] as const).map((app: FixtureApp) => ({
    app,
    dir: fixtureDist(app),
    popup: app === 'vue-router' ? ('click' as const) : ('none' as const),
  })),
];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await buildFixtures();
});

test.slow();

for (const { app, dir, popup } of FIXTURES) {
  test(`${app}: alone, then mounted as ds: state, own routes, back, ${SWITCHES} area switches`, async ({
    pageAs,
  }) => {
    const page = await pageAs('admin');
    await serveFolderAs(page, 'ds', dir);
    const errors = collectErrors(page);

    // Alone at its own address, on one of its routes (the plain app on its entry: its
    // script's address is relative to the page).
    const alone = app === 'plain-html' ? '/' : '/xsgl/khcx';
    await page.goto(`${STUB_URLS.ds}${alone.slice(1)}`);
    await expect(page.getByTestId('fixture-root')).toHaveAttribute('data-fixture', app, SLOW_LOAD);
    await expect(page.getByTestId('fixture-route')).toHaveText(alone);
    await expect(page.getByTestId('fixture-name')).toHaveText('standalone');

    await openPortal(page, '/', SLOW_LOAD);
    const frame = await frameLayout(page);
    const root = await openMounted(page, app);
    await expect(root.getByTestId('fixture-name')).toHaveText('ds');
    expect(await frameLayout(page), "the sub-application's global CSS moved the frame").toBe(frame);
    await walkRoutes(page, root);
    if (popup === 'click') await root.getByTestId('fixture-more').click();
    if (popup !== 'none') {
      // eslint-disable-next-line playwright/no-conditional-expect -- the row's kind of pop-up, fixed per test
      await expect(page.locator('body > [data-testid=fixture-popup]')).toBeVisible();
    }

    await switchAreas(page, SWITCHES);
    await expect(root.getByTestId('fixture-user')).toHaveText('张明远（admin）');
    await expect(page.getByTestId('stub-page')).toHaveCount(0);
    await expectNoSignedOutState(page);
    expect(errors).toEqual([]);
  });
}

for (const { app, dir } of FIXTURES) {
  test(`${app}: an institution switch reaches it with the new institution, never signed out`, async ({
    page,
  }) => {
    await serveFolderAs(page, 'ds', dir);
    const errors = collectErrors(page);
    await signIn(page, 'multi', { inst: '星辰私募基金管理有限公司' });
    await page.goto('/ds/xsgl/khcx');
    const root = mountedRoot(page);
    await expect(root.getByTestId('fixture-inst')).toHaveText(
      '星辰私募基金管理有限公司',
      SLOW_LOAD,
    );
    await switchInstitution(page, '汇通基金管理有限公司');
    await expect(mountedRoot(page).getByTestId('fixture-inst')).toHaveText('汇通基金管理有限公司');
    await expectNoSignedOutState(page);
    expect(errors).toEqual([]);
  });
}
