/**
 * Each stub sub-application standing alone on its port (QA contract: 7101 ds, 7102 iservice,
 * 7103 tgypt): it asks for a sign-in, logs in against the mock API through its own /api/ proxy,
 * and shows the stub page with the user's name. The stub servers answer the portal's origins
 * with exact CORS headers, for qiankun's fetches of the entries.
 */
import { expect, test } from '@playwright/test';
import { MICRO_APPS, SUB_APP_NAMES } from '../../src/contract/micro-app-bases';
import { CAPTCHA, DEMO_PASSWORD, resetMock } from './support/auth';
import { PORTAL_URL, STUB_URLS } from './support/urls';

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

/** A page of the mock menu for each stub, with its menu name. */
const PAGES = {
  ds: { path: '/xsgl/khcx', name: '客户查询' },
  iservice: { path: '/cpgl/glrzhwh', name: '管理人账户维护' },
  tgypt: { path: '/tsfw/sjsj_gzpz', name: '估值凭证查询' },
} as const;

for (const app of SUB_APP_NAMES) {
  test(`${app} runs standalone on its port and signs in as admin`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const origin = new URL(STUB_URLS[app]).origin;
    expect(origin).toBe(`http://localhost:${MICRO_APPS[app].port}`);
    const { path, name } = PAGES[app];

    await page.goto(`${STUB_URLS[app]}${path.slice(1)}`);
    await expect(page.getByRole('img', { name: '图形验证码' })).toBeVisible();
    await expect(page.getByTestId('stub-page')).toHaveCount(0);
    await page.getByTestId('login-username').fill('admin');
    await page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await page.getByTestId('login-captcha').fill(CAPTCHA);
    const login = page.waitForRequest((r) => r.url().includes('/api/user/login/v2'));
    await page.getByTestId('login-submit').click();

    // The login is a real, form-encoded call to the stub's own /api/ proxy.
    const request = await login;
    expect(new URL(request.url()).origin).toBe(origin);
    expect(request.headers()['content-type']).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(request.postData() ?? '').get('userName')).toBe('admin');

    const stubPage = page.getByTestId('stub-page');
    await expect(stubPage).toHaveAttribute('data-app', app);
    await expect(stubPage).toHaveAttribute('data-path', path);
    await expect(page.getByTestId('stub-user-name')).toHaveText('张明远（admin）');
    await expect(page.getByTestId('stub-inst-name')).toHaveText('星辰私募基金管理有限公司');
    await expect(page.getByTestId('stub-page-name')).toHaveText(name);
    const cookies = await page.context().cookies(origin);
    expect(cookies.find((c) => c.name === 'ACCESS-TOKEN')?.value).toMatch(/^mk1\./);
    // The stub's styles carry its own prefix.
    await expect(stubPage).toHaveClass(`${app}-page`);
    await expect(stubPage).toHaveCSS('border-top-style', 'solid');

    // A reload keeps the session of the cookie.
    await page.reload();
    await expect(page.getByTestId('stub-user-name')).toHaveText('张明远（admin）');
    expect(errors).toEqual([]);
  });
}

test('the stub servers answer the portal origin with exact CORS headers, others with none', async ({
  request,
}) => {
  for (const app of SUB_APP_NAMES) {
    const entry = STUB_URLS[app];
    const allowed = await request.get(entry, { headers: { Origin: PORTAL_URL } });
    expect(allowed.status()).toBe(200);
    expect(allowed.headers()['access-control-allow-origin']).toBe(PORTAL_URL);
    expect(allowed.headers()['access-control-allow-credentials']).toBe('true');
    const html = await allowed.text();
    // One classic script (qiankun cannot run modules) under the app's absolute base.
    expect(html).toContain(`<div id="${app}-root"></div>`);
    expect(html).toContain(`<script src="${MICRO_APPS[app].base}/${app}.umd.js"></script>`);
    expect(html).not.toContain('type="module"');

    const bundle = await request.get(`${entry}${app}.umd.js`, { headers: { Origin: PORTAL_URL } });
    expect(bundle.headers()['access-control-allow-origin']).toBe(PORTAL_URL);
    // UMD: the lifecycles land on a global named after the app.
    expect(await bundle.text()).toMatch(new RegExp(`\\.${app}\\s*=\\s*\\{\\}`));

    const other = await request.get(entry, { headers: { Origin: 'http://evil.example' } });
    expect(other.headers()['access-control-allow-origin']).toBeUndefined();
  }
});
