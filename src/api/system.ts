/**
 * API functions of the system domain (spec 7.4): trading calendar, notices, home configuration,
 * customer service, reference lists and the generic query calls. Types: ./system-types.ts.
 * Every call needs a session (-403 without one).
 *
 * Notices: queryNoticeList pages the notices (top ones first, then newest) with the caller's
 * read flags; queryNoticeDetail gives the rich-text HTML (tables, bold, links to the spec 2.6
 * hashes #/zxbm?id=&title=&ly=, #/glrzhwh, #/dgtwj, #/satisficing). The notice titled
 * 【测试】富文本安全检查 carries hostile markup (script, img onerror, javascript: link, iframe
 * srcdoc, inline handlers, style): the front end must sanitise every notice before rendering.
 * submitReadFlag marks a notice read for the user; increasePageView counts a view;
 * noticeRegistSubmit records an online sign-up (zxbm) for a notice open to sign-up.
 *
 * Calendar: queryTradeDay (month or date) and queryTransactionCalendar (month) follow the 2026
 * exchange holidays; custom events belong to the user who created them (2503 for anyone else's).
 * queryTradeDay needs month or date (1001 月份或日期不能为空).
 *
 * Home view (queryHomeViewConfig): the sections of the home page for the session's institution
 * type (spec 6): see HomeViewConfig. A switchable view (smgm) has `sides` instead of `sections`.
 *
 * Codes (mock API; the real server's mapping is not in the spec): 1001 missing, 1002 malformed
 * (also: unknown objectName 不支持的查询对象, unknown funcId 不支持的功能号, a title over 50
 * characters), and refusals: 2501 公告不存在 · 2502 sign-up refused (该公告未开放在线报名,
 * 在线报名已截止, 该手机号已报名) · 2503 日程不存在 (unknown, or another user's) · 2504 日历事项不存在
 * · 2505 暂无机构图片 · 2506 无权查询其他管理人的数据 · 2507 产品不存在 · 2508 指引分类不存在
 * · 2509 流程配置不存在 · 2510 图片不符合要求 (the picture upload, ./picture.ts). Optional filters
 * (category, tipKey, type, ...) outside their known values answer 1002.
 */
import { boundedLists, boundedPage } from '@/lib/bounded-answer';
import { get, post, type ApiResult, type Params } from '@/lib/http-client';
import { SYSTEM_URLS } from './system-urls';

/**
 * The institution's picture comes as one data URL: a long string, which parses fast, so its
 * answer may be longer than other answers: up to the largest picture the upload accepts
 * (spec 9: 102400 KB) as base64, with room for the envelope.
 */
export const PICTURE_ANSWER_BYTES = 139_875_672; // ceil(102400 KB / 3) * 4 + 64 KB

/** Slides of the home carousel kept (ours: the spec names no limit). */
export const ADVERTISEMENT_LIMIT = 20;
import type {
  Advertisement,
  CalendarCollectResult,
  ContentSearchRequest,
  ContentSearchResult,
  CustomCalendarRequest,
  CustomerServiceConfig,
  GmwbDeadline,
  GqManagerInfo,
  GuideCategory,
  HomeViewConfig,
  InstPicture,
  MgrProtocolSign,
  MidPlatformFuncId,
  MidPlatformResults,
  NoticeDetail,
  NoticeListQuery,
  NoticePage,
  NoticeRegistRequest,
  OnlineStatus,
  ProcessConfig,
  ReportType,
  ServerTime,
  TemplateItem,
  TipConfig,
  TradeCookie,
  TradeDayAnswer,
  TransactionCalendar,
} from './system-types';

/** GET sys/queryTradeDay: the month's days and trading days; with a date, also its neighbours. */
export function queryTradeDay(query: { month?: string; date?: string }): ApiResult<TradeDayAnswer> {
  return boundedLists(get(SYSTEM_URLS.queryTradeDay, query));
}

/** GET sys/queryNoticeList: notices, paged, by keyword (title and summary) and type. */
export function queryNoticeList(query: NoticeListQuery = {}): ApiResult<NoticePage> {
  return boundedPage(get(SYSTEM_URLS.queryNoticeList, { ...query }), query.pageSize);
}

