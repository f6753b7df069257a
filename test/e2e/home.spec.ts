/**
 * The home page in a real browser against the mock API — admin's sections with data,
 * the views of gmwb, smgm (with its switch) and xbgm, the tax pop-up, a failing section beside
 * working ones, the advertisement carousel's focus while it turns, what survives a reload (the
 * task order changed by drag, an own calendar event), and a hostile notice opened without
 * running script.
 */
import type { Locator, Page } from '@playwright/test';
import { openPortal } from './support/auth';
import { expect, test } from './support/fixtures';
import { showAllSections, showSection } from './support/home-sections';

test.use({ account: 'admin' });

// Each flow logs in and loads a whole page: room for a machine shared with other builds.
test.describe.configure({ timeout: 120_000 });

const AMOUNT = /^\d{1,3}(,\d{3})*\.\d{2}$/;

function section(page: Page, id: string): Locator {
  return page.getByTestId(`home-section-${id}`);
}

async function sectionIds(page: Page): Promise<string[]> {
  const grid = page.getByTestId('home-sections');
  await expect(grid).toBeVisible();
  return grid
    .locator('[data-testid^="home-section-"]')
    .evaluateAll((els) =>
      els.map((el) => (el.getAttribute('data-testid') ?? '').replace('home-section-', '')),
    );
}

async function tabOrder(page: Page): Promise<string[]> {
  return section(page, 'taskCenter')
    .getByTestId('task-tab')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-type') ?? ''));
}

test("admin's home shows every section with data", async ({ page }) => {
  await openPortal(page);
  await expect(page.getByTestId('home-page')).toHaveAttribute('data-view', 'default');
  expect(await sectionIds(page)).toEqual([
    'advertisement',
    'taskCenter',
    'tradeCalendar',
    'commonMenu',
    'notice',
    'productGroup',
    'feeSummary',
    'raiseAccCheck',
    'operationGuide',
  ]);
  await showAllSections(page);
  await expect(section(page, 'advertisement').getByTestId('ad-item').first()).toBeAttached();
  await expect(section(page, 'taskCenter').getByTestId('task-item')).toHaveCount(6);
  await expect(section(page, 'taskCenter').getByTestId('task-tab').nth(1)).toContainText(
    '产品成立 (3)',
  );
  await expect(section(page, 'tradeCalendar').getByTestId('calendar-day').first()).toBeVisible();
  await expect(section(page, 'commonMenu').getByTestId('common-menu-item').first()).toBeVisible();
  await expect(section(page, 'notice').getByTestId('notice-item')).toHaveCount(6);
  await expect(section(page, 'productGroup').getByTestId('group-product').first()).toBeVisible();
  await expect(section(page, 'feeSummary').getByTestId('fee-managementFee')).toHaveText(AMOUNT);
  await expect(section(page, 'operationGuide').getByTestId('guide-category').first()).toBeVisible();
  await expect(page.getByTestId('section-failed')).toHaveCount(0);
  await expect(page.getByTestId('tax-reminder')).toHaveCount(0);
  // A task opens its page within the portal.
  await section(page, 'taskCenter').getByTestId('task-item').first().getByRole('button').click();
  await expect(page).toHaveURL(/\/(iservice|tgypt)\/.+taskId=TASK20001/);
});

test('a section below the first screen asks for nothing until it comes near, by scroll or by keyboard', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const guidance = () => asked.filter((path) => path.endsWith('/sys/queryOperationalGuidance'));
  await openPortal(page);
  // The first screen's sections load by themselves.
  await expect(section(page, 'taskCenter').getByTestId('task-item')).toHaveCount(6);
  const guide = section(page, 'operationGuide');
  await expect(guide.getByTestId('section-loading')).toBeAttached();
  expect(guidance()).toEqual([]);
  // The waiting card takes the keyboard's focus, which brings it into view: it loads.
  const waiting = page.getByLabel(/（加载中）$/).last();
  await waiting.focus();
  await expect(guide.getByTestId('guide-category').first()).toBeVisible();
  expect(guidance()).toHaveLength(1);
});

