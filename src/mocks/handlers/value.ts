/**
 * Mock handlers of the value, tax and other API domain (src/api/value.ts, behaviour and codes
 * documented there). Tax profiles, notice letters and investor settings are the shared
 * compliance tables; net values and valuation status are derived from the products.
 */
import type { HttpHandler } from 'msw';
import type {
  BasicTaxInfo,
  ClearStatItem,
  ContractDoc,
  I9ConfirmItem,
  NavRow,
  TrainingVideo,
} from '@/api/value';
import { VALUE_URLS } from '@/api/value-urls';
import { mockToday } from '../clock';
import { db } from '../db/db';
import { investorSettingOf, type TaxProfile } from '../db/seed-compliance';
import type { MockInstitution } from '../db/seed-auth';
import type { ProdRecord } from '../db/seed-product';
import { addDays, isTradeDay, tradingDaysBetween, valuationDayOf } from '../db/trading-calendar';
import { ApiError, CODE, ok, route } from '../http-kit';
import { date, oneOf, optInt, str } from '../validate';
import {
  noise,
  optProductCode,
  PC,
  productOf,
  refuse,
  visibleProducts,
  visibleRowFilter,
  yuan,
} from './product-kit';

/** Statuses of a product that is valued every trading day (established, not yet wound up). */
const VALUED_STATUSES = ['7', '8', '66', '20', '55', '21', '22', '9'];
/** Statuses of a product that has had net values (valued now or before). */
const NAV_STATUSES = [...VALUED_STATUSES, '24', '31', '32'];
/** Products without a signed fund contract yet. */
const NO_CONTRACT_STATUSES = ['88', '13'];

const TAX_TYPE_NAMES = { '1': '一般纳税人', '2': '小规模纳税人' } as const;
const GZZT_NAMES = { '0': '未估值', '1': '估值中', '2': '已估值', '3': '已复核' } as const;
const QSZT_NAMES = { '0': '未清算', '1': '清算中', '2': '已清算' } as const;
const MAX_NAV_DAYS = 366;

function taxInfo(p: TaxProfile, inst: MockInstitution): BasicTaxInfo {
  return {
    instId: inst.instId,
    instName: inst.instName,
    SFQRZZSXX: p.SFQRZZSXX,
    NSRLX: p.NSRLX,
    NSRLXMC: TAX_TYPE_NAMES[p.NSRLX],
    QRFA: p.QRFA,
    LXSRNSSD: p.LXSRNSSD,
    qrzt: p.qrzt,
  };
}

/** The latest valuation date: the trading day before the business date. */
const lastValuationDay = (): string => valuationDayOf(mockToday());

function clearStatOf(p: ProdRecord, day: string): ClearStatItem {
  const last = lastValuationDay();
  let gzzt: ClearStatItem['gzzt'] = '3';
  let qszt: ClearStatItem['qszt'] = '2';
  if (day > mockToday()) {
    gzzt = '0';
    qszt = '0';
  } else if (day === last) {
    const roll = noise(p.pdCode + day);
    gzzt = roll < 0.5 ? '3' : roll < 0.8 ? '2' : '1';
    qszt = gzzt === '1' ? '1' : '2';
  }
  const minute = String(10 + Math.floor(noise(p.pdCode) * 50)).padStart(2, '0');
  return {
    pdCode: p.pdCode,
    pdName: p.pdName,
    gzzt,
    gzztmc: GZZT_NAMES[gzzt],
    qszt,
    qsztmc: QSZT_NAMES[qszt],
    wcsj: gzzt === '3' || gzzt === '2' ? `${day} 19:${minute}:00` : '',
  };
}

/** The net values of a product: a stable random walk from 1.0000 at its registration date. */
function navRows(p: ProdRecord, start: string, end: string): NavRow[] {
  if (!NAV_STATUSES.includes(p.status)) return [];
  const latest = lastValuationDay();
  const last = end < latest ? end : latest;
  const days = tradingDaysBetween(p.djrj, last);
  const dividends = db.prodDividends.filter((d) => d.pdCode === p.pdCode);
  const shares = Math.round(10_000_000 + noise(`${p.pdCode}fe`) * 190_000_000) + 0.37;
  const rows: NavRow[] = [];
  let nav = 1;
  let paid = 0;
  for (const day of days) {
    nav *= 1 + (noise(p.pdCode + day) - 0.47) * 0.012;
    for (const d of dividends) {
      if (d.exDate === day) {
        const perUnit = Number(d.perTenUnits) / 10;
        nav -= perUnit;
        paid += perUnit;
      }
    }
    if (day < start) continue;
    rows.push({
      jzrq: day,
      dwjz: nav.toFixed(4),
      ljjz: (nav + paid).toFixed(4),
      zcjz: yuan(nav * shares),
      ssfe: shares.toFixed(2),
    });
  }
  return rows;
}

