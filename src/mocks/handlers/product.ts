/**
 * Mock handlers of the product API domain (src/api/product.ts, behaviour and codes documented
 * there): products, product groups, processes, manager info, notice letters, report
 * submissions and the home page's trading calendar. The custody-business dispatcher
 * (commonTgywQueryService / commonTgywSubmitService) is in ./product-tgyw.ts.
 */
import type { HttpHandler } from 'msw';
import type {
  CalendarEvent,
  ManagerReport,
  NoticeLetter,
  ProcessItem,
  ProcessStatus,
  ProdSetInfo,
  Product,
  TradingCalendar,
} from '@/api/product';
import { PRODUCT_URLS } from '@/api/product-urls';
import { processStatusName } from '@/policy/product-status';
import { SPECIAL_FUNCTIONS } from '@/policy/special-function';
import { chinaDateTime } from '../clock';
import { db } from '../db/db';
import type { LetterNotice } from '../db/seed-compliance';
import type { ProdRecord, ProdSet } from '../db/seed-product';
import { PROD_STATUS_NAMES } from '../db/seed-product-list';
import { daysOfMonth, isTradeDay } from '../db/trading-calendar';
import { ok, route, type Params } from '../http-kit';
import { pageOf, pagingOf } from '../paging';
import { list, month, oneOf, optStr, str } from '../validate';
import {
  optProductCode,
  PC,
  refuse,
  requireFunction,
  statusNameOf,
  type Viewer,
  visibleProducts,
  visibleRowFilter,
} from './product-kit';
import { productTgywHandlers } from './product-tgyw';

export const MAX_PROD_SETS = 20;
export const PROD_SET_NAME_MAX = 20;

const PROCESS_STATUSES: readonly ProcessStatus[] = [
  'processing',
  'voided',
  'completed',
  'submitFailed',
  'submitted',
  'locked',
];

const REPORT_TYPES: readonly ManagerReport['reportType'][] = ['月报', '季报', '半年报', '年报'];
const REPORT_STATUS_NAMES = { pending: '待审核', approved: '审核通过', returned: '已退回' };

export function toProduct(p: ProdRecord): Product {
  return {
    pdId: p.pdId,
    pdCode: p.pdCode,
    pdName: p.pdName,
    cpdm: p.cpdm,
    cpqc: p.cpqc,
    status: p.status,
    statusName: statusNameOf(p.status),
    djrj: p.djrj,
    cplx: p.cplx,
  };
}

function brief(viewer: Viewer, pdCodes: string[]) {
  const mine = visibleProducts(viewer);
  return pdCodes
    .map((code) => mine.find((p) => p.pdCode === code))
    .filter((p): p is ProdRecord => p !== undefined)
    .map((p) => ({ pdId: p.pdId, pdCode: p.pdCode, pdName: p.pdName }));
}

function setInfo(viewer: Viewer, set: ProdSet): ProdSetInfo {
  const products = brief(viewer, set.pdCodes);
  return {
    setId: set.setId,
    setName: set.setName,
    pdCodes: products.map((p) => p.pdCode),
    products,
    updatedAt: set.updatedAt,
  };
}

function setsOf(viewer: Viewer): ProdSet[] {
  return db.prodSets.filter(
    (s) => s.userId === viewer.user.userId && s.instId === viewer.inst.instId,
  );
}

function setOf(viewer: Viewer, params: Params): ProdSet {
  const setId = str(params, 'setId', '产品组编号', 50);
  const set = setsOf(viewer).find((s) => s.setId === setId);
  if (!set) refuse(PC.prodSetNotFound, '产品组不存在');
  return set;
}

function setName(viewer: Viewer, params: Params, except?: string): string {
  const name = str(params, 'setName', '产品组名称', PROD_SET_NAME_MAX);
  if (setsOf(viewer).some((s) => s.setName === name && s.setId !== except)) {
    refuse(PC.prodSetNameTaken, '产品组名称已存在');
  }
  return name;
}

/** Product codes of a group (comma list, may be empty): each a product the user may see. */
function setCodes(viewer: Viewer, params: Params): string[] {
  const raw = params.pdCodes;
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    return [];
  }
  const codes = [...new Set(list(params, 'pdCodes', '产品代码').map((c) => String(c).trim()))];
  const mine = new Set(visibleProducts(viewer).map((p) => p.pdCode));
  const unknown = codes.filter((c) => !mine.has(c));
  if (unknown.length > 0) refuse(PC.productNotFound, `产品不存在：${unknown.join('，')}`);
  return codes;
}

