/** Request and response types of the system domain (spec 7.4); the calls are in ./system.ts. */
import type {
  MidPlatformFuncId,
  MidPlatformResults,
  ProductRef,
  ReportType,
  TemplateItem,
} from '@contract';
import type { PageQuery, PageResult } from './page';

/** Shared with sub-applications: declared in the contract (src/contract/api-data.ts). */
export type { MidPlatformFuncId, MidPlatformResults, ProductRef, ReportType, TemplateItem };

export type { PageQuery, PageResult };

// ---- Trading calendar ----

export interface CalendarDay {
  /** yyyy-MM-dd */
  date: string;
  /** 0 Sunday ... 6 Saturday */
  weekday: number;
  /** 交易日 */
  tradeDay: boolean;
  /** Name of the public holiday (春节 ...), when the day is one */
  holiday?: string;
}

export interface TradeDayAnswer {
  /** yyyy-MM: the month asked for, or the date's month */
  month: string;
  days: CalendarDay[];
  tradeDays: string[];
  /** Only when a date was given */
  day?: {
    date: string;
    tradeDay: boolean;
    /** Nearest trading day before it */
    prevTradeDay: string | null;
    /** Nearest trading day after it */
    nextTradeDay: string | null;
  };
}

/** ipo 新股申购, listing 新股上市, dividend 分红除息, disclosure 信披截止, meeting 持有人大会 */
export type CalendarItemType = 'ipo' | 'listing' | 'dividend' | 'disclosure' | 'meeting';

export interface CalendarItem {
  itemId: string;
  date: string;
  itemType: CalendarItemType;
  typeName: string;
  title: string;
  detail: string;
  /** Stock or product code */
  code: string;
  /** Collected by the user */
  collected: boolean;
}

export interface CustomCalendarEvent {
  eventId: string;
  date: string;
  title: string;
  remark: string;
  /** yyyy-MM-dd HH:mm, or null */
  remindTime: string | null;
  createTime: string;
  updateTime: string;
}

export interface TransactionCalendar {
  month: string;
  tradeDays: string[];
  holidays: { date: string; name: string }[];
  items: CalendarItem[];
  /** The user's own events of the month */
  customEvents: CustomCalendarEvent[];
}

export interface CustomCalendarRequest {
  /** yyyy-MM-dd */
  date: string;
  /** At most 50 characters */
  title: string;
  /** At most 200 characters */
  remark?: string;
  /** yyyy-MM-dd HH:mm */
  remindTime?: string;
}

export interface CalendarCollectResult {
  itemId: string;
  collected: boolean;
}

// ---- Notices ----

/** 1 平台公告, 2 业务通知, 3 培训活动, 4 监管动态 */
export type NoticeType = '1' | '2' | '3' | '4';

export interface NoticeListQuery extends PageQuery {
  keyword?: string;
  type?: NoticeType;
}

export interface NoticeSummary {
  noticeId: string;
  type: NoticeType;
  typeName: string;
  title: string;
  summary: string;
  /** yyyy-MM-dd HH:mm:ss */
  publishTime: string;
  publisher: string;
  /** 置顶 */
  top: boolean;
  /** Read by the user */
  read: boolean;
  pageView: number;
  /** Open to online sign-up (zxbm) */
  registEnabled: boolean;
}

export interface NoticePage extends PageResult<NoticeSummary> {
  /** The user's unread notices, all pages */
  unreadCount: number;
}

export interface NoticeDetail extends NoticeSummary {
  /** Rich text HTML: sanitise before rendering */
  content: string;
  registDeadline: string | null;
  attachments: { name: string; url: string }[];
}

/** Online sign-up (zxbm): id, title and ly come from the #/zxbm link's query. */
export interface NoticeRegistRequest {
  /** Notice id */
  id: string;
  title: string;
  /** 来源 (where the link was, e.g. notice, advertisement) */
  ly: string;
  /** 姓名 */
  name: string;
  /** 手机号 (11 digits) */
  mobile: string;
  company?: string;
  position?: string;
  email?: string;
  /** 参会人数, 1 to 10 (default 1) */
  attendees?: number;
  remark?: string;
}

// ---- Small lists and settings ----

export interface TradeCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  /** yyyy-MM-dd HH:mm:ss */
  expires: string;
}

export interface MgrProtocolSign {
  instId: string;
  /** 协议类型: 6 业绩分析服务协议 */
  proType: number;
  protocolName: string;
  /** 0 未签署, 1 已签署 */
  signSt: 0 | 1;
  signedAt: string | null;
  /** Where the protocol is signed (/iservice/jxfxxy for proType 6) */
  signPath: string;
}

export interface ProcessConfig {
  processCode: string;
  processName: string;
  menuKey: string;
  steps: { title: string; description: string }[];
}

/** A home hint; the front end sets localStorage[storageKey] once the user confirmed it. */
export interface TipConfig {
  /** multiCardProduct 多卡产品提示, newShareSubscription 新股申购提示 */
  tipKey: string;
  title: string;
  /** Rich text HTML */
  content: string;
  confirmText: string;
  storageKey: string;
  enabled: boolean;
}

