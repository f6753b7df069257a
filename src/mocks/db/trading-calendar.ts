/**
 * The trading calendar of the Shanghai and Shenzhen exchanges for any year the seed can land
 * in (sys/queryTradeDay, the home page's calendar, the valuation and product calendars).
 *
 * Trading days are the weekdays minus the public holidays (the exchanges never trade on a
 * weekend, make-up working days included). Where the State Council's arrangement is known the
 * holidays follow it exactly (EXACT, 2025 and 2026). Other years follow a written
 * approximation of how the arrangements are usually made:
 * - 元旦 1 January; on a weekend, the Monday after;
 * - 春节 from New Year's Eve (the day before the first lunar day) to the sixth lunar day;
 * - 清明节, 端午节, 中秋节 the day itself, made into a long weekend (Friday or Monday
 *   with it when it falls on a Monday, Friday or weekend);
 * - 劳动节 1 to 5 May; 国庆节 1 to 7 October, to 8 October when 中秋节 falls in that week.
 * The lunar festivals need their Gregorian dates (LUNAR, 2024 and 2027 to 2035); beyond that
 * table only the fixed-date holidays are kept (元旦, 清明节, 劳动节, 国庆节).
 */

export interface Holiday {
  name: string;
  /** First and last day, yyyy-MM-dd, inclusive */
  from: string;
  to: string;
}

const EXACT: Readonly<Record<number, readonly Holiday[]>> = {
  2025: [
    { name: '元旦', from: '2025-01-01', to: '2025-01-01' },
    { name: '春节', from: '2025-01-28', to: '2025-02-04' },
    { name: '清明节', from: '2025-04-04', to: '2025-04-06' },
    { name: '劳动节', from: '2025-05-01', to: '2025-05-05' },
    { name: '端午节', from: '2025-05-31', to: '2025-06-02' },
    { name: '国庆节', from: '2025-10-01', to: '2025-10-08' },
  ],
  2026: [
    { name: '元旦', from: '2026-01-01', to: '2026-01-03' },
    { name: '春节', from: '2026-02-15', to: '2026-02-23' },
    { name: '清明节', from: '2026-04-04', to: '2026-04-06' },
    { name: '劳动节', from: '2026-05-01', to: '2026-05-05' },
    { name: '端午节', from: '2026-06-19', to: '2026-06-21' },
    { name: '中秋节', from: '2026-09-25', to: '2026-09-27' },
    { name: '国庆节', from: '2026-10-01', to: '2026-10-07' },
  ],
};

/** Gregorian dates (MM-dd) of 春节 (first lunar day), 端午节 and 中秋节. */
const LUNAR: Readonly<Record<number, readonly [string, string, string]>> = {
  2024: ['02-10', '06-10', '09-17'],
  2027: ['02-06', '06-09', '09-15'],
  2028: ['01-26', '05-28', '10-03'],
  2029: ['02-13', '06-16', '09-22'],
  2030: ['02-03', '06-05', '09-12'],
  2031: ['01-23', '06-24', '10-01'],
  2032: ['02-11', '06-12', '09-19'],
  2033: ['01-31', '06-01', '09-08'],
  2034: ['02-19', '06-20', '09-27'],
  2035: ['02-08', '06-10', '09-16'],
};

const DAY_MS = 86_400_000;

const ms = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const text = (time: number): string => new Date(time).toISOString().slice(0, 10);

export function addDays(day: string, delta: number): string {
  return text(ms(day) + delta * DAY_MS);
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((ms(to) - ms(from)) / DAY_MS);
}

/** 0 Sunday ... 6 Saturday */
export function weekdayOf(day: string): number {
  return new Date(ms(day)).getUTCDay();
}

const isWeekend = (day: string): boolean => weekdayOf(day) === 0 || weekdayOf(day) === 6;

