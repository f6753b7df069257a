/**
 * The data side of 交易日历 (spec 1, 7.4): months and their days, the product events of each
 * day, and the rows listed for the selected day. Pure, for the calendar's components.
 */
import type { CalendarEvent } from '@/api/product';
import type { CalendarItem, CustomCalendarEvent, TransactionCalendar } from '@/api/system-types';
import { formatMonth } from '@/lib/date-format';

export const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

export const PRODUCT_EVENT_NAMES: Record<CalendarEvent['type'], string> = {
  open: '开放日',
  dividend: '除息日',
};
export const PRODUCT_EVENT_COLORS: Record<CalendarEvent['type'], string> = {
  open: '#52c41a',
  dividend: '#722ed1',
};
/** The dot of a day with calendar items or the user's own events. */
export const ITEM_COLOR = '#fa541c';

/** The month `delta` months from `month` (yyyy-MM). */
export function shiftMonth(month: string, delta: number): string {
  const [y = 0, m = 1] = month.split('-').map(Number);
  return formatMonth(new Date(y, m - 1 + delta, 1));
}

/** Every day of `month` (yyyy-MM) as yyyy-MM-dd. */
export function daysOf(month: string): string[] {
  const [y = 0, m = 1] = month.split('-').map(Number);
  const count = new Date(y, m, 0).getDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** Empty cells before the first day of `month`, Sunday first. */
export function leadOf(month: string): number {
  const [y = 0, m = 1] = month.split('-').map(Number);
  return new Date(y, m - 1, 1).getDay();
}

/** The user's own event being added (no eventId) or edited. */
export interface EventDraft {
  eventId?: string;
  date: string;
  title: string;
  remark?: string;
}

export type DayRow =
  | { kind: 'product'; key: string; event: CalendarEvent }
  | { kind: 'item'; key: string; item: CalendarItem }
  | { kind: 'event'; key: string; event: CustomCalendarEvent };

/** The product events of each day. */
export function productEventsByDay(
  events: readonly CalendarEvent[],
): ReadonlyMap<string, CalendarEvent[]> {
  const byDay = new Map<string, CalendarEvent[]>();
  for (const event of events) byDay.set(event.date, [...(byDay.get(event.date) ?? []), event]);
  return byDay;
}

/** The selected day's rows: product events, then calendar items, then the user's events. */
export function dayRows(
  calendar: TransactionCalendar,
  productEvents: ReadonlyMap<string, CalendarEvent[]>,
  selected: string,
): DayRow[] {
  return [
    ...(productEvents.get(selected) ?? []).map((event) => ({
      kind: 'product' as const,
      key: `product-${event.pdCode}-${event.type}`,
      event,
    })),
    ...calendar.items
      .filter((i) => i.date === selected)
      .map((item) => ({ kind: 'item' as const, key: item.itemId, item })),
    ...calendar.customEvents
      .filter((e) => e.date === selected)
      .map((event) => ({ kind: 'event' as const, key: event.eventId, event })),
  ];
}
