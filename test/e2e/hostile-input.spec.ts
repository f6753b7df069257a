/**
 * Issue 10 item 4: each guard meets its payload list (test/support/hostile-payloads.ts, the
 * lists its unit tests use too) in a real browser: the redirect after login, the rich text of a
 * notice, and the messages of the chat robot's frame. A payload that ran would open a dialog or
 * reach evil.example.com: neither may happen, and the page keeps working.
 */
import { expect, test, type Page } from '@playwright/test';
import { HTML_PAYLOADS, REDIRECT_PAYLOADS, ROBOT_PAYLOADS } from '../support/hostile-payloads';
import { loginAs, PAGE_LOAD, resetMock, submitLogin, tokenCookie } from './support/auth';
import { PORTAL_URL } from './support/urls';

test.beforeEach(async ({ request }) => resetMock(request));
test.describe.configure({ timeout: 240_000 });

/** Dialogs opened, requests to the evil host and uncaught errors, from now on. */
function watch(page: Page) {
  const seen = { dialogs: [] as string[], evil: [] as string[], errors: [] as string[] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.endsWith('evil.example.com')) seen.evil.push(request.url());
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  return seen;
}

test('every hostile redirect of the list lands on the home page after login', async ({ page }) => {
  const seen = watch(page);
  for (const [name, value] of REDIRECT_PAYLOADS) {
    await test.step(name, async () => {
      await page.context().clearCookies();
      await page.goto(`/login?redirect=${encodeURIComponent(value)}`);
      await submitLogin(page, 'admin');
      await expect(page.getByTestId('user-menu')).toBeVisible(PAGE_LOAD);
      await expect(page).toHaveURL(`${PORTAL_URL}/`);
    });
  }
  expect(seen).toEqual({ dialogs: [], evil: [], errors: [] });
});

test('the notice detail meets every hostile payload of the list without running one', async ({
  page,
}) => {
  const seen = watch(page);
  // The notice opened answers the payload under test (one notice, one rich text).
  let current = 0;
  await page.route(/\/api\/sys\/queryNoticeDetail(\?|$)/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { content: string } };
    body.data.content = `<p>载荷 #${current}</p>${HTML_PAYLOADS[current] ?? ''}`;
    await route.fulfill({ response, json: body });
  });
  await loginAs(page, 'admin');
  const open = page.getByTestId('home-section-notice').getByTestId('notice-item').first();
  const content = page.getByTestId('notice-content');
  for (let i = 0; i < HTML_PAYLOADS.length; i += 1) {
    current = i;
    await open.getByRole('button').click();
    await expect(content).toContainText(`载荷 #${i}`);
    await expect(
      content.locator(
        'script, iframe, form, input, select, textarea, button, object, embed, style, base, meta, link',
      ),
    ).toHaveCount(0);
    const dangerous = await page.evaluate(
      `Array.from(document.querySelectorAll('[data-testid="notice-content"] *')).filter((el) =>
         Array.from(el.attributes).some(
           (a) => /^on/i.test(a.name) || /javascript:|vbscript:|data:/i.test(a.value),
         ),
       ).length`,
    );
    expect(dangerous, HTML_PAYLOADS[i]).toBe(0);
    await content.hover();
    await page.keyboard.press('Escape');
    await expect(content).toHaveCount(0);
  }
  expect(seen).toEqual({ dialogs: [], evil: [], errors: [] });
  await expect(page).toHaveURL(`${PORTAL_URL}/`);
});

test("hostile messages from the robot's own frame do nothing; a good link still works", async ({
  page,
}) => {
  const seen = watch(page);
  await page.addInitScript(() => localStorage.setItem('isAutoShowChat', 'false'));
  await loginAs(page, 'admin');
  await page.getByTestId('help-center').click();
  await page.getByTestId('consult-me').click();
  await expect(
    page.frameLocator('[data-testid="chat-frame"]').getByTestId('robot-messages'),
  ).toContainText('托管服务助手', PAGE_LOAD);
  const robot = page.frames().find((frame) => frame.url().includes('/robot/'));
  expect(robot).toBeDefined();
  // The portal notes on the console each refused message that has a type; a last one of them
  // after the list says that the whole list has been handled.
  let refused = 0;
  page.on('console', (message) => {
    if (message.text().includes('[chat] 已忽略消息')) refused += 1;
  });
  const noted = ROBOT_PAYLOADS.filter((p) => typeof p === 'object' && p !== null && 'type' in p);
  for (const payload of [...ROBOT_PAYLOADS, { type: 'link', path: '//evil.example.com/last' }]) {
    await robot!.evaluate((data) => window.parent.postMessage(data, '*'), payload);
  }
  await expect.poll(() => refused).toBe(noted.length + 1);
  await expect(page).toHaveURL(`${PORTAL_URL}/`);
  expect(await tokenCookie(page)).toBeDefined();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  expect(seen).toEqual({ dialogs: [], evil: [], errors: [] });

  // The channel itself still works: a well-formed link of this site is followed.
  await robot!.evaluate(() =>
    window.parent.postMessage({ type: 'link', path: '/Settings/PersonalCenter' }, '*'),
  );
  await expect(page).toHaveURL(`${PORTAL_URL}/Settings/PersonalCenter`);
});