export interface Advertisement {
  adId: string;
  title: string;
  subtitle: string;
  /** data URL, or null: show bgColor with the title */
  imageUrl: string | null;
  bgColor: string;
  linkUrl: string;
  /** inner: a portal route; outer: a new window */
  linkType: 'inner' | 'outer';
  sort: number;
}

/** 公募外包数据报送截止 (gmwb) */
export interface GmwbDeadline {
  pdCode: string;
  pdName: string;
  /** GZ 估值数据, TA TA确认数据, XP 信息披露报送, CW 财务报表 */
  dataType: 'GZ' | 'TA' | 'XP' | 'CW';
  dataTypeName: string;
  bizDate: string;
  /** yyyy-MM-dd HH:mm */
  deadline: string;
  status: '未报送' | '已报送' | '已逾期';
}

export interface OnlineStatus {
  lastSeenAt: string;
  path: string;
}

export interface CustomerServiceConfig {
  /** 咨询邮箱 */
  mailbox: string;
  hotline: string;
  /** 服务时间 */
  workTime: string;
  /** The robot page shown in the chat frame */
  robotUrl: string;
  /** The origin robot messages come from (check event.origin against it) */
  robotOrigin: string;
  /** Opened by the robot's human message */
  humanServiceUrl: string;
  /** 产品发行, 参数变更, 临时开放 */
  shortcuts: {
    key: string;
    title: string;
    question: string;
    /** The business process of sys/queryProcessConfigList the shortcut is about, if any */
    processCode?: string;
  }[];
}

export interface ServerTime {
  /** yyyy-MM-dd HH:mm:ss, Asia/Shanghai */
  serverTime: string;
  /** ms since the epoch */
  timestamp: number;
  timeZone: string;
}

export interface InstPicture {
  instId: string;
  /** data URL, or null when the institution has none */
  picture: string | null;
  updateTime: string | null;
}

export interface GqManagerInfo {
  instId: string;
  instName: string;
  /** 统一社会信用代码 */
  creditCode: string;
  /** 协会登记编号 */
  amacCode: string;
  /** 管理人类别 KHFL (spec 3 dictionary) and its name */
  khfl: string;
  khflName: string;
  /** 分级 FJMC; A or B means guided */
  fjmc: string;
  productCount: number;
  /** 在管规模 (yuan) */
  aum: number;
  /** Business-permission mode (spec 6) */
  permissionMode: 'isolated' | 'normal';
}

// ---- Home view ----

export type HomeSectionId =
  | 'advertisement'
  | 'taskCenter'
  | 'commonMenu'
  | 'productGroup'
  | 'tradeCalendar'
  | 'notice'
  | 'feeSummary'
  | 'raiseAccCheck'
  | 'instructionCount'
  | 'instructionMonitor'
  | 'custodyTodo'
  | 'dataDeadline'
  | 'publicFundOverview'
  | 'operationGuide';

export interface HomeSection {
  id: HomeSectionId;
  title: string;
  /** Width in a 24-column grid: 24, 16, 12 or 8 */
  span: 24 | 16 | 12 | 8;
}

/**
 * The home page for the institution (spec 6 by instId): viewType default (private funds),
 * gmwb (old public-fund outsourcing view: notice and instructions first, no productGroup),
 * gmwbsy (11160: gmwb plus the public-fund overview), smgm (switchable private/public:
 * `switchable` true, `sides` instead of `sections`), xbgm (the new public view). Sections in
 * display order.
 */
export interface HomeViewConfig {
  viewType: 'default' | 'gmwb' | 'gmwbsy' | 'smgm' | 'xbgm';
  viewName: string;
  switchable: boolean;
  /** Non-switchable views; [] when switchable */
  sections: HomeSection[];
  /** Switchable views: the sides, the first is the default */
  sides?: { key: 'private' | 'public'; label: string; sections: HomeSection[] }[];
}

// ---- Search, guidance, generic queries ----

export interface ContentSearchRequest {
  keyword: string;
  /** all (default), notice or menu */
  scope?: 'all' | 'notice' | 'menu';
  /** Per group, at most 50 (default 10) */
  size?: number;
}

export interface ContentSearchResult {
  notices: { noticeId: string; title: string; typeName: string; publishTime: string }[];
  menus: { key: string; name: string; path: string; parentName: string }[];
  total: number;
}

export interface Guide {
  guideId: string;
  title: string;
  summary: string;
  /** doc: a file, video: an external video, page: a portal route */
  guideType: 'doc' | 'video' | 'page';
  url: string;
  updateTime: string;
  views: number;
}

export interface GuideCategory {
  categoryId: string;
  categoryName: string;
  /** A menu icon key */
  icon: string;
  guides: Guide[];
}

/** A row of cx_YPTOACXJK (CXLX 7): a custody notice to the manager, kept as Thgz. */
export interface ThgzRecord {
  ID: string;
  /** 管理人 (institution id) */
  GLR: string;
  /** 查询类型 */
  CXLX: number;
  /** 产品代码 */
  CPDM: string;
  /** 产品名称 */
  CPMC: string;
  /** 告知类型 */
  GZLX: string;
  /** 告知内容 */
  GZNR: string;
  /** 发布时间 */
  FBSJ: string;
  /** 状态: 0 待处理, 1 已处理 */
  ZT: '0' | '1';
}
