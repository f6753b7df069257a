/**
 * The nginx configuration that ships (deploy/) serves the production portal and the
 * three stubs: history fallback for shell and sub-application paths, /api/ proxied to the mock
 * server, immutable hashed assets, a no-cache index.html with the security headers, gzip, and
 * CORS for qiankun's fetches of the stubs. Signing in and mounting a stub goes through it.
 * /login is the page the build prerendered: painted without any script, then hydrated in place.
 */
import { expect } from '@playwright/test';
import { DEMO_PASSWORD, CAPTCHA, resetMock, submitLogin, switchInstitution } from './support/auth';
import { test } from './support/nginx';
import { showSection } from './support/home-sections';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeEach(async ({ request }) => resetMock(request));

/** The demonstration pages of spec 2.4's external addresses and spec 2.6's survey (public/external). */
const EXTERNAL_PAGES = [
  ['/external/bbztc.html', '报表直通车'],
  ['/external/ds-counter.html', '直销柜台'],
  ['/external/service-guide.html', '服务指南'],
  ['/external/satisfaction-survey.html', '满意度调查'],
] as const;

test('headers: no-cache page with CSP, immutable gzipped assets, CORS only for the portal', async ({
  deployment,
  request,
}) => {
  const page = await request.get(`${deployment.portal}/iservice/cpgl/cpfx`);
  expect(page.status()).toBe(200);
  expect(page.headers()['cache-control']).toBe('no-cache');
  const csp = page.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'self'");
  // The sub-applications' origins, from the build's entries, in each source they load from
  // (module scripts of ES-module apps, styles, images, fonts, fetches), and nothing wider.
  const origins = Object.values(deployment.stubs).map((entry) => new URL(entry).origin);
  const directive = (name: string) =>
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([head]) => head === name)
      ?.slice(1) ?? [];
  expect(directive('script-src')).toEqual(["'self'", "'unsafe-eval'", ...origins]);
  expect(directive('style-src')).toEqual(["'self'", "'unsafe-inline'", ...origins]);
  expect(directive('img-src')).toEqual(["'self'", 'data:', 'blob:', ...origins]);
  expect(directive('font-src')).toEqual(["'self'", 'data:', ...origins]);
  expect(directive('connect-src')).toEqual(["'self'", ...origins]);
  expect(directive('default-src')).toEqual(["'self'"]);
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
  const html = await page.text();
  expect(html).toContain('<div id="portal-root">');

  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(`${deployment.portal}${script}`, {
    headers: { 'Accept-Encoding': 'gzip' },
  });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');

  // A missing asset (a chunk of a previous build) is never stored.
  const missing = await request.get(`${deployment.portal}/assets/index-gone0000.js`);
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('no-store');

  // API answers (user/status carries the token) are neither stored nor sniffed.
  const api = await request.get(`${deployment.portal}/api/sys/querySysConfig`);
  expect(((await api.json()) as { code: number }).code).toBe(0);
  expect(api.headers()['cache-control']).toBe('no-store');
  expect(api.headers()['x-content-type-options']).toBe('nosniff');

  const stub = await request.get(deployment.stubs.ds, {
    headers: { Origin: deployment.portal },
  });
  expect(stub.headers()['access-control-allow-origin']).toBe(deployment.portal);
  // The stub's own page shares the portal's cookies: its own scripts only, framed by the
  // portal alone.
  const stubCsp = stub.headers()['content-security-policy'] ?? '';
  expect(stubCsp).toContain(`frame-ancestors ${deployment.portal}`);
  expect(stubCsp).toContain("script-src 'self';");
  const stubApi = await request.get(
    `${new URL(deployment.stubs.ds).origin}/api/sys/querySysConfig`,
  );
  expect(stubApi.headers()['cache-control']).toBe('no-store');
  // A preflight from the portal (a fetch with a header of its own) is answered; from
  // another origin it gets no Allow-Origin.
  const preflight = await request.fetch(deployment.stubs.ds, {
    method: 'OPTIONS',
    headers: {
      Origin: deployment.portal,
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'x-mock-scope',
    },
  });
  expect(preflight.status()).toBe(204);
  expect(preflight.headers()['access-control-allow-origin']).toBe(deployment.portal);
  expect(preflight.headers()['access-control-allow-headers']).toBe('x-mock-scope');
  const stranger = await request.get(deployment.stubs.ds, {
    headers: { Origin: 'https://evil.example' },
  });
  expect(stranger.headers()['access-control-allow-origin']).toBeFalsy();
});

