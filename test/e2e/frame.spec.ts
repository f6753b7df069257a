/** The portal's frame — side menu and its links, menu search, tabs, page chrome. */
import type { Locator, Page } from '@playwright/test';
import { loginAs, openPortal, openUserMenuItem } from './support/auth';
import { expect, test } from './support/fixtures';

test.use({ account: 'admin' });

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
  await openPortal(page);
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
  await openPortal(page);
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
  await loginAs(page, 'admin'); // through the form: the session of the test has ended
  await expect(tabs).toHaveCount(0);
});

test('side menu links: settlement-day change carries type=10; the report express opens outside', async ({
  page,
  context,
}) => {
  await openPortal(page);
  const menu = page.getByTestId('side-menu');
  await menu.getByRole('menuitem', { name: '产品运营' }).click();
  await menu.getByRole('menuitem', { name: '产品管理' }).click();
  await menu.getByRole('menuitem', { name: '结算日变更' }).click();
  await expect(page).toHaveURL(/\/iservice\/cpgl\/cpcsbg\?type=10$/);

  await menu.getByRole('menuitem', { name: '首页', exact: true }).first().click();
  const popup = context.waitForEvent('page');
  await menu.getByRole('menuitem', { name: '报表直通车' }).click();
  const opened = await popup;
  // The window opens at the click and is pointed at the address once the server allows it.
  await opened.waitForURL(/^https?:\/\/[^/]+\/external\/bbztc\.html$/);
  await expect(opened.getByRole('heading', { name: '报表直通车' })).toBeVisible();
  expect(await opened.evaluate('window.opener')).toBeNull();
  await opened.close();
});

/**
 * Where a menu entry is, frame by frame for 600 ms: its top and whether its list shows all of it
 * (a list that is still growing clips what it holds).
 */
async function placeOverTime(entry: Locator): Promise<string[]> {
  return entry.evaluate(
    (element) =>
      new Promise<string[]>((resolve) => {
        const list = element.closest('ul');
        const samples: string[] = [];
        const start = performance.now();
        const sample = () => {
          const top = Math.round(element.getBoundingClientRect().top);
          const whole = list ? list.clientHeight >= list.scrollHeight : true;
          samples.push(`top ${top}, whole list ${whole}`);
          if (performance.now() - start < 600) requestAnimationFrame(sample);
          else resolve(samples);
        };
        sample();
      }),
  );
}

test('the side menu stands still after a click: nothing slides under the next click', async ({
  page,
}) => {
  // With antd's height motion the menu moved for up to 0.5 s after each click (the 首页 area, open
  // after sign-in, closing above 产品运营; the opened area growing out of a clipped list), and a
  // click in that time, pressed on one entry and released on another, was lost.
  await openPortal(page);
  const menu = page.getByTestId('side-menu');
  await menu.getByRole('menuitem', { name: '产品运营' }).click();
  const area = await placeOverTime(menu.getByRole('menuitem', { name: '产品管理' }));
  expect(new Set(area)).toEqual(new Set([area[0]]));
  expect(area[0]).toContain('whole list true');

  await menu.getByRole('menuitem', { name: '产品管理' }).click();
  const entry = await placeOverTime(menu.getByRole('menuitem', { name: '结算日变更' }));
  expect(new Set(entry)).toEqual(new Set([entry[0]]));
  expect(entry[0]).toContain('whole list true');
});

test('the business description modal with its steps; 暂无数据 where there is none', async ({
  page,
}) => {
  await openPortal(page);
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

test('staff (gmtgsx + 内部员工) sees no business description', async ({ pageAs }) => {
  const page = await pageAs('staff');
  await openPortal(page);
  await expect(page.getByTestId('page-header')).toBeVisible();
  await expect(page.getByTestId('help-center')).toBeVisible();
  await expect(page.getByTestId('biz-desc-button')).toHaveCount(0);
});

test('Back goes one step back in history, also after a reload; home on the first page', async ({
  page,
}) => {
  test.slow();
  await openPortal(page);
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