/** GET sys/queryNoticeDetail: one notice with its HTML content (sanitise before rendering). */
export function queryNoticeDetail(noticeId: string): ApiResult<NoticeDetail> {
  return get(SYSTEM_URLS.queryNoticeDetail, { noticeId });
}

/** GET sys/submitReadFlag: marks the notice read for the user. */
export function submitReadFlag(noticeId: string): ApiResult<{ noticeId: string; read: true }> {
  return get(SYSTEM_URLS.submitReadFlag, { noticeId });
}

/** GET sys/queryTemplateList: downloadable document templates, by category and keyword. */
export function queryTemplateList(
  query: { category?: string; keyword?: string } = {},
): ApiResult<TemplateItem[]> {
  return get(SYSTEM_URLS.queryTemplateList, query);
}

/** GET sys/getTradeCookie: the custody online-banking (tgwy) cookie; response { success, data }. */
export function getTradeCookie(): ApiResult<TradeCookie> {
  return get(SYSTEM_URLS.getTradeCookie);
}

/**
 * GET sys/queryMgrProtocolSign: the institution's manager protocol of a type and sign state
 * (spec 4: proType 6, signSt 0 answers data null when there is nothing to sign).
 */
export function queryMgrProtocolSign(query: {
  /** 协议类型: 6 业绩分析服务协议 */
  proType: number;
  /** 签署状态: 0 未签署, 1 已签署 */
  signSt: 0 | 1;
}): ApiResult<MgrProtocolSign | null> {
  return get(SYSTEM_URLS.queryMgrProtocolSign, query);
}

/** GET sys/queryReportTypeList: report types (估值表, 财务报表, ...), by category. */
export function queryReportTypeList(query: { category?: string } = {}): ApiResult<ReportType[]> {
  return get(SYSTEM_URLS.queryReportTypeList, query);
}

/** GET sys/queryProcessConfigList: business processes and their steps, by process code. */
export function queryProcessConfigList(
  query: { processCode?: string } = {},
): ApiResult<ProcessConfig[]> {
  return get(SYSTEM_URLS.queryProcessConfigList, query);
}

/** GET sys/queryTipsConfigList: texts of the home hints (multi-card product, new shares). */
export function queryTipsConfigList(query: { tipKey?: string } = {}): ApiResult<TipConfig[]> {
  return boundedLists(get(SYSTEM_URLS.queryTipsConfigList, query));
}

/** GET sys/queryAdvertisement: the home carousel, in display order. */
export function queryAdvertisement(): ApiResult<Advertisement[]> {
  return boundedLists(get(SYSTEM_URLS.queryAdvertisement), ADVERTISEMENT_LIMIT);
}

/** GET sys/queryTransactionCalendar: a month's trading days, calendar items and own events. */
export function queryTransactionCalendar(month: string): ApiResult<TransactionCalendar> {
  return boundedLists(get(SYSTEM_URLS.queryTransactionCalendar, { month }));
}

/** GET sys/collectCalendarItem: collects (collect 1) or uncollects (0) an item; else toggles. */
export function collectCalendarItem(
  itemId: string,
  collect?: 0 | 1,
): ApiResult<CalendarCollectResult> {
  return get(SYSTEM_URLS.collectCalendarItem, { itemId, collect });
}

/** GET sys/queryGmwbJksj: public-fund outsourcing data-submission deadlines (gmwb; else []). */
export function queryGmwbJksj(query: { bizDate?: string } = {}): ApiResult<GmwbDeadline[]> {
  return boundedLists(get(SYSTEM_URLS.queryGmwbJksj, query));
}

/** GET pubservice/monitor/reportOnlineStatus: records the user's last-seen time and path. */
export function reportOnlineStatus(path: string): ApiResult<OnlineStatus> {
  return get(SYSTEM_URLS.reportOnlineStatus, { path });
}

/**
 * GET sys/queryCustomerServiceConfig (path chosen by us: the spec leaves it unnamed): the chat
 * panel's mailbox, hotline, robot frame address and origin, human-service link and shortcuts.
 */
export function queryCustomerServiceConfig(pagePath?: string): ApiResult<CustomerServiceConfig> {
  return get(SYSTEM_URLS.queryCustomerServiceConfig, { pagePath });
}

/** POST sys/queryServerTime: the server's current time (Asia/Shanghai). */
export function queryServerTime(): ApiResult<ServerTime> {
  return post(SYSTEM_URLS.queryServerTime);
}

