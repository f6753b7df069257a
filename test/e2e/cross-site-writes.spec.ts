/**
 * No cross-site writes: while admin is signed in, pages of other origins make the browser call
 * user/addProdSet (a state-changing GET of spec 7) by a navigation, an image, a link and a form.
 * From another site (127.0.0.1) the SameSite=Strict cookie stays behind (-403); from another
 * origin of the same site (localhost:5999, where SameSite does not apply) the cookie goes but
 * the API wants the X-Access-Token header (-428). No product group is created. The same pages
 * send the mock's admin API the writes a page may send without asking (text/plain and form
 * POSTs, no-cors), directly and through the dev server: each is refused, nothing is reset and
 * no fault added.
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAs, PAGE_LOAD, resetMock, tokenCookie } from './support/auth';
import { MOCK_URL, PORTAL_URL } from './support/urls';
import { showSection } from './support/home-sections';

test.beforeEach(async ({ request }) => resetMock(request));

test.describe.configure({ timeout: 120_000 });

/** The attack's URL; `v` makes each attempt a new URL, so none is answered from a cache. */
function target(v: string): string {
  return `${PORTAL_URL}/api/user/addProdSet?setName=%E8%B7%A8%E7%AB%99&pdCodes=&v=${v}`;
}
const SAME_SITE = 'http://localhost:5999';
const CROSS_SITE = 'http://127.0.0.1:5999';

/** Serves `html` at `origin`/<name>.html (no server needed: Playwright answers it). */
async function serve(page: Page, origin: string, name: string, html: string): Promise<string> {
  await page.route(`${origin}/${name}.html`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
  );
  return `${origin}/${name}.html`;
}

async function groupNames(page: Page): Promise<string[]> {
  const token = await tokenCookie(page);
  const answer = await page.request.get(`${PORTAL_URL}/api/user/queryProdSet`, {
    headers: { 'X-Access-Token': token ?? '' },
  });
  const body = (await answer.json()) as { code: number; data: { setName: string }[] };
  expect(body.code).toBe(0);
  return body.data.map((set) => set.setName);
}

const isAttack = (url: string) => url.startsWith(`${PORTAL_URL}/api/user/addProdSet`);

/** Opens the attacker's page and returns the API's answer to the request it caused. */
async function attack(page: Page, url: string): Promise<{ code: number; message: string }> {
  const answered = page.waitForResponse((r) => isAttack(r.url()));
  await page.goto(url);
  return (await (await answered).json()) as { code: number; message: string };
}

/** An image's answer is opaque to the page (and to Playwright): wait for the load to end. */
async function attackWithImage(page: Page, url: string): Promise<void> {
  const ended = Promise.race([
    page.waitForEvent('requestfinished', (r) => isAttack(r.url())),
    page.waitForEvent('requestfailed', (r) => isAttack(r.url())),
  ]);
  await page.goto(url);
  await ended;
}

test('pages of other origins cannot make the signed-in browser create a product group', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  const before = await groupNames(page);
  expect(before).not.toContain('跨站');

  const variants: Record<string, (v: string) => string> = {
    script: (v) => `<script>location = ${JSON.stringify(target(v))}</script>`,
    image: (v) => `<img src="${target(v)}" alt="">`,
    form: (v) =>
      `<form method="GET" action="${PORTAL_URL}/api/user/addProdSet"><input name="setName" value="跨站"><input name="pdCodes" value=""><input name="v" value="${v}"></form><script>document.forms[0].submit()</script>`,
    link: (v) =>
      `<a id="go" href="${target(v)}">go</a><script>document.getElementById('go').click()</script>`,
  };

  for (const [name, html] of Object.entries(variants)) {
    const crossUrl = await serve(page, CROSS_SITE, `x-${name}`, html(`x-${name}`));
    const sameUrl = await serve(page, SAME_SITE, `s-${name}`, html(`s-${name}`));
    if (name === 'image') {
      await attackWithImage(page, crossUrl);
      await attackWithImage(page, sameUrl);
      continue;
    }
    // Another site: the Strict cookie is not sent at all.
    expect((await attack(page, crossUrl)).code, `cross-site ${name}`).toBe(-403);
    // The same site, another origin: the cookie is sent, the header is missing.
    const same = await attack(page, sameUrl);
    expect(same.code, `same-site ${name}`).toBe(-428);
    expect(same.message).toContain('X-Access-Token');
  }

  // Nothing was created: the API as the user, and the home page.
  expect(await groupNames(page)).toEqual(before);
  await page.goto('/');
  const groups = await showSection(page, 'productGroup');
  await expect(groups.getByTestId('product-group-tab').first()).toBeVisible(PAGE_LOAD);
  await expect(groups.getByRole('tab', { name: /跨站/ })).toHaveCount(0);
  // The session itself is intact: the portal still works for its user.
  await expect(page.getByTestId('user-menu')).toBeVisible();
});

