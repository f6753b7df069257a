/**
 * API functions of the product domain (spec 7.3, 3, 4).
 *
 * Products are the institution's (spec 3 Product), limited to the user's product permission
 * (see queryProductPermission in ./menu.ts: all of them for a non-isolated administrator, none
 * for an isolated institution's administrator). statusName is the server's name of the status
 * code. Product groups (产品组) belong to the user in the current institution: name required,
 * at most 20 characters, unique per user; at most 20 groups; product codes must be products the
 * user may see. Notice letters (投资监督提示函) come from the shared compliance table; confirming
 * one lowers invest/queryTzjdtshNoticeCount (./value.ts).
 *
 * Custody-business services (json, { serviceId, ...params }):
 *   query  queryMgrProtocol { proType }: the institution's protocol or null (nothing to sign);
 *          queryProductElements { pdCode }; queryCustodyAccounts { pdCode };
 *   submit signMgrProtocol { proType: 6 }: signs the performance-analysis agreement (this lifts
 *          the redirect of the performance pages, spec 4); applyTempOpenDay { pdCode, openDate,
 *          reason }: starts a 临时开放日申请 process.
 *
 * ## Codes (mock API)
 * 1001 missing, 1002 malformed (e.g. 产品组名称长度不能超过20); 2201 产品不存在 (：code when
 * several are checked); 2202 产品组不存在; 2203 产品组名称已存在; 2204 产品组最多创建20个;
 * 2210 提示函不存在; 2211 该提示函已确认; 2220 不支持的业务服务; 2221 未查询到需签署的协议;
 * 2222 该协议已签署; 2223 temporary open day refused (临时开放日须为交易日 / 临时开放日须晚于今天 /
 * 该产品当前状态不可申请临时开放); 2106 无此功能权限：<function> (./menu.ts) when the user does not
 * hold 产品分组管理 (adding, updating, removing a group) or 提示函确认 (confirmNotice).
 *
 * The product permission in force is the one of the last recomputation (nightly, or the user's
 * user/refreshProdPermission): a product granted since shows after a refresh.
 */
import type { ManagerReport, MgrProtocolState, NoticeLetter } from '@contract';
import { boundedLists, boundedPage } from '@/lib/bounded-answer';
import { get, post, type ApiResult } from '@/lib/http-client';
import type { ProductBrief } from './menu';
import { PRODUCT_URLS } from './product-urls';
import type { PageQuery, PageResult } from './page';

/** Shared with sub-applications: declared in the contract (src/contract/api-data.ts). */
export type { ManagerReport, MgrProtocolState, NoticeLetter };

/** A user keeps at most 20 product groups: the server refuses more (2204 产品组最多创建20个). */
export const PROD_SET_LIMIT = 20;

/** queryInfoByPdName answers at most 20 products. */
export const PRODUCT_NAME_HITS = 20;

/** A product (spec 3). */
export interface Product {
  pdId: string;
  pdCode: string;
  /** 产品简称 */
  pdName: string;
  /** 产品代码 (same value as pdCode; the sub-applications read cpdm) */
  cpdm: string;
  /** 产品全称 */
  cpqc: string;
  /** Status code of spec 3 */
  status: string;
  statusName: string;
  /** 登记日期 yyyy-MM-dd */
  djrj: string;
  /** 产品类型 */
  cplx: string;
}

export type { PageQuery, PageResult };

export interface ProductListQuery extends PageQuery {
  /** A status code of spec 3; '0' or absent for all */
  status?: string;
  /** Matches the code, short name or full name */
  keyword?: string;
}

export interface ProdSetInfo {
  setId: string;
  setName: string;
  pdCodes: string[];
  products: ProductBrief[];
  updatedAt: string;
}

export interface ProdSetCreate {
  /** At most 20 characters, unique among the user's groups */
  setName: string;
  pdCodes?: string[];
}

export interface ProdSetUpdate extends ProdSetCreate {
  setId: string;
}

