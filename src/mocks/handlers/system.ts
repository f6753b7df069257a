/**
 * Mock handlers of the system API domain (src/api/system.ts, behaviour and codes documented
 * there). This file: reference lists, the protocol-sign query, the trade cookie, server time,
 * online status and customer service. Notices and search: ./system-notices.ts; calendar:
 * ./system-calendar.ts; home view and generic queries: ./system-query.ts; the institution
 * picture: ./system-picture.ts.
 */
import type { HttpHandler } from 'msw';
import type { CustomerServiceConfig, MgrProtocolSign } from '@/api/system-types';
import { SYSTEM_URLS } from '@/api/system-urls';
import { chinaDateTime, mockNow } from '../clock';
import { db } from '../db/db';
import { ApiError, CODE, ok, route } from '../http-kit';
import { int, oneOf, optStr, str } from '../validate';
import { systemCalendarHandlers } from './system-calendar';
import { nowText, SC } from './system-kit';
import { systemNoticeHandlers } from './system-notices';
import { systemPictureHandlers } from './system-picture';
import { systemQueryHandlers } from './system-query';

/** Where each protocol type is signed. */
const SIGN_PATHS: Record<number, string> = { 6: '/iservice/jxfxxy' };

/** The portal's origin: the Origin header, else the Referer's, else the request's own. */
function originOf(request: Request): string {
  const origin = request.headers.get('origin');
  if (origin && origin !== 'null') return origin;
  const referer = request.headers.get('referer');
  if (referer) {
    try {
      return new URL(referer).origin;
    } catch {
      // fall through to the request's own origin
    }
  }
  return new URL(request.url).origin;
}

function distinct(values: readonly string[]): string[] {
  return [...new Set(values)];
}

const systemMiscHandlers: HttpHandler[] = [
  route('get', SYSTEM_URLS.queryTemplateList, ({ params }) => {
    const categories = distinct(db.sysTemplates.map((t) => t.category));
    const category = params.category
      ? oneOf(params, 'category', categories, '模板类别')
      : undefined;
    const keyword = optStr(params, 'keyword', '关键字', 50);
    return ok(
      db.sysTemplates
        .filter(
          (t) =>
            (!category || t.category === category) &&
            (!keyword || t.templateName.includes(keyword)),
        )
        .map((t) => ({ ...t })),
    );
  }),

  route('get', SYSTEM_URLS.getTradeCookie, ({ request, session }) => {
    const expires = chinaDateTime(mockNow() + 30 * 60_000);
    return ok({
      name: 'TGWY_SESSION',
      value: `tgwy-${session.claims.s}-${session.inst.instId}`,
      domain: new URL(originOf(request)).hostname,
      path: '/tgypt',
      expires,
    });
  }),

  route('get', SYSTEM_URLS.queryMgrProtocolSign, ({ params, session }) => {
    const proType = int(params, 'proType', '协议类型', { min: 1, max: 99 });
    const signSt = Number(oneOf(params, 'signSt', ['0', '1'], '签署状态')) as 0 | 1;
    const protocol = db.mgrProtocols.find(
      (p) => p.instId === session.inst.instId && p.proType === proType && p.signSt === signSt,
    );
    if (!protocol) return ok(null);
    const data: MgrProtocolSign = {
      instId: protocol.instId,
      proType: protocol.proType,
      protocolName: protocol.protocolName,
      signSt: protocol.signSt,
      signedAt: protocol.signedAt,
      signPath: SIGN_PATHS[protocol.proType] ?? '/iservice/htgl/dzht',
    };
    return ok(data);
  }),

  route('get', SYSTEM_URLS.queryReportTypeList, ({ params }) => {
    const categories = distinct(db.sysReportTypes.map((r) => r.category));
    const category = params.category
      ? oneOf(params, 'category', categories, '报表类别')
      : undefined;
    return ok(
      db.sysReportTypes.filter((r) => !category || r.category === category).map((r) => ({ ...r })),
    );
  }),

  route('get', SYSTEM_URLS.queryProcessConfigList, ({ params }) => {
    const processCode = optStr(params, 'processCode', '流程编号', 50);
    const rows = db.sysProcessConfigs.filter((p) => !processCode || p.processCode === processCode);
    if (processCode && rows.length === 0) throw new ApiError(SC.processNotFound, '流程配置不存在');
    return ok(rows.map((p) => ({ ...p, steps: p.steps.map((s) => ({ ...s })) })));
  }),

  route('get', SYSTEM_URLS.queryTipsConfigList, ({ params }) => {
    const keys = db.sysTipsConfigs.map((t) => t.tipKey);
    const tipKey = params.tipKey ? oneOf(params, 'tipKey', keys, '提示编号') : undefined;
    return ok(
      db.sysTipsConfigs.filter((t) => !tipKey || t.tipKey === tipKey).map((t) => ({ ...t })),
    );
  }),

  route('get', SYSTEM_URLS.queryAdvertisement, () =>
    ok([...db.sysAdvertisements].sort((a, b) => a.sort - b.sort).map((a) => ({ ...a }))),
  ),

  route('get', SYSTEM_URLS.reportOnlineStatus, ({ params, session }) => {
    const path = str(params, 'path', '页面路径', 500);
    if (!path.startsWith('/')) throw new ApiError(CODE.malformed, '页面路径格式不正确');
    const lastSeenAt = nowText();
    const { userId } = session.user;
    const instId = session.inst.instId;
    const row = db.sysOnlineStatus.find((s) => s.userId === userId);
    if (row) Object.assign(row, { instId, path, lastSeenAt, reports: row.reports + 1 });
    else db.sysOnlineStatus.push({ userId, instId, path, lastSeenAt, reports: 1 });
    return ok({ lastSeenAt, path });
  }),

  route('get', SYSTEM_URLS.queryCustomerServiceConfig, ({ params, request, session }) => {
    const pagePath = optStr(params, 'pagePath', '页面路径', 500);
    if (pagePath && !pagePath.startsWith('/'))
      throw new ApiError(CODE.malformed, '页面路径格式不正确');
    const human = new URL('https://im.xinghe-sec.com.cn/human-service');
    human.searchParams.set('channel', 'fmp');
    human.searchParams.set('instId', session.inst.instId);
    if (pagePath) human.searchParams.set('from', pagePath);
    const data: CustomerServiceConfig = {
      mailbox: 'tgfw@xinghe-sec.com.cn',
      hotline: '95548-3',
      workTime: '交易日 8:30-17:30',
      robotUrl: '/robot/index.html',
      robotOrigin: originOf(request),
      humanServiceUrl: human.toString(),
      shortcuts: [
        {
          key: 'cpfx',
          title: '产品发行',
          question: '私募证券基金产品发行需要准备哪些材料？',
          processCode: 'cpfx',
        },
        {
          key: 'cscg',
          title: '参数变更',
          question: '如何申请产品参数变更？',
          processCode: 'cpcsbg',
        },
        {
          key: 'lskf',
          title: '临时开放',
          question: '临时开放日需要提前多久申请？',
          processCode: 'lskfrsz',
        },
      ],
    };
    return ok(data);
  }),

  // The mock clock's time: what the portal's business date is computed from.
  route('post', SYSTEM_URLS.queryServerTime, () => {
    const now = mockNow();
    return ok({ serverTime: chinaDateTime(now), timestamp: now, timeZone: 'Asia/Shanghai' });
  }),
];

export const systemHandlers: HttpHandler[] = [
  ...systemMiscHandlers,
  ...systemNoticeHandlers,
  ...systemCalendarHandlers,
  ...systemQueryHandlers,
  ...systemPictureHandlers,
];
