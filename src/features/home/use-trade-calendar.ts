/**
 * The data of 交易日历 (spec 1, 7.4): the month (sys/queryTransactionCalendar), the user's
 * product events of the month (prod/queryJyrlForHomePage) and the selected day's neighbours
 * (sys/queryTradeDay), each loading and failing on its own; and what the user changes: the
 * month, the day, a collected item, the own events added, edited and deleted. The product
 * events are those of the products the user is permitted (spec 6, ./use-product-permits.ts).
 */
import { Form } from 'antd';
import { useMemo, useState } from 'react';
import type { TradingCalendar } from '@/api/product';
import type { CustomCalendarEvent } from '@/api/system-types';
import { formatDate, formatMonth } from '@/lib/date-format';
import { useFeedback } from '@/lib/feedback';
import { permittedOnly, type ProductPermits } from '@/policy/product-permission';
import { apiErrorOf } from '@/state/api-result';
import { useSectionLoad } from '@/state/load-state';
import { useCalendarProductsQuery, useTradeCalendarQuery, useTradeDayQuery } from './home-api';
import {
  useAddCalendarEventMutation,
  useCollectCalendarItemMutation,
  useDeleteCalendarEventMutation,
  useUpdateCalendarEventMutation,
} from './home-write-api';
import { productEventsByDay, shiftMonth, type EventDraft } from './trade-calendar-model';
import { usePermitted } from './use-product-permits';
import { useServerToday } from './use-server-today';

const NO_EVENTS: ReadonlyMap<string, never[]> = new Map();

const permittedEvents = (calendar: TradingCalendar, permits: ProductPermits) => ({
  ...calendar,
  events: permittedOnly(calendar.events, permits),
});

export function useTradeCalendar() {
  const { message } = useFeedback();
  const [month, setMonth] = useState(() => formatMonth(new Date()));
  const [selected, setSelected] = useState(() => formatDate(new Date()));
  const pickedRef = useServerToday(setMonth, setSelected);
  const calendar = useSectionLoad(useTradeCalendarQuery(month));
  const products = usePermitted(useSectionLoad(useCalendarProductsQuery(month)), permittedEvents);
  const dayInfo = useSectionLoad(useTradeDayQuery({ date: selected }));
  const productEvents = useMemo(
    () =>
      products.state.status === 'ready'
        ? productEventsByDay(products.state.data.events)
        : NO_EVENTS,
    [products.state],
  );
  const [draft, setDraft] = useState<EventDraft | null>(null);
  const [form] = Form.useForm<EventDraft>();
  const [addEvent, added] = useAddCalendarEventMutation();
  const [updateEvent, updated] = useUpdateCalendarEventMutation();
  const [deleteEvent] = useDeleteCalendarEventMutation();
  const [collectItem] = useCollectCalendarItemMutation();
  const saving = added.isLoading || updated.isLoading;

  const go = (delta: number) => {
    pickedRef.current = true;
    const next = shiftMonth(month, delta);
    setMonth(next);
    setSelected(`${next}-01`);
  };

  /** A day picked on the grid or as a neighbour (which may be in another month). */
  const selectDay = (date: string) => {
    pickedRef.current = true;
    setMonth(date.slice(0, 7));
    setSelected(date);
  };

  /** Whether a write was accepted (the month is then read again), its message shown. */
  const accepted = (answer: { error?: unknown }, success?: string) => {
    if (answer.error) void message.error(apiErrorOf(answer.error).message);
    else if (success) void message.success(success);
    return !answer.error;
  };

  const save = async (values: EventDraft) => {
    if (!draft) return;
    const request = {
      date: draft.date,
      title: values.title.trim(),
      remark: values.remark?.trim() ?? '',
    };
    const answer = draft.eventId
      ? await updateEvent({ ...request, eventId: draft.eventId })
      : await addEvent(request);
    if (accepted(answer, '保存成功')) setDraft(null);
  };

  const remove = async (event: CustomCalendarEvent) => {
    accepted(await deleteEvent(event.eventId), '删除成功');
  };

  const collect = async (itemId: string) => {
    accepted(await collectItem(itemId));
  };

  const openEditor = (value: EventDraft) => {
    setDraft(value);
    form.setFieldsValue({ title: value.title, remark: value.remark ?? '' });
  };

  return {
    month,
    selected,
    calendar,
    products,
    dayInfo,
    productEvents,
    editor: { draft, saving, form, close: () => setDraft(null), save, open: openEditor },
    go,
    selectDay,
    remove,
    collect,
  };
}
