/**
 * The data of 交易日历 (spec 1, 7.4): the month (sys/queryTransactionCalendar), the user's
 * product events of the month (prod/queryJyrlForHomePage) and the selected day's neighbours
 * (sys/queryTradeDay), each loading and failing on its own; and what the user changes: the
 * month, the day, a collected item, the own events added, edited and deleted. The product
 * events are those of the products the user is permitted (spec 6, ./use-product-permits.ts).
 */
import { Form } from 'antd';
import { useMemo, useState } from 'react';
import { authMessage } from '@/api/auth-codes';
import type { TradingCalendar } from '@/api/product';
import {
  addCustomCalendar,
  collectCalendarItem,
  deleteCustomCalendar,
  updateCustomCalendar,
} from '@/api/system';
import type { CustomCalendarEvent, TransactionCalendar } from '@/api/system-types';
import { formatDate, formatMonth } from '@/lib/date-format';
import { useFeedback } from '@/lib/feedback';
import { permittedOnly, type ProductPermits } from '@/policy/product-permission';
import { useApiDispatch } from '@/state/api-slice';
import { sectionLoad } from '@/state/load-state';
import {
  homeApi,
  useCalendarProductsQuery,
  useTradeCalendarQuery,
  useTradeDayQuery,
} from './home-api';
import { productEventsByDay, shiftMonth, type EventDraft } from './trade-calendar-model';
import { usePermitted } from './use-product-permits';

const NO_EVENTS: ReadonlyMap<string, never[]> = new Map();

const permittedEvents = (calendar: TradingCalendar, permits: ProductPermits) => ({
  ...calendar,
  events: permittedOnly(calendar.events, permits),
});

export function useTradeCalendar() {
  const { message } = useFeedback();
  const [month, setMonth] = useState(() => formatMonth(new Date()));
  const [selected, setSelected] = useState(() => formatDate(new Date()));
  const calendar = sectionLoad(useTradeCalendarQuery(month));
  const products = usePermitted(sectionLoad(useCalendarProductsQuery(month)), permittedEvents);
  const dayInfo = sectionLoad(useTradeDayQuery({ date: selected }));
  const updateCache = useApiDispatch();
  const productEvents = useMemo(
    () =>
      products.state.status === 'ready'
        ? productEventsByDay(products.state.data.events)
        : NO_EVENTS,
    [products.state],
  );
  const [draft, setDraft] = useState<EventDraft | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<EventDraft>();
  const { state, retry } = calendar;
  const replace = (data: TransactionCalendar) =>
    updateCache(homeApi.util.updateQueryData('tradeCalendar', month, () => data));

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
