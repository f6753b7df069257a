/**
 * The frame works with the keyboard alone — the side menu (arrow keys, Enter),
 * the breadcrumb tabs (Tab, Enter), the chat panel (opened from 帮助中心, closed with Escape) and
 * a modal (opened with Enter, closed with Escape, the focus back where it was). Each step starts
 * from where the previous one left the focus, or from one element focused as a Tab would.
 */
import type { Page } from '@playwright/test';
import { openPortal, PAGE_LOAD } from './support/auth';
import { expect, test } from './support/fixtures';

test.use({ account: 'admin' });
test.describe.configure({ timeout: 120_000 });

/** The text and state of the element that has the focus. */
function focused(page: Page) {
  return page.evaluate(`(() => {
    const el = document.activeElement;
    return el ? { text: (el.textContent || '').trim(), expanded: el.getAttribute('aria-expanded'),
      role: el.getAttribute('role'), testId: el.getAttribute('data-testid'),
      label: el.getAttribute('aria-label'), controls: el.getAttribute('aria-controls') } : null;
  })()`) as Promise<{
    text: string;
    expanded: string | null;
    role: string | null;
    testId: string | null;
    label: string | null;
    controls: string | null;
  } | null>;
}

test('the side menu opens an area and a page with the arrow keys and Enter', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('isAutoShowChat', 'false'));
  await openPortal(page);
  const menu = page.getByTestId('side-menu');
  await menu.getByRole('menuitem').first().focus();
  // Down to the first area (a closed submenu), open it, then down into its first page.
  for (let i = 0; i < 20; i += 1) {
    const now = await focused(page);
    if (now?.expanded === 'false') break;
    await page.keyboard.press('ArrowDown');
  }
  expect((await focused(page))?.expanded).toBe('false');
  await page.keyboard.press('Enter');
  const area = await focused(page);
  expect(area?.expanded).toBe('true');
  // The arrow keys move among the items on screen: the area's pages first appear.
  await expect(page.locator(`[id="${area?.controls}"] [role="menuitem"]`).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const entry = await focused(page);
  expect(entry?.expanded).toBeNull();
  const pageName = entry?.text ?? '';
  expect(pageName).not.toBe('');
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/$/, PAGE_LOAD);
  await expect(page.getByTestId('page-title')).toContainText(pageName, PAGE_LOAD);
});

test('the tabs, the chat panel and a modal work with the keyboard alone', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('isAutoShowChat', 'false'));
  await openPortal(page, '/Settings/PersonalCenter');
  await expect(page.getByTestId('personal-center-page')).toBeVisible(PAGE_LOAD);
  await page.goto('/menuSet');
  await expect(page.getByTestId('tab-item')).toHaveCount(2, PAGE_LOAD);

  // Tabs: from 首页, Tab to the first tab and Enter opens it; Tab to its close button, Enter.
  const bar = page.getByTestId('tabs-bar');
  await bar.getByRole('button', { name: '首页' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await bar.getByRole('button', { name: '首页' }).focus();
  await page.keyboard.press('Tab');
  const first = await focused(page);
  // The tab shows where the keyboard is.
  expect(await page.evaluate('getComputedStyle(document.activeElement).outlineStyle')).not.toBe(
    'none',
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/Settings\/PersonalCenter$/);
  await bar.getByRole('button', { name: first?.text ?? '', exact: true }).focus();
  await page.keyboard.press('Tab');
  expect((await focused(page))?.label).toBe(`关闭 ${first?.text}`);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('tab-item')).toHaveCount(1);

  // Chat: 帮助中心 opens with Enter on its first item, 咨询我, which Enter chooses; the focus
  // lands in the panel; Escape closes it.
  await page.getByTestId('help-center').focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await focused(page))?.text).toBe('咨询我');
  await page.keyboard.press('Enter');
  const panel = page.getByTestId('chat-panel');
  await expect(panel).toBeVisible();
  await expect(panel).toBeFocused();
  // Tab goes through the panel: its width handle, then its close button.
  await page.keyboard.press('Tab');
  expect((await focused(page))?.role).toBe('separator');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('chat-close')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // A modal: 业务说明 opens with Enter, Escape closes it and the focus returns to the button.
  const describe = page.getByTestId('biz-desc-button');
  await describe.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '业务说明' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(describe).toBeFocused();
});
