/**
 * The system domain keeps its meaning on any business date: the server time is the mock
 * clock's, the calendar of the month knows its weekends and holidays and has items before and
 * after today, the coming training takes sign-ups and the earlier one has closed.
 */
import { describe, expect, it } from 'vitest';
import * as api from '@/api/system';
import { data, refusal } from '../../../test/support/api-result';
import { onBusinessDay } from '../../../test/support/business-day';
import { signInAs } from '../../../test/support/session';
import { mockToday } from '../clock';
import { addDays, holidayOf, isTradeDay, weekdayOf } from '../db/trading-calendar';
import { PAST_TRAINING_NOTICE_ID, TRAINING_NOTICE_ID } from '../db/seed-system-notices';

const FAR_DAYS = [
  // A Friday; 春节 2031 lies in January.
  { iso: '2031-02-28T10:00:00+08:00', today: '2031-02-28', holiday: ['2031-01-23', '春节'] },
  // A Tuesday in the month of 端午节.
  { iso: '2027-06-15T10:00:00+08:00', today: '2027-06-15', holiday: ['2027-06-09', '端午节'] },
] as const;

const SIGN_UP = { title: '培训', ly: 'notice', name: '张明远', mobile: '13900139001' };

for (const { iso, today, holiday } of FAR_DAYS) {
  describe(`on ${today}`, () => {
    onBusinessDay(iso);

    it('sys/queryServerTime answers the mock clock: that date, in Beijing time', async () => {
      signInAs('admin');
      const time = data(await api.queryServerTime());
      expect(time.serverTime.slice(0, 10)).toBe(today);
      expect(Math.abs(time.timestamp - Date.parse(iso))).toBeLessThan(60_000);
      expect(mockToday()).toBe(today);
    });

    it("sys/queryTradeDay and the month's calendar know the weekends and the holidays", async () => {
      signInAs('admin');
      const month = today.slice(0, 7);
      const answer = data(await api.queryTradeDay({ month }));
      for (const day of answer.days) {
        const weekend = weekdayOf(day.date) === 0 || weekdayOf(day.date) === 6;
        if (weekend || holidayOf(day.date)) expect(day.tradeDay, day.date).toBe(false);
        expect(day.tradeDay, day.date).toBe(isTradeDay(day.date));
        expect(day.holiday, day.date).toBe(holidayOf(day.date));
      }
      expect(answer.tradeDays.length).toBeGreaterThan(15);
      const [date, name] = holiday;
      const festival = data(await api.queryTradeDay({ date })).days.find((d) => d.date === date);
      expect(festival).toMatchObject({ tradeDay: false, holiday: name });
      const calendar = data(await api.queryTransactionCalendar(date.slice(0, 7)));
      expect(calendar.holidays).toContainEqual({ date, name });
      expect(calendar.tradeDays).not.toContain(date);
    });

    it('the calendar has items in the weeks before and after today', async () => {
      signInAs('admin');
      // Every month from three weeks before today to six weeks after.
      const months = new Set(
        Array.from({ length: 64 }, (_, i) => addDays(today, i - 21).slice(0, 7)),
      );
      const items = [];
      for (const month of months) {
        items.push(...data(await api.queryTransactionCalendar(month)).items);
      }
      expect(items.filter((i) => i.date < today).length).toBeGreaterThan(2);
      expect(items.some((i) => i.date > today && i.date <= addDays(today, 14))).toBe(true);
      expect(items.every((i) => isTradeDay(i.date))).toBe(true);
    });

    it('the coming training takes a sign-up; the earlier one has closed', async () => {
      signInAs('admin');
      const training = data(await api.queryNoticeDetail(TRAINING_NOTICE_ID));
      expect(training.registDeadline! > `${today} 23:59:59`).toBe(true);
      data(await api.noticeRegistSubmit({ ...SIGN_UP, id: TRAINING_NOTICE_ID }));
      const past = data(await api.queryNoticeDetail(PAST_TRAINING_NOTICE_ID));
      expect(past.registEnabled).toBe(true);
      expect(past.registDeadline! < today).toBe(true);
      refusal(
        await api.noticeRegistSubmit({ ...SIGN_UP, id: PAST_TRAINING_NOTICE_ID }),
        2502,
        '在线报名已截止',
      );
    });
  });
}