test('the pages outside the portal that the menu and the notices open are served', async ({
  deployment,
  request,
}) => {
  for (const [path, title] of EXTERNAL_PAGES) {
    const answer = await request.get(`${deployment.portal}${path}`);
    expect(answer.status(), path).toBe(200);
    expect(await answer.text(), path).toContain(`<title>${title}</title>`);
  }
});

test("robots.txt is a file that keeps every crawler out, not the portal's page", async ({
  deployment,
  request,
}) => {
  const answer = await request.get(`${deployment.portal}/robots.txt`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^text\/plain/);
  const rules = (await answer.text()).split('\n').filter((line) => !line.startsWith('#'));
  expect(rules.filter(Boolean)).toEqual(['User-agent: *', 'Disallow: /']);
});

test('admin signs in through nginx and a stub mounts from its own origin', async ({
  deployment,
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // The page's icon is in the page: no request of its own, on /login or after the sign-in.
  const icons: string[] = [];
  page.on('request', (request) => {
    if (/favicon|\.ico$/i.test(new URL(request.url()).pathname)) icons.push(request.url());
  });
  await page.goto(`${deployment.portal}/tgypt/zcdj/jyqrcx`);
  // Not signed in: the guard sends the deep link to the login page with its redirect.
  await expect(page).toHaveURL(/\/login\?redirect=/, { timeout: 30_000 });
  await expect(page.getByRole('img', { name: '图形验证码' })).toBeVisible();
  await page.getByTestId('login-username').fill('admin');
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-captcha').fill(CAPTCHA);
  await page.getByTestId('login-submit').click();
  const stub = page.getByTestId('subapp-container').getByTestId('stub-page');
  await expect(stub).toHaveAttribute('data-app', 'tgypt', { timeout: 60_000 });
  await expect(stub).toHaveAttribute('data-path', '/zcdj/jyqrcx');
  await expect(stub.getByTestId('stub-user-name')).toHaveText('张明远（admin）');
  // A reload of a sub-application path: nginx's history fallback, the same stub again.
  await page.reload();
  await expect(stub).toHaveAttribute('data-app', 'tgypt', { timeout: 60_000 });
  expect(icons).toEqual([]);
  expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(/^data:image\/svg/);
  expect(violations).toEqual([]);
});

test('/login is prerendered: styled and complete before any script or stylesheet loads', async ({
  browser,
  deployment,
  request,
}) => {
  const answer = await request.get(`${deployment.portal}/login?redirect=%2Fmain`);
  expect(answer.headers()['cache-control']).toBe('no-cache');
  expect(answer.headers()['content-security-policy']).toContain("script-src 'self'");
  const html = await answer.text();
  expect(html).toContain('<div id="portal-root" data-prerendered="/login">');
  expect(html).toContain('data-testid="login-submit"');
  // No inline script: the CSP allows none.
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // Nor the stylesheet: the rules the page uses are inlined; the whole sheet is held back until
  // the scripts have hydrated the page, and without them it is not even asked for.
  let sheetAsked = false;
  await page.route(/\/assets\/[^/]+\.css$/, (route) => {
    sheetAsked = true;
    return route.abort();
  });
  await page.goto(`${deployment.portal}/login`);
  await expect(page.getByTestId('login-system-title')).toHaveText('基金管理人服务平台');
  await expect(page.getByTestId('login-username')).toBeVisible();
  // The inlined rules and the theme variables of the head: the primary button is in the
  // portal's main colour, the fields have antd's border, without script or stylesheet.
  await expect(page.getByTestId('login-submit')).toHaveCSS('background-color', 'rgb(31, 78, 156)');
  await expect(page.getByTestId('login-username')).toHaveCSS('border-radius', '6px');
  expect(sheetAsked).toBe(false);
  await context.close();
});

test('the prerendered login page is hydrated in place, keeping what was typed', async ({
  deployment,
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The button as the HTML gave it, taken before any module script runs.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      Object.assign(window, {
        prerenderedButton: document.querySelector('[data-testid="login-submit"]'),
      });
    });
  });
  // The entry script waits until the user has typed into the prerendered page.
  let release!: () => void;
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto(`${deployment.portal}/login`, { waitUntil: 'commit' });
  await page.getByTestId('login-username').fill('admin');
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  // A click before the scripts run neither reloads the page nor sends anything.
  await page.getByTestId('login-submit').click();
  await page.getByTestId('login-password').press('Enter');
  release();
  // Hydrated: the captcha came from the API.
  await expect(page.getByRole('img', { name: '图形验证码' })).toBeVisible({ timeout: 30_000 });
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { prerenderedButton: Element | null }).prerenderedButton ===
        document.querySelector('[data-testid="login-submit"]'),
    ),
  ).toBe(true);
  await expect(page.getByTestId('login-username')).toHaveValue('admin');
  await expect(page.getByTestId('login-password')).toHaveValue(DEMO_PASSWORD);
  await page.getByTestId('login-captcha').fill(CAPTCHA);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(`${deployment.portal}/`, { timeout: 30_000 });
  await expect(page.getByTestId('home-page')).toBeVisible({ timeout: 30_000 });
  // The whole sheet, held back until the hydration, styles the pages that follow: the side
  // menu's list without the browser's indent (a rule the login page's inlined ones lack).
  await expect(page.getByTestId('side-menu')).toHaveCSS('padding-inline-start', '0px');
  await expect(page.getByTestId('side-menu')).toHaveCSS('list-style-type', 'none');
  expect(errors).toEqual([]);
});

