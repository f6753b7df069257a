/**
 * Mock handlers of the home API domain (src/api/home.ts, behaviour and codes documented there):
 * the task centre, the payment instructions, the custody to-dos, the fundraising-account check
 * and the GLXT queries. Everything answers for the session's institution (and user).
 */
import type { HttpHandler } from 'msw';
import { RAISE_ACC_LIMITS } from '@/api/field-limits';
import type { HomeTaskCollation, HomeTaskItem, Instruction } from '@/api/home';
import { HOME_URLS } from '@/api/home-urls';
import { mockToday } from '../clock';
import { db } from '../db/db';
import { monthFrom } from '../db/seed-dates';
import {
  INSTRUCTION_STATUS_NAMES,
  MONITORING_STATUSES,
  PENDING_STATUSES,
  type HomeInstruction,
  type InstructionStatus,
} from '../db/seed-home-fund';
import { productsOf } from '../db/seed-home-products';
import { HOME_TASK_TYPES, type HomeTask, type HomeTaskType } from '../db/seed-home-tasks';
import { ApiError, CODE, ok, route, type Params } from '../http-kit';
import type { MockSession } from '../session';
import { list, month, obj, oneOf, optStr, str } from '../validate';
import { pageOf, pagingOf } from '../paging';
import { cents, lastValDate, nowText, optFlag, SC } from './system-kit';

const TASK_TYPE_KEYS = HOME_TASK_TYPES.map((t) => t.taskType);
const TYPE_NAMES = new Map(HOME_TASK_TYPES.map((t) => [t.taskType, t.typeName]));

// ---- Task centre ----

function tasksOf(session: MockSession): HomeTask[] {
  return db.homeTasks.filter((t) => t.instId === session.inst.instId);
}

function readIds(userId: string): Set<string> {
  return new Set(db.homeTaskReads.filter((r) => r.userId === userId).map((r) => r.taskId));
}

function orderOf(userId: string): { order: HomeTaskType[]; custom: boolean } {
  const saved = db.homeTaskCollations.find((c) => c.userId === userId);
  return saved
    ? { order: [...saved.order], custom: true }
    : { order: [...TASK_TYPE_KEYS], custom: false };
}

function collation(userId: string): HomeTaskCollation {
  const { order, custom } = orderOf(userId);
  return {
    order: order.map((taskType) => ({ taskType, typeName: TYPE_NAMES.get(taskType) ?? '' })),
    custom,
  };
}

function unreadCount(session: MockSession): number {
  const read = readIds(session.user.userId);
  return tasksOf(session).filter((t) => !read.has(t.taskId)).length;
}

function taskItem(task: HomeTask, read: Set<string>): HomeTaskItem {
  return {
    taskId: task.taskId,
    taskType: task.taskType,
    typeName: TYPE_NAMES.get(task.taskType) ?? '',
    title: task.title,
    content: task.content,
    pdCode: task.pdCode,
    pdName: task.pdName,
    createTime: task.createTime,
    deadline: task.deadline,
    urgent: task.urgent,
    read: read.has(task.taskId),
  };
}

/** Ids from a comma list or a JSON array, each non-empty text. */
function idList(params: Params, key: string, label: string): string[] {
  const ids = list(params, key, label).map((id) =>
    typeof id === 'string' || typeof id === 'number' ? String(id).trim() : '',
  );
  if (ids.some((id) => id === '')) throw new ApiError(CODE.malformed, `${label}格式不正确`);
  return [...new Set(ids)];
}

// ---- Instructions ----

function instructionOut(row: HomeInstruction): Instruction {
  const { instId: _instId, ...rest } = row;
  return { ...rest, statusName: INSTRUCTION_STATUS_NAMES[row.status] };
}

function instructionList(
  params: Params,
  session: MockSession,
  statuses: readonly InstructionStatus[],
) {
  const paging = pagingOf(params);
  const pdCode = optStr(params, 'pdCode', '产品代码', 20);
  const status = params.status ? oneOf(params, 'status', statuses, '指令状态') : undefined;
  const keyword = optStr(params, 'keyword', '关键字', 50);
  if (pdCode && !productsOf(session.inst.instId).some((p) => p.pdCode === pdCode)) {
    throw new ApiError(SC.homeProductNotFound, '产品不存在');
  }
  const rows = db.homeInstructions
    .filter(
      (i) =>
        i.instId === session.inst.instId &&
        statuses.includes(i.status) &&
        (!status || i.status === status) &&
        (!pdCode || i.pdCode === pdCode) &&
        (!keyword ||
          i.pdName.includes(keyword) ||
          i.payeeName.includes(keyword) ||
          i.instructionId.includes(keyword)),
    )
    .sort((a, b) => b.createTime.localeCompare(a.createTime));
  const page = pageOf(rows, paging);
  return {
    ...page,
    list: page.list.map(instructionOut),
    totalAmount: cents(rows.reduce((sum, i) => sum + i.amount, 0)),
  };
}