export const valueHandlers: HttpHandler[] = [
  route('get', VALUE_URLS.queryBasicTaxInfo, ({ session }) =>
    ok(
      db.taxProfiles
        .filter((p) => p.instId === session.inst.instId)
        .map((p) => taxInfo(p, session.inst)),
    ),
  ),

  route('get', VALUE_URLS.insertLsTaxXgmnsr, ({ params, session }) => {
    const QRFA = oneOf(params, 'QRFA', ['1', '2'], '确认方案');
    const LXSRNSSD = str(params, 'LXSRNSSD', '利息收入纳税起始所属期', 6).toUpperCase();
    if (!/^20\d{2}Q[1-4]$/.test(LXSRNSSD)) {
      throw new ApiError(CODE.malformed, '利息收入纳税起始所属期格式不正确');
    }
    const profile = db.taxProfiles.find((p) => p.instId === session.inst.instId);
    if (!profile || profile.NSRLX !== '2') {
      refuse(PC.notSmallScale, '贵公司不是小规模纳税人，无需确认纳税方案');
    }
    if (profile.QRFA) refuse(PC.taxSchemeConfirmed, '纳税方案已确认，如需变更请联系托管人');
    Object.assign(profile, { QRFA, LXSRNSSD, qrzt: '1', SFQRZZSXX: '1' });
    return ok(taxInfo(profile, session.inst), { message: '确认成功' });
  }),

  route('get', VALUE_URLS.queryClearStat, ({ params, session }) => {
    const day = params.date ? date(params, 'date', '估值日期') : lastValuationDay();
    const pdCode = optProductCode(params, session);
    const tradingDay = isTradeDay(day);
    const items = tradingDay
      ? visibleProducts(session)
          .filter(
            (p) =>
              VALUED_STATUSES.includes(p.status) &&
              p.djrj <= day &&
              (!pdCode || p.pdCode === pdCode),
          )
          .map((p) => clearStatOf(p, day))
      : [];
    return ok({ date: day, tradingDay, items });
  }),

  route('get', VALUE_URLS.queryTzjdtshNoticeCount, ({ session }) =>
    ok(db.letterNotices.filter((n) => n.instId === session.inst.instId && !n.confirmed).length),
  ),

  route('get', VALUE_URLS.queryContractByPdCode, ({ params, session }) => {
    const p = productOf(session, str(params, 'pdCode', '产品代码', 20));
    if (NO_CONTRACT_STATUSES.includes(p.status)) return ok([]);
    const base = { pdCode: p.pdCode, pdName: p.pdName, version: 'V1.0', signDate: p.djrj };
    /** The product's own contract of a type (its code in the id): named after the product. */
    const own = (code: string, contractType: '基金合同' | '托管协议'): ContractDoc => ({
      ...base,
      contractId: `HT-${p.pdCode}-${code}`,
      contractType,
      contractName: `${p.cpqc}${contractType}`,
      effectiveDate: p.djrj,
      fileName: `${p.cpqc}${contractType}.pdf`,
    });
    const docs: ContractDoc[] = [
      own('JJHT', '基金合同'),
      own('TGXY', '托管协议'),
      ...db.valueSupplements
        .filter((s) => s.pdCode === p.pdCode)
        .map((s) => ({
          ...s,
          pdName: p.pdName,
          contractType: '补充协议' as const,
          fileName: `${s.contractName}.pdf`,
        })),
    ];
    return ok(docs);
  }),

  route('get', VALUE_URLS.queryXinVideoRecentDetails, ({ params }) => {
    const limit = optInt(params, 'limit', '条数', { min: 1, max: 20 }) ?? 6;
    const rows: TrainingVideo[] = [...db.valueVideos]
      .sort((a, b) => b.publishDate.localeCompare(a.publishDate))
      .slice(0, limit)
      .map((v) => ({
        ...v,
        coverUrl: `/static/video/${v.videoId}.jpg`,
        videoUrl: `/static/video/${v.videoId}.mp4`,
      }));
    return ok(rows);
  }),

  route('post', VALUE_URLS.queryI9Confirm, ({ params, session }) => {
    const pdCode = optProductCode(params, session);
    const qrzt = params.qrzt ? oneOf(params, 'qrzt', ['0', '1'], '确认状态') : null;
    const mine = new Map(visibleProducts(session).map((p) => [p.pdCode, p]));
    const visible = visibleRowFilter(session, pdCode);
    const rows: I9ConfirmItem[] = db.valueI9Confirms
      .filter((r) => visible(r) && (!qrzt || r.qrzt === qrzt))
      .map((r) => ({
        pdCode: r.pdCode,
        pdName: mine.get(r.pdCode)?.pdName ?? '',
        zclb: r.zclb,
        gzff: r.gzff,
        qrzt: r.qrzt,
        qrr: db.users.find((u) => u.userId === r.qrr)?.realName ?? '',
        qrsj: r.qrsj ?? '',
      }));
    return ok(rows);
  }),

  route('post', VALUE_URLS.commonQuery, ({ params, request, session }) => {
    const funcId = new URL(request.url).searchParams.get('funcId');
    if (!funcId) throw new ApiError(CODE.missing, '功能号不能为空');
    if (funcId !== '049') throw new ApiError(CODE.malformed, '功能号格式不正确');
    const p = productOf(session, str(params, 'pdCode', '产品代码', 20));
    const end = params.endDate ? date(params, 'endDate', '结束日期') : lastValuationDay();
    const start = params.startDate ? date(params, 'startDate', '开始日期') : addDays(end, -30);
    if (start > end) throw new ApiError(CODE.malformed, '开始日期不能晚于结束日期');
    if (addDays(start, MAX_NAV_DAYS) < end) {
      throw new ApiError(CODE.malformed, '查询区间不能超过一年');
    }
    return ok(navRows(p, start, end));
  }),

  route('post', VALUE_URLS.queryInvestorInfo, ({ session }) => {
    const setting = investorSettingOf(db.investorSettings, session.inst.instId);
    return ok({
      instId: session.inst.instId,
      instName: session.inst.instName,
      TJTSHFQZQR: setting.TJTSHFQZQR,
    });
  }),
];
