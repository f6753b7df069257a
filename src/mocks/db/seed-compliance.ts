/**
 * Per-institution compliance state that several domains read and write: the notice letters
 * (投资监督提示函, confirmed through prod/confirmNotice), the manager protocols such as the
 * performance-analysis agreement (sys/queryMgrProtocolSign, proType 6), tax profiles
 * (value/queryBasicTaxInfo, the tax pop-up) and investor settings (TJTSHFQZQR).
 * The demo accounts letter, letter2, agreement and tax get their behaviour from here.
 */
import { chineseDate, quarterOf, type SeedDates } from './seed-dates';
import { addDays, lastTradingDay } from './trading-calendar';

export interface LetterNotice {
  noticeId: string;
  instId: string;
  title: string;
  /** Rich text (HTML) */
  content: string;
  issuedAt: string;
  confirmed: boolean;
  confirmedBy: string | null;
  confirmedAt: string | null;
}

export interface MgrProtocol {
  instId: string;
  /** 6 = performance-analysis agreement (业绩分析服务协议) */
  proType: number;
  protocolName: string;
  /** 0 unsigned, 1 signed */
  signSt: 0 | 1;
  signedBy: string | null;
  signedAt: string | null;
}

export interface TaxProfile {
  instId: string;
  /** Taxpayer type: 1 general, 2 small-scale (小规模纳税人) */
  NSRLX: '1' | '2';
  /** Confirmation scheme; empty means not chosen yet */
  QRFA: string;
  /** Interest-income tax period */
  LXSRNSSD: string;
  /** 1 VAT info confirmed, 0 not */
  SFQRZZSXX: '0' | '1';
  /** Confirmation status of the prompt */
  qrzt: '0' | '1';
}

export interface InvestorSetting {
  instId: string;
  /** '1' means reading the notice letter is not mandatory */
  TJTSHFQZQR: '0' | '1';
}

/** The letter of a fund whose operation of `day` broke its investment limit. */
function letterBody(fund: string, day: string): string {
  return `<p>贵公司管理的<strong>${fund}私募证券投资基金</strong>在${chineseDate(day)}的投资运作中，单一股票持仓比例达到基金资产净值的<strong>11.26%</strong>，超过基金合同约定的10%投资比例限制。</p>
<p>根据《私募投资基金监督管理暂行办法》及托管协议的约定，请贵公司于<strong>10个工作日</strong>内完成调整，并将调整情况书面回复我部。</p>
<p>托管人：星河证券股份有限公司 资产托管部<br/>联系电话：95548-3</p>`;
}

export function seedCompliance(d: SeedDates) {
  // The letters to the demo accounts letter and letter2 came this week (letter2's the trading
  // day after the breach it names); admin's, of last month, is confirmed.
  const breachDay = d.trade(-4);
  const valuationLetterDay = d.trade(-3);
  const valuationBreach = lastTradingDay(addDays(valuationLetterDay, -1));
  const lastMonthsBreach = d.trade(-44);
  const letterNotices: LetterNotice[] = [
    {
      noticeId: 'TJTS202611180001',
      instId: '20002',
      title: '关于远航稳健1号私募证券投资基金投资比例超限的提示函',
      content: letterBody('远航稳健1号', breachDay),
      issuedAt: `${breachDay} 16:30:00`,
      confirmed: false,
      confirmedBy: null,
      confirmedAt: null,
    },
    {
      noticeId: 'TJTS202611190002',
      instId: '20003',
      title: '关于青石价值成长私募证券投资基金估值调整的提示函',
      content: letterBody('青石价值成长', valuationBreach),
      issuedAt: `${valuationLetterDay} 10:05:00`,
      confirmed: false,
      confirmedBy: null,
      confirmedAt: null,
    },
    {
      noticeId: 'TJTS202610090003',
      instId: '20001',
      title: '关于星辰量化对冲1号私募证券投资基金流动性风险的提示函',
      content: letterBody('星辰量化对冲1号', lastMonthsBreach),
      issuedAt: `${lastMonthsBreach} 14:20:00`,
      confirmed: true,
      confirmedBy: 'U10001',
      confirmedAt: d.at(-43, '09:12:41'),
    },
  ];
  const mgrProtocols: MgrProtocol[] = [
    {
      instId: '20004',
      proType: 6,
      protocolName: '业绩分析服务协议',
      signSt: 0,
      signedBy: null,
      signedAt: null,
    },
    {
      instId: '20001',
      proType: 6,
      protocolName: '业绩分析服务协议',
      signSt: 1,
      signedBy: 'U10001',
      signedAt: d.tradeAt(-265, '10:30:00'),
    },
  ];
  // The interest-income tax period is the quarter before the business date's (2026Q3 in Q4).
  const lastQuarter = d.month(-3);
  const taxPeriod = `${lastQuarter.slice(0, 4)}Q${quarterOf(lastQuarter)}`;
  const taxProfiles: TaxProfile[] = [
    { instId: '20005', NSRLX: '2', QRFA: '', LXSRNSSD: '', SFQRZZSXX: '0', qrzt: '0' },
    { instId: '20001', NSRLX: '1', QRFA: '1', LXSRNSSD: taxPeriod, SFQRZZSXX: '1', qrzt: '1' },
    { instId: '14379', NSRLX: '1', QRFA: '2', LXSRNSSD: taxPeriod, SFQRZZSXX: '1', qrzt: '1' },
  ];
  const investorSettings: InvestorSetting[] = [
    { instId: '20002', TJTSHFQZQR: '0' },
    { instId: '20003', TJTSHFQZQR: '0' },
  ];
  return { letterNotices, mgrProtocols, taxProfiles, investorSettings };
}

/** TJTSHFQZQR of an institution: '1' (not mandatory) unless seeded otherwise. */
export function investorSettingOf(settings: InvestorSetting[], instId: string): InvestorSetting {
  return settings.find((s) => s.instId === instId) ?? { instId, TJTSHFQZQR: '1' };
}
