/**
 * API functions of the home domain (spec 7.5): the task centre, the payment-instruction counts
 * and lists, the custody to-dos, the fundraising-account check and the GLXT SQL queries.
 * Every call needs a session (-403 without one) and answers for the session's institution
 * (tasks: and the session's user, for read flags and the order of the task types).
 *
 * Task centre: queryHomePageTasksCenter gives the task types in the user's order with their
 * totals and unread counts, and a page of tasks (filter by type, unread only). A task opens
 * the page of queryHomeTasksCenterRelation (route /{microAppName}{path}?{query}).
 * updateHomeTasksCenterCollation takes the full order of the task types: a permutation of the
 * six known types, else 1002. updateHomeTasksCenterRead marks tasks read for the user.
 *
 * Instructions (划款指令): listCount counts the institution's instructions by state;
 * listPendingInstruction pages those waiting for the manager (待复核, 待补充材料, 已退回),
 * listMonitoringInstruction those followed after submission (托管人处理中, 已发送银行, 划款失败).
 * Amounts are yuan with cents.
 *
 * queryRaiseAccCheck: by account number (exact) and/or fund name (the full name, or a part of at
 * least 4 characters). No match is code 0 with an empty list: the page then says
 * 请与管理人确认账号或基金名称.
 *
 * queryGLXT (json { sqlId, params }): sqlIds glrFeeSummary (params.month yyyy-MM, default the
 * last month: the fees per product), glrFeeTotals (params.month as above: the month's manager,
 * sales-service and investment-adviser fee totals of the home fee summary), glrProductScale (the products' net assets) and
 * glrInvestorCount (investors per product). Another sqlId: 1002 不支持的查询编号.
 *
 * Codes (mock API): 1001 missing, 1002 malformed; 2601 任务不存在; 2602 产品不存在.
 */
import { boundedLists, boundedPage } from '@/lib/bounded-answer';
import { get, post, type ApiResult } from '@/lib/http-client';
import { HOME_URLS } from './home-urls';
import type { PageQuery } from './page';

/** A page of a list (pageNum from 1; pageSize 10 by default, at most 100). */
export interface HomePage<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** The home lists page as every list of spec 7 does. */
export type HomePageQuery = PageQuery;

// ---- Task centre ----

/**
 * cpcl 产品成立, xxpl 信息披露, gzfh 估值复核, hkzl 划款指令, htqs 合同签署, fxts 风险提示.
 */
export type HomeTaskType = 'cpcl' | 'xxpl' | 'gzfh' | 'hkzl' | 'htqs' | 'fxts';

export interface HomeTaskTypeCount {
  taskType: HomeTaskType;
  typeName: string;
  total: number;
  unread: number;
}

export interface HomeTaskItem {
  taskId: string;
  taskType: HomeTaskType;
  typeName: string;
  title: string;
  content: string;
  /** 产品代码 and 产品名称 */
  pdCode: string;
  pdName: string;
  createTime: string;
  /** 截止日期 yyyy-MM-dd */
  deadline: string;
  urgent: boolean;
  /** Read by the user */
  read: boolean;
}

export interface HomeTasksQuery extends HomePageQuery {
  taskType?: HomeTaskType;
  /** Only the tasks the user has not read */
  unreadOnly?: boolean;
}

export interface HomeTasksCenter extends HomePage<HomeTaskItem> {
  /** The task types in the user's order, with counts over all tasks of the institution */
  types: HomeTaskTypeCount[];
  /** Unread tasks of every type */
  unreadCount: number;
}

/** The page a task opens: /{microAppName}{path}?{query} (already joined in `url`). */
export interface HomeTaskRoute {
  microAppName: 'iservice' | 'tgypt';
  path: string;
  query: Record<string, string>;
}

export interface HomeTaskRelation {
  taskId: string;
  taskType: HomeTaskType;
  route: HomeTaskRoute;
  /** /iservice/cpgl/cpfx?pdCode=SXC101&taskId=... */
  url: string;
  /** product, instruction or contract */
  relations: { relType: string; relId: string; relName: string }[];
}

