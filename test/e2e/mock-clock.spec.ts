/**
 * The portal on the mock's clock (QA contract: /__mock__/clock, reset with today), in a real
 * browser in China's time zone: a scope seeded for another day opens the trading calendar on
 * that day's month with its holidays, the watermark draws the mock's time on the 24-hour clock,
 * and a session the clock has carried past its 8 hours ends at the next call.
 */
import { openPortal } from './support/auth';
import { drawnStartingWith, recordDrawnTexts } from './support/drawn-texts';
import { expect, test } from './support/fixtures';
import { showSection } from './support/home-sections';

test.use({ timezoneId: 'Asia/Shanghai' });

test.describe('seeded for 端午节 week 2027', () => {
  test.use({ account: 'operator', businessDay: '2027-06-15' });

  test("the calendar opens on the mock's month, 端午节 not a trading day", async ({ page }) => {
    await openPortal(page);
    const calendar = await showSection(page, 'tradeCalendar');
    await expect(calendar.getByTestId('calendar-month')).toHaveText('2027-06');
    const day = (date: string) =>
      calendar.locator(`[data-testid="calendar-day"][data-date="${date}"]`);
    await expect(day('2027-06-08')).toHaveAttribute('data-trade-day', 'true');
    await expect(day('2027-06-09')).toHaveAttribute('data-trade-day', 'false');
    await expect(day('2027-06-15')).toHaveAttribute('data-trade-day', 'true');
  });
});

test.describe('the watermark', () => {
  test.use({ businessDay: '2031-03-04' });

  test("draws the mock's time on the 24-hour clock", async ({ mock, pageAs }) => {
    // The evening, frozen, before the sign-in: the session is issued on the mock's clock.
    await mock.clock({ now: '2031-03-04T21:26:00+08:00', frozen: true });
    const page = await pageAs('admin');
    await recordDrawnTexts(page);
    await openPortal(page, '/tgypt/tsfw/sjsj_gzpz');
    await expect(page.getByTestId('watermark')).toBeVisible();
    // The PC's clock runs on from the server's time: this minute or the next.
    await expect
      .poll(() => drawnStartingWith(page, ['2031-03-04 21:26:', '2031-03-04 21:27:']))
      .toBeGreaterThan(0);
  });
});

test.describe('a session on the mock clock', () => {
  test.use({ account: 'admin' });

  test('ends when the clock passes its 8 hours', async ({ page, mock }) => {
    await openPortal(page, '/Settings/PersonalCenter');
    await expect(page.getByTestId('personal-center-page')).toBeVisible();
    await mock.clock({ advanceMs: 8 * 3600_000 });
    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByTestId('login-username')).toBeVisible();
  });
});