/** POST sys/queryInstPicture: the institution's picture (data URL, or null) for the personal centre. */
export function queryInstPicture(): ApiResult<InstPicture> {
  return post(SYSTEM_URLS.queryInstPicture, undefined, { maxAnswerBytes: PICTURE_ANSWER_BYTES });
}

/** POST sys/deleteInstPicture: removes the institution's picture (2505 when there is none). */
export function deleteInstPicture(): ApiResult<null> {
  return post(SYSTEM_URLS.deleteInstPicture);
}

/** POST sys/noticeRegistSubmit: online sign-up (zxbm) for a notice open to sign-up. */
export function noticeRegistSubmit(request: NoticeRegistRequest): ApiResult<{ registId: string }> {
  return post(SYSTEM_URLS.noticeRegistSubmit, { ...request });
}

/** POST sys/addCustomCalendar: adds an own calendar event (title at most 50 characters). */
export function addCustomCalendar(request: CustomCalendarRequest): ApiResult<{ eventId: string }> {
  return post(SYSTEM_URLS.addCustomCalendar, { ...request });
}

/** POST sys/updateCustomCalendar: replaces an own event's fields (an absent remark or remindTime is cleared). */
export function updateCustomCalendar(
  request: CustomCalendarRequest & { eventId: string },
): ApiResult<{ eventId: string }> {
  return post(SYSTEM_URLS.updateCustomCalendar, { ...request });
}

/** POST sys/deleteCustomCalendar: deletes an own calendar event. */
export function deleteCustomCalendar(eventId: string): ApiResult<null> {
  return post(SYSTEM_URLS.deleteCustomCalendar, { eventId });
}

/** POST sys/increasePageView: counts a view of a notice; answers the new count. */
export function increasePageView(
  noticeId: string,
): ApiResult<{ noticeId: string; pageView: number }> {
  return post(SYSTEM_URLS.increasePageView, { noticeId });
}

/** POST sys/queryGqManagerInfo: the session institution's manager profile (股权/管理人信息). */
export function queryGqManagerInfo(): ApiResult<GqManagerInfo> {
  return post(SYSTEM_URLS.queryGqManagerInfo);
}

/** POST json sys/queryHomeViewConfig: the home sections and their order for the institution. */
export function queryHomeViewConfig(): ApiResult<HomeViewConfig> {
  return boundedLists(post(SYSTEM_URLS.queryHomeViewConfig, {}, { json: true }));
}

/** POST json sys/contentSearch: keyword search over notice titles and menu names. */
export function contentSearch(request: ContentSearchRequest): ApiResult<ContentSearchResult> {
  return post(SYSTEM_URLS.contentSearch, { ...request }, { json: true });
}

/** POST json sys/queryOperationalGuidance: the operating-guidance zone (yzzyfwzq). */
export function queryOperationalGuidance(
  request: { categoryId?: string; keyword?: string } = {},
): ApiResult<GuideCategory[]> {
  return boundedLists(post(SYSTEM_URLS.queryOperationalGuidance, request, { json: true }));
}

/**
 * POST json sys/commonSingleTableQuery: rows of a named table. Supported: objectName
 * cx_YPTOACXJK with params { CXLX, GLR } (CXLX 7, GLR the session's institution id: the custody
 * notices the shell keeps as Thgz in session storage; rows are ThgzRecord). GLR of another
 * institution: 2506; an unknown objectName: 1002.
 */
export function commonSingleTableQuery<T = Record<string, unknown>>(request: {
  objectName: string;
  params: Params;
}): ApiResult<T[]> {
  return post(SYSTEM_URLS.commonSingleTableQuery, request, { json: true });
}

/**
 * POST json sys/midPlatformCommonMethod: a middle-platform function by funcId (133 products,
 * 116 balances, 158 valuation status, 266 fee accruals, 360 disclosure reports, 1191 investor
 * statistics, 1322 trade confirmations, 1518 NAV series of params.pdCode). Others: 1002.
 */
export function midPlatformCommonMethod<F extends MidPlatformFuncId>(
  funcId: F,
  params: Params = {},
): ApiResult<MidPlatformResults[F]> {
  return post(SYSTEM_URLS.midPlatformCommonMethod, { funcId, params }, { json: true });
}
