/**
 * The mock backend's in-memory database: every domain's seed, built the same way at every
 * start as of the scope's business date, one copy per data scope (QA contract: X-Mock-Scope or MOCK-SCOPE; none is the shared
 * default). `db` is the current call's copy (src/mocks/admin/scope-context.ts), so a handler
 * reads and writes only its caller's data. resetDb(scope) (POST /__mock__/reset) restores one
 * scope's seed; resetDb() (after each Vitest test) every scope's.
 */
import { currentScope } from '../admin/scope-context';
import { mockToday } from '../clock';
import { scopedStore } from '../admin/scoped-store';
import { seedAuth } from './seed-auth';
import { seedCompliance } from './seed-compliance';
import { seedHome } from './seed-home';
import { seedMenu } from './seed-menu';
import { seedProduct } from './seed-product';
import { seedRegister } from './seed-register';
import { seedSystem } from './seed-system';
import { seedTrack } from './seed-track';
import { seedValue } from './seed-value';
import { seedDates, type SeedDates } from './seed-dates';

/** The whole seed as of a business date (./seed-dates.ts): the same date, the same data. */
export function createSeed(d: SeedDates) {
  return {
    ...seedAuth(d),
    ...seedCompliance(d),
    ...seedMenu(),
    ...seedProduct(d),
    ...seedSystem(d),
    ...seedHome(d),
    ...seedValue(d),
    ...seedRegister(d),
    ...seedTrack(),
  };
}

export type MockDb = ReturnType<typeof createSeed>;

// A scope's copy is built as of its clock's today (src/mocks/clock.ts) when first used.
const copies = scopedStore(() => createSeed(seedDates(mockToday())));
const scopeDb = () => copies.get(currentScope());

/** The current scope's data: every property read or written goes to that scope's copy. */
export const db: MockDb = new Proxy({} as MockDb, {
  get: (_, key) => Reflect.get(scopeDb(), key) as unknown,
  set: (_, key, value) => Reflect.set(scopeDb(), key, value),
  has: (_, key) => Reflect.has(scopeDb(), key),
  deleteProperty: (_, key) => Reflect.deleteProperty(scopeDb(), key),
  ownKeys: () => Reflect.ownKeys(scopeDb()),
  getOwnPropertyDescriptor: (_, key) => {
    const descriptor = Reflect.getOwnPropertyDescriptor(scopeDb(), key);
    return descriptor && { ...descriptor, configurable: true };
  },
});

export function resetDb(scope?: string): void {
  if (scope === undefined) copies.clear();
  else copies.delete(scope);
}
