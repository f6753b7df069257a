/**
 * The mock backend's one clock (QA contract: GET/POST/DELETE /__mock__/clock). Everything in
 * src/mocks that asks for "now" asks here: token lifetimes, SMS and ticket expiry, deadlines,
 * sys/queryServerTime and the business date the seed is built for. Each data scope has its own
 * clock: the real one (Date.now(), so Vitest's fake timers and libfaketime move it too) plus an
 * offset, or a frozen instant. MOCK_TODAY=YYYY-MM-DD starts every scope's clock on that day at
 * the real time of day. "Today" is the date in Asia/Shanghai (UTC+8), the business day of the
 * exchanges and of the portal's users.
 */
import type { MockClock } from '@/api/mock-admin-types';
import { currentScope } from './admin/scope-context';
import { scopedStore } from './admin/scoped-store';

const CHINA_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

interface ClockState {
  offsetMs: number;
  /** The instant the clock stands at while frozen, else null. */
  frozenAt: number | null;
}

/** The real clock; the journal and the server's own timings read it, nothing else. */
export const realNow = (): number => Date.now();

/** A yyyy-MM-dd that names a real calendar day, as a UTC midnight in ms; else null. */
export function dayMs(day: string): number | null {
  const m = DAY.exec(day);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === day ? ms : null;
}

/** The offset that puts the real clock on `day` at the real time of day in China. */
function offsetToDay(day: string, real = realNow()): number {
  const target = dayMs(day);
  if (target === null) throw new Error(`not a day: ${day}`);
  const realDay = Math.floor((real + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS;
  return target - realDay;
}

function startDay(): string | undefined {
  const pinned = typeof process === 'undefined' ? undefined : process.env?.MOCK_TODAY;
  if (pinned === undefined || pinned === '') return undefined;
  if (dayMs(pinned) === null) throw new Error(`MOCK_TODAY must be YYYY-MM-DD, not ${pinned}`);
  return pinned;
}

const initial = (): ClockState => {
  const day = startDay();
  return { offsetMs: day ? offsetToDay(day) : 0, frozenAt: null };
};

const clocks = scopedStore<ClockState>(initial);
const state = (): ClockState => clocks.get(currentScope());

/** The mock's now, in epoch ms, for the current call's scope. */
export function mockNow(): number {
  const clock = state();
  return clock.frozenAt ?? realNow() + clock.offsetMs;
}

export const mockDate = (): Date => new Date(mockNow());

/** yyyy-MM-dd HH:mm:ss in China of an instant (the mock's now by default). */
export function chinaDateTime(ms = mockNow()): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().replace('T', ' ').slice(0, 19);
}

/** The business date: today in China, yyyy-MM-dd. */
export const mockToday = (): string => chinaDateTime().slice(0, 10);

export function clockView(): MockClock {
  const now = mockNow();
  return {
    now: new Date(now).toISOString(),
    today: mockToday(),
    frozen: state().frozenAt !== null,
  };
}

/** Jumps to an instant; a frozen clock stays frozen there. */
export function setClockTo(ms: number): void {
  const clock = state();
  if (clock.frozenAt !== null) clock.frozenAt = ms;
  else clock.offsetMs = ms - realNow();
}

export function advanceClock(ms: number): void {
  setClockTo(mockNow() + ms);
}

export function freezeClock(frozen: boolean): void {
  const clock = state();
  if (frozen === (clock.frozenAt !== null)) return;
  if (frozen) clock.frozenAt = mockNow();
  else {
    clock.offsetMs = (clock.frozenAt ?? realNow()) - realNow();
    clock.frozenAt = null;
  }
}

/** Puts the clock on a day (yyyy-MM-dd) at the real time of day, running. */
export function setClockToDay(day: string): void {
  Object.assign(state(), { offsetMs: offsetToDay(day), frozenAt: null });
}

/** Back to the start: the real clock, or MOCK_TODAY's day. One scope, or every scope. */
export function resetClock(scope?: string): void {
  if (scope === undefined) clocks.clear();
  else clocks.delete(scope);
}
