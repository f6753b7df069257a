/**
 * The QA panel (src/features/qa-panel) on the dev server, as a manual tester uses it: opened
 * with Ctrl+Alt+Q, a fault added through its form for the home page's notice section
 * (sys/queryNoticeList, as mock-admin.spec.ts sets it over HTTP) shows in that section after a
 * reload; removed in the panel, the section recovers. Open and close by keyboard only, the focus
 * back where it was; the corner button at 1280×800 beside, never over, the chat panel. In the
 * static demo build, the service worker answers the panel's calls. Its 时钟 tab jumps the mock's
 * clock of the test's data scope, which GET /__mock__/clock then answers (QA contract).
 */
import type { Page } from '@playwright/test';
import { choose } from './support/antd-select';
import { openPortal, PAGE_LOAD } from './support/auth';
import { expect, test } from './support/fixtures';
import { MOCK_ADMIN } from './support/mock-admin';
import { DEMO_URL } from './support/urls';
import { showSection } from './support/home-sections';

test.use({ account: 'admin' });

const NOTICE_CALL = 'sys/queryNoticeList';
const MESSAGE = '公告服务维护中';

/** The panel loads once the page is up: its button says so. */
async function panelReady(page: Page): Promise<void> {
  await expect(page.getByTestId('qa-panel-button')).toBeVisible(PAGE_LOAD);
}

async function openByKeyboard(page: Page) {
  await page.keyboard.press('Control+Alt+KeyQ');
  const panel = page.getByTestId('qa-panel');
  await expect(panel).toBeVisible();
  // The focus is inside: on the current tab.
  await expect(panel.getByRole('tab', { name: /故障/ })).toBeFocused();
  return panel;
}

test('a fault added in the panel fails the notice section; removed there, the section recovers', async ({
  page,
}) => {
  test.slow(); // the dev server's first load of the panel's modules
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPortal(page);
  const notice = await showSection(page, 'notice');
  await expect(notice.getByTestId('notice-item').first()).toBeVisible(PAGE_LOAD);
  await panelReady(page);

  const opener = page.getByTestId('user-menu');
  await opener.focus();
  const panel = await openByKeyboard(page);
  const faults = panel.getByTestId('qa-faults');
  await expect(faults.getByText('没有生效的故障')).toBeVisible(PAGE_LOAD);

  await choose(page, panel.getByTestId('qa-fault-form').locator('.ant-select').first(), 'GET');
  await panel.getByLabel(/^路径/).fill(NOTICE_CALL);
  await panel.getByLabel('业务码').fill('2999');
  await panel.getByLabel('消息').fill(MESSAGE);
  await panel.getByLabel(/^次数/).fill('');
  await panel.getByRole('button', { name: '添加故障' }).click();
  const row = faults.locator('tr', { hasText: NOTICE_CALL });
  await expect(row).toContainText(`code 2999，“${MESSAGE}”`);
  await expect(row).toContainText('GET');
  await expect(row).toContainText('不限次数');

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(opener).toBeFocused();

  await page.reload();
  await showSection(page, 'notice');
  await expect(notice.getByTestId('section-failed')).toContainText(MESSAGE, PAGE_LOAD);

  await panelReady(page);
  await page.getByTestId('qa-panel-button').click();
  const again = page.getByTestId('qa-panel');
  await again
    .getByTestId('qa-faults')
    .locator('tr', { hasText: NOTICE_CALL })
    .getByRole('button', { name: /^删除故障/ })
    .click();
  await expect(again.getByText('没有生效的故障')).toBeVisible();
  await page.keyboard.press('Control+Alt+KeyQ');
  await expect(again).toBeHidden();
  await expect(page.getByTestId('qa-panel-button')).toBeFocused();

  await page.reload();
  await showSection(page, 'notice');
  await expect(notice.getByTestId('notice-item').first()).toBeVisible(PAGE_LOAD);
  await expect(notice.getByTestId('section-failed')).toHaveCount(0);
});