test('behind nginx too, another spelling of a system-admin page is 403 for an operator', async ({
  deployment,
  page,
}) => {
  await page.goto(`${deployment.portal}/login`);
  // Once the captcha has been asked for (the prerendered form shows before it is).
  await submitLogin(page, 'operator');
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 30_000 });
  await page.goto(`${deployment.portal}/iservice/XTGL/%78tglywh/`);
  await expect(page).toHaveURL(/\/error\/403$/, { timeout: 30_000 });
  await expect(page.getByTestId('page-403')).toBeVisible();
  // The production build names no rule; the way home is the only one offered (noGoBack).
  await expect(page.getByRole('button', { name: '返回上一页' })).toHaveCount(0);
});

test('behind nginx, the home sections load and an institution switch loads them again for the new one', async ({
  deployment,
  page,
}) => {
  await page.goto(`${deployment.portal}/login`);
  await submitLogin(page, 'multi');
  await page.getByTestId('inst-option').filter({ hasText: '星辰私募基金管理有限公司' }).click();
  const notices = page.getByTestId('home-section-notice').getByTestId('notice-item');
  await showSection(page, 'notice');
  await expect(notices.first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('section-failed')).toHaveCount(0);
  // A private manager's home has no public fund overview.
  await expect(page.getByTestId('product-overview')).toHaveCount(0);
  await switchInstitution(page, '汇通基金管理有限公司');
  // The data of the first institution is dropped and the sections ask again (spec 4).
  await expect(page.getByTestId('product-overview')).toContainText('汇通纯债债券型证券投资基金', {
    timeout: 30_000,
  });
  // The new home opens at its top, where the hints may push the notices out of the window:
  // they load when the user scrolls to them.
  await showSection(page, 'notice');
  await expect(notices.first()).toBeVisible();
  await expect(page.getByTestId('section-failed')).toHaveCount(0);
});