function nextSetId(): string {
  const max = Math.max(0, ...db.prodSets.map((s) => Number(s.setId.replace(/\D/g, '')) || 0));
  return `PS${String(max + 1).padStart(4, '0')}`;
}

function toNotice(n: LetterNotice): NoticeLetter {
  const by = n.confirmedBy ? db.users.find((u) => u.userId === n.confirmedBy) : undefined;
  return {
    noticeId: n.noticeId,
    title: n.title,
    content: n.content,
    issuedAt: n.issuedAt,
    confirmed: n.confirmed,
    confirmedBy: by?.realName ?? '',
    confirmedAt: n.confirmedAt ?? '',
  };
}

function pdNameOf(pdCode: string): string {
  return db.prodProducts.find((p) => p.pdCode === pdCode)?.pdName ?? '';
}

function calendarOf(viewer: Viewer, monthText: string): TradingCalendar {
  const days = daysOfMonth(monthText);
  const tradingDays = days.filter(isTradeDay);
  const products = visibleProducts(viewer);
  const events: CalendarEvent[] = [];
  for (const p of products) {
    if (p.openDay === null) continue;
    // The regular open day, moved to the next trading day of the month when it is not one.
    const date = days.slice(p.openDay - 1).find(isTradeDay);
    if (date) {
      events.push({ date, type: 'open', pdCode: p.pdCode, pdName: p.pdName, title: '开放日' });
    }
  }
  const codes = new Set(products.map((p) => p.pdCode));
  for (const d of db.prodDividends) {
    if (!codes.has(d.pdCode) || !d.exDate.startsWith(monthText)) continue;
    events.push({
      date: d.exDate,
      type: 'dividend',
      pdCode: d.pdCode,
      pdName: pdNameOf(d.pdCode),
      title: `除息日（每10份派${d.perTenUnits}元）`,
    });
  }
  events.sort((a, b) => a.date.localeCompare(b.date) || a.pdCode.localeCompare(b.pdCode));
  return { month: monthText, tradingDays, events };
}

