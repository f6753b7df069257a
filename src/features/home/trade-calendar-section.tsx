/**
 * 交易日历 (spec 1, 7.4): a month view (sys/queryTransactionCalendar) marking the trading days
 * and holidays, the month's calendar items (new shares, dividends, disclosure deadlines) which
 * can be collected (sys/collectCalendarItem), and the user's own events, added, edited and
 * deleted (sys/addCustomCalendar, updateCustomCalendar, deleteCustomCalendar).
 */
import { LeftOutlined, RightOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { App, Button, Flex, Form, Input, List, Modal, Popconfirm, Tag, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { authMessage } from '@/api/auth-codes';
import {
  addCustomCalendar,
  collectCalendarItem,
  deleteCustomCalendar,
  queryTransactionCalendar,
  updateCustomCalendar,
} from '@/api/system';
import type { CustomCalendarEvent, TransactionCalendar } from '@/api/system-types';
import { useApiLoad } from '@/components/use-api-load';
import { formatDate, formatMonth } from '@/lib/date-format';
import { HomeSectionCard, SectionBody } from './home-section';

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

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

function MonthGrid({
  calendar,
  selected,
  onSelect,
}: {
  calendar: TransactionCalendar;
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
      role="grid"
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
      {days.map((day) => (
        <button
          key={day}
          type="button"
          data-testid="calendar-day"
          data-date={day}
          data-trade-day={trade.has(day) ? 'true' : 'false'}
          aria-pressed={selected === day}
          aria-label={`${day}${trade.has(day) ? ' 交易日' : ' 非交易日'}`}
          onClick={() => onSelect(day)}
          style={{
            border: selected === day ? '1px solid #1677ff' : '1px solid transparent',
            borderRadius: 4,
            background: trade.has(day) ? '#f0f7ff' : '#fafafa',
            color: trade.has(day) ? undefined : '#999',
            padding: '2px 0',
            cursor: 'pointer',
            position: 'relative',
          }}
        >
          {Number(day.slice(8))}
          {marked.has(day) && (
            <span
              aria-hidden
              style={{
                position: 'absolute',
                right: 3,
                top: 3,
                width: 5,
                height: 5,
                borderRadius: 3,
                background: '#fa541c',
              }}
            />
          )}
        </button>
      ))}
    </div>
  );
}

export function TradeCalendarSection() {
  const { message } = App.useApp();
  const [month, setMonth] = useState(() => formatMonth(new Date()));
  const [selected, setSelected] = useState(() => formatDate(new Date()));
  const load = useCallback(() => queryTransactionCalendar(month), [month]);
  const { state, retry, replace } = useApiLoad(load, '交易日历加载失败');
  const [draft, setDraft] = useState<EventDraft | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<EventDraft>();

  const go = (delta: number) => {
    const next = shiftMonth(month, delta);
    setMonth(next);
    setSelected(`${next}-01`);
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
          const items = calendar.items.filter((i) => i.date === selected);
          const events = calendar.customEvents.filter((e) => e.date === selected);
          return (
            <>
              <MonthGrid calendar={calendar} selected={selected} onSelect={setSelected} />
              <Flex justify="space-between" align="center" style={{ marginTop: 12 }}>
                <Typography.Text strong>
                  {selected}{' '}
                  {calendar.tradeDays.includes(selected) ? (
                    <Tag color="blue">交易日</Tag>
                  ) : (
                    <Tag>{holiday ? holiday.name : '非交易日'}</Tag>
                  )}
                </Typography.Text>
                <Button
                  size="small"
                  onClick={() => openEditor({ date: selected, title: '', remark: '' })}
                >
                  添加日程
                </Button>
              </Flex>
              <List
                size="small"
                locale={{ emptyText: '当日无事项' }}
                dataSource={[
                  ...items.map((item) => ({ kind: 'item' as const, item })),
                  ...events.map((event) => ({ kind: 'event' as const, event })),
                ]}
                renderItem={(row) =>
                  row.kind === 'item' ? (
                    <List.Item
                      data-testid="calendar-item"
                      actions={[
                        <Button
                          key="collect"
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
                        />,
                      ]}
                    >
                      <Tag>{row.item.typeName}</Tag>
                      {row.item.title}
                    </List.Item>
                  ) : (
                    <List.Item
                      data-testid="custom-event"
                      actions={[
                        <Button
                          key="edit"
                          size="small"
                          type="link"
                          onClick={() =>
                            openEditor({
                              eventId: row.event.eventId,
                              date: row.event.date,
                              title: row.event.title,
                              remark: row.event.remark,
                            })
                          }
                        >
                          编辑
                        </Button>,
                        <Popconfirm
                          key="delete"
                          title="确定删除该日程吗？"
                          okText="删除"
                          cancelText="取消"
                          onConfirm={() => remove(row.event)}
                        >
                          <Button size="small" type="link" danger>
                            删除
                          </Button>
                        </Popconfirm>,
                      ]}
                    >
                      <Tag color="purple">我的日程</Tag>
                      {row.event.title}
                    </List.Item>
                  )
                }
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
              { max: 50, message: '标题不能超过50个字' },
            ]}
          >
            <Input placeholder="例如：产品开放日准备" />
          </Form.Item>
          <Form.Item
            name="remark"
            label="备注"
            rules={[{ max: 200, message: '备注不能超过200个字' }]}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </HomeSectionCard>
  );
}
