/**
 * The raised-account check page (spec 2.7) as a person uses it: from the home section's 去核查
 * to the page (a tab titled 募集账户核查), a search by fund name that lists the accounts, a
 * reload that keeps the query, and a name nobody knows that gets the spec's message.
 */
import { openPortal, PAGE_LOAD } from './support/auth';
import { expect, test } from './support/fixtures';
import { showSection } from './support/home-sections';

test.use({ account: 'admin' });
test.describe.configure({ timeout: 120_000 });

test('home section → 募集账户核查 → search → accounts; no match → the message', async ({
  page,
}) => {
  await openPortal(page);
  const card = await showSection(page, 'raiseAccCheck');
  await expect(card).toBeVisible(PAGE_LOAD);
  await card.getByTestId('raise-acc-open-page').click();

  await expect(page).toHaveURL(/\/raiseAccCheck$/);
  const pageCard = page.getByTestId('raise-acc-page');
  await expect(pageCard).toBeVisible(PAGE_LOAD);
  await expect(page.getByTestId('tabs-bar').getByTestId('tab-item')).toContainText([
    '募集账户核查',
  ]);
  await expect(page).toHaveTitle('募集账户核查 - 基金管理人服务平台');

  await page.getByTestId('raise-acc-fund').fill('私募证券投资基金');
  await page.getByTestId('raise-acc-submit').click();
  const table = page.getByTestId('raise-acc-table');
  await expect(table).toBeVisible();
  const rows = table.locator('tr.ant-table-row');
  await expect(rows.first()).toContainText('募集专户');
  expect(await rows.count()).toBeGreaterThan(2);
  await expect(table).toContainText('星辰稳健增长1号私募证券投资基金');
  await expect(page).toHaveURL(/fundName=/);

  // A reload keeps the query and shows the accounts again.
  await page.reload();
  await expect(page.getByTestId('raise-acc-fund')).toHaveValue('私募证券投资基金', PAGE_LOAD);
  await expect(page.getByTestId('raise-acc-table')).toContainText(
    '星辰稳健增长1号私募证券投资基金',
  );

  // A name nobody knows: the message of spec 2.7.
  await page.getByTestId('raise-acc-fund').fill('并不存在的基金名称');
  await page.getByTestId('raise-acc-submit').click();
  await expect(page.getByTestId('raise-acc-empty').locator('.ant-empty-description')).toHaveText(
    '未查询到相关账户，请与管理人确认账号或基金名称',
  );
  await expect(page.getByTestId('raise-acc-table')).toHaveCount(0);
});
