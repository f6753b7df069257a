/**
 * The mock backend's in-memory database: every domain's seed, built the same way at every
 * start. resetDb() (POST /__mock__/reset, and after each Vitest test) restores the seed.
 */
import { seedAuth } from './seed-auth';
import { seedCompliance } from './seed-compliance';
import { seedHome } from './seed-home';
import { seedMenu } from './seed-menu';
import { seedProduct } from './seed-product';
import { seedRegister } from './seed-register';
import { seedSystem } from './seed-system';
import { seedTrack } from './seed-track';
import { seedValue } from './seed-value';

function createSeed() {
  return {
    ...seedAuth(),
    ...seedCompliance(),
    ...seedMenu(),
    ...seedProduct(),
    ...seedSystem(),
    ...seedHome(),
    ...seedValue(),
    ...seedRegister(),
    ...seedTrack(),
  };
}

export type MockDb = ReturnType<typeof createSeed>;

export const db: MockDb = createSeed();

export function resetDb(): void {
  const fresh = createSeed();
  for (const key of Object.keys(db)) delete (db as Record<string, unknown>)[key];
  Object.assign(db, fresh);
}