export interface HomeTaskCollation {
  order: { taskType: HomeTaskType; typeName: string }[];
  /** false: the default order (the user never changed it) */
  custom: boolean;
}

export interface HomeTaskReadResult {
  /** Tasks newly marked read */
  updated: number;
  /** Unread tasks left for the user */
  unreadCount: number;
}

// ---- Instructions ----

/**
 * pendingReview 待复核, pendingSupplement 待补充材料, returned 已退回, processing 托管人处理中,
 * sent 已发送银行, failed 划款失败, executed 已执行.
 */
export type InstructionStatus =
  | 'pendingReview'
  | 'pendingSupplement'
  | 'returned'
  | 'processing'
  | 'sent'
  | 'failed'
  | 'executed';

export interface InstructionCount {
  total: number;
  /** Waiting for the manager (the pending list) */
  pending: number;
  /** Followed after submission (the monitoring list) */
  monitoring: number;
  /** 划款失败 plus 已退回 */
  abnormal: number;
  executed: number;
  byStatus: { status: InstructionStatus; statusName: string; count: number; amount: number }[];
}

export interface InstructionQuery extends HomePageQuery {
  /** 产品代码 */
  pdCode?: string;
  /** One of the list's states */
  status?: InstructionStatus;
  /** Product name, payee or instruction id */
  keyword?: string;
}

export interface Instruction {
  instructionId: string;
  pdCode: string;
  pdName: string;
  /** 指令类型 (赎回款, 管理费, ...) */
  instructionType: string;
  /** yuan */
  amount: number;
  /** 付款账户 (托管户) */
  payerAccount: string;
  /** 收款户名, 账号, 开户行 */
  payeeName: string;
  payeeAccount: string;
  payeeBank: string;
  createTime: string;
  /** 期望到账日 */
  expectedDate: string;
  status: InstructionStatus;
  statusName: string;
  remark: string;
}

export interface InstructionPage extends HomePage<Instruction> {
  /** Sum of the amounts of every matching instruction (all pages), yuan */
  totalAmount: number;
}

// ---- Custody to-dos ----

export interface TodoQuery extends HomePageQuery {
  /** 0 待处理, 1 处理中 */
  status?: '0' | '1';
}

export interface TodoItem {
  todoId: string;
  /** yy 用印, gz 估值核对, kh 开户资料, xp 信披复核 */
  todoType: string;
  todoTypeName: string;
  title: string;
  pdCode: string;
  pdName: string;
  createTime: string;
  deadline: string;
  status: '0' | '1';
  priority: 'high' | 'normal';
  /** Portal route that handles it */
  path: string;
}

// ---- Raise-account check ----

export interface RaiseAccQuery {
  /** 募集结算资金专用账户账号 */
  accountNo?: string;
  /** 基金名称 */
  fundName?: string;
}

export interface RaiseAccRecord {
  accountNo: string;
  accountName: string;
  bankName: string;
  fundName: string;
  pdCode: string;
  /** 管理人名称 */
  managerName: string;
  /** 托管人 */
  custodian: string;
  accountType: string;
  /** 正常 or 已销户 */
  status: string;
  openDate: string;
}

// ---- GLXT ----

export type GlxtSqlId = 'glrFeeSummary' | 'glrFeeTotals' | 'glrProductScale' | 'glrInvestorCount';

/** What each GLXT query answers (rows of the session's institution). */
export interface GlxtResults {
  glrFeeSummary: {
    pdCode: string;
    pdName: string;
    /** yyyy-MM */
    month: string;
    /** 管理费, 托管费, 运营服务费, 业绩报酬, 合计 (yuan) */
    managementFee: number;
    custodyFee: number;
    serviceFee: number;
    performanceFee: number;
    total: number;
  }[];
  /**
   * The home fee summary: the month's totals over the institution's products of the fees the
   * fee ledgers (/iservice/fygzbg/glftz, xsfwftz, tzgwftz) detail, yuan.
   */
  glrFeeTotals: {
    /** yyyy-MM */
    month: string;
    /** 管理费 */
    managementFee: number;
    /** 销售服务费 */
    salesServiceFee: number;
    /** 投资顾问费 */
    advisoryFee: number;
    productCount: number;
  };
  glrProductScale: {
    pdCode: string;
    pdName: string;
    /** 资产净值 (yuan) */
    netAsset: number;
    unitNav: number;
    setupDate: string;
    side: 'private' | 'public';
  }[];
  glrInvestorCount: { pdCode: string; pdName: string; investorCount: number; date: string }[];
}

