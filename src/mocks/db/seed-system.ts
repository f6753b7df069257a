/**
 * Seed of the system domain (spec 7.4): notices, the calendar items and custom events,
 * reference content and per-institution records, all relative to the business date
 * (./seed-dates.ts). Parts: seed-system-notices.ts, seed-system-calendar.ts,
 * seed-system-content.ts, seed-system-records.ts.
 */
import type { SeedDates } from './seed-dates';
import { seedCalendar } from './seed-system-calendar';
import { seedContent } from './seed-system-content';
import { seedNotices } from './seed-system-notices';
import { seedRecords } from './seed-system-records';

export function seedSystem(d: SeedDates) {
  return { ...seedNotices(d), ...seedCalendar(d), ...seedContent(d), ...seedRecords(d) };
}
