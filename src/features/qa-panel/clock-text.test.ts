import { expect, it } from 'vitest';
import { chinaDateTimeText, chinaInstant, isCalendarDay } from './clock-text';

it('shows an instant in China, 24-hour, whatever the PC’s zone', () => {
  expect(chinaDateTimeText(Date.parse('2031-02-28T02:00:00.999Z'))).toBe('2031-02-28 10:00:00');
  expect(chinaDateTimeText(Date.parse('2027-06-30T16:30:00Z'))).toBe('2027-07-01 00:30:00');
});

it('reads a China time as ISO 8601 with +08:00, and nothing that is no time', () => {
  expect(chinaInstant('2031-02-28 10:00:00')).toBe('2031-02-28T10:00:00+08:00');
  expect(chinaInstant(' 2031-02-28 23:59:59 ')).toBe('2031-02-28T23:59:59+08:00');
  for (const text of [
    '2031-02-29 10:00:00',
    '2031-02-28 24:00:00',
    '2031-02-28 10:60:00',
    '2031-02-28T10:00:00',
    '2031-02-28 10:00',
    '明天',
  ]) {
    expect(chinaInstant(text)).toBeNull();
  }
});

it('knows the days of the calendar', () => {
  expect(isCalendarDay('2028-02-29')).toBe(true);
  expect(isCalendarDay('2031-02-29')).toBe(false);
  expect(isCalendarDay('2031-2-28')).toBe(false);
});