/** A one-day festival made into a long weekend, as the arrangements usually are. */
function longWeekend(name: string, day: string): Holiday {
  const weekday = weekdayOf(day);
  if (weekday === 6) return { name, from: day, to: addDays(day, 2) };
  if (weekday === 0) return { name, from: addDays(day, -1), to: addDays(day, 1) };
  if (weekday === 1) return { name, from: addDays(day, -2), to: day };
  if (weekday === 5) return { name, from: day, to: addDays(day, 2) };
  return { name, from: day, to: day };
}

function approximated(year: number): Holiday[] {
  const newYear = `${year}-01-01`;
  const holidays: Holiday[] = [
    {
      name: '元旦',
      from: newYear,
      to: isWeekend(newYear) ? addDays(newYear, weekdayOf(newYear) === 6 ? 2 : 1) : newYear,
    },
  ];
  const qingming = `${year}-04-0${year % 4 <= 1 ? 4 : 5}`;
  holidays.push(longWeekend('清明节', qingming));
  holidays.push({ name: '劳动节', from: `${year}-05-01`, to: `${year}-05-05` });
  const lunar = LUNAR[year];
  let nationalEnd = `${year}-10-07`;
  if (lunar) {
    const [spring, dragon, moon] = lunar.map((md) => `${year}-${md}`) as [string, string, string];
    holidays.push({ name: '春节', from: addDays(spring, -1), to: addDays(spring, 6) });
    holidays.push(longWeekend('端午节', dragon));
    if (moon >= `${year}-09-30` && moon <= `${year}-10-08`) nationalEnd = `${year}-10-08`;
    else holidays.push(longWeekend('中秋节', moon));
  }
  holidays.push({ name: '国庆节', from: `${year}-10-01`, to: nationalEnd });
  return holidays.sort((a, b) => a.from.localeCompare(b.from));
}

const cache = new Map<number, readonly Holiday[]>();

/** The public holidays of a year, in order. */
export function holidaysOf(year: number): readonly Holiday[] {
  let holidays = cache.get(year);
  if (!holidays) {
    holidays = EXACT[year] ?? approximated(year);
    cache.set(year, holidays);
  }
  return holidays;
}

/** Whether the year's holidays are the State Council's own (else the approximation). */
export const holidaysExact = (year: number): boolean => year in EXACT;

/** The holiday a day belongs to (a year's table; 春节 may start in the year before). */
export function holidayOf(day: string): string | undefined {
  const year = Number(day.slice(0, 4));
  for (const y of [year, year - 1]) {
    const found = holidaysOf(y).find((h) => day >= h.from && day <= h.to);
    if (found) return found.name;
  }
  return undefined;
}

export function isTradeDay(day: string): boolean {
  return !isWeekend(day) && !holidayOf(day);
}

/** The nearest trading day before (-1) or after (+1) a day, within a year; else null. */
export function neighbourTradeDay(day: string, step: 1 | -1): string | null {
  let current = day;
  for (let i = 0; i < 366; i += 1) {
    current = addDays(current, step);
    if (isTradeDay(current)) return current;
  }
  return null;
}

/** The day itself when it is a trading day, else the nearest one in the direction `step`. */
export function tradeDayFrom(day: string, step: 1 | -1): string {
  return isTradeDay(day) ? day : (neighbourTradeDay(day, step) ?? day);
}

/** The last trading day on or before a date. */
export const lastTradingDay = (day: string): string => tradeDayFrom(day, -1);

/** Every day of a month (yyyy-MM). */
export function daysOfMonth(month: string): string[] {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** The trading days between two dates, inclusive, in order. */
export function tradingDaysBetween(start: string, end: string): string[] {
  const out: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) if (isTradeDay(day)) out.push(day);
  return out;
}

/**
 * The latest valuation date as of a business date: the trading day before it. A custodian
 * values a trading day after the close, into the next morning, so the newest figures of a
 * working day are the previous trading day's.
 */
export const valuationDayOf = (today: string): string => neighbourTradeDay(today, -1) ?? today;
