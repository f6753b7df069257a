/**
 * API functions of valuation, tax and other calls (spec 7.6, 3, 4; the two searchSuggest calls
 * of 7.6 are in ./register.ts).
 *
 * Tax (spec 3, 4): the institution's basic tax info comes from the shared compliance table. A
 * small-scale taxpayer (NSRLX '2') without a confirmation scheme (QRFA '') gets the tax pop-up;
 * insertLsTaxXgmnsr records the scheme (and confirms the VAT info), after which user tips no
 * longer ask for it. The notice count is the institution's unconfirmed notice letters
 * (confirmNotice of ./product.ts lowers it). Product codes are checked against the products the
 * user may see (see queryProductPermission in ./menu.ts).
 *
 * ## Codes (mock API)
 * 1001 missing, 1002 malformed (an unknown funcId of value/commonQuery, 开始日期不能晚于结束日期);
 * 2201 产品不存在; 2301 贵公司不是小规模纳税人，无需确认纳税方案; 2302 纳税方案已确认，如需变更请联系托管人.
 */
import type { ClearStat, ClearStatItem, ContractDoc, I9ConfirmItem, NavRow } from '@contract';
import { LONG_TIMEOUT_MS } from '@/config/spec-limits';
import { get, post, type ApiResult } from '@/lib/http-client';
import { VALUE_URLS } from './value-urls';

/** Shared with sub-applications: declared in the contract (src/contract/api-data.ts). */
export type { ClearStat, ClearStatItem, ContractDoc, I9ConfirmItem, NavRow };

/** Basic tax info of the institution (基本税务信息, spec 3). */
export interface BasicTaxInfo {
  instId: string;
  instName: string;
  /** 是否确认增值税信息: '1' confirmed, '0' not */
  SFQRZZSXX: '0' | '1';
  /** 纳税人类型: '1' 一般纳税人, '2' 小规模纳税人 */
  NSRLX: '1' | '2';
  /** 纳税人类型名称 */
  NSRLXMC: string;
  /** 确认方案 (see TaxScheme); '' when not chosen */
  QRFA: string;
  /** 利息收入纳税起始所属期, yyyyQn; '' when not chosen */
  LXSRNSSD: string;
  /** 确认状态 of the prompt: '1' confirmed */
  qrzt: '0' | '1';
}

/**
 * 确认方案 of a small-scale taxpayer: '1' 托管人代为计提缴纳增值税, '2' 管理人自行计提缴纳增值税.
 */
export type TaxScheme = '1' | '2';

export interface TaxSchemeConfirm {
  QRFA: TaxScheme;
  /** 利息收入纳税起始所属期, yyyyQn (e.g. 2026Q4) */
  LXSRNSSD: string;
}

export interface ClearStatQuery {
  /** yyyy-MM-dd; default the last trading day */
  date?: string;
  pdCode?: string;
}

/** A training video (运营培训视频) of the service zone. */
export interface TrainingVideo {
  videoId: string;
  title: string;
  category: string;
  speaker: string;
  /** mm:ss */
  duration: string;
  publishDate: string;
  viewCount: number;
  coverUrl: string;
  videoUrl: string;
}

export interface I9ConfirmQuery {
  pdCode?: string;
  /** '0' unconfirmed only, '1' confirmed only */
  qrzt?: '0' | '1';
}

/** funcId 049: the net values (净值) of a product over a period. */
export interface NavQuery {
  pdCode: string;
  /** yyyy-MM-dd; default 30 days before endDate */
  startDate?: string;
  /** yyyy-MM-dd; default the last trading day */
  endDate?: string;
}

/** Investor-info settings of the institution (spec 3). */
export interface InvestorInfo {
  instId: string;
  instName: string;
  /** 提示函非强制确认: '1' reading the notice letter is not mandatory */
  TJTSHFQZQR: '0' | '1';
}

/** GET value/queryBasicTaxInfo: the institution's basic tax info ([] when none). */
export function queryBasicTaxInfo(): ApiResult<BasicTaxInfo[]> {
  return get(VALUE_URLS.queryBasicTaxInfo);
}

/** GET value/insertLsTaxXgmnsr: records a small-scale taxpayer's confirmation scheme. */
export function insertLsTaxXgmnsr(req: TaxSchemeConfirm): ApiResult<BasicTaxInfo> {
  return get(VALUE_URLS.insertLsTaxXgmnsr, { ...req });
}

/** GET value/queryClearStat: valuation and clearing status of the user's products on a day. */
export function queryClearStat(query: ClearStatQuery = {}): ApiResult<ClearStat> {
  return get(VALUE_URLS.queryClearStat, { ...query });
}

/** GET invest/queryTzjdtshNoticeCount: the institution's unconfirmed notice letters. */
export function queryTzjdtshNoticeCount(): ApiResult<number> {
  return get(VALUE_URLS.queryTzjdtshNoticeCount);
}

/** GET clearing/queryContractByPdCode: the contract documents of a product. */
export function queryContractByPdCode(pdCode: string): ApiResult<ContractDoc[]> {
  return get(VALUE_URLS.queryContractByPdCode, { pdCode });
}

/** GET user/queryXinVideoRecentDetails: the latest training videos (default 6, at most 20). */
export function queryXinVideoRecentDetails(limit?: number): ApiResult<TrainingVideo[]> {
  return get(VALUE_URLS.queryXinVideoRecentDetails, { limit });
}

/** POST value/queryI9Confirm: the I9 valuation-method confirmations of the user's products. */
export function queryI9Confirm(query: I9ConfirmQuery = {}): ApiResult<I9ConfirmItem[]> {
  return post(VALUE_URLS.queryI9Confirm, { ...query });
}

/** POST value/commonQuery?funcId=049 (json): the net values of a product over a period. */
export function queryNavByFunc049(query: NavQuery): ApiResult<NavRow[]> {
  return post(`${VALUE_URLS.commonQuery}?funcId=049`, { ...query }, { json: true });
}

/** POST value/queryInvestorInfo: the institution's investor-info settings (120 s timeout). */
export function queryInvestorInfo(): ApiResult<InvestorInfo> {
  return post(VALUE_URLS.queryInvestorInfo, {}, { timeout: LONG_TIMEOUT_MS });
}
