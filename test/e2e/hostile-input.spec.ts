/**
 * Each guard meets its payload list (test/support/hostile-payloads.ts, the lists its unit tests
 * use too) in a real browser: the redirect after login, the rich text of a notice, and the
 * messages of the chat robot's frame. A payload that ran would open a dialog or reach
 * evil.example.com; a notice's payload that sent a request would reach another host or /api/.
 * None may happen, and the page keeps working. The suite runs against the dev server, whose CSP
 * names only frame-ancestors: the guards hold by themselves.
 */
import { expect, test, type Page } from '@playwright/test';
import { HTML_PAYLOADS, REDIRECT_PAYLOADS, ROBOT_PAYLOADS } from '../support/hostile-payloads';
import { loginAs, PAGE_LOAD, resetMock, submitLogin, tokenCookie } from './support/auth';
import { PORTAL_URL } from './support/urls';
import { showSection } from './support/home-sections';

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

/**
 * What a rendered notice may not send by itself: anything to another host, or anything but the
 * portal's own calls (xhr/fetch, the tracker's beacon) to an /api/ path, in any spelling.
 */
function watchSends(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    let path = url.pathname;
    try {
      path = decodeURIComponent(decodeURIComponent(path));
    } catch {
      // a malformed escape: judged as written
    }
    // As a lenient proxy reads it: backslashes as slashes, dot segments resolved.
    path = new URL(path.replace(/\\/g, '/'), 'http://x.invalid').pathname;
    const api = /^\/+api(\/|$)/i.test(path);
    // The portal's own calls, and the tracker's beacon (src/lib/tracker.ts).
    const own =
      ['xhr', 'fetch'].includes(request.resourceType()) ||
      (request.resourceType() === 'ping' && url.pathname === '/api/track/collect');
    if (url.hostname !== 'localhost' || (api && !own)) {
      sent.push(`${request.resourceType()} ${request.url()}`);
    }
  });
  return sent;
}

/** Attributes in the notice that would run script or send a request (page-side, as a string). */
const DANGEROUS_IN_NOTICE = `Array.from(document.querySelectorAll('[data-testid="notice-content"] *'))
  .flatMap((el) => Array.from(el.attributes).map((a) => [el.tagName, a.name, a.value]))
  .filter(([tag, name, value]) => {
    if (/^on|^(srcset|background|poster|ping|formaction|action|style|xlink:href|srcdoc)$/i.test(name)) return true;
    if (/javascript:|vbscript:|data:|blob:/i.test(value)) return true;
    if (name !== 'href' && name !== 'src') return false;
    if (tag === 'A' && name === 'href' && value.startsWith('#')) return false;
    const url = new URL(value, location.href);
    const api = /^\\/api(\\/|$)/i.test(decodeURIComponent(url.pathname));
    if (url.origin === location.origin) return api;
    return name === 'src' || url.hostname === location.hostname;
  })
  .map((entry) => entry.join(' '))`;

test('the notice detail meets every hostile payload of the list without running or sending one', async ({
  page,
}) => {
  const seen = watch(page);
  const sent = watchSends(page);
  const evilHits: string[] = [];
  await page.route(/^https?:\/\/([^/]*\.)?evil\.example(\.com)?(:\d+)?\//, async (route) => {
    evilHits.push(route.request().url());
    await route.fulfill({ status: 204 });
  });
  // The notice opened answers the payload under test (one notice, one rich text).
  let current = 0;
  await page.route(/\/api\/sys\/queryNoticeDetail(\?|$)/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { content: string } };
    body.data.content = `<p>载荷 #${current}</p>${HTML_PAYLOADS[current] ?? ''}`;
    await route.fulfill({ response, json: body });
  });
  const documentResponse = await page.goto('/login');
  // The sanitiser alone stands between the payloads and the reader: the dev server's CSP says
  // only who may frame the page, nothing of scripts, styles or requests that could catch them.
  const csp = documentResponse?.headers()['content-security-policy'] ?? '';
  expect(csp.split(';').map((directive) => directive.trim().split(/\s+/)[0])).toEqual([
    'frame-ancestors',
  ]);
  await submitLogin(page, 'admin');
  await expect(page.getByTestId('user-menu')).toBeVisible(PAGE_LOAD);
  const open = (await showSection(page, 'notice')).getByTestId('notice-item').first();
  const content = page.getByTestId('notice-content');
  for (let i = 0; i < HTML_PAYLOADS.length; i += 1) {
    current = i;
    await open.getByRole('button').click();
    await expect(content).toContainText(`载荷 #${i}`);
    await expect(
      content.locator(
        'script, iframe, form, input, select, textarea, button, object, embed, style, base, meta, link, svg, math, video, audio, picture, source, template, noscript',
      ),
    ).toHaveCount(0);
    expect(await page.evaluate(DANGEROUS_IN_NOTICE), HTML_PAYLOADS[i]).toEqual([]);
    for (const link of await content.locator('a[href]:not([href^="#"])').all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await content.hover();
    await page.keyboard.press('Escape');
    await expect(content).toHaveCount(0);
  }
  // Room for a late load (a picture, a prefetch) before the verdict.
  // eslint-disable-next-line playwright/no-wait-for-timeout -- nothing must happen: a window for it to show
  await page.waitForTimeout(1000);
  expect(seen).toEqual({ dialogs: [], evil: [], errors: [] });
  expect(sent).toEqual([]);
  expect(evilHits).toEqual([]);
  await expect(page).toHaveURL(`${PORTAL_URL}/`);
  // No product group was made by a request of the notice.
  const groups = await page.evaluate(`(async () => {
    const token = document.cookie.split('; ').find((c) => c.startsWith('ACCESS-TOKEN='))?.slice(13);
    const answer = await fetch('/api/user/queryProdSet', { headers: { 'X-Access-Token': decodeURIComponent(token ?? '') } });
    return (await answer.json()).data.map((set) => set.setName);
  })()`);
  expect(groups).not.toContain('X');
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
