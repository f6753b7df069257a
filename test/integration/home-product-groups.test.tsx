/**
 * The home page's product groups against the mock API — a group created with a
 * product found by name, a refused name kept in the form, a rename, a delete with the next group
 * selected, the section's search by product name (status names, failure, no match) and the
 * picker's own search states.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PRODUCT_URLS } from '@/api/product-urls';
import { db } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import { productStatusName } from '@/policy/product-status';
import { countRequests } from '../support/count-requests';
import { failOnce, openAs } from '../support/home-page';
import { API } from '../support/shell-pages';

configure({ asyncUtilTimeout: 20_000 });

const SLOW = { timeout: 60_000 };
const ADMIN = 'U10001';

type User = ReturnType<typeof userEvent.setup>;

async function loadedGroups(): Promise<HTMLElement> {
  return waitFor(() => {
    const card = screen.getByTestId('home-section-productGroup');
    expect(within(card).queryByTestId('section-loading')).toBeNull();
    expect(within(card).getAllByTestId('product-group-tab').length).toBeGreaterThan(0);
    return card;
  });
}

function adminGroups() {
  return db.prodSets.filter((s) => s.userId === ADMIN);
}

async function openDialog(user: User, section: HTMLElement, testId: string): Promise<HTMLElement> {
  await user.click(within(section).getByTestId(testId));
  return screen.findByRole('dialog');
}

/** Opens the home page as admin and the product groups' 新增 dialog. */
async function openAddDialog() {
  const { user } = openAs('admin');
  const section = await loadedGroups();
  const dialog = await openDialog(user, section, 'product-group-add');
  return { user, section, dialog };
}

/** Opens the home page as admin and searches the product groups for a product name. */
async function searchProducts(name: string) {
  const { user } = openAs('admin');
  const section = await loadedGroups();
  const box = within(section).getByRole('searchbox', { name: '查询产品名称' });
  await user.type(box, `${name}{Enter}`);
  return { user, section, box };
}

/** Types into the picker and chooses the option of `pdCode` once the search answered. */
async function pick(user: User, dialog: HTMLElement, keyword: string, pdCode: string) {
  const picker = within(dialog).getByRole('combobox', { name: '按产品名称查询并添加产品' });
  await user.type(picker, keyword);
  const option = await screen.findByRole('option', { name: new RegExp(pdCode) });
  await user.click(option);
  await waitFor(() =>
    expect(
      within(dialog)
        .getAllByTestId('product-picker-tag')
        .map((t) => t.getAttribute('data-code')),
    ).toContain(pdCode),
  );
}

/** The product codes of the group shown (the active tab's panel). */
function shownCodes(section: HTMLElement): string[] {
  return within(within(section).getByRole('tabpanel'))
    .getAllByTestId('group-product')
    .map((r) => r.textContent?.split(' ')[0] ?? '');
}

function save(dialog: HTMLElement): HTMLElement {
  return within(dialog).getByRole('button', { name: /保\s*存/ });
}

