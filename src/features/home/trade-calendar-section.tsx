/**
 * 交易日历 (spec 1, 7.4): a month view (sys/queryTransactionCalendar) marking the trading days
 * and holidays, the month's calendar items (new shares, dividends, disclosure deadlines) which
 * can be collected (sys/collectCalendarItem), and the user's own events, added, edited and
 * deleted (sys/addCustomCalendar, updateCustomCalendar, deleteCustomCalendar). The open days and
 * ex-dividend dates of the user's products (prod/queryJyrlForHomePage) are marked on the month
 * and listed for the selected day; the selected day says whether it is a trading day and which
 * are the previous and next ones (sys/queryTradeDay with the date). Those two calls each fail on
 * their own, with a small error and retry, and never blank the calendar.
 */
import { LeftOutlined, RightOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, Modal, Popconfirm, Tag, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { authMessage } from '@/api/auth-codes';
import { CALENDAR_EVENT_LIMITS } from '@/api/field-limits';
import { queryJyrlForHomePage, type CalendarEvent } from '@/api/product';
import {
  addCustomCalendar,
  collectCalendarItem,
  deleteCustomCalendar,
  queryTradeDay,
  queryTransactionCalendar,
  updateCustomCalendar,
} from '@/api/system';
import type {
  CalendarItem,
  CustomCalendarEvent,
  TradeDayAnswer,
  TransactionCalendar,
} from '@/api/system-types';
import { ItemList, ItemRow } from '@/components/item-list';
import { useApiLoad, type LoadState } from '@/components/use-api-load';
import { formatDate, formatMonth } from '@/lib/date-format';
import { HomeSectionCard, SectionBody } from './home-section';
import { useFeedback } from '@/lib/feedback';

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

const PRODUCT_EVENT_NAMES: Record<CalendarEvent['type'], string> = {
  open: '开放日',
  dividend: '除息日',
};
const PRODUCT_EVENT_COLORS: Record<CalendarEvent['type'], string> = {
  open: '#52c41a',
  dividend: '#722ed1',
};
const ITEM_COLOR = '#fa541c';

function shiftMonth(month: string, delta: number): string {
  const [y = 0, m = 1] = month.split('-').map(Number);
  return formatMonth(new Date(y, m - 1 + delta, 1));
}

function daysOf(month: string): string[] {
  const [y = 0, m = 1] = month.split('-').map(Number);
  const count = new Date(y, m, 0).getDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

interface EventDraft {
  eventId?: string;
  date: string;
  title: string;
  remark?: string;
}

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

function MonthGrid({
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
  const days = daysOf(calendar.month);
  const [y = 0, m = 1] = calendar.month.split('-').map(Number);
  const lead = new Date(y, m - 1, 1).getDay();
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
      {Array.from({ length: lead }, (_, i) => (
        <span key={`lead-${i}`} />
      ))}
      {days.map((day) => {
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

function Legend() {
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

/** One part of the calendar that could not load: why, and a retry for that part only. */
function PartFailed({
  testId,
  title,
  state,
  onRetry,
}: {
  testId: string;
  title: string;
  state: { message: string };
  onRetry: () => void;
}) {
  return (
    <Alert
      type="warning"
      showIcon
      data-testid={testId}
      style={{ marginTop: 8, padding: '4px 8px' }}
      title={`${title}：${state.message}`}
      action={
        <Button size="small" type="link" onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}

/** Whether the selected day trades (sys/queryTradeDay), and its previous and next trading days. */
function DayNeighbours({
  state,
  onRetry,
  onSelect,
}: {
  state: LoadState<TradeDayAnswer>;
  onRetry: () => void;
  onSelect: (date: string) => void;
}) {
  if (state.status === 'failed') {
    return (
      <PartFailed
        testId="calendar-day-info-failed"
        title="交易日信息加载失败"
        state={state}
        onRetry={onRetry}
      />
    );
  }
  if (state.status === 'loading') {
    return (
      <Typography.Text type="secondary" data-testid="calendar-day-info-loading">
        正在查询前后交易日…
      </Typography.Text>
    );
  }
  const day = state.data.day;
  if (!day) return null;
  const neighbour = (label: string, date: string | null, testId: string) => (
    <span>
      <Typography.Text type="secondary">{label}：</Typography.Text>
      {date ? (
        <Button
          type="link"
          size="small"
          style={{ padding: 0, height: 'auto' }}
          data-testid={testId}
          aria-label={`${label} ${date}`}
          onClick={() => onSelect(date)}
        >
          {date}
        </Button>
      ) : (
        <Typography.Text data-testid={testId}>无</Typography.Text>
      )}
    </span>
  );
  return (
    <Flex
      gap={12}
      wrap
      align="center"
      data-testid="calendar-day-info"
      data-date={day.date}
      data-trade-day={day.tradeDay ? 'true' : 'false'}
    >
      {neighbour('上一交易日', day.prevTradeDay, 'calendar-prev-trade-day')}
      {neighbour('下一交易日', day.nextTradeDay, 'calendar-next-trade-day')}
    </Flex>
  );
}

type DayRow =
  | { kind: 'product'; key: string; event: CalendarEvent }
  | { kind: 'item'; key: string; item: CalendarItem }
  | { kind: 'event'; key: string; event: CustomCalendarEvent };

export function TradeCalendarSection() {
  const { message } = useFeedback();
  const [month, setMonth] = useState(() => formatMonth(new Date()));
  const [selected, setSelected] = useState(() => formatDate(new Date()));
  const load = useCallback(() => queryTransactionCalendar(month), [month]);
  const { state, retry, replace } = useApiLoad(load, '交易日历加载失败');
  const loadProducts = useCallback(() => queryJyrlForHomePage(month), [month]);
  const products = useApiLoad(loadProducts, '产品开放日与分红日加载失败');
  const loadDay = useCallback(() => queryTradeDay({ date: selected }), [selected]);
  const dayInfo = useApiLoad(loadDay, '交易日信息加载失败');
  const productEvents = useMemo(() => {
    const byDay = new Map<string, CalendarEvent[]>();
    if (products.state.status !== 'ready') return byDay;
    for (const event of products.state.data.events) {
      byDay.set(event.date, [...(byDay.get(event.date) ?? []), event]);
    }
    return byDay;
  }, [products.state]);
  const [draft, setDraft] = useState<EventDraft | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<EventDraft>();

  const go = (delta: number) => {
    const next = shiftMonth(month, delta);
    setMonth(next);
    setSelected(`${next}-01`);
  };

  /** A day picked on the grid or as a neighbour (which may be in another month). */
  const selectDay = (date: string) => {
    setMonth(date.slice(0, 7));
    setSelected(date);
  };

  const save = async (values: EventDraft) => {
    if (!draft) return;
    setSaving(true);
    const request = {
      date: draft.date,
      title: values.title.trim(),
      remark: values.remark?.trim() ?? '',
    };
    const answer = draft.eventId
      ? await updateCustomCalendar({ ...request, eventId: draft.eventId })
      : await addCustomCalendar(request);
    setSaving(false);
    if (!answer || answer.code !== 0) {
      void message.error(authMessage(answer, '保存失败'));
      return;
    }
    void message.success('保存成功');
    setDraft(null);
    retry();
  };

  const remove = async (event: CustomCalendarEvent) => {
    const answer = await deleteCustomCalendar(event.eventId);
    if (!answer || answer.code !== 0) {
      void message.error(authMessage(answer, '删除失败'));
      return;
    }
    void message.success('删除成功');
    if (state.status === 'ready') {
      replace({
        ...state.data,
        customEvents: state.data.customEvents.filter((e) => e.eventId !== event.eventId),
      });
    }
  };

  const collect = async (itemId: string) => {
    const answer = await collectCalendarItem(itemId);
    if (!answer || answer.code !== 0) {
      void message.error(authMessage(answer, '收藏失败'));
      return;
    }
    if (state.status === 'ready') {
      replace({
        ...state.data,
        items: state.data.items.map((i) =>
          i.itemId === itemId ? { ...i, collected: answer.data.collected } : i,
        ),
      });
    }
  };

  const openEditor = (value: EventDraft) => {
    setDraft(value);
    form.setFieldsValue({ title: value.title, remark: value.remark ?? '' });
  };

  return (
    <HomeSectionCard
      id="tradeCalendar"
      title="交易日历"
      extra={
        <Flex align="center" gap={4}>
          <Button
            size="small"
            type="text"
            icon={<LeftOutlined />}
            aria-label="上个月"
            onClick={() => go(-1)}
          />
          <Typography.Text data-testid="calendar-month">{month}</Typography.Text>
          <Button
            size="small"
            type="text"
            icon={<RightOutlined />}
            aria-label="下个月"
            onClick={() => go(1)}
          />
        </Flex>
      }
    >
      <SectionBody state={state} retry={retry} failedTitle="交易日历加载失败" rows={6}>
        {(calendar) => {
          const holiday = calendar.holidays.find((h) => h.date === selected);
          const day = dayInfo.state.status === 'ready' ? dayInfo.state.data.day : undefined;
          const tradeDay =
            day?.date === selected ? day.tradeDay : calendar.tradeDays.includes(selected);
          const rows: DayRow[] = [
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
          return (
            <>
              <MonthGrid
                calendar={calendar}
                productEvents={productEvents}
                selected={selected}
                onSelect={selectDay}
              />
              <Legend />
              {products.state.status === 'failed' && (
                <PartFailed
                  testId="calendar-products-failed"
                  title="产品开放日与分红日加载失败"
                  state={products.state}
                  onRetry={products.retry}
                />
              )}
              <Flex justify="space-between" align="center" style={{ marginTop: 12 }}>
                <Typography.Text strong>
                  {selected}{' '}
                  {tradeDay ? (
                    <Tag color="blue" data-testid="calendar-day-kind">
                      交易日
                    </Tag>
                  ) : (
                    <Tag data-testid="calendar-day-kind">{holiday ? holiday.name : '非交易日'}</Tag>
                  )}
                </Typography.Text>
                <Button
                  size="small"
                  onClick={() => openEditor({ date: selected, title: '', remark: '' })}
                >
                  添加日程
                </Button>
              </Flex>
              <div style={{ marginTop: 4 }}>
                <DayNeighbours state={dayInfo.state} onRetry={dayInfo.retry} onSelect={selectDay} />
              </div>
              <ItemList
                items={rows}
                rowKey={(row) => row.key}
                emptyText="当日无事项"
                renderItem={(row) => {
                  if (row.kind === 'product') {
                    return (
                      <ItemRow data-testid="calendar-product-event" data-type={row.event.type}>
                        <Tag color={row.event.type === 'open' ? 'green' : 'purple'}>
                          {PRODUCT_EVENT_NAMES[row.event.type]}
                        </Tag>
                        {row.event.pdName}（{row.event.pdCode}）
                        {row.event.title !== PRODUCT_EVENT_NAMES[row.event.type] && (
                          <Typography.Text type="secondary"> {row.event.title}</Typography.Text>
                        )}
                      </ItemRow>
                    );
                  }
                  if (row.kind === 'item') {
                    return (
                      <ItemRow
                        data-testid="calendar-item"
                        actions={
                          <Button
                            size="small"
                            type="text"
                            aria-label={row.item.collected ? '取消收藏' : '收藏'}
                            icon={
                              row.item.collected ? (
                                <StarFilled style={{ color: '#faad14' }} />
                              ) : (
                                <StarOutlined />
                              )
                            }
                            onClick={() => void collect(row.item.itemId)}
                          />
                        }
                      >
                        <Tag>{row.item.typeName}</Tag>
                        {row.item.title}
                      </ItemRow>
                    );
                  }
                  const event = row.event;
                  return (
                    <ItemRow
                      data-testid="custom-event"
                      actions={
                        <>
                          <Button
                            size="small"
                            type="link"
                            onClick={() =>
                              openEditor({
                                eventId: event.eventId,
                                date: event.date,
                                title: event.title,
                                remark: event.remark,
                              })
                            }
                          >
                            编辑
                          </Button>
                          <Popconfirm
                            title="确定删除该日程吗？"
                            okText="删除"
                            cancelText="取消"
                            onConfirm={() => remove(event)}
                          >
                            <Button size="small" type="link" danger>
                              删除
                            </Button>
                          </Popconfirm>
                        </>
                      }
                    >
                      <Tag color="purple">我的日程</Tag>
                      {event.title}
                    </ItemRow>
                  );
                }}
              />
            </>
          );
        }}
      </SectionBody>
      <Modal
        open={draft !== null}
        title={draft?.eventId ? '编辑日程' : `添加日程（${draft?.date ?? ''}）`}
        okText="保存"
        cancelText="取消"
        confirmLoading={saving}
        onCancel={() => setDraft(null)}
        onOk={() => form.submit()}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={(v) => void save(v)}>
          <Form.Item
            name="title"
            label="标题"
            rules={[
              { required: true, whitespace: true, message: '请输入日程标题' },
              {
                max: CALENDAR_EVENT_LIMITS.title,
                message: `标题不能超过${CALENDAR_EVENT_LIMITS.title}个字`,
              },
            ]}
          >
            <Input placeholder="例如：产品开放日准备" maxLength={CALENDAR_EVENT_LIMITS.title} />
          </Form.Item>
          <Form.Item
            name="remark"
            label="备注"
            rules={[
              {
                max: CALENDAR_EVENT_LIMITS.remark,
                message: `备注不能超过${CALENDAR_EVENT_LIMITS.remark}个字`,
              },
            ]}
          >
            <Input.TextArea rows={3} maxLength={CALENDAR_EVENT_LIMITS.remark} />
          </Form.Item>
        </Form>
      </Modal>
    </HomeSectionCard>
  );
}
