import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@/api/product';
import type { TransactionCalendar } from '@/api/system-types';
import { dayRows, daysOf, leadOf, productEventsByDay, shiftMonth } from './trade-calendar-model';

describe('months and days', () => {
  it.each([
    ['2026-11', 1, '2026-12'],
    ['2026-12', 1, '2027-01'],
    ['2026-01', -1, '2025-12'],
    ['2026-03', -14, '2025-01'],
  ])('%s shifted by %i is %s', (month, delta, expected) => {
    expect(shiftMonth(month, delta)).toBe(expected);
  });

  it.each([
    ['2024-02', 29],
    ['2026-02', 28],
    ['2026-11', 30],
    ['2026-12', 31],
  ])('%s has %i days, from 01 on', (month, count) => {
    const days = daysOf(month);
    expect(days).toHaveLength(count);
    expect(days[0]).toBe(`${month}-01`);
    expect(days.at(-1)).toBe(`${month}-${count}`);
  });

  it.each([
    ['2026-11', 0], // 1 November 2026 is a Sunday
    ['2026-12', 2], // a Tuesday
    ['2027-05', 6], // a Saturday
  ])('%s starts after %i empty cells, Sunday first', (month, lead) => {
    expect(leadOf(month)).toBe(lead);
  });
});

describe('the selected day', () => {
  const product = (date: string, type: CalendarEvent['type'], pdCode: string): CalendarEvent => ({
    date,
    type,
    pdCode,
    pdName: pdCode,
    title: type,
  });
  const calendar: TransactionCalendar = {
    month: '2026-11',
    tradeDays: ['2026-11-26'],
    holidays: [],
    items: [
      {
        itemId: 'I1',
        date: '2026-11-26',
        itemType: 'ipo',
        typeName: '新股',
        title: 'A',
        detail: '',
        code: '',
        collected: false,
      },
      {
        itemId: 'I2',
        date: '2026-11-27',
        itemType: 'ipo',
        typeName: '新股',
        title: 'B',
        detail: '',
        code: '',
        collected: false,
      },
    ],
    customEvents: [
      {
        eventId: 'E1',
        date: '2026-11-26',
        title: '会议',
        remark: '',
        remindTime: null,
        createTime: '',
        updateTime: '',
      },
    ],
  };

  it('groups product events by day', () => {
    const byDay = productEventsByDay([
      product('2026-11-26', 'open', 'P1'),
      product('2026-11-26', 'dividend', 'P2'),
      product('2026-11-30', 'open', 'P1'),
    ]);
    expect(byDay.get('2026-11-26')?.map((e) => e.pdCode)).toEqual(['P1', 'P2']);
    expect(byDay.get('2026-11-30')).toHaveLength(1);
    expect(byDay.get('2026-11-27')).toBeUndefined();
  });

  it('lists product events, then calendar items, then own events, of that day only', () => {
    const byDay = productEventsByDay([product('2026-11-26', 'open', 'P1')]);
    expect(dayRows(calendar, byDay, '2026-11-26').map((row) => `${row.kind}:${row.key}`)).toEqual([
      'product:product-P1-open',
      'item:I1',
      'event:E1',
    ]);
    expect(dayRows(calendar, byDay, '2026-11-28')).toEqual([]);
  });
});
