/**
 * Small helpers shared by the system and home mock handlers: business codes, paging, times in
 * Asia/Shanghai, the last valued day and flags read from query strings.
 */
import { chinaDateTime, mockToday } from '../clock';
import { valuationDayOf } from '../db/trading-calendar';
import { ApiError, CODE, type Params } from '../http-kit';

/** Business refusals of the system (25xx) and home (26xx) domains. */
export const SC = {
  noticeNotFound: 2501,
  registRefused: 2502,
  eventNotFound: 2503,
  calendarItemNotFound: 2504,
  noPicture: 2505,
  otherInstitution: 2506,
  productNotFound: 2507,
  guideNotFound: 2508,
  processNotFound: 2509,
  pictureRefused: 2510,
  taskNotFound: 2601,
  homeProductNotFound: 2602,
} as const;

/** The mock clock's now (src/mocks/clock.ts), yyyy-MM-dd HH:mm:ss in Asia/Shanghai. */
export const nowText = (): string => chinaDateTime();

/** The last valued day of the home figures (balances, NAVs, investors): trading-calendar.ts. */
export const lastValDate = (): string => valuationDayOf(mockToday());

/** An optional boolean flag: true, false, 1, 0, '1', '0', 'true', 'false'. */
export function optFlag(params: Params, key: string, label = key): boolean | undefined {
  const value = params[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  throw new ApiError(CODE.malformed, `${label}格式不正确`);
}

/** Rounds an amount to cents. */
export function cents(amount: number): number {
  return Math.round(amount * 100) / 100;
}
