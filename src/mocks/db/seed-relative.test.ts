/**
 * The seed is relative to its business date (./seed-dates.ts): built for two far-apart days,
 * every date in it keeps its distance from "today" (within the period it is anchored on), and no
 * date, year or month text is left from the day the seed was written.
 * A literal date typed into a seed file fails here.
 */
import { describe, expect, it } from 'vitest';
import { createSeed } from './db';
import { seedDates } from './seed-dates';
import { daysBetween } from './trading-calendar';

const FIRST = '2027-06-15';
const SECOND = '2031-02-28';
/**
 * How far a date may move against today between the two builds: a trading day leaves a weekend
 * or a holiday (春节, up to ten days), and a date anchored on a period (a quarter's fee dates,
 * a month's last trading day, the quarter of a training) moves within that period. A date typed
 * into a seed file moves by the 1,354 days between the two business dates.
 */
const MOVE_DAYS = 92;
const MOVE_MONTHS = 3;
const DATE = /\d{4}-\d{2}-\d{2}/g;
const MONTH = /(?<![A-Za-z0-9-])(\d{4})-(\d{2})(?!-\d)/g;
const YEAR_TEXT = /(\d{4})\s*年/g;

interface Found {
  path: string;
  text: string;
}

/** Every string of the seed with the path to it (Sets and Maps as arrays). */
function strings(value: unknown, path = '', out: Found[] = []): Found[] {
  if (typeof value === 'string') out.push({ path, text: value });
  else if (value instanceof Set || Array.isArray(value)) {
    [...value].forEach((item: unknown, i) => strings(item, `${path}[${i}]`, out));
  } else if (value instanceof Map) {
    for (const [key, item] of value as Map<unknown, unknown>)
      strings(item, `${path}.${String(key)}`, out);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) strings(item, `${path}.${key}`, out);
  }
  return out;
}

const monthIndex = (y: string, m: string) => Number(y) * 12 + Number(m);

/** The distances from today of the dates (days), months and years (texts like 2026年) of a text. */
function distances(
  text: string,
  today: string,
): { days: number[]; months: number[]; years: number[] } {
  const [y, m] = today.split('-') as [string, string];
  return {
    days: [...text.matchAll(DATE)].map((d) => daysBetween(today, d[0])),
    months: [...text.matchAll(MONTH)].map((d) => monthIndex(d[1]!, d[2]!) - monthIndex(y, m)),
    years: [...text.matchAll(YEAR_TEXT)].map((d) => Number(d[1]) - Number(y)),
  };
}

const seedOf = (today: string) => strings(createSeed(seedDates(today)));

/** Whether two lists of distances agree within a tolerance. */
const agree = (a: number[], b: number[], tolerance: number) =>
  a.length === b.length && a.every((d, i) => Math.abs(d - b[i]!) <= tolerance);

describe('the seed as of a business date', () => {
  const first = seedOf(FIRST);
  const second = seedOf(SECOND);

  it('has the same shape on any day', () => {
    expect(second.map((s) => s.path)).toEqual(first.map((s) => s.path));
  });

  it('keeps every date, month and year text at its distance from today', () => {
    const moved = first.flatMap((a, i) => {
      const b = second[i]!;
      const [da, db] = [distances(a.text, FIRST), distances(b.text, SECOND)];
      const same =
        agree(da.days, db.days, MOVE_DAYS) &&
        agree(da.months, db.months, MOVE_MONTHS) &&
        agree(da.years, db.years, 1);
      return same ? [] : [`${a.path}: ${a.text.slice(0, 100)} / ${b.text.slice(0, 100)}`];
    });
    expect(moved).toEqual([]);
  });

  it('has dates at all: the test above reads something', () => {
    const dated = first.filter((s) => distances(s.text, FIRST).days.length > 0);
    expect(dated.length).toBeGreaterThan(300);
  });
});
