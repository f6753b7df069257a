/**
 * Admin's product groups on the home page in a real browser against the mock
 * API — a group created with a product found by name survives a reload, is renamed and
 * deleted; the section's search by product name shows statuses in place of the groups.
 */
import type { Locator, Page } from '@playwright/test';
import { clickWhenSettled, openPortal, PAGE_LOAD } from './support/auth';
import { expect, test } from './support/fixtures';
import { showSection } from './support/home-sections';

test.use({ account: 'admin' });

test.describe.configure({ timeout: 120_000 });

function groups(page: Page): Locator {
  return page.getByTestId('home-section-productGroup');
}

async function groupsLoaded(page: Page): Promise<void> {
  await showSection(page, 'productGroup');
  await expect(groups(page).getByTestId('product-group-tab').first()).toBeVisible(PAGE_LOAD);
}

function shownProducts(page: Page): Locator {
  return groups(page).getByRole('tabpanel').getByTestId('group-product');
}

async function saveDialog(dialog: Locator): Promise<void> {
  await clickWhenSettled(dialog.getByRole('button', { name: /保\s*存/ }));
  await expect(dialog).toBeHidden();
}

test('admin creates a group with a product found by name, renames it and deletes it', async ({
  page,
}) => {
  await openPortal(page);
  await groupsLoaded(page);

  // Create: name and a product chosen through the name search.
  await groups(page).getByTestId('product-group-add').click();
  const dialog = page.getByRole('dialog', { name: '新建分组' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('product-group-name')).toBeFocused();
  await dialog.getByTestId('product-group-name').fill('年末关注');
  await dialog
    .getByRole('combobox', { name: '按产品名称查询并添加产品' })
    .pressSequentially('红利');
  await page.getByRole('option', { name: /星辰红利策略1号（SXC105）/ }).click();
  await expect(dialog.getByTestId('product-picker-tag')).toHaveAttribute('data-code', 'SXC105');
  await saveDialog(dialog);
  await expect(page.getByText('已保存')).toBeVisible();
  const created = groups(page).getByRole('tab', { name: /年末关注 \(1\)/ });
  await expect(created).toHaveAttribute('aria-selected', 'true');
  await expect(shownProducts(page)).toHaveText([/SXC105 星辰红利策略1号\s*募集准备/]);

  // It is the server's: it survives a reload.
  await page.reload();
  await groupsLoaded(page);
  await groups(page)
    .getByRole('tab', { name: /年末关注 \(1\)/ })
    .click();
  await expect(shownProducts(page)).toHaveText([/SXC105 星辰红利策略1号/]);

  // Rename it, keeping its product.
  await groups(page).getByTestId('product-group-edit').click();
  const editor = page.getByRole('dialog', { name: '编辑分组' });
  await expect(editor.getByTestId('product-group-name')).toHaveValue('年末关注');
  await editor.getByTestId('product-group-name').fill('年末精选');
  await saveDialog(editor);
  await expect(groups(page).getByRole('tab', { name: /年末精选 \(1\)/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(groups(page).getByRole('tab', { name: /年末关注/ })).toHaveCount(0);

  // Delete it behind the confirmation; the group before it (the last one) is selected.
  await groups(page).getByTestId('product-group-delete').click();
  await clickWhenSettled(page.getByTestId('product-group-delete-confirm'));
  await expect(page.getByText('已删除')).toBeVisible();
  await expect(groups(page).getByRole('tab', { name: /年末精选/ })).toHaveCount(0);
  await expect(groups(page).getByRole('tab', { name: /量化系列/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.reload();
  await groupsLoaded(page);
  await expect(groups(page).getByTestId('product-group-tab')).toHaveText([/重点关注/, /量化系列/]);
});

test('the search by product name shows codes, names and statuses until it is cleared', async ({
  page,
}) => {
  await openPortal(page);
  await groupsLoaded(page);
  const box = groups(page).getByRole('searchbox', { name: '查询产品名称' });
  await box.fill('稳健增长');
  await box.press('Enter');
  const results = groups(page).getByTestId('product-search-result');
  await expect(results).toHaveText([
    /SXC101\s*星辰稳健增长1号\s*正常运行/,
    /SXC119\s*星辰稳健增长2号\s*重新定稿/,
    /SXC122\s*星辰稳健增长3号\s*正常运行/,
  ]);
  await expect(groups(page).getByTestId('group-product')).toHaveCount(0);
  await box.fill('不存在的产品');
  await box.press('Enter');
  await expect(groups(page).getByTestId('product-search-empty')).toContainText('无匹配产品');
  await box.fill('');
  await expect(shownProducts(page).first()).toBeVisible();
});