export type ProcessStatus =
  'processing' | 'voided' | 'completed' | 'submitFailed' | 'submitted' | 'locked';

/** A process (流程) of the institution. */
export interface ProcessItem {
  processId: string;
  processName: string;
  pdCode: string;
  pdName: string;
  status: ProcessStatus;
  /** 处理中, 已作废, 已完成, 提交失败, 已提交, 已锁定 */
  statusName: string;
  /** 当前环节 */
  currentNode: string;
  /** 发起人 */
  applicant: string;
  startTime: string;
  updateTime: string;
}

export interface ProcessListQuery extends PageQuery {
  status?: ProcessStatus;
  pdCode?: string;
}

/** Manager info (管理人信息, spec 3). */
export interface CyrInfo {
  /** 客户分类 (manager class, spec 3 dictionary) */
  KHFL: string;
  /** 分级名称; A or B means guided */
  FJMC: string;
  instId: string;
  instName: string;
}

export interface NoticeListQuery {
  /** '0' pending only, '1' confirmed only; absent for all */
  confirmed?: '0' | '1';
}

export interface ReportQuery extends PageQuery {
  pdCode?: string;
  reportType?: ManagerReport['reportType'];
}

export interface CalendarEvent {
  /** yyyy-MM-dd */
  date: string;
  /** open: 开放日; dividend: 除息日 */
  type: 'open' | 'dividend';
  pdCode: string;
  pdName: string;
  title: string;
}

/** The home page's product trading calendar of one month. */
export interface TradingCalendar {
  /** yyyy-MM */
  month: string;
  tradingDays: string[];
  events: CalendarEvent[];
}

/** 产品要素 */
export interface ProductElements {
  pdCode: string;
  cpqc: string;
  cplx: string;
  statusName: string;
  djrj: string;
  /** 开放日说明 */
  kfrsm: string;
  /** 管理费率 */
  glfl: string;
  /** 托管费率 */
  tgfl: string;
  /** 业绩报酬计提比例 */
  yjbcbl: string;
}

export interface CustodyAccount {
  accountType: '托管账户' | '募集结算资金专用账户' | '证券资金账户';
  accountName: string;
  accountNo: string;
  bankName: string;
}

export type TgywQueryRequest =
  | { serviceId: 'queryMgrProtocol'; proType: number }
  | { serviceId: 'queryProductElements'; pdCode: string }
  | { serviceId: 'queryCustodyAccounts'; pdCode: string };

export type TgywSubmitRequest =
  | { serviceId: 'signMgrProtocol'; proType: number }
  | { serviceId: 'applyTempOpenDay'; pdCode: string; openDate: string; reason: string };

export type TgywQueryResult = MgrProtocolState | null | ProductElements | CustodyAccount[];
export type TgywSubmitResult = MgrProtocolState | { processId: string };

function csv(codes: string[] | undefined): string | undefined {
  return codes ? codes.join(',') : undefined;
}

/** GET user/queryProdSet: the user's product groups with their products. */
export function queryProdSet(): ApiResult<ProdSetInfo[]> {
  // The groups only: a group's products are edited and saved whole (the home page pages them).
  return boundedLists(get(PRODUCT_URLS.queryProdSet), PROD_SET_LIMIT, 1);
}

/** GET user/addProdSet: creates a product group (codes sent as a comma list). */
export function addProdSet(req: ProdSetCreate): ApiResult<{ setId: string }> {
  return get(PRODUCT_URLS.addProdSet, { setName: req.setName, pdCodes: csv(req.pdCodes) });
}

/** GET user/removeProdSet: deletes one of the user's product groups. */
export function removeProdSet(setId: string): ApiResult<null> {
  return get(PRODUCT_URLS.removeProdSet, { setId });
}

/** GET user/updateProdSet: renames a group and replaces its products. */
export function updateProdSet(req: ProdSetUpdate): ApiResult<null> {
  return get(PRODUCT_URLS.updateProdSet, {
    setId: req.setId,
    setName: req.setName,
    pdCodes: csv(req.pdCodes) ?? '',
  });
}

