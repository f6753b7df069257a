/**
 * Issue 9: the nginx configuration that ships (deploy/) serves the production portal and the
 * three stubs: history fallback for shell and sub-application paths, /api/ proxied to the mock
 * server, immutable hashed assets, a no-cache index.html with the security headers, gzip, and
 * CORS for qiankun's fetches of the stubs. Signing in and mounting a stub goes through it.
 */
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, CAPTCHA, resetMock } from './support/auth';
import { startNginxDeployment, type NginxDeployment } from './support/nginx';

let deployment: NginxDeployment;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(400_000);
  deployment = await startNginxDeployment();
});
test.afterAll(() => deployment?.stop());
test.beforeEach(async ({ request }) => resetMock(request));

test('headers: no-cache page with CSP, immutable gzipped assets, CORS only for the portal', async ({
  request,
}) => {
  const page = await request.get(`${deployment.portal}/iservice/cpgl/cpfx`);
  expect(page.status()).toBe(200);
  expect(page.headers()['cache-control']).toBe('no-cache');
  expect(page.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
  const html = await page.text();
  expect(html).toContain('<div id="root">');

  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(`${deployment.portal}${script}`, {
    headers: { 'Accept-Encoding': 'gzip' },
  });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');

  const api = await request.get(`${deployment.portal}/api/sys/querySysConfig`);
  expect(((await api.json()) as { code: number }).code).toBe(0);

  const stub = await request.get(deployment.stubs.ds, {
    headers: { Origin: deployment.portal },
  });
  expect(stub.headers()['access-control-allow-origin']).toBe(deployment.portal);
  const stranger = await request.get(deployment.stubs.ds, {
    headers: { Origin: 'https://evil.example' },
  });
  expect(stranger.headers()['access-control-allow-origin']).toBeFalsy();
});

test('admin signs in through nginx and a stub mounts from its own origin', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
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
  expect(violations).toEqual([]);
});
