import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMonth } from './date-format';
import { eachReturns } from '../../test/support/each-returns';

describe('formatDate (yyyy-MM-dd)', () => {
  eachReturns('%s → %s', formatDate, [
    ['2026-11-21', '2026-11-21'],
    ['2026-11-21 09:20:00', '2026-11-21'],
    ['2026-11-21T23:59:59', '2026-11-21'],
    ['20261121', '2026-11-21'],
    [' 2026-02-28 ', '2026-02-28'],
    ['2026-02-29', ''],
    ['2028-02-29', '2028-02-29'],
    ['2026-13-01', ''],
    ['2026-11-21 25:00:00', ''],
    ['21/11/2026', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [new Date(2026, 0, 5, 8, 3, 9), '2026-01-05'],
    [new Date(2026, 10, 21).getTime(), '2026-11-21'],
    [new Date('nonsense'), ''],
  ]);

  it('reads server text as written, whatever the time zone', () => {
    // Late evening in Shanghai is the previous day in UTC: the text must not move.
    expect(formatDate('2026-11-21 23:30:00')).toBe('2026-11-21');
  });
});

describe('formatDateTime and formatMonth', () => {
  it('pads and completes the time', () => {
    expect(formatDateTime('2026-11-21 09:20')).toBe('2026-11-21 09:20:00');
    expect(formatDateTime('2026-11-21')).toBe('2026-11-21 00:00:00');
    expect(formatDateTime(new Date(2026, 10, 2, 7, 5, 3))).toBe('2026-11-02 07:05:03');
    expect(formatDateTime('bad')).toBe('');
  });

  it('gives yyyy-MM', () => {
    expect(formatMonth('2026-11')).toBe('2026-11');
    expect(formatMonth('2026-11-21')).toBe('2026-11');
    expect(formatMonth('2026-13')).toBe('');
    expect(formatMonth(new Date(2026, 0, 31))).toBe('2026-01');
  });
});