test('the advertisement carousel never leaves a focusable slide hidden while it turns', async ({
  page,
}) => {
  await openPortal(page);
  const ads = section(page, 'advertisement');
  const items = ads.getByTestId('ad-item');
  await expect(items.nth(2)).toBeAttached();
  const count = await items.count();
  const shown = await items.evaluateAll((els) => els.findIndex((el) => el.tabIndex === 0));
  const target = (shown + 2) % count;
  // Every frame of the change, sampled in the page: the slides hidden from assistive technology
  // (aria-hidden) must hold no button the keyboard can reach, and the track must be seen moving.
  const sampled = ads.evaluate(
    (card) =>
      new Promise<{ moving: number; hiddenFocusable: number }>((resolve) => {
        const track = card.querySelector<HTMLElement>('.slick-track');
        const start = performance.now();
        const first = track ? getComputedStyle(track).transform : '';
        let moving = 0;
        let hiddenFocusable = 0;
        const frame = () => {
          const transform = track ? getComputedStyle(track).transform : '';
          if (transform !== first) moving += 1;
          if (card.querySelector('[aria-hidden="true"] button:not([tabindex="-1"])')) {
            hiddenFocusable += 1;
          }
          if (performance.now() - start < 1500) requestAnimationFrame(frame);
          else resolve({ moving, hiddenFocusable });
        };
        requestAnimationFrame(frame);
      }),
  );
  await ads.locator('.slick-dots li').nth(target).locator('button').click();
  const { moving, hiddenFocusable } = await sampled;
  expect(moving).toBeGreaterThan(0);
  expect(hiddenFocusable).toBe(0);
  await expect(items.nth(target)).toHaveAttribute('tabindex', '0');
  await expect(items.nth(shown)).toHaveAttribute('tabindex', '-1');
});

test('gmwb, smgm and xbgm see their own layouts; the smgm switch changes the content', async ({
  pageAs,
}) => {
  let page = await pageAs('gmwb');
  await openPortal(page);
  await expect(page.getByTestId('home-page')).toHaveAttribute('data-view', 'gmwbsy');
  expect(await sectionIds(page)).toEqual([
    'publicFundOverview',
    'notice',
    'instructionCount',
    'instructionMonitor',
    'dataDeadline',
    'tradeCalendar',
    'commonMenu',
    'custodyTodo',
  ]);
  await expect(page.getByTestId('product-overview')).toContainText('汇通纯债债券型证券投资基金');
  await expect(page.getByTestId('home-side-switch')).toHaveCount(0);

  page = await pageAs('smgm');
  await openPortal(page);
  const home = page.getByTestId('home-page');
  await expect(home).toHaveAttribute('data-view', 'smgm');
  const sw = page.getByTestId('home-side-switch');
  await expect(sw).toBeVisible();
  await expect(home).toHaveAttribute('data-side', 'private');
  const privateIds = await sectionIds(page);
  expect(privateIds).toContain('productGroup');
  expect(privateIds).not.toContain('publicFundOverview');
  await sw.getByText('公募').click();
  await expect(home).toHaveAttribute('data-side', 'public');
  const publicIds = await sectionIds(page);
  expect(publicIds[0]).toBe('publicFundOverview');
  expect(publicIds).not.toContain('productGroup');
  await expect(page.getByTestId('product-overview')).toContainText(
    '鼎盛红利优选混合型证券投资基金',
  );
  await expect(page.getByTestId('product-overview')).not.toContainText('鼎盛价值1号');

  page = await pageAs('xbgm');
  await openPortal(page);
  await expect(page.getByTestId('home-page')).toHaveAttribute('data-view', 'xbgm');
  expect(await sectionIds(page)).toEqual([
    'publicFundOverview',
    'taskCenter',
    'notice',
    'instructionCount',
    'custodyTodo',
    'tradeCalendar',
    'commonMenu',
  ]);
  await expect(page.getByTestId('product-overview')).toContainText(
    '新程成长精选混合型证券投资基金',
  );
});

test('tax sees the tax pop-up and confirms the scheme', async ({ pageAs }) => {
  const page = await pageAs('tax');
  await openPortal(page);
  const popup = page.getByTestId('tax-reminder');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('小规模纳税人');
  await expect(page.getByTestId('tax-info-flag')).toBeVisible();
  await popup.getByText('托管人代为计提缴纳增值税').click();
  await page.getByRole('button', { name: '确认提交' }).click();
  await expect(page.getByText('确认成功')).toBeVisible();
  await expect(popup).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('home-sections')).toBeVisible();
  await expect(page.getByTestId('tax-info-flag')).toHaveCount(0);
  await expect(page.getByTestId('tax-reminder')).toHaveCount(0);
});

