/**
 * What only a real browser lays out: every navigation scrolls to the top (spec 2.2), and the
 * deepest scroll of a page reaches the analytics service as page_scroll (spec 9).
 */
import { openPortal } from './support/auth';
import { expect, test } from './support/fixtures';

test.use({ account: 'admin' });
// A short window, so that the home page scrolls.
test.use({ viewport: { width: 1280, height: 400 } });

const scrollY = 'window.scrollY';

test('a navigation from a scrolled page shows the next page from its top', async ({ page }) => {
  await openPortal(page);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
  await expect.poll(() => page.evaluate(scrollY)).toBeGreaterThan(0);
  const menu = page.getByTestId('side-menu');
  await menu.getByText('产品运营').click();
  await menu.getByText('产品管理').click();
  await menu.getByText('产品分红').click();
  await expect(page).toHaveURL(/\/iservice\/cpgl\/cpfh/);
  await expect.poll(() => page.evaluate(scrollY)).toBe(0);
});

test("the page's deepest scroll is sent as page_scroll with its path", async ({ page, mock }) => {
  type Sent = { event: string; page: string; props: { depth?: number } };
  const since = Date.now();
  await openPortal(page);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
  const scrolls = async () =>
    (await mock.journal('track/collect', since))
      .map((entry) =>
        typeof entry.body === 'string' ? (JSON.parse(entry.body) as Sent) : (entry.body as Sent),
      )
      .filter((event) => event.event === 'page_scroll');
  await expect
    .poll(async () => (await scrolls()).map((e) => [e.page, e.props.depth]))
    .toContainEqual(['/', 100]);
});