/** A raise account's number: digits only, of the lengths of src/api/field-limits.ts. */
const ACCOUNT_NO = new RegExp(
  `^\\d{${RAISE_ACC_LIMITS.accountNoMin},${RAISE_ACC_LIMITS.accountNo}}$`,
);

// ---- GLXT ----

const SQL_IDS = ['glrFeeSummary', 'glrFeeTotals', 'glrProductScale', 'glrInvestorCount'] as const;

/**
 * A month's fees of one product (yuan): management 1.5% a year of the net assets (public funds
 * 1.2%), sales service 0.4% a year on the public funds' C shares (about a third of the assets)
 * and 0.2% on every second private fund sold through a distributor, investment adviser 0.5% a
 * year on every third private fund.
 */
function monthFees(p: { netAsset: number; side: 'private' | 'public' }, i: number) {
  const publicFund = p.side === 'public';
  return {
    managementFee: cents((p.netAsset * (publicFund ? 0.012 : 0.015)) / 12),
    salesServiceFee: publicFund
      ? cents((p.netAsset * 0.004) / 3 / 12)
      : i % 2 === 1
        ? cents((p.netAsset * 0.002) / 12)
        : 0,
    advisoryFee: !publicFund && i % 3 === 1 ? cents((p.netAsset * 0.005) / 12) : 0,
  };
}

function glxt(sqlId: (typeof SQL_IDS)[number], params: Params, instId: string): unknown {
  const products = productsOf(instId);
  if (sqlId === 'glrFeeSummary') {
    const m = params.month ? month(params, 'month', '月份') : monthFrom(mockToday(), -1);
    return products.map((p, i) => {
      const managementFee = cents((p.netAsset * 0.015) / 12);
      const custodyFee = cents((p.netAsset * 0.0005) / 12);
      const serviceFee = cents((p.netAsset * 0.0003) / 12);
      const performanceFee = i % 3 === 0 ? cents(p.netAsset * 0.0021) : 0;
      const total = cents(managementFee + custodyFee + serviceFee + performanceFee);
      return {
        pdCode: p.pdCode,
        pdName: p.pdName,
        month: m,
        managementFee,
        custodyFee,
        serviceFee,
        performanceFee,
        total,
      };
    });
  }
  if (sqlId === 'glrFeeTotals') {
    const m = params.month ? month(params, 'month', '月份') : monthFrom(mockToday(), -1);
    const fees = products.map(monthFees);
    const sum = (key: keyof ReturnType<typeof monthFees>) =>
      cents(fees.reduce((total, f) => total + f[key], 0));
    return {
      month: m,
      managementFee: sum('managementFee'),
      salesServiceFee: sum('salesServiceFee'),
      advisoryFee: sum('advisoryFee'),
      productCount: products.length,
    };
  }
  if (sqlId === 'glrProductScale') {
    return products.map((p) => ({
      pdCode: p.pdCode,
      pdName: p.pdName,
      netAsset: p.netAsset,
      unitNav: p.unitNav,
      setupDate: p.setupDate,
      side: p.side,
    }));
  }
  return products.map((p, i) => ({
    pdCode: p.pdCode,
    pdName: p.pdName,
    investorCount: 38 + ((i * 53) % 160),
    date: lastValDate(),
  }));
}