test('a failing section shows its retry while the rest of the page works', async ({
  page,
  mock,
}) => {
  // The server drops the fee summary's connection (the mock's admin API).
  await mock.addFault({ method: '*', path: 'pubservice/sqlApi/queryGLXT', kind: 'drop' });
  await openPortal(page);
  const fees = await showSection(page, 'feeSummary');
  const failed = fees.getByTestId('section-failed');
  await expect(failed).toContainText('费用汇总加载失败');
  await expect(failed).toContainText('网络异常');
  // The other sections work: a notice opens.
  await expect((await showSection(page, 'taskCenter')).getByTestId('task-item')).toHaveCount(6);
  const notices = await showSection(page, 'notice');
  await notices.getByTestId('notice-item').first().getByRole('button').click();
  await expect(page.getByTestId('notice-content')).toBeVisible();
  await page.keyboard.press('Escape');
  await mock.clearFaults();
  await failed.getByRole('button', { name: /重试/ }).click();
  await expect(fees.getByTestId('fee-managementFee')).toHaveText(AMOUNT);
  await expect(fees.getByTestId('section-failed')).toHaveCount(0);
});

test('the task order changed by drag survives a reload', async ({ page }) => {
  await openPortal(page);
  await expect((await showSection(page, 'taskCenter')).getByTestId('task-item')).toHaveCount(6);
  expect(await tabOrder(page)).toEqual([
    'all',
    'cpcl',
    'xxpl',
    'gzfh',
    'hkzl',
    'htqs',
    'fxts',
    'process',
  ]);
  const tab = (type: string) =>
    section(page, 'taskCenter').locator(`[data-testid="task-tab"][data-type="${type}"]`);
  await tab('hkzl').dragTo(tab('cpcl'));
  await expect(page.getByText('任务排序已保存')).toBeVisible();
  await expect
    .poll(() => tabOrder(page))
    .toEqual(['all', 'hkzl', 'cpcl', 'xxpl', 'gzfh', 'htqs', 'fxts', 'process']);
  await page.reload();
  await expect((await showSection(page, 'taskCenter')).getByTestId('task-item')).toHaveCount(6);
  expect(await tabOrder(page)).toEqual([
    'all',
    'hkzl',
    'cpcl',
    'xxpl',
    'gzfh',
    'htqs',
    'fxts',
    'process',
  ]);
});

test('an own calendar event survives a reload, and is deleted', async ({ page }) => {
  await openPortal(page);
  const calendar = await showSection(page, 'tradeCalendar');
  const day = calendar.locator('[data-testid="calendar-day"][data-trade-day="true"]').first();
  const date = (await day.getAttribute('data-date')) ?? '';
  await day.click();
  await calendar.getByRole('button', { name: '添加日程' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('标题').fill('产品开放日准备（E2E）');
  await dialog.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(calendar.getByText('产品开放日准备（E2E）')).toBeVisible();
  await page.reload();
  const again = await showSection(page, 'tradeCalendar');
  await again.locator(`[data-testid="calendar-day"][data-date="${date}"]`).click();
  const event = again.getByTestId('custom-event').filter({ hasText: '产品开放日准备（E2E）' });
  await expect(event).toBeVisible();
  await event.getByRole('button', { name: /^删\s*除$/ }).click();
  await page
    .getByRole('button', { name: /^删\s*除$/ })
    .last()
    .click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(event).toHaveCount(0);
});

test('a notice with hostile HTML opens without running script', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openPortal(page);
  const notices = await showSection(page, 'notice');
  await expect(notices.getByTestId('notice-item')).toHaveCount(6);
  await notices.getByTitle('下一页').click();
  const row = notices.getByTestId('notice-item').filter({ hasText: '富文本安全检查' });
  await row.getByRole('button').click();
  const content = page.getByTestId('notice-content');
  await expect(content).toContainText('前端富文本安全检查');
  await expect(content.locator('script, iframe, form, [onerror], [onclick]')).toHaveCount(0);
  // eslint-disable-next-line playwright/no-wait-for-timeout -- a script that got through would have run within this window
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as { __xssProbe?: string }).__xssProbe)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expect(row).toHaveAttribute('data-read', 'true');
});