/** GET prod/queryProductList: the products the user may see, filtered and paged. */
export function queryProductList(query: ProductListQuery = {}): ApiResult<PageResult<Product>> {
  return boundedPage(get(PRODUCT_URLS.queryProductList, { ...query }), query.pageSize);
}

/** GET prod/queryToDoProcessList: the institution's processes, newest first, paged. */
export function queryToDoProcessList(
  query: ProcessListQuery = {},
): ApiResult<PageResult<ProcessItem>> {
  return boundedPage(get(PRODUCT_URLS.queryToDoProcessList, { ...query }), query.pageSize);
}

/** GET prod/queryCyrInfo: the institution's manager class and level (KHFL, FJMC). */
export function queryCyrInfo(): ApiResult<CyrInfo> {
  return get(PRODUCT_URLS.queryCyrInfo);
}

/** GET prod/queryConfirmNoticeList: the institution's notice letters, newest first. */
export function queryConfirmNoticeList(query: NoticeListQuery = {}): ApiResult<NoticeLetter[]> {
  return boundedLists(get(PRODUCT_URLS.queryConfirmNoticeList, { ...query }));
}

/** POST prod/confirmNotice: confirms one notice letter as read. */
export function confirmNotice(noticeId: string): ApiResult<NoticeLetter> {
  return post(PRODUCT_URLS.confirmNotice, { noticeId });
}

/** GET prod/queryInfoByPdName: products whose name contains the keyword (at most 20). */
export function queryInfoByPdName(pdName: string): ApiResult<Product[]> {
  return boundedLists(get(PRODUCT_URLS.queryInfoByPdName, { pdName }), PRODUCT_NAME_HITS);
}

/** GET prod/queryGlrBGSS: the manager's report submissions and their review status, paged. */
export function queryGlrBGSS(query: ReportQuery = {}): ApiResult<PageResult<ManagerReport>> {
  return boundedPage(get(PRODUCT_URLS.queryGlrBGSS, { ...query }), query.pageSize);
}

/** GET prod/queryJyrlForHomePage: open days and dividend dates of a month (yyyy-MM). */
export function queryJyrlForHomePage(month: string): ApiResult<TradingCalendar> {
  return boundedLists(get(PRODUCT_URLS.queryJyrlForHomePage, { month }));
}

/** POST prod/commonTgywQueryService (json): a custody-business query by serviceId. */
export function commonTgywQueryService(req: {
  serviceId: 'queryMgrProtocol';
  proType: number;
}): ApiResult<MgrProtocolState | null>;
export function commonTgywQueryService(req: {
  serviceId: 'queryProductElements';
  pdCode: string;
}): ApiResult<ProductElements>;
export function commonTgywQueryService(req: {
  serviceId: 'queryCustodyAccounts';
  pdCode: string;
}): ApiResult<CustodyAccount[]>;
export function commonTgywQueryService(req: TgywQueryRequest): ApiResult<TgywQueryResult>;
export function commonTgywQueryService(req: TgywQueryRequest): ApiResult<TgywQueryResult> {
  return post(PRODUCT_URLS.commonTgywQueryService, { ...req }, { json: true });
}

/** POST prod/commonTgywSubmitService (json): a custody-business submission by serviceId. */
export function commonTgywSubmitService(req: {
  serviceId: 'signMgrProtocol';
  proType: number;
}): ApiResult<MgrProtocolState>;
export function commonTgywSubmitService(req: {
  serviceId: 'applyTempOpenDay';
  pdCode: string;
  openDate: string;
  reason: string;
}): ApiResult<{ processId: string }>;
export function commonTgywSubmitService(req: TgywSubmitRequest): ApiResult<TgywSubmitResult>;
export function commonTgywSubmitService(req: TgywSubmitRequest): ApiResult<TgywSubmitResult> {
  return post(PRODUCT_URLS.commonTgywSubmitService, { ...req }, { json: true });
}
