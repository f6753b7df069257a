/**
 * The calendar items of the home page (sys/queryTransactionCalendar): new shares, dividends,
 * disclosure deadlines and holder meetings of the weeks around the business date, the users'
 * own events and their collections. Trading days and holidays: ./trading-calendar.ts.
 */
import type { CustomCalendarEvent } from '@/api/system-types';
import { monthFrom, monthNumber, quarterName, type SeedDates } from './seed-dates';
import { daysOfMonth, lastTradingDay } from './trading-calendar';

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

/** A private fund's monthly disclosure deadline, for the month before the day's. */
function monthlyDisclosure(itemId: string, day: string, code: string): SysCalendarItem {
  const month = monthNumber(monthFrom(day, -1));
  const detail = `${month} 月月报须于本日前在信息披露备份系统完成报送`;
  return item(itemId, day, 'disclosure', '私募基金月度信息披露截止', detail, code);
}

/** The valuation check of a month's last trading day (of the year's, in December). */
function closingCheck(itemId: string, month: string): SysCalendarItem {
  const day = lastTradingDay(daysOfMonth(month).at(-1)!);
  const yearEnd = month.endsWith('-12');
  return item(
    itemId,
    day,
    'disclosure',
    `${yearEnd ? '年度' : '月度'}最后一个交易日估值核对`,
    `请于收市后完成${yearEnd ? '全年' : '本月'}最后一次估值核对`,
    `GZHD-${yearEnd ? month.slice(0, 4) : month}`,
  );
}

/** The calendar items from three weeks before the business date to about six weeks after. */
function calendarItems(d: SeedDates): SysCalendarItem[] {
  const quarterReport = d.trade(8);
  const lastQuarter = monthFrom(quarterReport, -3);
  const review = d.trade(18);
  return [
    item(
      'CAL20261102',
      d.trade(-20),
      'ipo',
      '华科精密 新股申购',
      '申购代码 732918，发行价 28.36 元，单一账户申购上限 1.2 万股',
      '732918',
    ),
    item(
      'CAL20261109',
      d.trade(-13),
      'dividend',
      '长江电力 除权除息',
      '每股派发现金红利 0.2150 元（含税）',
      '600900',
    ),
    item(
      'CAL20261116',
      d.trade(-6),
      'listing',
      '瑞芯半导体 上市',
      '深交所创业板上市，证券代码 301628',
      '301628',
    ),
    monthlyDisclosure('CAL20261120', d.trade(-2), 'XXPL-M10'),
    item(
      'CAL20261123',
      d.trade(1),
      'ipo',
      '中芯新材 新股申购',
      '申购代码 787215，发行价 15.82 元，科创板，网下配售',
      '787215',
    ),
    item(
      'CAL20261124',
      d.trade(2),
      'ipo',
      '海川智能 新股申购',
      '申购代码 001396，发行价 22.10 元，深市主板',
      '001396',
    ),
    item(
      'CAL20261125',
      d.trade(3),
      'dividend',
      '工商银行 除权除息',
      '每股派发现金红利 0.1434 元（含税）',
      '601398',
    ),
    item(
      'CAL20261126',
      d.trade(4),
      'listing',
      '华科精密 上市',
      '上交所主板上市，证券代码 603918',
      '603918',
    ),
    item(
      'CAL20261127',
      d.trade(5),
      'meeting',
      '星辰价值精选2号 份额持有人大会',
      '审议变更基金投资范围事项，现场与通讯方式结合',
      'SXC103',
      '20001',
    ),
    item(
      'CAL20261130',
      quarterReport,
      'disclosure',
      '星辰稳健增长1号 季度报告报送截止',
      `${lastQuarter.slice(0, 4)} 年${quarterName(lastQuarter)}报告补充报送（托管人复核后）`,
      'SXC101',
      '20001',
    ),
    item(
      'CAL20261201',
      d.trade(9),
      'ipo',
      '北辰能源 新股申购',
      '申购代码 707521，发行价 9.68 元，上交所主板',
      '707521',
    ),
    item(
      'CAL20261204',
      d.trade(12),
      'dividend',
      '汇通纯债债券 收益分配',
      '每 10 份基金份额派发红利 0.120 元',
      '016583',
      '11160',
    ),
    item(
      'CAL20261210',
      review,
      'disclosure',
      '公募基金托管人复核意见出具截止',
      `${quarterName(monthFrom(review, -3))}报告复核意见须于本日前出具`,
      'GMXP-Q3',
      '11160',
    ),
    monthlyDisclosure('CAL20261215', d.trade(23), 'XXPL-M11'),
    item(
      'CAL20261222',
      d.trade(30),
      'listing',
      '北辰能源 上市',
      '上交所主板上市，证券代码 605521',
      '605521',
    ),
    closingCheck('CAL20261231', d.day(39).slice(0, 7)),
  ];
}

export function seedCalendar(d: SeedDates) {
  const sysCalendarItems = calendarItems(d);
  const meeting = d.trade(2);
  const sysCustomEvents: SysCustomEvent[] = [
    {
      eventId: 'EVT1001',
      userId: 'U10001',
      date: meeting,
      title: '与托管人沟通星辰多策略配置1号开放日安排',
      remark: '准备临时开放申请材料',
      remindTime: `${meeting} 09:30`,
      createTime: d.at(-4, '15:22:10'),
      updateTime: d.at(-4, '15:22:10'),
    },
    {
      eventId: 'EVT1002',
      userId: 'U10002',
      date: d.trade(4),
      title: `复核 ${monthNumber(d.month(-1))} 月管理费计提`,
      remark: '',
      remindTime: null,
      createTime: d.at(-3, '10:02:45'),
      updateTime: d.at(-3, '10:02:45'),
    },
  ];
  const sysCalendarCollects: SysCalendarCollect[] = [
    { userId: 'U10001', itemId: 'CAL20261123', collectTime: d.at(-2, '17:40:00') },
  ];
  return { sysCalendarItems, sysCustomEvents, sysCalendarCollects };
}
