/** The route guard, permissions and titles in a real browser against the mock API. */
import { openPortal, PAGE_LOAD, submitLogin } from './support/auth';
import { expect, test } from './support/fixtures';

test('an unauthenticated deep link goes to the login and back after it', async ({ page }) => {
  await page.goto('/Settings/PersonalCenter?tab=1');
  await expect(page).toHaveURL(/\/login\?redirect=%2FSettings%2FPersonalCenter%3Ftab%3D1$/);
  await expect(page).toHaveTitle('登录 - 基金管理人服务平台');
  await submitLogin(page, 'admin');
  await expect(page.getByTestId('personal-center-page')).toBeVisible();
  await expect(page).toHaveURL(/\/Settings\/PersonalCenter\?tab=1$/);
  await expect(page).toHaveTitle('个人中心 - 基金管理人服务平台');
});

test.describe('admin', () => {
  test.use({ account: 'admin' });

  test('an unknown path shows the 404 page titled 404', async ({ page }) => {
    await openPortal(page);
    await expect(page).toHaveTitle('首页 - 基金管理人服务平台');
    await page.goto('/no/such/page');
    await expect(page.getByTestId('page-404')).toContainText('页面丢失了');
    await expect(page).toHaveTitle('404 - 基金管理人服务平台');
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page.getByTestId('home-page')).toBeVisible();
  });

  test('the lock flag sends every navigation to the lock screen', async ({ page }) => {
    await openPortal(page);
    await page.evaluate(() => localStorage.setItem('locking', '1'));
    await page.goto('/Settings/PersonalCenter');
    await expect(page).toHaveURL(/\/locking$/);
    await expect(page.getByTestId('unlock-password')).toBeVisible();
  });

  test('page views reach the analytics service; internal staff are never tracked', async ({
    page,
    pageAs,
    mock,
  }) => {
    test.slow(); // two sessions
    type Sent = { event: string; page: string; userId: string | null };
    // What the analytics service received, from the mock's journal (beacons are text bodies).
    const sent = async (since: number): Promise<Sent[]> =>
      (await mock.journal('track/collect', since)).map((entry) =>
        typeof entry.body === 'string' ? (JSON.parse(entry.body) as Sent) : (entry.body as Sent),
      );
    const since = Date.now();
    await openPortal(page, '/Settings/PersonalCenter');
    await expect(page.getByTestId('personal-center-page')).toBeVisible();
    await expect
      .poll(async () =>
        (await sent(since)).filter((e) => e.event === 'page_view').map((e) => e.page),
      )
      .toContain('/Settings/PersonalCenter');
    expect((await sent(since)).find((e) => e.page === '/Settings/PersonalCenter')?.userId).toBe(
      'U10001',
    );

    const staffSince = Date.now();
    const staffPage = await pageAs('staff');
    const consoleNotes: string[] = [];
    staffPage.on('console', (message) => consoleNotes.push(message.text()));
    await openPortal(staffPage, '/Settings/PersonalCenter');
    await expect(staffPage.getByTestId('personal-center-page')).toBeVisible();
    await expect.poll(() => consoleNotes.join('\n')).toContain('内部员工不埋点');
    // The staff's browser calls reach this journal (its scope), and none of them is a tracking event.
    const staffCalls = await mock.journal('user/status', staffSince);
    expect(staffCalls.some((entry) => entry.user === 'staff')).toBe(true);
    expect((await sent(staffSince)).filter((e) => e.userId === 'U10003')).toEqual([]);
  });
});

test('an operator is forbidden a system-admin page; the administrator opens it', async ({
  pageAs,
}) => {
  test.slow(); // two sessions
  const page = await pageAs('operator');
  await page.goto('/iservice/xtgl/ptyhwh');
  await expect(page.getByTestId('page-403')).toBeVisible(PAGE_LOAD);
  await expect(page).toHaveURL(/\/error\/403$/);
  await expect(page.getByTestId('page-403-rule')).toContainText('admin-only');
  // noGoBack: no way back to the forbidden page from here.
  await expect(page.getByRole('button', { name: '返回上一页' })).toHaveCount(0);

  const adminPage = await pageAs('admin');
  await openPortal(adminPage, '/iservice/xtgl/ptyhwh');
  // The container is there and shown (empty until the sub-applications mount in it).
  await expect(adminPage.getByTestId('subapp-container')).not.toHaveAttribute('hidden');
  await expect(adminPage).toHaveURL(/\/iservice\/xtgl\/ptyhwh$/);
  await expect(adminPage.getByTestId('page-403')).toHaveCount(0);
});

test('letter: business pages redirect to the letter page with the 提示 modal; home is allowed', async ({
  pageAs,
}) => {
  const page = await pageAs('letter');
  await openPortal(page);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.goto('/iservice/cpgl/cpfx');
  await expect(page).toHaveURL(/\/iservice\/tgtj\/tjtsh$/);
  const dialog = page.getByRole('dialog', { name: '提示' });
  await expect(dialog).toContainText('提示函');
  await dialog.getByRole('button', { name: '我知道了' }).click();
  await expect(dialog).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test('letter2: a warning without navigation when the letter menu is missing', async ({
  pageAs,
}) => {
  const page = await pageAs('letter2');
  await openPortal(page, '/iservice/cpgl/cpfx');
  await expect(page.getByText('请联系有权限的用户登录后进行确认')).toBeVisible();
  await expect(page).toHaveURL(/\/iservice\/cpgl\/cpfx$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('agreement: performance pages redirect to the agreement page', async ({ pageAs }) => {
  const page = await pageAs('agreement');
  await page.goto('/iservice/tzjx/jxfx');
  await expect(page).toHaveURL(/\/iservice\/jxfxxy$/, PAGE_LOAD);
});
