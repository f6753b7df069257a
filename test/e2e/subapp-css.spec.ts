/**
 * A sub-application's global CSS against the portal's frame (src/features/micro/css-guard.ts):
 * the hostile fixture apps-stub/fixtures/plain-html (create-vite's defaults, an antd 2 era
 * reset, an element-ui-like pop-up on body) is served as ds by routing the ds entry's URLs to
 * its files. The frame's boxes, fonts and colours measured with the ds stub mounted, with the
 * fixture mounted and after leaving it are the same; the fixture keeps its own styles.
 */
import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { PORTAL_URL, STUB_URLS } from './support/urls';

test.use({ account: 'admin' });

test.slow();

const SLOW_LOAD = { timeout: 60_000 };
/** Playwright runs from the project's folder. */
const FIXTURE_DIR = join(process.cwd(), 'apps-stub/fixtures/plain-html');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
};

/** The fixture's file for a URL under the ds entry; its index.html for any other path. */
async function serveFixture(route: Route): Promise<void> {
  const entry = new URL(STUB_URLS.ds);
  const path = new URL(route.request().url()).pathname.slice(entry.pathname.length);
  const file = /^[\w-]+\.(?:css|js)$/.test(path) ? path : 'index.html';
  await route.fulfill({
    status: 200,
    headers: {
      'content-type': TYPES[extname(file)]!,
      'access-control-allow-origin': new URL(PORTAL_URL).origin,
    },
    body: readFileSync(join(FIXTURE_DIR, file), 'utf8'),
  });
}

/** Boxes and text styles of the frame (page-side code as a string: see tech notes). */
const FRAME_METRICS = `(() => {
  const box = (el) => {
    if (!el) return null;
    const r = el.getBoundingClientRect();
    const s = getComputedStyle(el);
    return {
      x: r.x, y: r.y, width: r.width, height: r.height,
      fontSize: s.fontSize, fontFamily: s.fontFamily, lineHeight: s.lineHeight,
      color: s.color, fontWeight: s.fontWeight, display: s.display,
    };
  };
  const byId = (id) => document.querySelector('[data-testid="' + id + '"]');
  const out = {};
  for (const id of ['side-menu', 'user-menu', 'tabs-bar', 'page-header', 'page-title',
      'header-title', 'chat-panel', 'subapp-container']) {
    out[id] = box(byId(id));
  }
  out.portalRoot = box(document.getElementById('portal-root'));
  // The heights of the container and the root follow the page inside; their place, width and
  // fonts do not.
  for (const key of ['subapp-container', 'portalRoot']) if (out[key]) delete out[key].height;
  const header = document.querySelector('.ant-layout-header');
  out.header = box(header);
  out.headerButton = box(header && header.querySelector('button'));
  const icon = header && header.querySelector('.anticon');
  out.headerIcon = box(icon);
  out.headerIconSvg = box(icon && icon.querySelector('svg'));
  out.menuItem = box(document.querySelector('[data-testid="side-menu"] .ant-menu-item, [data-testid="side-menu"] .ant-menu-submenu-title'));
  out.tab = box(document.querySelector('[data-testid="tab-item"]'));
  out.pageWidth = document.documentElement.scrollWidth;
  return out;
})()`;

type Metrics = Record<string, unknown>;
const frameMetrics = (page: Page) => page.evaluate<Metrics>(FRAME_METRICS);

/** The computed value of a property of the first element a selector finds. */
function styleOf(page: Page, selector: string, property: string): Promise<string> {
  return page.evaluate<string>(
    `getComputedStyle(document.querySelector(${JSON.stringify(selector)})).${property}`,
  );
}

/** Client-side navigation, as the menu does: the sub-application unmounts, the page stays. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate(
    `window.history.pushState(null, '', ${JSON.stringify(path)}); window.dispatchEvent(new PopStateEvent('popstate'))`,
  );
}

test("a sub-application's global CSS leaves the portal's frame as it was", async ({ page }) => {
  const title = page.getByTestId('page-title');
  const container = page.getByTestId('subapp-container');
  await page.goto('/ds/xsgl/khcx');
  await expect(container.getByTestId('stub-page')).toHaveAttribute('data-app', 'ds', SLOW_LOAD);
  await expect(title).toHaveText('客户查询');
  const withStub = await frameMetrics(page);
  await navigate(page, '/');
  await expect(title).toHaveText('首页');
  await expect(container.getByTestId('stub-page')).toHaveCount(0);
  const homeBefore = await frameMetrics(page);

  await page.route((url) => url.href.startsWith(STUB_URLS.ds), serveFixture);
  await page.goto('/ds/xsgl/khcx');
  await expect(container.getByTestId('fixture-user')).toHaveText('张明远（admin）', SLOW_LOAD);
  await expect(container.getByTestId('fixture-inst')).toHaveText('星辰私募基金管理有限公司');
  await expect(container.getByTestId('fixture-menus')).toHaveText(/^[1-9]\d*$/);
  await expect(title).toHaveText('客户查询');
  expect(await frameMetrics(page)).toEqual(withStub);

  // The fixture keeps its own styles: create-vite's #root, the antd 2 icon font, and on body
  // its pop-up's class style and the body font it inherits there.
  const appRoot = '#subapp-container #root';
  expect(await styleOf(page, appRoot, 'maxWidth')).toBe('1280px');
  expect(await styleOf(page, appRoot, 'textAlign')).toBe('center');
  expect(await styleOf(page, appRoot, 'paddingTop')).toBe('32px');
  expect(await styleOf(page, `${appRoot} .anticon`, 'fontFamily')).toBe('anticon');
  expect(await styleOf(page, `${appRoot} button`, 'borderTopLeftRadius')).toBe('8px');
  const popup = page.getByTestId('fixture-popup');
  await expect(popup).toBeVisible();
  expect(await popup.evaluate((el) => el.parentElement === document.body)).toBe(true);
  await expect(popup).toHaveCSS('background-color', 'rgb(255, 250, 230)');
  await expect(popup).toHaveCSS('position', 'fixed');
  await expect(popup).toHaveCSS('font-size', '12px');
  // Its CSS-in-JS (rules put in with insertRule): its own class applies; its body rule landed on
  // its wrapper, the inherited half on its pop-up.
  await expect(container.getByTestId('fixture-styled')).toHaveCSS('color', 'rgb(12, 34, 56)');
  await expect(popup).toHaveCSS('letter-spacing', '3px');

  // Leaving takes the app, its pop-up and its styles away.
  await navigate(page, '/');
  await expect(title).toHaveText('首页');
  await expect(popup).toHaveCount(0);
  await expect(container.getByTestId('fixture-user')).toHaveCount(0);
  expect(await frameMetrics(page)).toEqual(homeBefore);

  // Mounted again, the styles qiankun gives back are guarded as before.
  await navigate(page, '/ds/xsgl/khcx');
  await expect(container.getByTestId('fixture-styled')).toHaveCSS('color', 'rgb(12, 34, 56)');
  await expect(title).toHaveText('客户查询');
  expect(await frameMetrics(page)).toEqual(withStub);
});
