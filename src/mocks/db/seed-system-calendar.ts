/**
 * The 2026 trading calendar of the Shanghai and Shenzhen exchanges and the calendar items of
 * the home page (sys/queryTradeDay, sys/queryTransactionCalendar).
 *
 * Trading days are the weekdays minus the public holidays below (the exchanges never trade on a
 * weekend, make-up working days included). The holiday ranges follow the State Council's 2026
 * arrangement as we know it; the exact span of 春节 and 国庆 is approximate (the exchanges' own
 * notice rules). Other years: weekdays only (no holiday table), an approximation.
 */
import type { CustomCalendarEvent } from '@/api/system-types';

export interface Holiday {
  name: string;
  /** First and last day, yyyy-MM-dd, inclusive */
  from: string;
  to: string;
}

export const HOLIDAYS_2026: readonly Holiday[] = [
  { name: '元旦', from: '2026-01-01', to: '2026-01-03' },
  { name: '春节', from: '2026-02-15', to: '2026-02-23' },
  { name: '清明节', from: '2026-04-04', to: '2026-04-06' },
  { name: '劳动节', from: '2026-05-01', to: '2026-05-05' },
  { name: '端午节', from: '2026-06-19', to: '2026-06-21' },
  { name: '中秋节', from: '2026-09-25', to: '2026-09-27' },
  { name: '国庆节', from: '2026-10-01', to: '2026-10-08' },
];

function utc(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

export function formatDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, delta: number): string {
  const date = utc(day);
  date.setUTCDate(date.getUTCDate() + delta);
  return formatDay(date);
}

/** 0 Sunday ... 6 Saturday */
export function weekdayOf(day: string): number {
  return utc(day).getUTCDay();
}

export function holidayOf(day: string): string | undefined {
  return HOLIDAYS_2026.find((h) => day >= h.from && day <= h.to)?.name;
}

export function isTradeDay(day: string): boolean {
  const weekday = weekdayOf(day);
  return weekday !== 0 && weekday !== 6 && !holidayOf(day);
}

