/**
 * The watermark's time is the server's (spec 2.8, 7.4 sys/queryServerTime), in a real browser:
 * with the server's clock years away from the PC's, the tile is drawn with the server's date.
 */
import { openPortal } from './support/auth';
import { drawnStartingWith, recordDrawnTexts } from './support/drawn-texts';
import { expect, test } from './support/fixtures';

const WATERMARK_PAGE = '/tgypt/tsfw/sjsj_gzpz';
/** Noon, so that the date is the same in any time zone the browser may run in. */
const SERVER_NOW = Date.UTC(2031, 2, 4, 12, 0, 0);

test.use({ account: 'admin' });

test("the watermark shows the server's date, not the PC's", async ({ page }) => {
  await recordDrawnTexts(page);
  let asked = 0;
  await page.route('**/api/sys/queryServerTime', async (route) => {
    asked += 1;
    const response = await route.fetch();
    const body = (await response.json()) as { data: { timestamp: number } };
    body.data.timestamp = SERVER_NOW;
    await route.fulfill({ response, json: body });
  });
  await openPortal(page, WATERMARK_PAGE);
  await expect(page.getByTestId('watermark')).toBeVisible();
  await expect.poll(() => drawnStartingWith(page, ['2031-03-0'])).toBeGreaterThan(0);
  expect(asked).toBe(1);
});
