/**
 * The dates of the seed, relative to the business date it is built for (the mock's today at
 * the start of a scope, MOCK_TODAY, or POST /__mock__/reset { today }). The seed says "four
 * days ago" or "the trading day before", never a calendar date, so its data keeps its meaning
 * on any day: tasks due in the coming days, reports of the past weeks, an open sign-up. The same
 * business date always gives the same dates.
 */
import { addDays, daysBetween, tradeDayFrom, weekdayOf } from './trading-calendar';

export interface SeedDates {
  /** The business date, yyyy-MM-dd. */
  readonly today: string;
  /** yyyy-MM-dd, `offset` calendar days from the business date. */
  day(offset: number): string;
  /**
   * day(offset) when it is a trading day, else the nearest trading day away from today (before
   * it for offset <= 0, after it for offset > 0), so a past date stays past and a future one
   * future.
   */
  trade(offset: number): string;
  /** 'yyyy-MM-dd HH:mm[:ss]' of day(offset) at a time of day 'HH:mm[:ss]'. */
  at(offset: number, time: string): string;
  /** 'yyyy-MM-dd HH:mm[:ss]' of trade(offset) at a time of day. */
  tradeAt(offset: number, time: string): string;
  /** yyyy-MM, `offset` months from the business date's month. */
  month(offset: number): string;
  /** The business date's year plus `offset`. */
  year(offset?: number): number;
  /** Calendar days from the business date to a day (negative for the past). */
  offsetOf(day: string): number;
}

const pad = (n: number): string => String(n).padStart(2, '0');

export function seedDates(today: string): SeedDates {
  const day = (offset: number) => addDays(today, offset);
  const trade = (offset: number) => tradeDayFrom(day(offset), offset > 0 ? 1 : -1);
  const [y, m] = today.split('-').map(Number) as [number, number];
  return {
    today,
    day,
    trade,
    at: (offset, time) => `${day(offset)} ${time}`,
    tradeAt: (offset, time) => `${trade(offset)} ${time}`,
    month(offset) {
      const index = y * 12 + (m - 1) + offset;
      return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
    },
    year: (offset = 0) => y + offset,
    offsetOf: (other) => daysBetween(today, other),
  };
}

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;

/** 周一 ... 周日 of a yyyy-MM-dd. */
export const weekdayName = (day: string): string => WEEKDAYS[weekdayOf(day)]!;

/** 2026年12月15日 of a yyyy-MM-dd. */
export function chineseDate(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${y}年${m}月${d}日`;
}

/** 12月3日 of a yyyy-MM-dd. */
export function chineseMonthDay(day: string): string {
  const [, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${m}月${d}日`;
}

/** The month number (1 to 12) of a yyyy-MM or yyyy-MM-dd. */
export const monthNumber = (date: string): number => Number(date.slice(5, 7));

/** The quarter (1 to 4) of a yyyy-MM or yyyy-MM-dd. */
export const quarterOf = (date: string): number => Math.ceil(monthNumber(date) / 3);

const QUARTER_NAMES = ['一', '二', '三', '四'] as const;

/** 第四季度 of a yyyy-MM or yyyy-MM-dd. */
export const quarterName = (date: string): string => `第${QUARTER_NAMES[quarterOf(date) - 1]!}季度`;

/** yyyy-MM, `offset` months from the month of a yyyy-MM or yyyy-MM-dd. */
export function monthFrom(date: string, offset: number): string {
  const index = Number(date.slice(0, 4)) * 12 + monthNumber(date) - 1 + offset;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}
