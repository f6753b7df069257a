/**
 * The mock's admin API as QA uses it (QA contract): a fault set over HTTP (not page.route)
 * shows its message in the portal and is gone after its `times`; the journal holds what the
 * login sent; a scenario turns on and off; two data scopes keep their data apart. Each call of
 * this worker names its scope (playwright.config.ts), the admin calls included.
 */
import { loginAs, openPortal, PAGE_LOAD, submitLogin } from './support/auth';
import { expect, test } from './support/fixtures';
import { MOCK_URL } from './support/urls';
import { showSection } from './support/home-sections';

const ADMIN = `${MOCK_URL}/__mock__`;

test.describe('signed in', () => {
  test.use({ account: 'admin' });

  test('a fault set over HTTP shows in a home section; removed, the retry gets the real answer', async ({
    page,
    request,
  }) => {
    const set = await request.post(`${ADMIN}/faults`, {
      data: { method: 'GET', path: 'sys/queryNoticeList', code: 2999, message: '公告服务维护中' },
    });
    const { id } = (await set.json()) as { id: string };
    await openPortal(page);
    const notice = await showSection(page, 'notice');
    await expect(notice.getByTestId('section-failed')).toContainText('公告服务维护中', PAGE_LOAD);
    const listed = (await (await request.get(`${ADMIN}/faults`)).json()) as {
      faults: { id: string }[];
    };
    expect(listed.faults.map((fault) => fault.id)).toEqual([id]);
    expect((await request.delete(`${ADMIN}/faults/${id}`)).status()).toBe(204);
    await notice.getByRole('button', { name: '重试' }).click();
    // The retry brought the notices, not just a section still loading.
    await expect(notice.getByTestId('notice-item').first()).toBeVisible(PAGE_LOAD);
    await expect(notice.getByTestId('section-failed')).toHaveCount(0);
  });
});

test('the journal holds what the login sent, and who called after it', async ({
  page,
  request,
}) => {
  const since = Date.now();
  await loginAs(page, 'admin');
  const journal = (await (
    await request.get(`${ADMIN}/requests?path=user/*&since=${since}`)
  ).json()) as { requests: { method: string; path: string; body: unknown; user: string | null }[] };
  const login = journal.requests.find((entry) => entry.path === 'user/login/v2');
  expect(login?.method).toBe('POST');
  expect(JSON.stringify(login?.body)).toContain('admin');
  expect(journal.requests.some((entry) => entry.user === 'admin')).toBe(true);
});

test('server-busy refuses the login with its message until its faults are removed', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('img', { name: '图形验证码' })).toBeVisible(PAGE_LOAD);
  await request.post(`${ADMIN}/scenarios/server-busy`);
  await submitLogin(page, 'admin');
  await expect(page.getByText('系统繁忙，请稍后重试').first()).toBeVisible(PAGE_LOAD);
  await expect(page).toHaveURL(/\/login/);
  await request.delete(`${ADMIN}/faults`);
  // The captcha is a POST too: asked again, as a person does after a failed login.
  await page.getByRole('button', { name: /看不清/ }).click();
  await submitLogin(page, 'admin');
  await expect(page.getByTestId('user-menu')).toBeVisible(PAGE_LOAD);
});

test('two data scopes keep apart: a group made in one is absent in the other', async ({
  page,
  request,
  browser,
}) => {
  test.slow(); // two sessions
  await loginAs(page, 'admin');
  const token = (await page.context().cookies()).find((c) => c.name === 'ACCESS-TOKEN')?.value;
  const name = '本组专用';
  const made = await request.get(
    `/api/user/addProdSet?setName=${encodeURIComponent(name)}&pdCodes=`,
    { headers: { 'X-Access-Token': token ?? '' } },
  );
  expect(((await made.json()) as { code: number }).code).toBe(0);
  await page.reload();
  const groups = (target: typeof page) => target.getByTestId('home-section-productGroup');
  await showSection(page, 'productGroup');
  await expect(groups(page).getByText(name).first()).toBeVisible(PAGE_LOAD);

  // Another tester, in a scope of their own: the seed's groups, not this one.
  const scope = `e2e-other-${test.info().parallelIndex}`;
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Mock-Scope': scope } });
  await context.request.post(`${ADMIN}/reset`);
  const other = await context.newPage();
  await loginAs(other, 'admin');
  await showSection(other, 'productGroup');
  await expect(groups(other)).toBeVisible(PAGE_LOAD);
  await expect(groups(other).locator('[aria-busy="true"]')).toHaveCount(0, PAGE_LOAD);
  await expect(groups(other).getByText(name)).toHaveCount(0);
  await context.close();
});