export const homeHandlers: HttpHandler[] = [
  route('get', HOME_URLS.queryHomePageTasksCenter, ({ params, session }) => {
    const taskType = params.taskType
      ? oneOf(params, 'taskType', TASK_TYPE_KEYS, '任务类型')
      : undefined;
    const unreadOnly = optFlag(params, 'unreadOnly', '仅看未读') ?? false;
    const paging = pagingOf(params);
    const read = readIds(session.user.userId);
    const all = tasksOf(session);
    const { order } = orderOf(session.user.userId);
    const types = order.map((t) => {
      const ofType = all.filter((task) => task.taskType === t);
      return {
        taskType: t,
        typeName: TYPE_NAMES.get(t) ?? '',
        total: ofType.length,
        unread: ofType.filter((task) => !read.has(task.taskId)).length,
      };
    });
    const rows = all
      .filter((t) => (!taskType || t.taskType === taskType) && (!unreadOnly || !read.has(t.taskId)))
      .sort(
        (a, b) => Number(b.urgent) - Number(a.urgent) || b.createTime.localeCompare(a.createTime),
      );
    const page = pageOf(rows, paging);
    return ok({
      ...page,
      list: page.list.map((t) => taskItem(t, read)),
      types,
      unreadCount: all.filter((t) => !read.has(t.taskId)).length,
    });
  }),

  route('get', HOME_URLS.queryHomeTasksCenterRelation, ({ params, session }) => {
    const taskId = str(params, 'taskId', '任务编号', 50);
    const task = tasksOf(session).find((t) => t.taskId === taskId);
    if (!task) throw new ApiError(SC.taskNotFound, '任务不存在');
    const query = new URLSearchParams(task.route.query).toString();
    return ok({
      taskId: task.taskId,
      taskType: task.taskType,
      route: { ...task.route, query: { ...task.route.query } },
      url: `/${task.route.microAppName}${task.route.path}${query ? `?${query}` : ''}`,
      relations: task.relations.map((r) => ({ ...r })),
    });
  }),

  route('get', HOME_URLS.queryHomeTasksCenterCollation, ({ session }) =>
    ok(collation(session.user.userId)),
  ),

  route('get', HOME_URLS.updateHomeTasksCenterCollation, ({ params, session }) => {
    const order = idList(params, 'order', '任务类型排序');
    if (order.some((t) => !(TASK_TYPE_KEYS as string[]).includes(t))) {
      throw new ApiError(CODE.malformed, '任务类型排序包含未知的任务类型');
    }
    if (order.length !== TASK_TYPE_KEYS.length || list(params, 'order').length !== order.length) {
      throw new ApiError(CODE.malformed, '任务类型排序须包含全部任务类型且不重复');
    }
    const userId = session.user.userId;
    db.homeTaskCollations = db.homeTaskCollations.filter((c) => c.userId !== userId);
    db.homeTaskCollations.push({ userId, order: order as HomeTaskType[] });
    return ok(collation(userId), { message: '保存成功' });
  }),

  route('get', HOME_URLS.updateHomeTasksCenterRead, ({ params, session }) => {
    const ids = idList(params, 'taskIds', '任务编号');
    const own = new Set(tasksOf(session).map((t) => t.taskId));
    if (ids.some((id) => !own.has(id))) throw new ApiError(SC.taskNotFound, '任务不存在');
    const userId = session.user.userId;
    const read = readIds(userId);
    const fresh = ids.filter((id) => !read.has(id));
    const readTime = nowText();
    for (const taskId of fresh) db.homeTaskReads.push({ userId, taskId, readTime });
    return ok({ updated: fresh.length, unreadCount: unreadCount(session) });
  }),

  route('get', HOME_URLS.instructionListCount, ({ session }) => {
    const rows = db.homeInstructions.filter((i) => i.instId === session.inst.instId);
    const statuses = Object.keys(INSTRUCTION_STATUS_NAMES) as InstructionStatus[];
    const count = (s: readonly InstructionStatus[]) =>
      rows.filter((i) => s.includes(i.status)).length;
    return ok({
      total: rows.length,
      pending: count(PENDING_STATUSES),
      monitoring: count(MONITORING_STATUSES),
      abnormal: count(['failed', 'returned']),
      executed: count(['executed']),
      byStatus: statuses.map((status) => {
        const ofStatus = rows.filter((i) => i.status === status);
        return {
          status,
          statusName: INSTRUCTION_STATUS_NAMES[status],
          count: ofStatus.length,
          amount: cents(ofStatus.reduce((sum, i) => sum + i.amount, 0)),
        };
      }),
    });
  }),

  route('post', HOME_URLS.listMonitoringInstruction, ({ params, session }) =>
    ok(instructionList(params, session, MONITORING_STATUSES)),
  ),

  route('post', HOME_URLS.listPendingInstruction, ({ params, session }) =>
    ok(instructionList(params, session, PENDING_STATUSES)),
  ),

  route('get', HOME_URLS.myTodoList, ({ params, session }) => {
    const status = params.status
      ? oneOf(params, 'status', ['0', '1'] as const, '待办状态')
      : undefined;
    const paging = pagingOf(params);
    const rows = db.homeTodos
      .filter((t) => t.instId === session.inst.instId && (!status || t.status === status))
      .sort((a, b) => b.createTime.localeCompare(a.createTime));
    const page = pageOf(rows, paging);
    return ok({ ...page, list: page.list.map(({ instId: _instId, ...todo }) => todo) });
  }),

  route('get', HOME_URLS.queryRaiseAccCheck, ({ params }) => {
    const accountNo = optStr(params, 'accountNo', '账号', RAISE_ACC_LIMITS.accountNo);
    const fundName = optStr(params, 'fundName', '基金名称', RAISE_ACC_LIMITS.fundName);
    if (!accountNo && !fundName) throw new ApiError(CODE.missing, '账号或基金名称不能为空');
    if (accountNo && !ACCOUNT_NO.test(accountNo))
      throw new ApiError(CODE.malformed, '账号格式不正确');
    if (fundName && fundName.length < RAISE_ACC_LIMITS.fundNameMin)
      throw new ApiError(CODE.malformed, `基金名称至少输入${RAISE_ACC_LIMITS.fundNameMin}个字`);
    const rows = db.homeRaiseAccounts.filter(
      (a) =>
        (!accountNo || a.accountNo === accountNo) && (!fundName || a.fundName.includes(fundName)),
    );
    return ok(rows.map((a) => ({ ...a })));
  }),

  route('post', HOME_URLS.queryGLXT, ({ params, session }) => {
    const sqlId = str(params, 'sqlId', '查询编号', 50);
    if (!(SQL_IDS as readonly string[]).includes(sqlId))
      throw new ApiError(CODE.malformed, '不支持的查询编号');
    const query =
      params.params === undefined || params.params === null
        ? {}
        : obj(params, 'params', '查询参数');
    return ok(glxt(sqlId as (typeof SQL_IDS)[number], query, session.inst.instId));
  }),
];
