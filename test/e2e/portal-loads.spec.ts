import { expect, test } from '@playwright/test';
import { MOCK_URL } from './support/urls';

test.beforeEach(async ({ request }) => {
  await request.post(`${MOCK_URL}/__mock__/reset`);
});

test('the portal loads its login route in Chinese with the title from the mock API', async ({
  page,
}) => {
  const config = page.waitForResponse((response) =>
    response.url().includes('/api/sys/querySysConfig'),
  );
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { name: '用户登录' })).toBeVisible();
  // The title comes over the wire, through the portal's own /api/ proxy.
  const response = await config;
  expect(new URL(response.url()).origin).toBe(new URL(page.url()).origin);
  expect((await response.json()).data.data[0].title).toBe('基金管理人服务平台');
  await expect(page.getByTestId('login-system-title')).toHaveText('基金管理人服务平台');
  await expect(page).toHaveTitle('登录 - 基金管理人服务平台');
});

test('the portal proxies /api/ to the mock API server', async ({ request, baseURL }) => {
  const response = await request.get(`${baseURL}/api/sys/querySysConfig`);
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body).toMatchObject({ code: 0, success: true });
  expect(body.data.data[0].title).toBe('基金管理人服务平台');
});

test('the mock API answers an unknown call with a Chinese message, not a crash', async ({
  request,
}) => {
  const response = await request.get(`${MOCK_URL}/api/no/such/call`);
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ code: 404, message: '接口不存在' });
});
