import { expect, type Locator, type Page } from '@playwright/test';

const OPEN_LIST = '.ant-select-dropdown:visible';

/**
 * Chooses an option of an antd Select by its exact text and waits for the list to close. A
 * click that lands while the list is still opening or closing picks nothing: the choice is
 * tried again until the Select shows it.
 */
export async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await expect(async () => {
    if ((await page.locator(OPEN_LIST).count()) === 0) await select.click();
    await page
      .locator(`${OPEN_LIST} .ant-select-item-option[title="${option}"]`)
      .click({ timeout: 2_000 });
    await expect(select).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(page.locator(OPEN_LIST)).toHaveCount(0);
}
