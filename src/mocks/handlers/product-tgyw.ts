/**
 * The custody-business dispatcher (托管业务通用服务): prod/commonTgywQueryService and
 * prod/commonTgywSubmitService (json, { serviceId, ...params }); services documented in
 * src/api/product.ts. Unknown serviceId: 2220 不支持的业务服务.
 */
import type { HttpHandler } from 'msw';
import type { CustodyAccount, MgrProtocolState, ProductElements } from '@/api/product';
import { PRODUCT_URLS } from '@/api/product-urls';
import { chinaDateTime, mockToday } from '../clock';
import { db } from '../db/db';
import type { MgrProtocol } from '../db/seed-compliance';
import { isTradeDay } from '../db/trading-calendar';
import { ok, route, type ApiBody, type RouteContext } from '../http-kit';
import { date, int, str } from '../validate';
import { noise, PC, productOf, refuse, statusNameOf } from './product-kit';

type Service = (ctx: RouteContext) => ApiBody;

/** Statuses in which a product may open on an extra day: running or established. */
const OPENABLE_STATUSES = ['7', '8', '66'];

function protocolState(p: MgrProtocol): MgrProtocolState {
  return {
    proType: p.proType,
    protocolName: p.protocolName,
    signSt: p.signSt,
    signedAt: p.signedAt ?? '',
  };
}

function proTypeOf(ctx: RouteContext): number {
  return int(ctx.params, 'proType', '协议类型', { min: 1, max: 99 });
}

function pdCodeOf(ctx: RouteContext) {
  return productOf(ctx.session, str(ctx.params, 'pdCode', '产品代码', 20));
}

function rate(pdCode: string, salt: string, min: number, step: number, steps: number): string {
  return `${(min + Math.floor(noise(pdCode + salt) * steps) * step).toFixed(2)}%`;
}

function accountNo(pdCode: string, salt: string, digits: number): string {
  const n = Math.floor(noise(pdCode + salt) * 10 ** 8);
  return `${String(n).padStart(8, '0')}${pdCode.replace(/\D/g, '')}`.padEnd(digits, '0');
}

const QUERIES: Record<string, Service> = {
  queryMgrProtocol: (ctx) => {
    const proType = proTypeOf(ctx);
    const p = db.mgrProtocols.find(
      (x) => x.instId === ctx.session.inst.instId && x.proType === proType,
    );
    return ok(p ? protocolState(p) : null);
  },

  queryProductElements: (ctx) => {
    const p = pdCodeOf(ctx);
    const data: ProductElements = {
      pdCode: p.pdCode,
      cpqc: p.cpqc,
      cplx: p.cplx,
      statusName: statusNameOf(p.status),
      djrj: p.djrj,
      kfrsm: p.openDay ? `每月${p.openDay}日（遇非交易日顺延）` : '封闭运作，不设开放日',
      glfl: rate(p.pdCode, 'glf', 0.5, 0.25, 7),
      tgfl: rate(p.pdCode, 'tgf', 0.02, 0.01, 4),
      yjbcbl: p.cplx.includes('公开募集') ? '0.00%' : '20.00%',
    };
    return ok(data);
  },

  queryCustodyAccounts: (ctx) => {
    const p = pdCodeOf(ctx);
    const accounts: CustodyAccount[] = [
      {
        accountType: '托管账户',
        accountName: p.cpqc,
        accountNo: accountNo(p.pdCode, 'tg', 19),
        bankName: '招商银行上海分行营业部',
      },
      {
        accountType: '募集结算资金专用账户',
        accountName: `${p.cpqc}募集专户`,
        accountNo: accountNo(p.pdCode, 'mj', 19),
        bankName: '中国工商银行上海市分行营业部',
      },
      {
        accountType: '证券资金账户',
        accountName: p.cpqc,
        accountNo: accountNo(p.pdCode, 'zq', 12),
        bankName: '星河证券股份有限公司上海浦东新区营业部',
      },
    ];
    return ok(accounts);
  },
};

const SUBMISSIONS: Record<string, Service> = {
  signMgrProtocol: (ctx) => {
    const proType = proTypeOf(ctx);
    const p = db.mgrProtocols.find(
      (x) => x.instId === ctx.session.inst.instId && x.proType === proType,
    );
    if (!p) refuse(PC.protocolNotFound, '未查询到需签署的协议');
    if (p.signSt === 1) refuse(PC.protocolSigned, '该协议已签署');
    Object.assign(p, { signSt: 1, signedBy: ctx.session.user.userId, signedAt: chinaDateTime() });
    return ok(protocolState(p), { message: '协议签署成功' });
  },

  applyTempOpenDay: (ctx) => {
    const p = pdCodeOf(ctx);
    const openDate = date(ctx.params, 'openDate', '临时开放日');
    const reason = str(ctx.params, 'reason', '申请原因', 200);
    if (!OPENABLE_STATUSES.includes(p.status)) {
      refuse(PC.openDayRefused, '该产品当前状态不可申请临时开放');
    }
    const today = mockToday();
    if (openDate <= today) refuse(PC.openDayRefused, '临时开放日须晚于今天');
    if (!isTradeDay(openDate)) refuse(PC.openDayRefused, '临时开放日须为交易日');
    const seq = db.prodProcesses.length + 1;
    const processId = `LC${today.replace(/-/g, '')}${String(seq).padStart(3, '0')}`;
    const now = chinaDateTime();
    db.prodProcesses.push({
      processId,
      instId: ctx.session.inst.instId,
      processName: '临时开放日申请',
      pdCode: p.pdCode,
      status: 'submitted',
      currentNode: `待托管人受理（开放日${openDate}：${reason}）`,
      applicant: ctx.session.user.realName,
      startTime: now,
      updateTime: now,
    });
    return ok({ processId }, { message: '申请已提交' });
  },
};

function dispatch(services: Record<string, Service>) {
  return (ctx: RouteContext): ApiBody => {
    const serviceId = str(ctx.params, 'serviceId', '业务服务编号', 50);
    const service = Object.hasOwn(services, serviceId) ? services[serviceId] : undefined;
    if (!service) refuse(PC.serviceNotSupported, '不支持的业务服务');
    return service(ctx);
  };
}

export const productTgywHandlers: HttpHandler[] = [
  route('post', PRODUCT_URLS.commonTgywQueryService, dispatch(QUERIES)),
  route('post', PRODUCT_URLS.commonTgywSubmitService, dispatch(SUBMISSIONS)),
];
