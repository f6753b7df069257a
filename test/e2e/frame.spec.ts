/** Issue 5: the portal's frame — side menu and its links, menu search, tabs, page chrome. */
import { expect, test, type Page } from '@playwright/test';
import { loginAs, openUserMenuItem, resetMock } from './support/auth';

test.beforeEach(async ({ request }) => resetMock(request));

/**
 * Opens a page through the menu search: type, then Enter on the first hit (active at once);
 * waits for the page's title, as a person does before the next step.
 */
async function searchAndOpen(page: Page, text: string, name: string) {
  const search = page.getByTestId('menu-search');
  await search.fill(text);
  await expect(page.getByTestId('menu-search-option').first()).toContainText(name);
  await expect(search).toHaveAttribute('aria-activedescendant', 'menu-search-input_list_0');
  await search.press('Enter');
  await expect(page.getByTestId('page-title')).toHaveText(name);
}

test('menu search by keyboard: the arrow keys move through the hits and Enter opens one', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  const search = page.getByTestId('menu-search');
  await search.fill('产品');
  const options = page.getByTestId('menu-search-option');
  await expect(options.nth(0)).toContainText('产品申报');
  await expect(options.nth(1)).toContainText('产品发行');
  await expect(options.nth(2)).toContainText('产品参数变更');
  await expect(search).toHaveAttribute('aria-activedescendant', 'menu-search-input_list_0');
  await search.press('ArrowDown');
  await search.press('ArrowDown');
  await expect(search).toHaveAttribute('aria-activedescendant', 'menu-search-input_list_2');
  await search.press('ArrowUp');
  await expect(search).toHaveAttribute('aria-activedescendant', 'menu-search-input_list_1');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/iservice\/cpgl\/cpfx\?t=\d+$/);
  await expect(page.getByTestId('page-title')).toHaveText('产品发行');
  await expect(search).toHaveValue('');
});

test('eight menu pages leave six tabs, the oldest gone; fee ledgers never become tabs', async ({
  page,
}) => {
  test.slow();
  await loginAs(page, 'admin');
  const pages = [
    ['产品发行', '/iservice/cpgl/cpfx'],
    ['产品分红', '/iservice/cpgl/cpfh'],
    ['产品展示', '/iservice/cpgl/cpzs'],
    ['产品清盘', '/iservice/cpgl/cpqp'],
    ['临时开放日设置', '/iservice/zcdj/lskfrsz'],
    ['份额余额查询', '/tgypt/zcdj/fecx'],
    ['估值表查询', '/iservice/gzhs/gzbcx'],
    ['净值披露', '/iservice/gzhs/jzpl'],
  ] as const;
  for (const [name, path] of pages) {
    await searchAndOpen(page, name, name);
    await expect(page).toHaveURL(new RegExp(`${path}\\?t=\\d+$`));
    await expect(page.getByTestId('page-title')).toHaveText(name);
  }
  const tabs = page.getByTestId('tab-item');
  await expect(tabs).toHaveCount(6);
  await expect(tabs.first()).toContainText('产品展示');
  await expect(tabs.last()).toContainText('净值披露');

  await searchAndOpen(page, '管理费台账', '管理费台账');
  await expect(page).toHaveURL(/\/iservice\/fygzbg\/glftz/);
  await expect(tabs).toHaveCount(6);
  await expect(tabs.filter({ hasText: '管理费台账' })).toHaveCount(0);

  // Kept across a reload of the same session; a click navigates; a tab closes.
  await page.reload();
  await expect(page.getByTestId('page-title')).toHaveText('管理费台账');
  await expect(tabs).toHaveCount(6);
  await expect(tabs.first()).toContainText('产品展示');
  await expect(tabs.last()).toContainText('净值披露');
  await tabs
    .filter({ hasText: '产品清盘' })
    .getByRole('button', { name: '产品清盘', exact: true })
    .click();
  await expect(page).toHaveURL(/\/iservice\/cpgl\/cpqp$/);
  // The address changes before the page renders: close once 产品清盘 is the page on screen.
  await expect(page.getByTestId('page-title')).toHaveText('产品清盘');
  await page.getByRole('button', { name: '关闭 产品清盘' }).click();
  await expect(tabs).toHaveCount(5);
  await expect(page).toHaveURL(/\/iservice\/zcdj\/lskfrsz$/);

  // Cleared on logout.
  await openUserMenuItem(page, 'logout');
  await expect(page).toHaveURL(/\/login/);
  await loginAs(page, 'admin');
  await expect(tabs).toHaveCount(0);
});

