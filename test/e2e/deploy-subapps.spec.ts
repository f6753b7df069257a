/**
 * Sub-applications that other teams write (apps-stub/fixtures/), served by the nginx
 * configuration that ships (deploy/) at the ds entry's own origin, in place of the ds stub: the
 * production portal's CSP (script, style, font and connect sources from the registered entries)
 * must let the plain script and the ES-module builds of vite-plugin-qiankun load, and the walk
 * of subapp-fixtures.spec.ts holds there too: mounted with the global state, the frame
 * unmoved, own routes and back, area switches, no console error (a CSP refusal is one).
 */
import { join } from 'node:path';
import { expect } from '@playwright/test';
import {
  buildFixtures,
  FIXTURE_APPS,
  PLAIN_HTML_DIR,
  type FixtureApp,
} from '../../apps-stub/fixtures/build';
import { resetMock } from './support/auth';
import {
  expectNoSignedOutState,
  frameLayout,
  openMounted,
  switchAreas,
  walkRoutes,
} from './support/fixture-walk';
import { collectErrors, signIn, SLOW_LOAD } from './support/micro';
import { test } from './support/nginx';

const SWITCHES = 6;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** The ES-module builds, made for the deployment's ds origin. */
const builtDir = (dir: string, app: FixtureApp) => join(dir, 'fixtures', app, 'dist');

test.beforeAll(async ({ deployment }) => {
  test.setTimeout(120_000);
  await buildFixtures(FIXTURE_APPS, {
    origin: new URL(deployment.stubs.ds).origin,
    outRoot: join(deployment.dir, 'fixtures'),
  });
});

test.beforeEach(async ({ request }) => resetMock(request));

test.afterEach(({ deployment }) => deployment.serveAsDs(null));

for (const app of ['plain-html', ...FIXTURE_APPS] as const) {
  test(`${app} at the ds origin behind nginx: alone, mounted, routes, back, ${SWITCHES} area switches`, async ({
    deployment,
    page,
  }) => {
    deployment.serveAsDs(app === 'plain-html' ? PLAIN_HTML_DIR : builtDir(deployment.dir, app));
    // Alone at its own address, the plain app only: the stub servers' CSP allows no inline
    // script, and vite-plugin-qiankun's page starts with one (the ES-module apps are tried
    // alone in subapp-fixtures.spec.ts).
    if (app === 'plain-html') {
      await page.goto(deployment.stubs.ds);
      // eslint-disable-next-line playwright/no-conditional-expect -- the row of the plain app, fixed per test
      await expect(page.getByTestId('fixture-root')).toHaveAttribute(
        'data-fixture',
        app,
        SLOW_LOAD,
      );
    }

    // From the portal on (alone, the browser's ask for the ds origin's favicon.ico is a 404).
    const errors = collectErrors(page);
    await signIn(page, 'admin', { portal: deployment.portal });
    const frame = await frameLayout(page);
    const root = await openMounted(page, app);
    expect(await frameLayout(page), "the sub-application's global CSS moved the frame").toBe(frame);
    await walkRoutes(page, root);
    await switchAreas(page, SWITCHES);
    expect(await frameLayout(page)).toBe(frame);
    await expectNoSignedOutState(page);
    expect(errors).toEqual([]);
  });
}
