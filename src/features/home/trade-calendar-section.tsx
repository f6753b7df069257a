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
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Typography } from 'antd';
import type { TransactionCalendar } from '@/api/system-types';
import { ItemList } from '@/components/item-list';
import { CalendarEventModal } from './calendar-event-modal';
import { DayNeighbours, PartFailed } from './calendar-day-info';
import { DayRowView } from './calendar-day-row';
import { Legend, MonthGrid } from './calendar-month-grid';
import { HomeSectionCard, SectionBody } from './home-section';
import { dayRows } from './trade-calendar-model';
import { useTradeCalendar } from './use-trade-calendar';

type CalendarModel = ReturnType<typeof useTradeCalendar>;

/** The selected day: its kind (trading day, holiday), its neighbours and its rows. */
function SelectedDay({ model, calendar }: { model: CalendarModel; calendar: TransactionCalendar }) {
  const { selected, dayInfo, editor } = model;
  const holiday = calendar.holidays.find((h) => h.date === selected);
  const day = dayInfo.state.status === 'ready' ? dayInfo.state.data.day : undefined;
  const tradeDay = day?.date === selected ? day.tradeDay : calendar.tradeDays.includes(selected);
  const actions = {
    onCollect: (itemId: string) => void model.collect(itemId),
    onEdit: editor.open,
    onRemove: model.remove,
  };
  return (
    <>
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
        <Button size="small" onClick={() => editor.open({ date: selected, title: '', remark: '' })}>
          添加日程
        </Button>
      </Flex>
      <div style={{ marginTop: 4 }}>
        <DayNeighbours state={dayInfo.state} onRetry={dayInfo.retry} onSelect={model.selectDay} />
      </div>
      <ItemList
        items={dayRows(calendar, model.productEvents, selected)}
        rowKey={(row) => row.key}
        emptyText="当日无事项"
        renderItem={(row) => <DayRowView row={row} actions={actions} />}
      />
    </>
  );
}

export function TradeCalendarSection() {
  const model = useTradeCalendar();
  const { month, calendar, products, editor } = model;
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
            onClick={() => model.go(-1)}
          />
          <Typography.Text data-testid="calendar-month">{month}</Typography.Text>
          <Button
            size="small"
            type="text"
            icon={<RightOutlined />}
            aria-label="下个月"
            onClick={() => model.go(1)}
          />
        </Flex>
      }
    >
      <SectionBody load={calendar} failedTitle="交易日历加载失败" rows={6}>
        {(data) => (
          <>
            <MonthGrid
              calendar={data}
              productEvents={model.productEvents}
              selected={model.selected}
              onSelect={model.selectDay}
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
            <SelectedDay model={model} calendar={data} />
          </>
        )}
      </SectionBody>
      <CalendarEventModal
        draft={editor.draft}
        form={editor.form}
        saving={editor.saving}
        onCancel={editor.close}
        onSave={(values) => void editor.save(values)}
      />
    </HomeSectionCard>
  );
}