test('side menu links: settlement-day change carries type=10; the report express opens outside', async ({
  page,
  context,
}) => {
  // A click on the side menu right after sign-in is lost about one run in four (seen before and
  // after 2026-11-25, cause not found yet: see issue 9's note). A person clicks again; so does
  // this test, through toPass, so that the links themselves are what it checks.
  const menu = page.getByTestId('side-menu');
  const item = (name: string) => menu.getByRole('menuitem', { name, exact: true }).first();
  const openArea = async (title: string, child: string) =>
    expect(async () => {
      if (!(await item(child).isVisible())) await item(title).click({ timeout: 5_000 });
      await expect(item(child)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });

  await loginAs(page, 'admin');
  await openArea('产品运营', '产品管理');
  await openArea('产品管理', '结算日变更');
  await expect(async () => {
    await item('结算日变更').click({ timeout: 5_000 });
    await expect(page).toHaveURL(/\/iservice\/cpgl\/cpcsbg\?type=10$/, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });

  await openArea('首页', '报表直通车');
  let opened: Page | undefined;
  await expect(async () => {
    const popup = context.waitForEvent('page', { timeout: 3_000 });
    await item('报表直通车').click({ timeout: 5_000 });
    opened = await popup;
  }).toPass({ timeout: 30_000 });
  expect(opened?.url()).toMatch(/^https?:\/\//);
  await opened?.close();
});

test('the business description modal with its steps; 暂无数据 where there is none', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  await searchAndOpen(page, '产品发行', '产品发行');
  await page.getByTestId('biz-desc-button').click();
  const dialog = page.getByRole('dialog', { name: '业务说明' });
  await expect(dialog).toContainText('产品发行申请');
  await expect(dialog.getByTestId('biz-desc-steps')).toBeVisible();
  await expect(dialog.locator('.ant-steps-item-finish')).toHaveCount(1);
  await expect(dialog.locator('.ant-steps-item-process')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Close' }).or(dialog.getByLabel('关闭')).first().click();
  // Closed, the dialog gives the focus back to its button: typing into the search before that
  // loses the focus mid-search and closes the hits.
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('biz-desc-button')).toBeFocused();

  await searchAndOpen(page, '操作日志', '操作日志');
  await page.getByTestId('biz-desc-button').click();
  await expect(page.getByRole('dialog', { name: '业务说明' })).toContainText('暂无数据');
});

test('staff (gmtgsx + 内部员工) sees no business description', async ({ page }) => {
  await loginAs(page, 'staff');
  await expect(page.getByTestId('page-header')).toBeVisible();
  await expect(page.getByTestId('help-center')).toBeVisible();
  await expect(page.getByTestId('biz-desc-button')).toHaveCount(0);
});

test('Back goes one step back in history, also after a reload; home on the first page', async ({
  page,
}) => {
  test.slow();
  await loginAs(page, 'admin');
  await searchAndOpen(page, '产品发行', '产品发行');
  await searchAndOpen(page, '净值披露', '净值披露');
  await searchAndOpen(page, '产品分红', '产品分红');
  await page.getByTestId('page-back').click();
  await expect(page).toHaveURL(/\/iservice\/gzhs\/jzpl/);
  await expect(page.getByTestId('page-title')).toHaveText('净值披露');
  await page.reload();
  await expect(page.getByTestId('page-title')).toHaveText('净值披露');
  await page.getByTestId('page-back').click();
  await expect(page).toHaveURL(/\/iservice\/cpgl\/cpfx/);
  await expect(page.getByTestId('page-title')).toHaveText('产品发行');

  // A page opened in a fresh tab has nothing behind it in the portal: Back goes home.
  const fresh = await page.context().newPage();
  await fresh.goto('/iservice/gzhs/jzpl');
  // A whole new load of the portal (its lazy chunks): slower than a step inside it.
  await expect(fresh.getByTestId('page-title')).toHaveText('净值披露', { timeout: 30_000 });
  await fresh.getByTestId('page-back').click();
  await expect(fresh).toHaveURL(/\/$/);
  await expect(fresh.getByTestId('home-page')).toBeVisible();
});
