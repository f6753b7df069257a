import { afterEach, describe, expect, it, vi } from 'vitest';
import { getResponse } from 'msw';
import { adminHandlers } from './admin/admin-handlers';
import { runInScope } from './admin/scope-context';
import {
  advanceClock,
  chinaDateTime,
  clockView,
  dayMs,
  freezeClock,
  mockNow,
  mockToday,
  resetClock,
  setClockTo,
  setClockToDay,
} from './clock';

const at = (iso: string) => Date.parse(iso);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('the mock clock', () => {
  it('follows the process clock by default, today in China (UTC+8)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-06-15T17:30:00Z'));
    expect(mockNow()).toBe(at('2027-06-15T17:30:00Z'));
    // 01:30 of the 16th in Beijing.
    expect(mockToday()).toBe('2027-06-16');
    expect(chinaDateTime()).toBe('2027-06-16 01:30:00');
  });

  it('jumps, moves on with the real clock, advances and freezes', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T02:00:00Z'));
    setClockTo(at('2027-06-30T15:00:00+08:00'));
    vi.advanceTimersByTime(1000);
    expect(mockNow()).toBe(at('2027-06-30T15:00:01+08:00'));
    advanceClock(8 * 3600_000);
    expect(chinaDateTime()).toBe('2027-06-30 23:00:01');
    freezeClock(true);
    vi.advanceTimersByTime(60_000);
    expect(clockView()).toEqual({
      now: '2027-06-30T15:00:01.000Z',
      today: '2027-06-30',
      frozen: true,
    });
    advanceClock(3600_000);
    expect(clockView().now).toBe('2027-06-30T16:00:01.000Z');
    freezeClock(false);
    vi.advanceTimersByTime(1000);
    expect(mockNow()).toBe(at('2027-06-30T16:00:02Z'));
  });

  it('keeps one clock per scope, and a reset of one leaves the others', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T02:00:00Z'));
    runInScope('qa-a', () => setClockToDay('2031-02-28'));
    expect(runInScope('qa-a', mockToday)).toBe('2031-02-28');
    expect(runInScope('qa-b', mockToday)).not.toBe('2031-02-28');
    resetClock('qa-b');
    expect(runInScope('qa-a', mockToday)).toBe('2031-02-28');
    resetClock('qa-a');
    expect(runInScope('qa-a', mockNow)).toBe(Date.now());
  });

  it('puts a day on the real time of day in China', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T01:15:00Z'));
    setClockToDay('2027-02-28');
    expect(chinaDateTime()).toBe('2027-02-28 09:15:00');
  });

  it('starts every scope on MOCK_TODAY when it is set', () => {
    vi.stubEnv('MOCK_TODAY', '2031-02-28');
    resetClock();
    expect(runInScope('pinned', mockToday)).toBe('2031-02-28');
    vi.stubEnv('MOCK_TODAY', '2031-02-30');
    resetClock();
    expect(() => runInScope('pinned', mockToday)).toThrow(/MOCK_TODAY/);
  });

  it('reads a day only when it is a real one', () => {
    expect(dayMs('2028-02-29')).toBe(Date.UTC(2028, 1, 29));
    expect(dayMs('2027-02-29')).toBeNull();
    expect(dayMs('2027-6-1')).toBeNull();
  });

  it.each([[{ now: '2027-06-30T15:00:00+08:00', frozen: true }, '2027-06-30T07:00:00.000Z']])(
    'POST /__mock__/clock %j lands on its instant, however the real clock ticks meanwhile',
    async (command, now) => {
      let real = at('2026-12-02T00:00:00Z');
      // Every read of the real clock a millisecond later than the one before.
      vi.spyOn(Date, 'now').mockImplementation(() => real++);
      const request = new Request('http://localhost/__mock__/clock', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(command),
      });
      const answer = await getResponse(adminHandlers, request);
      expect(((await answer!.json()) as { now: string }).now).toBe(now);
      resetClock();
    },
  );
});