test('pages of other origins change nothing in the mock: no reset, no fault', async ({
  page,
  request,
}) => {
  await loginAs(page, 'admin');
  const before = await groupNames(page);
  const fault = JSON.stringify({ path: '*', code: 500, message: '跨站故障' });
  const writes = [`${MOCK_URL}/__mock__/reset`, `${PORTAL_URL}/__mock__/reset`]
    .concat([`${MOCK_URL}/__mock__/faults`, `${PORTAL_URL}/__mock__/faults`])
    .map((url) => ({ url, body: url.endsWith('faults') ? fault : '{}' }));
  const script = writes
    .map(
      ({ url, body }) =>
        `fetch(${JSON.stringify(url)}, { method: 'POST', mode: 'no-cors', body: ${JSON.stringify(body)} });`,
    )
    .join('\n');
  const form = `<form method="POST" enctype="text/plain" action="${MOCK_URL}/__mock__/reset"><input name="{}" value=""></form>`;
  for (const origin of [SAME_SITE, CROSS_SITE]) {
    const url = await serve(page, origin, 'admin', `<script>${script}</script>`);
    // A no-cors answer is opaque to the page, and the browser withholds a JSON one from it
    // (opaque response blocking): each call ends, and what counts is what the mock did.
    const ended = writes.map(({ url: to }) => {
      const mine = (r: { url: () => string; method: () => string }) =>
        r.url() === to && r.method() === 'POST';
      return Promise.race([
        page.waitForEvent('requestfinished', mine),
        page.waitForEvent('requestfailed', mine),
      ]);
    });
    await page.goto(url);
    await Promise.all(ended);
    // A form's POST is a navigation: its answer is the page shown.
    const formUrl = await serve(
      page,
      origin,
      'admin-form',
      `${form}<script>document.forms[0].submit()</script>`,
    );
    const formAnswer = page.waitForResponse(`${MOCK_URL}/__mock__/reset`);
    await page.goto(formUrl);
    expect((await formAnswer).status()).toBe(403);
  }
  const faults = await request.get(`${MOCK_URL}/__mock__/faults`);
  expect(((await faults.json()) as { faults: unknown[] }).faults).toEqual([]);
  // Not reset: the session lives on and the user's data is as it was.
  expect(await groupNames(page)).toEqual(before);
});

test('a page of another origin cannot frame the signed-in portal', async ({ page }) => {
  await loginAs(page, 'admin');
  for (const origin of [SAME_SITE, CROSS_SITE]) {
    const url = await serve(
      page,
      origin,
      'frame',
      `<title>framing</title><iframe src="${PORTAL_URL}/" onload="document.title = 'loaded'"></iframe>`,
    );
    await page.goto(url);
    await expect(page).toHaveTitle('loaded', PAGE_LOAD);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    // A refused frame shows the browser's error page, never the portal's document.
    expect(frame?.url().startsWith(PORTAL_URL), origin).toBe(false);
  }
});
