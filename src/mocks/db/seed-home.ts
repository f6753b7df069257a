/**
 * Seed of the home domain (spec 7.5): the task centre (seed-home-tasks.ts) and the custody
 * lists (seed-home-fund.ts), about the products of seed-home-products.ts, all relative to the
 * business date (./seed-dates.ts).
 */
import type { SeedDates } from './seed-dates';
import { seedFund } from './seed-home-fund';
import { seedTasks } from './seed-home-tasks';

export function seedHome(d: SeedDates) {
  return { ...seedTasks(d), ...seedFund(d) };
}
