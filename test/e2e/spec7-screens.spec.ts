/**
 * Calls of spec 7 made by the shell's own screens, in a real browser against the mock API: the
 * guidance zone's 最新视频 and 站内搜索 (keyboard only), the search of the business descriptions,
 * and the personal centre's 管理人信息 and e-mail.
 */
import { openPortal, openUserMenuItem, PAGE_LOAD } from './support/auth';
import { blockingViolations } from './support/axe';
import { expect, test } from './support/fixtures';

test.use({ account: 'admin' });

// Each flow logs in and loads a page: room for a machine shared with other builds.
test.describe.configure({ timeout: 120_000 });

test('yzzyfwzq: the latest videos, and 站内搜索 by keyboard to a function', async ({ page }) => {
  await openPortal(page, '/yzzyfwzq');
  const videos = page.getByTestId('recent-video');
  await expect(videos).toHaveCount(6);
  await expect(videos.first()).toContainText('私募基金临时开放日设置操作指引');
  const search = page.getByRole('searchbox', { name: '站内搜索' });
  await search.fill('产品发行');
  await search.press('Enter');
  const link = page.getByTestId('content-search-menu').getByRole('link', { name: '产品发行' });
  await expect(link.first()).toBeVisible();
  // Tab from the box reaches the hits' links (the search button and the clear icon first).
  for (
    let i = 0;
    i < 5 && !(await link.first().evaluate((el) => el === document.activeElement));
    i++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(link.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/iservice\/cpgl\/cpfx$/);
});

test('业务说明: searching every page’s description and opening a hit', async ({ page }) => {
  await openPortal(page);
  await page.getByTestId('biz-desc-button').click();
  const dialog = page.getByRole('dialog', { name: '业务说明' });
  await dialog.getByRole('searchbox', { name: '搜索业务说明' }).fill('结算日');
  const hit = dialog.getByTestId('biz-desc-hit').filter({ hasText: '结算日变更' });
  await expect(hit).toContainText('5个工作日');
  await hit.getByRole('link').click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/iservice\/cpgl\/cpcsbg/);
});

test('personal centre: 管理人信息 and the e-mail saved on the server', async ({ page }) => {
  await openPortal(page);
  await openUserMenuItem(page, 'personal-center');
  const info = page.getByTestId('manager-info-panel');
  await expect(info).toContainText('P1068523');
  await expect(info).toContainText('A（辅导类）');
  await expect(info.getByTestId('admin-right')).toHaveText('有（本机构管理员）');
  await page
    .getByTestId('profile-panel')
    .getByRole('button', { name: /修\s*改/ })
    .click();
  const email = page.getByRole('textbox', { name: '电子邮箱' });
  await email.fill('ops@xingchen-pf.com');
  await email.press('Enter');
  await expect(page.getByTestId('profile-email')).toHaveText('ops@xingchen-pf.com');
  await page.reload();
  await expect(page.getByTestId('profile-email')).toHaveText('ops@xingchen-pf.com', {
    timeout: 30_000,
  });
});

test('the new parts have no serious or critical accessibility violation', async ({ page }) => {
  await openPortal(page, '/yzzyfwzq');
  await expect(page.getByTestId('recent-video').first()).toBeVisible(PAGE_LOAD);
  const search = page.getByRole('searchbox', { name: '站内搜索' });
  await search.fill('培训');
  await search.press('Enter');
  await expect(page.getByTestId('content-search-results')).toBeVisible();
  expect(await blockingViolations(page), 'yzzyfwzq').toEqual([]);

  await openUserMenuItem(page, 'personal-center');
  await expect(page.getByTestId('admin-right')).toBeVisible(PAGE_LOAD);
  expect(await blockingViolations(page), 'personal centre').toEqual([]);

  await page.goto('/tgypt/zcdj/jyqrcx');
  await expect(page.getByTestId('subapp-container').getByTestId('stub-row').first()).toBeVisible(
    PAGE_LOAD,
  );
  expect(await blockingViolations(page), 'trade confirmations').toEqual([]);
});