describe('product groups', SLOW, () => {
  it("names each grouped product's status from the product list the frame keeps, asked once", async () => {
    const asked = countRequests(PRODUCT_URLS.queryProductList);
    openAs('admin');
    const section = await loadedGroups();
    const [first] = within(within(section).getByRole('tabpanel')).getAllByTestId('group-product');
    const pdCode = first!.textContent!.split(' ')[0]!;
    const status = db.prodProducts.find((p) => p.pdCode === pdCode)!.status;
    expect(first).toHaveTextContent(productStatusName(status));
    expect(asked.count).toBe(1);
  });

  it('creates a group with a product found by name; it is shown selected', async () => {
    const { user, section, dialog } = await openAddDialog();
    expect(within(dialog).getByText('新建分组')).toBeInTheDocument();
    expect(within(dialog).getByText(/最多20个字符/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('分组名称'), '  年末关注 ');
    await pick(user, dialog, '红利', 'SXC105');
    await user.click(save(dialog));
    expect(await screen.findByText('已保存')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const tab = await within(section).findByRole('tab', { name: /年末关注 \(1\)/ });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const rows = within(within(section).getByRole('tabpanel')).getAllByTestId('group-product');
    expect(rows.map((r) => r.textContent)).toEqual([
      `SXC105 星辰红利策略1号${productStatusName('13')}`,
    ]);
    expect(adminGroups().find((s) => s.setName === '年末关注')?.pdCodes).toEqual(['SXC105']);
  });

  it('a duplicate name shows the server message and keeps what was typed', async () => {
    const { user, dialog } = await openAddDialog();
    const name = within(dialog).getByLabelText('分组名称');
    await user.type(name, '量化系列');
    await pick(user, dialog, '稳健', 'SXC122');
    const before = adminGroups().length;
    await user.click(save(dialog));
    expect(await within(dialog).findByTestId('product-group-error')).toHaveTextContent(
      '产品组名称已存在',
    );
    expect(name).toHaveValue('量化系列');
    expect(
      within(dialog)
        .getAllByTestId('product-picker-tag')
        .map((t) => t.getAttribute('data-code')),
    ).toEqual(['SXC122']);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(adminGroups()).toHaveLength(before);
    // Corrected at once, the next save is sent: a refusal does not hold the button for 3 s.
    await user.clear(name);
    await user.type(name, '量化系列二');
    await user.click(save(dialog));
    expect(await screen.findByText('已保存')).toBeInTheDocument();
    expect(adminGroups()).toHaveLength(before + 1);
  });

  it('checks the name before sending: required, at most 20 characters', async () => {
    const calls = countRequests(PRODUCT_URLS.addProdSet);
    const { user, dialog } = await openAddDialog();
    const name = within(dialog).getByLabelText('分组名称');
    await user.type(name, '   ');
    await user.click(save(dialog));
    expect(await within(dialog).findByText('请输入分组名称')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, '一二三四五六七八九十一二三四五六七八九十一');
    await user.click(save(dialog));
    expect(await within(dialog).findByText('分组名称不能超过20个字符')).toBeInTheDocument();
    expect(within(dialog).getByText('21 / 20')).toBeInTheDocument();
    expect(name).toHaveValue('一二三四五六七八九十一二三四五六七八九十一');
    expect(calls.count).toBe(0);
  });

  it('a double click on save sends one request', async () => {
    const calls = countRequests(PRODUCT_URLS.addProdSet);
    const { user, dialog } = await openAddDialog();
    await user.type(within(dialog).getByLabelText('分组名称'), '双击测试');
    await user.dblClick(save(dialog));
    expect(await screen.findByText('已保存')).toBeInTheDocument();
    expect(calls.count).toBe(1);
    expect(screen.queryByTestId('product-group-error')).toBeNull();
  });

  it('renames the current group and changes its products', async () => {
    const { user } = openAs('admin');
    const section = await loadedGroups();
    await user.click(within(section).getByRole('tab', { name: /量化系列/ }));
    const dialog = await openDialog(user, section, 'product-group-edit');
    expect(within(dialog).getByText('编辑分组')).toBeInTheDocument();
    const name = within(dialog).getByLabelText('分组名称');
    expect(name).toHaveValue('量化系列');
    expect(
      within(dialog)
        .getAllByTestId('product-picker-tag')
        .map((t) => t.getAttribute('data-code')),
    ).toEqual(['SXC102', 'SXC123', 'SXC124']);
    await user.click(within(dialog).getByRole('button', { name: '移除 星辰量化对冲2号' }));
    await user.clear(name);
    await user.type(name, '量化精选');
    await user.click(save(dialog));
    expect(await screen.findByText('已保存')).toBeInTheDocument();
    const tab = await within(section).findByRole('tab', { name: /量化精选 \(2\)/ });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(within(section).queryByRole('tab', { name: /量化系列/ })).toBeNull();
    expect(shownCodes(section)).toEqual(['SXC102', 'SXC124']);
    expect(adminGroups().find((s) => s.setId === 'PS0002')).toMatchObject({
      setName: '量化精选',
      pdCodes: ['SXC102', 'SXC124'],
    });
  });

  it('deletes the current group after confirmation; the next one is selected', async () => {
    const { user } = openAs('admin');
    const section = await loadedGroups();
    expect(within(section).getByRole('tab', { name: /重点关注/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(within(section).getByTestId('product-group-delete'));
    const confirm = await screen.findByTestId('product-group-delete-confirm');
    expect(screen.getByText('删除分组“重点关注”？')).toBeInTheDocument();
    // Nothing is deleted before the confirmation.
    expect(adminGroups().some((s) => s.setId === 'PS0001')).toBe(true);
    await user.click(confirm);
    expect(await screen.findByText('已删除')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(section).queryByRole('tab', { name: /重点关注/ })).toBeNull(),
    );
    expect(within(section).getByRole('tab', { name: /量化系列/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(shownCodes(section)).toEqual(['SXC102', 'SXC123', 'SXC124']);
    expect(adminGroups().some((s) => s.setId === 'PS0001')).toBe(false);
  });
});

describe('searching products by name', SLOW, () => {
  it('shows the matches with code, name and status name in place of the groups', async () => {
    const { user, section } = await searchProducts('稳健增长');
    const rows = await within(section).findAllByTestId('product-search-result');
    expect(rows.map((r) => r.getAttribute('data-code'))).toEqual(['SXC101', 'SXC119', 'SXC122']);
    expect(rows[0]).toHaveTextContent('SXC101');
    expect(rows[0]).toHaveTextContent('星辰稳健增长1号');
    expect(within(rows[0]!).getByTestId('product-search-status')).toHaveTextContent('正常运行');
    expect(within(rows[1]!).getByTestId('product-search-status')).toHaveTextContent('重新定稿');
    expect(within(section).queryAllByTestId('group-product')).toHaveLength(0);
    await user.click(within(section).getByRole('button', { name: '返回分组' }));
    expect((await within(section).findAllByTestId('group-product')).length).toBeGreaterThan(0);
    expect(within(section).getByRole('searchbox', { name: '查询产品名称' })).toHaveValue('');
  });

  it('a failed search shows 网络异常 or the server message, with a retry', async () => {
    failOnce('get', PRODUCT_URLS.queryInfoByPdName);
    const { user, section, box } = await searchProducts('稳健');
    const failed = await within(section).findByTestId('product-search-failed');
    expect(failed).toHaveTextContent('产品查询失败');
    expect(failed).toHaveTextContent('网络异常');
    await user.click(within(failed).getByRole('button', { name: /重试/ }));
    const rows = await within(section).findAllByTestId('product-search-result');
    expect(rows.map((r) => r.getAttribute('data-code'))).toEqual(['SXC101', 'SXC119', 'SXC122']);

    server.use(
      http.get(
        `${API}${PRODUCT_URLS.queryInfoByPdName}`,
        () => HttpResponse.json({ code: 1002, message: '产品名称格式不正确', data: null }),
        { once: true },
      ),
    );
    await user.clear(box);
    await user.type(box, '量化{Enter}');
    expect(await within(section).findByTestId('product-search-failed')).toHaveTextContent(
      '产品名称格式不正确',
    );
    expect(box).toHaveValue('量化');
  });

  it('no match shows 无匹配产品', async () => {
    const { section } = await searchProducts('不存在的产品');
    expect(await within(section).findByTestId('product-search-empty')).toHaveTextContent(
      '无匹配产品',
    );
  });
});

describe('the product picker', SLOW, () => {
  it('shows 无匹配产品, the failure message, and removes a chosen product', async () => {
    const { user, dialog } = await openAddDialog();
    const picker = within(dialog).getByRole('combobox', { name: '按产品名称查询并添加产品' });
    await user.type(picker, '不存在的产品');
    expect(await screen.findByTestId('product-picker-empty')).toHaveTextContent('无匹配产品');

    failOnce('get', PRODUCT_URLS.queryInfoByPdName);
    await user.clear(picker);
    await user.type(picker, '量化');
    expect(await screen.findByTestId('product-picker-error')).toHaveTextContent('网络异常');

    await user.clear(picker);
    await pick(user, dialog, '科技', 'SXC109');
    await user.click(within(dialog).getByRole('button', { name: '移除 星辰科技创新1号' }));
    expect(within(dialog).queryAllByTestId('product-picker-tag')).toHaveLength(0);
    expect(within(dialog).getByTestId('product-picker-none')).toBeInTheDocument();
  });
});
