/**
 * Mock handlers of the trading calendar (src/api/system.ts): trading days, the month's calendar
 * items with the user's collections, and the user's own events.
 */
import type { HttpHandler } from 'msw';
import { CALENDAR_EVENT_LIMITS } from '@/api/field-limits';
import type { CalendarItem, CustomCalendarEvent, TradeDayAnswer } from '@/api/system-types';
import { SYSTEM_URLS } from '@/api/system-urls';
import { db } from '../db/db';
import { CALENDAR_ITEM_TYPES, type SysCustomEvent } from '../db/seed-system-calendar';
import {
  daysOfMonth,
  holidayOf,
  isTradeDay,
  neighbourTradeDay,
  weekdayOf,
} from '../db/trading-calendar';
import { ApiError, CODE, ok, route, type Params } from '../http-kit';
import type { MockSession } from '../session';
import { date, month, oneOf, optStr, str } from '../validate';
import { nowText, SC } from './system-kit';

const REMIND_TIME = /^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d$/;

function tradeDayAnswer(monthText: string, day?: string): TradeDayAnswer {
  const days = daysOfMonth(monthText).map((d) => {
    const holiday = holidayOf(d);
    return {
      date: d,
      weekday: weekdayOf(d),
      tradeDay: isTradeDay(d),
      ...(holiday ? { holiday } : {}),
    };
  });
  const answer: TradeDayAnswer = {
    month: monthText,
    days,
    tradeDays: days.filter((d) => d.tradeDay).map((d) => d.date),
  };
  if (day) {
    answer.day = {
      date: day,
      tradeDay: isTradeDay(day),
      prevTradeDay: neighbourTradeDay(day, -1),
      nextTradeDay: neighbourTradeDay(day, 1),
    };
  }
  return answer;
}

function visibleItems(instId: string) {
  return db.sysCalendarItems.filter((i) => i.instId === null || i.instId === instId);
}

function isCollected(userId: string, itemId: string): boolean {
  return db.sysCalendarCollects.some((c) => c.userId === userId && c.itemId === itemId);
}

function eventOut(event: SysCustomEvent): CustomCalendarEvent {
  return {
    eventId: event.eventId,
    date: event.date,
    title: event.title,
    remark: event.remark,
    remindTime: event.remindTime,
    createTime: event.createTime,
    updateTime: event.updateTime,
  };
}

/** The fields of an event (add, and update which replaces them: an absent one is cleared). */
function eventFields(params: Params) {
  const day = date(params, 'date', '日期');
  const title = str(params, 'title', '日程标题', CALENDAR_EVENT_LIMITS.title);
  const remark = optStr(params, 'remark', '备注', CALENDAR_EVENT_LIMITS.remark) ?? '';
  const remindTime = optStr(params, 'remindTime', '提醒时间', 16) ?? null;
  if (remindTime !== null && !REMIND_TIME.test(remindTime)) {
    throw new ApiError(CODE.malformed, '提醒时间格式不正确');
  }
  return { date: day, title, remark, remindTime };
}

function ownEvent(params: Params, session: MockSession): SysCustomEvent {
  const eventId = str(params, 'eventId', '日程编号', 50);
  const event = db.sysCustomEvents.find(
    (e) => e.eventId === eventId && e.userId === session.user.userId,
  );
  if (!event) throw new ApiError(SC.eventNotFound, '日程不存在');
  return event;
}

function nextEventId(): string {
  const max = db.sysCustomEvents.reduce(
    (n, e) => Math.max(n, Number(e.eventId.replace(/\D/g, '')) || 0),
    1000,
  );
  return `EVT${max + 1}`;
}

export const systemCalendarHandlers: HttpHandler[] = [
  route('get', SYSTEM_URLS.queryTradeDay, ({ params }) => {
    if (params.date) {
      const day = date(params, 'date', '日期');
      return ok(tradeDayAnswer(day.slice(0, 7), day));
    }
    if (!params.month) throw new ApiError(CODE.missing, '月份或日期不能为空');
    return ok(tradeDayAnswer(month(params, 'month', '月份')));
  }),

  route('get', SYSTEM_URLS.queryTransactionCalendar, ({ params, session }) => {
    const monthText = month(params, 'month', '月份');
    const days = daysOfMonth(monthText);
    const userId = session.user.userId;
    const items: CalendarItem[] = visibleItems(session.inst.instId)
      .filter((i) => i.date.startsWith(monthText))
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((i) => ({
        itemId: i.itemId,
        date: i.date,
        itemType: i.itemType,
        typeName: CALENDAR_ITEM_TYPES[i.itemType],
        title: i.title,
        detail: i.detail,
        code: i.code,
        collected: isCollected(userId, i.itemId),
      }));
    const customEvents = db.sysCustomEvents
      .filter((e) => e.userId === userId && e.date.startsWith(monthText))
      .sort((a, b) => a.date.localeCompare(b.date) || a.createTime.localeCompare(b.createTime))
      .map(eventOut);
    return ok({
      month: monthText,
      tradeDays: days.filter(isTradeDay),
      holidays: days.flatMap((d) => {
        const name = holidayOf(d);
        return name ? [{ date: d, name }] : [];
      }),
      items,
      customEvents,
    });
  }),

  route('get', SYSTEM_URLS.collectCalendarItem, ({ params, session }) => {
    const itemId = str(params, 'itemId', '日历事项编号', 50);
    const collect = params.collect
      ? oneOf(params, 'collect', ['0', '1'] as const, '收藏标志')
      : undefined;
    const item = visibleItems(session.inst.instId).find((i) => i.itemId === itemId);
    if (!item) throw new ApiError(SC.calendarItemNotFound, '日历事项不存在');
    const userId = session.user.userId;
    const collected = collect === undefined ? !isCollected(userId, itemId) : collect === '1';
    db.sysCalendarCollects = db.sysCalendarCollects.filter(
      (c) => !(c.userId === userId && c.itemId === itemId),
    );
    if (collected) db.sysCalendarCollects.push({ userId, itemId, collectTime: nowText() });
    return ok({ itemId, collected }, { message: collected ? '收藏成功' : '已取消收藏' });
  }),

  route('post', SYSTEM_URLS.addCustomCalendar, ({ params, session }) => {
    const fields = eventFields(params);
    const now = nowText();
    const event: SysCustomEvent = {
      eventId: nextEventId(),
      userId: session.user.userId,
      ...fields,
      createTime: now,
      updateTime: now,
    };
    db.sysCustomEvents.push(event);
    return ok({ eventId: event.eventId }, { message: '保存成功' });
  }),

  route('post', SYSTEM_URLS.updateCustomCalendar, ({ params, session }) => {
    const event = ownEvent(params, session);
    Object.assign(event, eventFields(params), { updateTime: nowText() });
    return ok({ eventId: event.eventId }, { message: '修改成功' });
  }),

  route('post', SYSTEM_URLS.deleteCustomCalendar, ({ params, session }) => {
    const event = ownEvent(params, session);
    db.sysCustomEvents = db.sysCustomEvents.filter((e) => e !== event);
    return ok(null, { message: '删除成功' });
  }),
];