/** GET sys/task/queryHomePageTasksCenter: task types with counts and a page of tasks. */
export function queryHomePageTasksCenter(query: HomeTasksQuery = {}): ApiResult<HomeTasksCenter> {
  return boundedPage(get(HOME_URLS.queryHomePageTasksCenter, { ...query }), query.pageSize);
}

/** GET sys/task/queryHomeTasksCenterRelation: the page a task opens and what it relates to. */
export function queryHomeTasksCenterRelation(taskId: string): ApiResult<HomeTaskRelation> {
  return get(HOME_URLS.queryHomeTasksCenterRelation, { taskId });
}

/** GET sys/task/queryHomeTasksCenterCollation: the user's order of the task types. */
export function queryHomeTasksCenterCollation(): ApiResult<HomeTaskCollation> {
  return boundedLists(get(HOME_URLS.queryHomeTasksCenterCollation));
}

/**
 * GET sys/task/updateHomeTasksCenterCollation: saves the user's order of the task types (all six,
 * each once; sent as a comma list).
 */
export function updateHomeTasksCenterCollation(
  order: readonly HomeTaskType[],
): ApiResult<HomeTaskCollation> {
  return get(HOME_URLS.updateHomeTasksCenterCollation, { order: order.join(',') });
}

/** GET sys/task/updateHomeTasksCenterRead: marks tasks read for the user (comma list of ids). */
export function updateHomeTasksCenterRead(
  taskIds: string | readonly string[],
): ApiResult<HomeTaskReadResult> {
  const ids = typeof taskIds === 'string' ? taskIds : taskIds.join(',');
  return get(HOME_URLS.updateHomeTasksCenterRead, { taskIds: ids });
}

/** GET fund/instruction/report/homepage/listCount: the institution's instructions by state. */
export function instructionListCount(): ApiResult<InstructionCount> {
  return boundedLists(get(HOME_URLS.instructionListCount));
}

/** POST fund/instruction/report/monitoring/listMonitoringInstruction: submitted, followed. */
export function listMonitoringInstruction(
  query: InstructionQuery = {},
): ApiResult<InstructionPage> {
  return boundedPage(post(HOME_URLS.listMonitoringInstruction, { ...query }), query.pageSize);
}

/** POST fund/instruction/report/monitoring/listPendingInstruction: waiting for the manager. */
export function listPendingInstruction(query: InstructionQuery = {}): ApiResult<InstructionPage> {
  return boundedPage(post(HOME_URLS.listPendingInstruction, { ...query }), query.pageSize);
}

/** GET fund/tg/myTodoList: the custody to-dos of the institution, newest first. */
export function myTodoList(query: TodoQuery = {}): ApiResult<HomePage<TodoItem>> {
  return boundedPage(get(HOME_URLS.myTodoList, { ...query }), query.pageSize);
}

/** GET fund/wb/queryRaiseAccCheck: fundraising accounts by number or fund name ([] if none). */
export function queryRaiseAccCheck(query: RaiseAccQuery): ApiResult<RaiseAccRecord[]> {
  return boundedLists(get(HOME_URLS.queryRaiseAccCheck, { ...query }));
}

/** POST json pubservice/sqlApi/queryGLXT: a named GLXT query (see the top of this file). */
export function queryGLXT<S extends GlxtSqlId>(
  sqlId: S,
  params: Record<string, unknown> = {},
): ApiResult<GlxtResults[S]> {
  // Not cut: the home overview counts and sums every row (it pages the table it shows).
  return post(HOME_URLS.queryGLXT, { sqlId, params }, { json: true });
}