test('the corner button at 1280×800: in the lower right corner, left of the open chat panel', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPortal(page);
  await panelReady(page);
  const button = page.getByTestId('qa-panel-button');
  await expect(button).toHaveAccessibleName('打开测试面板（Ctrl+Alt+Q）');
  const chat = page.getByTestId('chat-panel');
  if (!(await chat.isVisible())) {
    await page.getByTestId('help-center').click();
    await page.getByTestId('consult-me').click();
  }
  await expect(chat).toBeVisible();
  await expect
    .poll(async () => {
      const own = (await button.boundingBox())!;
      const panel = (await chat.boundingBox())!;
      return own.x + own.width <= panel.x && own.y + own.height <= 800 && own.y > 700;
    })
    .toBe(true);
  await page.screenshot({ path: test.info().outputPath('qa-button-chat-open.png') });
  await chat.getByTestId('chat-close').click();
  await expect(chat).toBeHidden();
  await expect
    .poll(async () => {
      const own = (await button.boundingBox())!;
      return Math.round(1280 - (own.x + own.width));
    })
    .toBe(16);
  await page.screenshot({ path: test.info().outputPath('qa-button.png') });
});

test('in the demo build the service worker answers the panel', async ({ page }) => {
  await page.goto(`${DEMO_URL}/login`);
  await expect(page.getByTestId('login-system-title')).toBeVisible(PAGE_LOAD);
  await panelReady(page);
  const panel = await openByKeyboard(page);
  await expect(panel.getByTestId('qa-panel-demo-note')).toContainText('刷新页面后');
  await expect(panel.getByTestId('qa-faults').getByText('没有生效的故障')).toBeVisible();
  const scenarios = page.waitForResponse((response) =>
    response.url().includes('/__mock__/scenarios'),
  );
  await panel.getByRole('tab', { name: '场景' }).click();
  expect((await scenarios).fromServiceWorker()).toBe(true);
  await panel.getByRole('button', { name: '启用场景 server-busy' }).click();
  await expect(panel.getByRole('status')).toContainText('已启用场景 server-busy');
  await panel.getByRole('tab', { name: /故障/ }).click();
  await expect(panel.getByTestId('qa-faults').locator('tr', { hasText: 'POST' })).toContainText(
    '系统繁忙，请稍后重试',
  );
});

/** A day about three years after the machine's today, in Beijing: never the day the suite runs. */
function dayAfterToday(): string {
  const later = new Date(Date.now() + 1100 * 24 * 3600 * 1000);
  return later.toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
}

test('the 时钟 tab, by keyboard, jumps the mock clock of this scope to a later day, 10:00:00', async ({
  page,
  scopeApi,
}) => {
  test.slow(); // the dev server's first load of the panel's modules
  await openPortal(page);
  await panelReady(page);
  try {
    const panel = await openByKeyboard(page);
    // 时钟 is the last tab: End moves the focus to it, Enter shows it.
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    const clock = panel.getByTestId('qa-clock');
    await expect(clock.getByTestId('qa-clock-frozen')).toHaveText('走时中');
    const day = dayAfterToday();
    await expect(clock.getByTestId('qa-clock-today')).not.toHaveText(day);

    await clock.getByLabel('跳到（北京时间）').fill(`${day} 10:00:00`);
    await clock.getByLabel('跳到（北京时间）').press('Enter');
    // Running: a second or two may have gone by since the jump.
    await expect(clock.getByTestId('qa-clock-now')).toHaveText(new RegExp(`^${day} 10:00:0\\d$`));
    await expect(clock.getByTestId('qa-clock-today')).toHaveText(day);
    // The page's calls and the test's own name the same scope (playwright.config.ts).
    const read = await scopeApi.get(`${MOCK_ADMIN}/clock`);
    expect(await read.json()).toMatchObject({ today: day, frozen: false });

    await clock.getByRole('button', { name: '回到真实时间' }).click();
    await expect(clock.getByTestId('qa-clock-now')).not.toHaveText(new RegExp(`^${day}`));
  } finally {
    // Back to the real clock whatever happened, so no later test of this scope starts years ahead.
    expect((await scopeApi.delete(`${MOCK_ADMIN}/clock`)).ok()).toBe(true);
  }
});
