/**
 * Seed of the product domain's periodic data: the managers' report submissions (管理人报告报送)
 * and the products' dividends, relative to the business date: the monthly reports of last month
 * submitted in the first half of this month, quarterly and half-yearly ones of the period before,
 * a dividend or two in the coming days and one paid last month.
 */
import type { ManagerReport } from '@/api/product';
import type { SeedDates } from './seed-dates';
import { quarterOf } from './seed-dates';
import { neighbourTradeDay } from './trading-calendar';

/** 管理人报告报送 as stored: the API's report less the names answered from the product and the status. */
export type ProdReport = Omit<ManagerReport, 'pdName' | 'statusName'> & { instId: string };

/** A dividend (分红) of a product. */
export interface ProdDividend {
  pdCode: string;
  /** 权益登记日 */
  recordDate: string;
  /** 除息日 */
  exDate: string;
  /** 红利发放日 */
  payDate: string;
  /** 每10份分红金额（元） */
  perTenUnits: string;
}

/**
 * The period a report submitted on `day` covers: the month (yyyy-MM), quarter (yyyyQn), half
 * year (yyyyH1/H2) or year (yyyy) before the one of the submission.
 */
export function reportPeriod(type: ManagerReport['reportType'], day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  if (type === '月报') {
    return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
  }
  if (type === '季报') {
    const quarter = quarterOf(day);
    return quarter === 1 ? `${year - 1}Q4` : `${year}Q${quarter - 1}`;
  }
  if (type === '半年报') return month <= 6 ? `${year - 1}H2` : `${year}H1`;
  return String(year - 1);
}

function report(
  reportId: string,
  instId: string,
  pdCode: string,
  reportType: ManagerReport['reportType'],
  submitTime: string,
  status: ProdReport['status'],
  remark = '',
): ProdReport {
  const period = reportPeriod(reportType, submitTime.slice(0, 10));
  return { reportId, instId, pdCode, reportType, period, submitTime, status, remark };
}

export function seedProdReports(d: SeedDates): ProdReport[] {
  const mismatch = '持仓明细与估值表不一致，请核对后重新报送';
  return [
    report('BG202611001', '20001', 'SXC101', '月报', d.at(-16, '16:20:11'), 'approved'),
    report('BG202611002', '20001', 'SXC102', '月报', d.at(-15, '10:02:45'), 'returned', mismatch),
    report('BG202611003', '20001', 'SXC109', '月报', d.at(-12, '09:15:30'), 'pending'),
    report('BG202610004', '20001', 'SXC101', '季报', d.at(-25, '17:40:02'), 'approved'),
    report('BG202610005', '20001', 'SXC122', '季报', d.at(-24, '14:11:58'), 'approved'),
    report('BG202610006', '20001', 'SXC123', '季报', d.at(-23, '11:27:16'), 'pending'),
    report('BG202608007', '20001', 'SXC102', '半年报', d.at(-89, '15:36:44'), 'approved'),
    report('BG202611008', '20002', 'SYH401', '月报', d.at(-14, '10:30:00'), 'pending'),
    report('BG202611009', '14379', 'SDS201', '月报', d.at(-17, '16:05:27'), 'approved'),
  ];
}

/**
 * A dividend whose record date is the trading day `offset` days from the business date; the
 * ex-dividend date is the trading day after it and the payment the trading day after that.
 */
function dividend(d: SeedDates, pdCode: string, offset: number, perTenUnits: string): ProdDividend {
  const recordDate = d.trade(offset);
  const exDate = neighbourTradeDay(recordDate, 1) ?? recordDate;
  const payDate = neighbourTradeDay(exDate, 1) ?? exDate;
  return { pdCode, recordDate, exDate, payDate, perTenUnits };
}

export function seedProdDividends(d: SeedDates): ProdDividend[] {
  return [
    dividend(d, 'SXC102', 4, '0.35'),
    dividend(d, 'SXC101', 25, '0.20'),
    dividend(d, 'SXC123', -31, '0.50'),
    dividend(d, 'SYH401', 2, '0.12'),
    dividend(d, '016583', -3, '0.08'),
  ];
}
