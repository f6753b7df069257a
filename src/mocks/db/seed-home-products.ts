/**
 * The products the system and home mocks talk about (tasks, instructions, deadlines, fee and
 * scale figures), by institution. Read-only reference data, not a db table: the product domain
 * owns the product tables. Codes and full names mirror its seed (seed-product-list.ts, SXC101
 * ...), a subset per institution in operation, except DSG201: the public side of the switchable
 * institution 14379, which the product seed does not list. Net assets and NAVs are ours. The
 * set-up dates are relative to the business date (./seed-dates.ts): SXC106 is a few months old
 * whatever the day.
 */
import { mockToday } from '../clock';
import { seedDates, type SeedDates } from './seed-dates';

export interface HomeProduct {
  instId: string;
  pdCode: string;
  pdName: string;
  /** 成立日期 yyyy-MM-dd */
  setupDate: string;
  /** private: 私募 side, public: 公募 side (smgm institutions show both) */
  side: 'private' | 'public';
  /** 资产净值 (yuan) */
  netAsset: number;
  /** 单位净值 */
  unitNav: number;
}

/** A product with its set-up day as calendar days from the business date. */
type ProductRow = Omit<HomeProduct, 'setupDate'> & { setupOffset: number };

function p(
  instId: string,
  pdCode: string,
  pdName: string,
  setupOffset: number,
  netAsset: number,
  unitNav: number,
  side: HomeProduct['side'] = 'private',
): ProductRow {
  return { instId, pdCode, pdName, setupOffset, side, netAsset, unitNav };
}

// One product a line (a table), set up the given calendar days before the business date.
// prettier-ignore
const ROWS: readonly ProductRow[] = [
  p('20001', 'SXC101', '星辰稳健增长1号私募证券投资基金', -1284, 286451237.46, 1.3268),
  p('20001', 'SXC102', '星辰量化对冲1号私募证券投资基金', -985, 152308944.12, 1.1045),
  p('20001', 'SXC103', '星辰价值精选2号私募证券投资基金', -787, 98765410.33, 0.9871),
  p('20001', 'SXC109', '星辰科技创新1号私募证券投资基金', -530, 63512087.9, 1.0752),
  p('20001', 'SXC106', '星辰多策略配置1号私募证券投资基金', -94, 30125600.0, 1.0031),
  p('11160', '016583', '汇通纯债债券型证券投资基金', -2054, 3265410987.55, 1.0836, 'public'),
  p('11160', '016590', '汇通科技先锋股票型证券投资基金', -1468, 1587320456.18, 0.8752, 'public'),
  p('11160', '016581', '汇通稳健配置混合型证券投资基金', -633, 642198730.4, 1.1523, 'public'),
  p('9866', '018226', '安和价值成长混合型证券投资基金', -1220, 875412309.87, 1.0218, 'public'),
  p('1000', 'SHX301', '华信证券稳盈1号集合资产管理计划', -1041, 412587963.2, 1.0467, 'public'),
  p('201', 'SZR501', '中瑞期货商品CTA1号集合资产管理计划', -906, 158963247.75, 1.0125, 'public'),
  p('14379', 'SDS201', '鼎盛价值1号私募证券投资基金', -1556, 210547896.3, 1.4521),
  p('14379', 'SDS202', '鼎盛量化中性1号私募证券投资基金', -716, 87451236.64, 1.0389),
  p('14379', 'DSG201', '鼎盛红利优选混合型证券投资基金', -430, 530214789.12, 1.0654, 'public'),
  p('2959', 'SHY211', '泓远复合策略1号私募证券投资基金', -1138, 120458963.58, 1.1237),
  p('2210', 'SCQ221', '长青长期价值1号私募证券投资基金', -1795, 342150987.01, 1.6702),
  p('1012', '019802', '新程成长精选混合型证券投资基金', -612, 1203547896.42, 1.0921, 'public'),
  p('1012', '019806', '新程双债增强债券型证券投资基金', -382, 865412307.66, 1.0187, 'public'),
  p('20002', 'SYH401', '远航稳健1号私募证券投资基金', -1377, 95412378.26, 1.0562),
  p('20003', 'SQS411', '青石价值成长私募证券投资基金', -941, 67854123.9, 0.9634),
  p('20004', 'SBY421', '博远量化精选1号私募证券投资基金', -866, 45123698.74, 1.0815),
  p('20005', 'SRX431', '睿信固收增强1号私募证券投资基金', -678, 38541269.35, 1.0243),
  p('20006', 'SMD441', '明德价值发现1号私募证券投资基金', -753, 76321458.81, 1.1376),
];

/** The products as of a business date, set up on the trading day at or before their day. */
export function homeProducts(d: SeedDates): HomeProduct[] {
  return ROWS.map(({ setupOffset, ...row }) => ({ ...row, setupDate: d.trade(setupOffset) }));
}

let current: { today: string; products: HomeProduct[] } | undefined;

/** The products as of the mock's today (the handlers' view, at call time). */
function todaysProducts(): HomeProduct[] {
  const today = mockToday();
  if (current?.today !== today) current = { today, products: homeProducts(seedDates(today)) };
  return current.products;
}

export function productsOf(instId: string): HomeProduct[] {
  return todaysProducts().filter((product) => product.instId === instId);
}

export function productOf(instId: string, pdCode: string): HomeProduct | undefined {
  return todaysProducts().find((product) => product.instId === instId && product.pdCode === pdCode);
}
