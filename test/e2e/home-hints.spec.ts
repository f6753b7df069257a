/**
 * In a real browser: a confirmed home hint stays hidden after a reload and after logout and a
 * new sign-in (its local-storage flag is one of spec 3's local flags, which a logout keeps); the
 * smgm user's 公募 side stays chosen after a reload.
 */
import { openPortal, openUserMenuItem, PAGE_LOAD, submitLogin } from './support/auth';
import { expect, test } from './support/fixtures';

test.use({ account: 'admin' });

test.describe.configure({ timeout: 120_000 });

test('admin confirms a hint and it stays hidden after a reload', async ({ page }) => {
  await openPortal(page);
  const hints = page.getByTestId('home-hint');
  const multi = page.locator('[data-testid="home-hint"][data-tip="multiCardProduct"]');
  await expect(multi).toBeVisible(PAGE_LOAD);
  await expect(hints).toHaveCount(2);
  await multi.getByTestId('home-hint-confirm').click();
  await expect(multi).toHaveCount(0);
  await expect(hints).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('multiCardProductConfirm'))).toBe('1');

  await page.reload();
  const share = page.locator('[data-testid="home-hint"][data-tip="newShareSubscription"]');
  await expect(share).toBeVisible(PAGE_LOAD);
  await expect(multi).toHaveCount(0);

  // The flag is one of spec 3's local flags: a logout keeps it, the hint stays confirmed.
  await openUserMenuItem(page, 'logout');
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, 'admin');
  await expect(page.getByTestId('user-menu')).toBeVisible(PAGE_LOAD);
  await expect(share).toBeVisible(PAGE_LOAD);
  await expect(multi).toHaveCount(0);
});

test('smgm switches to 公募 and stays there after a reload', async ({ pageAs }) => {
  const page = await pageAs('smgm');
  await openPortal(page);
  const home = page.getByTestId('home-page');
  const sw = page.getByTestId('home-side-switch');
  await expect(sw).toBeVisible(PAGE_LOAD);
  await expect(home).toHaveAttribute('data-side', 'private');
  await sw.getByText('公募').click();
  await expect(home).toHaveAttribute('data-side', 'public');
  await expect(page.getByTestId('home-section-publicFundOverview')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('home-side-switch')).toBeVisible(PAGE_LOAD);
  await expect(page.getByTestId('home-page')).toHaveAttribute('data-side', 'public');
  await expect(page.getByTestId('home-section-publicFundOverview')).toBeVisible();
  await expect(page.getByTestId('home-section-productGroup')).toHaveCount(0);
});
