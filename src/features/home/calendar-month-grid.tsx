/**
 * The month of 交易日历 (spec 1, 7.4): a button per day, trading days shaded, a dot for the
 * user's product events (left) and for calendar items or own events (right), and its legend.
 */
import { Flex, Typography } from 'antd';
import type { CalendarEvent } from '@/api/product';
import type { TransactionCalendar } from '@/api/system-types';
import {
  daysOf,
  ITEM_COLOR,
  leadOf,
  PRODUCT_EVENT_COLORS,
  PRODUCT_EVENT_NAMES,
  WEEKDAYS,
} from './trade-calendar-model';

function Dot({ color, left }: { color: string; left?: boolean }) {
  return (
    <span
      aria-hidden
      style={{
        position: 'absolute',
        ...(left ? { left: 3 } : { right: 3 }),
        top: 3,
        width: 5,
        height: 5,
        borderRadius: 3,
        background: color,
      }}
    />
  );
}

export function MonthGrid({
  calendar,
  productEvents,
  selected,
  onSelect,
}: {
  calendar: TransactionCalendar;
  /** The product events of each day of the month (empty while they load or when they failed) */
  productEvents: ReadonlyMap<string, CalendarEvent[]>;
  selected: string;
  onSelect: (date: string) => void;
}) {
  const trade = new Set(calendar.tradeDays);
  const marked = new Set([
    ...calendar.items.map((i) => i.date),
    ...calendar.customEvents.map((e) => e.date),
  ]);
  return (
    <div
      role="group"
      aria-label={`${calendar.month} 交易日历`}
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(7, 1fr)',
        gap: 2,
        textAlign: 'center',
      }}
    >
      {WEEKDAYS.map((w) => (
        <Typography.Text key={w} type="secondary" style={{ fontSize: 12 }}>
          {w}
        </Typography.Text>
      ))}
      {Array.from({ length: leadOf(calendar.month) }, (_, i) => (
        <span key={`lead-${i}`} />
      ))}
      {daysOf(calendar.month).map((day) => {
        const types = [...new Set((productEvents.get(day) ?? []).map((e) => e.type))];
        return (
          <button
            key={day}
            type="button"
            data-testid="calendar-day"
            data-date={day}
            data-trade-day={trade.has(day) ? 'true' : 'false'}
            data-product-event={types.length > 0 ? types.join(' ') : undefined}
            aria-pressed={selected === day}
            aria-label={[
              day,
              trade.has(day) ? '交易日' : '非交易日',
              ...types.map((type) => `产品${PRODUCT_EVENT_NAMES[type]}`),
              ...(marked.has(day) ? ['有日历事项'] : []),
            ].join(' ')}
            onClick={() => onSelect(day)}
            style={{
              border: selected === day ? '1px solid #1677ff' : '1px solid transparent',
              borderRadius: 4,
              background: trade.has(day) ? '#f0f7ff' : '#fafafa',
              color: trade.has(day) ? undefined : '#666',
              padding: '2px 0',
              cursor: 'pointer',
              position: 'relative',
            }}
          >
            {Number(day.slice(8))}
            {types[0] && <Dot left color={PRODUCT_EVENT_COLORS[types[0]]} />}
            {marked.has(day) && <Dot color={ITEM_COLOR} />}
          </button>
        );
      })}
    </div>
  );
}

export function Legend() {
  const entries = [
    { color: PRODUCT_EVENT_COLORS.open, name: '产品开放日' },
    { color: PRODUCT_EVENT_COLORS.dividend, name: '产品除息日' },
    { color: ITEM_COLOR, name: '日历事项 / 我的日程' },
  ];
  return (
    <Flex gap={12} wrap style={{ marginTop: 6, fontSize: 12 }} aria-hidden>
      {entries.map((entry) => (
        <Typography.Text key={entry.name} type="secondary" style={{ fontSize: 12 }}>
          <span
            style={{
              display: 'inline-block',
              width: 6,
              height: 6,
              borderRadius: 3,
              marginRight: 4,
              background: entry.color,
            }}
          />
          {entry.name}
        </Typography.Text>
      ))}
    </Flex>
  );
}