export const productHandlers: HttpHandler[] = [
  route('get', PRODUCT_URLS.queryProdSet, ({ session }) =>
    ok(setsOf(session).map((s) => setInfo(session, s))),
  ),

  route('get', PRODUCT_URLS.addProdSet, ({ params, session }) => {
    requireFunction(session, SPECIAL_FUNCTIONS.productGroups);
    const name = setName(session, params);
    const pdCodes = setCodes(session, params);
    if (setsOf(session).length >= MAX_PROD_SETS) {
      refuse(PC.tooManyProdSets, `产品组最多创建${MAX_PROD_SETS}个`);
    }
    const now = chinaDateTime();
    const set: ProdSet = {
      setId: nextSetId(),
      userId: session.user.userId,
      instId: session.inst.instId,
      setName: name,
      pdCodes,
      createdAt: now,
      updatedAt: now,
    };
    db.prodSets.push(set);
    return ok({ setId: set.setId }, { message: '产品组已创建' });
  }),

  route('get', PRODUCT_URLS.removeProdSet, ({ params, session }) => {
    requireFunction(session, SPECIAL_FUNCTIONS.productGroups);
    const set = setOf(session, params);
    db.prodSets.splice(db.prodSets.indexOf(set), 1);
    return ok(null, { message: '产品组已删除' });
  }),

  route('get', PRODUCT_URLS.updateProdSet, ({ params, session }) => {
    requireFunction(session, SPECIAL_FUNCTIONS.productGroups);
    const set = setOf(session, params);
    const name = setName(session, params, set.setId);
    const pdCodes = setCodes(session, params);
    Object.assign(set, { setName: name, pdCodes, updatedAt: chinaDateTime() });
    return ok(null, { message: '产品组已修改' });
  }),

  route('get', PRODUCT_URLS.queryProductList, ({ params, session }) => {
    const status = params.status
      ? oneOf(params, 'status', ['0', ...Object.keys(PROD_STATUS_NAMES)], '产品状态')
      : '0';
    const keyword = optStr(params, 'keyword', '关键字', 50)?.toUpperCase();
    const page = pagingOf(params);
    const rows = visibleProducts(session).filter(
      (p) =>
        (status === '0' || p.status === status) &&
        (!keyword ||
          p.pdCode.toUpperCase().includes(keyword) ||
          p.pdName.toUpperCase().includes(keyword) ||
          p.cpqc.toUpperCase().includes(keyword)),
    );
    return ok(pageOf(rows.map(toProduct), page));
  }),

  route('get', PRODUCT_URLS.queryToDoProcessList, ({ params, session }) => {
    const status = params.status ? oneOf(params, 'status', PROCESS_STATUSES, '流程状态') : null;
    const pdCode = optProductCode(params, session);
    const page = pagingOf(params);
    const rows: ProcessItem[] = db.prodProcesses
      .filter(
        (p) =>
          p.instId === session.inst.instId &&
          (!status || p.status === status) &&
          (!pdCode || p.pdCode === pdCode),
      )
      .sort((a, b) => b.startTime.localeCompare(a.startTime))
      .map((p) => ({
        processId: p.processId,
        processName: p.processName,
        pdCode: p.pdCode,
        pdName: pdNameOf(p.pdCode),
        status: p.status,
        statusName: processStatusName(p.status),
        currentNode: p.currentNode,
        applicant: p.applicant,
        startTime: p.startTime,
        updateTime: p.updateTime,
      }));
    return ok(pageOf(rows, page));
  }),

  route('get', PRODUCT_URLS.queryCyrInfo, ({ session }) =>
    ok({
      KHFL: session.inst.khfl,
      FJMC: session.inst.fjmc,
      instId: session.inst.instId,
      instName: session.inst.instName,
    }),
  ),

  route('get', PRODUCT_URLS.queryConfirmNoticeList, ({ params, session }) => {
    const confirmed = params.confirmed ? oneOf(params, 'confirmed', ['0', '1'], '确认状态') : null;
    const rows = db.letterNotices
      .filter(
        (n) =>
          n.instId === session.inst.instId &&
          (confirmed === null || n.confirmed === (confirmed === '1')),
      )
      .sort((a, b) => b.issuedAt.localeCompare(a.issuedAt));
    return ok(rows.map(toNotice));
  }),

  route('post', PRODUCT_URLS.confirmNotice, ({ params, session }) => {
    requireFunction(session, SPECIAL_FUNCTIONS.letterConfirm);
    const noticeId = str(params, 'noticeId', '提示函编号', 50);
    const notice = db.letterNotices.find(
      (n) => n.noticeId === noticeId && n.instId === session.inst.instId,
    );
    if (!notice) refuse(PC.noticeNotFound, '提示函不存在');
    if (notice.confirmed) refuse(PC.noticeConfirmed, '该提示函已确认');
    Object.assign(notice, {
      confirmed: true,
      confirmedBy: session.user.userId,
      confirmedAt: chinaDateTime(),
    });
    return ok(toNotice(notice), { message: '确认成功' });
  }),

  route('get', PRODUCT_URLS.queryInfoByPdName, ({ params, session }) => {
    const keyword = str(params, 'pdName', '产品名称', 50);
    const rows = visibleProducts(session)
      .filter((p) => p.pdName.includes(keyword) || p.cpqc.includes(keyword))
      .slice(0, 20);
    return ok(rows.map(toProduct));
  }),

  route('get', PRODUCT_URLS.queryGlrBGSS, ({ params, session }) => {
    const pdCode = optProductCode(params, session);
    const reportType = params.reportType
      ? oneOf(params, 'reportType', REPORT_TYPES, '报告类型')
      : null;
    const page = pagingOf(params);
    const visible = visibleRowFilter(session, pdCode);
    const rows: ManagerReport[] = db.prodReports
      .filter((r) => visible(r) && (!reportType || r.reportType === reportType))
      .sort((a, b) => b.submitTime.localeCompare(a.submitTime))
      .map((r) => ({
        reportId: r.reportId,
        pdCode: r.pdCode,
        pdName: pdNameOf(r.pdCode),
        reportType: r.reportType,
        period: r.period,
        submitTime: r.submitTime,
        status: r.status,
        statusName: REPORT_STATUS_NAMES[r.status],
        remark: r.remark,
      }));
    return ok(pageOf(rows, page));
  }),

  route('get', PRODUCT_URLS.queryJyrlForHomePage, ({ params, session }) =>
    ok(calendarOf(session, month(params, 'month', '月份'))),
  ),

  ...productTgywHandlers,
];
