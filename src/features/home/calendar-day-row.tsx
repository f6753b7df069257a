/**
 * One row of the selected day in 交易日历 (spec 1, 7.4): a product's open or ex-dividend day, a
 * calendar item with its collect star (sys/collectCalendarItem), or the user's own event with
 * edit and delete.
 */
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Tag, Typography } from 'antd';
import type { CustomCalendarEvent } from '@/api/system-types';
import { ItemRow } from '@/components/item-list';
import { PRODUCT_EVENT_NAMES, type DayRow, type EventDraft } from './trade-calendar-model';

export interface DayRowActions {
  onCollect: (itemId: string) => void;
  onEdit: (draft: EventDraft) => void;
  onRemove: (event: CustomCalendarEvent) => Promise<void>;
}

export function DayRowView({ row, actions }: { row: DayRow; actions: DayRowActions }) {
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
              row.item.collected ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />
            }
            onClick={() => actions.onCollect(row.item.itemId)}
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
              actions.onEdit({
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
            onConfirm={() => actions.onRemove(event)}
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
}