/** Every day of a month (yyyy-MM). */
export function daysOfMonth(month: string): string[] {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** The nearest trading day before (-1) or after (+1) a day, within a year. */
export function neighbourTradeDay(day: string, step: 1 | -1): string | null {
  let current = day;
  for (let i = 0; i < 366; i += 1) {
    current = addDays(current, step);
    if (isTradeDay(current)) return current;
  }
  return null;
}

export type CalendarItemType = 'ipo' | 'listing' | 'dividend' | 'disclosure' | 'meeting';

export const CALENDAR_ITEM_TYPES: Record<CalendarItemType, string> = {
  ipo: '新股申购',
  listing: '新股上市',
  dividend: '分红除息',
  disclosure: '信披截止',
  meeting: '持有人大会',
};

export interface SysCalendarItem {
  itemId: string;
  date: string;
  itemType: CalendarItemType;
  title: string;
  detail: string;
  /** Stock or product code */
  code: string;
  /** null: every institution; else only this one */
  instId: string | null;
}

/** A user's own calendar event (sys/addCustomCalendar). */
export type SysCustomEvent = CustomCalendarEvent & { userId: string };

export interface SysCalendarCollect {
  userId: string;
  itemId: string;
  collectTime: string;
}

function item(
  itemId: string,
  date: string,
  itemType: CalendarItemType,
  title: string,
  detail: string,
  code: string,
  instId: string | null = null,
): SysCalendarItem {
  return { itemId, date, itemType, title, detail, code, instId };
}

export function seedCalendar() {
  const sysCalendarItems: SysCalendarItem[] = [
    item(
      'CAL20261102',
      '2026-11-02',
      'ipo',
      '华科精密 新股申购',
      '申购代码 732918，发行价 28.36 元，单一账户申购上限 1.2 万股',
      '732918',
    ),
    item(
      'CAL20261109',
      '2026-11-09',
      'dividend',
      '长江电力 除权除息',
      '每股派发现金红利 0.2150 元（含税）',
      '600900',
    ),
    item(
      'CAL20261116',
      '2026-11-16',
      'listing',
      '瑞芯半导体 上市',
      '深交所创业板上市，证券代码 301628',
      '301628',
    ),
    item(
      'CAL20261120',
      '2026-11-20',
      'disclosure',
      '私募基金月度信息披露截止',
      '10 月月报须于本日前在信息披露备份系统完成报送',
      'XXPL-M10',
    ),
    item(
      'CAL20261123',
      '2026-11-23',
      'ipo',
      '中芯新材 新股申购',
      '申购代码 787215，发行价 15.82 元，科创板，网下配售',
      '787215',
    ),
    item(
      'CAL20261124',
      '2026-11-24',
      'ipo',
      '海川智能 新股申购',
      '申购代码 001396，发行价 22.10 元，深市主板',
      '001396',
    ),
    item(
      'CAL20261125',
      '2026-11-25',
      'dividend',
      '工商银行 除权除息',
      '每股派发现金红利 0.1434 元（含税）',
      '601398',
    ),
    item(
      'CAL20261126',
      '2026-11-26',
      'listing',
      '华科精密 上市',
      '上交所主板上市，证券代码 603918',
      '603918',
    ),
    item(
      'CAL20261127',
      '2026-11-27',
      'meeting',
      '星辰价值精选2号 份额持有人大会',
      '审议变更基金投资范围事项，现场与通讯方式结合',
      'SXC103',
      '20001',
    ),
    item(
      'CAL20261130',
      '2026-11-30',
      'disclosure',
      '星辰稳健增长1号 季度报告报送截止',
      '2026 年第三季度报告补充报送（托管人复核后）',
      'SXC101',
      '20001',
    ),
    item(
      'CAL20261201',
      '2026-12-01',
      'ipo',
      '北辰能源 新股申购',
      '申购代码 707521，发行价 9.68 元，上交所主板',
      '707521',
    ),
    item(
      'CAL20261204',
      '2026-12-04',
      'dividend',
      '汇通纯债债券 收益分配',
      '每 10 份基金份额派发红利 0.120 元',
      '016583',
      '11160',
    ),
    item(
      'CAL20261210',
      '2026-12-10',
      'disclosure',
      '公募基金托管人复核意见出具截止',
      '第三季度报告复核意见须于本日前出具',
      'GMXP-Q3',
      '11160',
    ),
    item(
      'CAL20261215',
      '2026-12-15',
      'disclosure',
      '私募基金月度信息披露截止',
      '11 月月报须于本日前在信息披露备份系统完成报送',
      'XXPL-M11',
    ),
    item(
      'CAL20261222',
      '2026-12-22',
      'listing',
      '北辰能源 上市',
      '上交所主板上市，证券代码 605521',
      '605521',
    ),
    item(
      'CAL20261231',
      '2026-12-31',
      'disclosure',
      '年度最后一个交易日估值核对',
      '请于收市后完成全年最后一次估值核对',
      'GZHD-2026',
    ),
  ];
  const sysCustomEvents: SysCustomEvent[] = [
    {
      eventId: 'EVT1001',
      userId: 'U10001',
      date: '2026-11-24',
      title: '与托管人沟通星辰多策略配置1号开放日安排',
      remark: '准备临时开放申请材料',
      remindTime: '2026-11-24 09:30',
      createTime: '2026-11-18 15:22:10',
      updateTime: '2026-11-18 15:22:10',
    },
    {
      eventId: 'EVT1002',
      userId: 'U10002',
      date: '2026-11-26',
      title: '复核 10 月管理费计提',
      remark: '',
      remindTime: null,
      createTime: '2026-11-19 10:02:45',
      updateTime: '2026-11-19 10:02:45',
    },
  ];
  const sysCalendarCollects: SysCalendarCollect[] = [
    { userId: 'U10001', itemId: 'CAL20261123', collectTime: '2026-11-20 17:40:00' },
  ];
  return { sysCalendarItems, sysCustomEvents, sysCalendarCollects };
}
