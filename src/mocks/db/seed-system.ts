/**
 * Seed of the system domain (spec 7.4): notices, the trading calendar and custom events,
 * reference content and per-institution records. Parts: seed-system-notices.ts,
 * seed-system-calendar.ts, seed-system-content.ts, seed-system-records.ts.
 */
import { seedCalendar } from './seed-system-calendar';
import { seedContent } from './seed-system-content';
import { seedNotices } from './seed-system-notices';
import { seedRecords } from './seed-system-records';

export function seedSystem() {
  return { ...seedNotices(), ...seedCalendar(), ...seedContent(), ...seedRecords() };
}
