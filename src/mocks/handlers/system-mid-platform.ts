/**
 * The middle-platform functions of sys/midPlatformCommonMethod (src/api/system.ts), by funcId,
 * for the session's institution: products, balances, valuations, fees, monthly reports,
 * investors, confirmations and a product's NAV series. Figures of the last valued day.
 */
import type { MidPlatformFuncId } from '@/api/system-types';
import { mockToday } from '../clock';
import { monthFrom } from '../db/seed-dates';
import { productOf, productsOf, type HomeProduct } from '../db/seed-home-products';
import {
  addDays,
  daysOfMonth,
  lastTradingDay,
  neighbourTradeDay,
  tradingDaysBetween,
} from '../db/trading-calendar';
import { ApiError, type Params } from '../http-kit';
import { month, str } from '../validate';
import { cents, lastValDate, SC } from './system-kit';

export const FUNC_IDS: readonly MidPlatformFuncId[] = [133, 116, 158, 266, 360, 1191, 1322, 1518];
const CUSTODIAN = '星河证券股份有限公司';

function ref(p: HomeProduct) {
  return { pdCode: p.pdCode, pdName: p.pdName };
}

/** The last `count` trading days up to and including `until`. */
function tradeDaysUntil(until: string, count: number): string[] {
  return tradingDaysBetween(addDays(until, -3 * count), until).slice(-count);
}

/** A private fund's last monthly report: last month's, due on this month's last trading day. */
function monthlyReports(products: readonly HomeProduct[]) {
  const today = mockToday();
  const reportMonth = monthFrom(today, -1);
  const deadline = lastTradingDay(daysOfMonth(today.slice(0, 7)).at(-1)!);
  const [year, mon] = reportMonth.split('-').map(Number) as [number, number];
  return products.map((p, i) => ({
    ...ref(p),
    reportId: `XP${p.pdCode}${reportMonth.replace('-', '')}`,
    reportName: `${p.pdName}${year}年${mon}月月度报告`,
    deadline,
    statusName: i % 2 === 0 ? '待报送' : '已报送',
  }));
}

/** A product's NAVs of the last 20 trading days up to the last valued day. */
function navSeries(instId: string, pdCode: string, valDate: string) {
  const product = productOf(instId, pdCode);
  if (!product) throw new ApiError(SC.productNotFound, '产品不存在');
  const days = tradeDaysUntil(valDate, 20);
  const list = days.map((d, i) => {
    const unitNav =
      Math.round(
        product.unitNav * (1 - (days.length - 1 - i) * 0.0012 + Math.sin(i) * 0.003) * 10000,
      ) / 10000;
    return { date: d, unitNav, accNav: Math.round((unitNav + 0.05) * 10000) / 10000 };
  });
  return { ...ref(product), list };
}

export function midPlatform(funcId: MidPlatformFuncId, params: Params, instId: string): unknown {
  const products = productsOf(instId);
  const valDate = lastValDate();
  switch (funcId) {
    case 133:
      return products.map((p) => ({
        ...ref(p),
        setupDate: p.setupDate,
        custodian: CUSTODIAN,
        statusName: '正常运作',
      }));
    case 116:
      return products.map((p, i) => {
        const balance = cents(p.netAsset * (0.04 + (i % 3) * 0.01));
        return {
          ...ref(p),
          accountNo: `3100${instId.padStart(6, '0')}${String(i).padStart(4, '0')}`,
          balance,
          availableBalance: cents(balance * 0.92),
          date: valDate,
        };
      });
    case 158:
      return products.map((p, i) => ({
        ...ref(p),
        valDate,
        statusName: i % 2 === 0 ? '已复核' : '待复核',
        unitNav: p.unitNav,
      }));
    case 266: {
      const m = params.month ? month(params, 'month', '月份') : monthFrom(mockToday(), -1);
      return products.map((p) => {
        const managementFee = cents((p.netAsset * 0.015) / 12);
        const custodyFee = cents((p.netAsset * 0.0005) / 12);
        const serviceFee = cents((p.netAsset * 0.0003) / 12);
        return {
          ...ref(p),
          month: m,
          managementFee,
          custodyFee,
          serviceFee,
          total: cents(managementFee + custodyFee + serviceFee),
        };
      });
    }
    case 360:
      return monthlyReports(products);
    case 1191:
      return products.map((p, i) => ({
        ...ref(p),
        investorCount: 38 + ((i * 53) % 160),
        totalShare: cents(p.netAsset / p.unitNav),
        date: valDate,
      }));
    case 1322: {
      // Subscriptions confirmed the trading day before the last valued one, redemptions on it.
      const confirmDays = [neighbourTradeDay(valDate, -1) ?? valDate, valDate];
      return products.flatMap((p, i) =>
        (['申购', '赎回'] as const).map((bizType, k) => {
          const amount = cents(k === 0 ? 1000000 + i * 250000 : 500000 + i * 120000);
          return {
            ...ref(p),
            confirmId: `QR${p.pdCode}${k + 1}`,
            bizType,
            confirmDate: confirmDays[k]!,
            amount,
            share: cents(amount / p.unitNav),
            investorName: ['王*', '李*', '陈*', '张*'][(i + k) % 4] ?? '王*',
          };
        }),
      );
    }
    case 1518:
      return navSeries(instId, str(params, 'pdCode', '产品代码', 20), valDate);
  }
}
