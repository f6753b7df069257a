/**
 * The shell's own pages in a real browser against the mock API: the personal
 * centre's institution picture, the common-menu settings, the operating-guidance zone and the
 * online sign-up, one realistic flow each.
 */
import type { Page } from '@playwright/test';
import { openPortal, openUserMenuItem, tokenCookie } from './support/auth';
import { expect, test } from './support/fixtures';

const TRAINING_TITLE = '2026年私募基金运营实务培训（第四期）';
const SIGN_UP_PATH = `/zxbm?id=N202611150003&title=${encodeURIComponent(TRAINING_TITLE)}&ly=notice`;

test.use({ account: 'admin' });

/** Asks the mock API directly, with the page's session (what the server now holds). */
async function api<T>(page: Page, method: 'get' | 'post', path: string): Promise<T> {
  const token = (await tokenCookie(page)) ?? '';
  const response = await page.request[method](`/api/${path}`, {
    headers: { 'X-Access-Token': token },
  });
  const body = (await response.json()) as { code: number; data: T };
  expect(body.code).toBe(0);
  return body.data;
}

// Each flow logs in and loads a page: room for a machine shared with other builds.
test.describe.configure({ timeout: 120_000 });

test('personal centre: the institution picture is deleted after a confirmation', async ({
  page,
}) => {
  await openPortal(page);
  await openUserMenuItem(page, 'personal-center');
  const center = page.getByTestId('personal-center-page');
  await expect(center).toContainText('张明远');
  const picture = center.getByRole('img', { name: '机构图片' });
  await expect(picture).toBeVisible();
  // By keyboard: open the confirmation, 取消 has the focus, Tab to 删除, Enter.
  await center.getByRole('button', { name: '删除图片' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('删除后不可恢复，确定删除吗？')).toBeVisible();
  await expect(page.getByRole('button', { name: /^取\s*消$/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^删\s*除$/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(center.getByText('暂无机构图片')).toBeVisible();
  await expect(picture).toHaveCount(0);
  // Gone on the server too.
  expect(await api<{ picture: string | null }>(page, 'post', 'sys/queryInstPicture')).toMatchObject(
    { picture: null },
  );
  await center.getByRole('link', { name: /修改密码/ }).click();
  await expect(page).toHaveURL(/\/Settings\/ChangePass$/);
});

test('menuSet: add a common menu, move it up by keyboard, save; the server keeps the order', async ({
  page,
}) => {
  await openPortal(page, '/menuSet');
  const chosen = page.getByTestId('menu-set-chosen-item');
  await expect(chosen).toHaveCount(7);
  await expect(page.getByTestId('menu-set-count')).toHaveText('7/12');
  await page.getByRole('searchbox', { name: '搜索可选菜单' }).fill('展示');
  await page.getByRole('checkbox', { name: '产品展示' }).check();
  await expect(page.getByTestId('menu-set-count')).toHaveText('8/12');
  await expect(chosen.last()).toContainText('产品展示');
  // Keyboard: the up button of the new entry, pressed with Enter.
  await page.getByRole('button', { name: '上移 产品展示' }).focus();
  await page.keyboard.press('Enter');
  await expect(chosen.nth(6)).toContainText('产品展示');
  await expect(chosen.last()).toContainText('报表直通车');
  await page.getByTestId('menu-set-save').click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(page.getByTestId('menu-set-save')).toBeDisabled();
  const saved = await api<{ key: string }[]>(page, 'get', 'sys/queryCommonMenu');
  expect(saved.map((menu) => menu.key)).toEqual([
    'glrzhwh',
    'cpfx',
    'cpcsbg',
    'zjhz',
    'glftz',
    'jxfx',
    'cpzs',
    'bbztc',
  ]);
});

test('yzzyfwzq: search the guides, open a video safely, go to a page', async ({ page }) => {
  await openPortal(page, '/yzzyfwzq');
  const guides = page.getByTestId('guide-item');
  await expect(guides).toHaveCount(9);
  const search = page.getByRole('searchbox', { name: '搜索运营指导' });
  await search.fill('估值');
  await search.press('Enter');
  await expect(guides).toHaveCount(1);
  await expect(guides.first()).toContainText('估值表核对要点');
  await search.fill('');
  await search.press('Enter');
  await expect(guides).toHaveCount(9);
  const video = page.getByRole('link', { name: /观看视频：产品发行页面操作演示/ });
  await expect(video).toHaveAttribute('target', '_blank');
  await expect(video).toHaveAttribute('rel', /noopener/);
  await page.getByRole('link', { name: '前往办理：去发行' }).click();
  await expect(page).toHaveURL(/\/iservice\/cpgl\/cpfx$/);
});

test('zxbm: field checks, a failed submit keeps the form, the next one signs up', async ({
  page,
  mock,
}) => {
  await openPortal(page, SIGN_UP_PATH);
  await expect(page.getByTestId('sign-up-title')).toHaveText(TRAINING_TITLE);
  const form = page.getByTestId('sign-up-form');
  const field = (name: string) => form.getByLabel(name, { exact: true });
  const submit = page.getByTestId('sign-up-submit');
  await submit.click();
  await expect(page.getByText('请输入姓名')).toBeVisible();
  await expect(page.getByText('请输入手机号码')).toBeVisible();
  await field('姓名').fill('张明远');
  await field('手机号').fill('1391234567');
  await field('邮箱').fill('zmy@example.com');
  await submit.click();
  await expect(page.getByText('手机号格式不正确')).toBeVisible();
  await field('手机号').fill('13912345678');
  // The server drops the first submit's connection.
  await mock.addFault({ method: '*', path: 'sys/noticeRegistSubmit', kind: 'drop', times: 1 });
  await submit.click();
  await expect(page.getByTestId('sign-up-error')).toContainText('网络异常');
  await expect(field('姓名')).toHaveValue('张明远');
  await expect(field('手机号')).toHaveValue('13912345678');
  await expect(field('邮箱')).toHaveValue('zmy@example.com');
  // A failed submit frees the button at once: the same form goes through.
  await submit.click();
  await expect(page.getByTestId('sign-up-done')).toContainText('报名成功');
  await expect(page.getByTestId('sign-up-done')).toContainText(/报名编号：BM\d+/);
});
