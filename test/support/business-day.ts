/**
 * A test file whose outcome depends on the date says which day it runs on: the process's Date
 * (the portal's code and the mock's clock alike) starts at `iso` and runs on from there; the
 * timers stay real, so waitFor and the HTTP client's timeouts work as usual. The mock's seed is
 * built lazily, at the first call of each test, so it is built for that day.
 */
import { afterEach, beforeEach, vi } from 'vitest';

/** The day the seed's literal dates were first written for: a Sunday, 10:00 in Beijing. */
export const SEED_WRITTEN_ON = '2026-11-22T10:00:00+08:00';

export function onBusinessDay(iso: string): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date(iso));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
