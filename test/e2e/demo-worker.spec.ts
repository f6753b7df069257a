import { expect, test } from '@playwright/test';
import { DEMO_URL } from './support/urls';

test('the static demo build answers the API from its service worker', async ({ page }) => {
  const config = page.waitForResponse((response) =>
    response.url().includes('/api/sys/querySysConfig'),
  );
  await page.goto(`${DEMO_URL}/login`);
  const response = await config;
  expect(response.fromServiceWorker()).toBe(true);
  expect((await response.json()).data.data[0].title).toBe('基金管理人服务平台');
  await expect(page.getByTestId('login-system-title')).toHaveText('基金管理人服务平台');
});

test('the demo build serves the pages the menu opens outside the portal', async ({ request }) => {
  const answer = await request.get(`${DEMO_URL}/external/service-guide.html`);
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toContain('<title>服务指南</title>');
});
