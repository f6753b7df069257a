/**
 * Mock handlers of the generic and per-institution queries of the system domain
 * (src/api/system.ts): the home view configuration, the single-table query (Thgz), the
 * middle-platform functions (./system-mid-platform.ts), the gmwb deadlines, the manager profile
 * and the guidance zone.
 */
import type { HttpHandler } from 'msw';
import type {
  HomeSection,
  HomeSectionId,
  HomeViewConfig,
  MidPlatformFuncId,
} from '@/api/system-types';
import { SYSTEM_URLS } from '@/api/system-urls';
import { db } from '../db/db';
import { productsOf } from '../db/seed-home-products';
import { ApiError, CODE, ok, route, type Params } from '../http-kit';
import { date, int, obj, optStr, str } from '../validate';
import { cents, SC } from './system-kit';
import { FUNC_IDS, midPlatform } from './system-mid-platform';

// ---- Home view (spec 6, by instId) ----

const GMWB = ['11160', '9866', '1000', '201'];
const GMWBSY = ['11160'];
const SMGM = ['14379', '2959', '2210'];
const XBGM = ['1012'];

const TITLES: Record<HomeSectionId, string> = {
  advertisement: '广告轮播',
  taskCenter: '任务中心',
  commonMenu: '常用菜单',
  productGroup: '产品分组',
  tradeCalendar: '交易日历',
  notice: '公告通知',
  feeSummary: '费用汇总',
  raiseAccCheck: '募集账户核验',
  instructionCount: '划款指令统计',
  instructionMonitor: '划款指令监控',
  custodyTodo: '托管待办',
  dataDeadline: '数据报送截止提醒',
  publicFundOverview: '公募产品概览',
  operationGuide: '操作指引',
};

function sections(...items: [HomeSectionId, HomeSection['span']][]): HomeSection[] {
  return items.map(([id, span]) => ({ id, title: TITLES[id], span }));
}

const PRIVATE_SECTIONS = sections(
  ['advertisement', 24],
  ['taskCenter', 16],
  ['tradeCalendar', 8],
  ['commonMenu', 16],
  ['notice', 8],
  ['productGroup', 16],
  ['feeSummary', 8],
  ['raiseAccCheck', 8],
  ['operationGuide', 16],
);

const GMWB_SECTIONS = sections(
  ['notice', 16],
  ['instructionCount', 8],
  ['instructionMonitor', 24],
  ['dataDeadline', 16],
  ['tradeCalendar', 8],
  ['commonMenu', 16],
  ['custodyTodo', 8],
);

const PUBLIC_SECTIONS = sections(
  ['publicFundOverview', 24],
  ['notice', 16],
  ['instructionCount', 8],
  ['instructionMonitor', 24],
  ['dataDeadline', 16],
  ['commonMenu', 8],
);

function homeViewOf(instId: string): HomeViewConfig {
  if (GMWBSY.includes(instId)) {
    return {
      viewType: 'gmwbsy',
      viewName: '公募外包视图（含公募产品概览）',
      switchable: false,
      sections: [...sections(['publicFundOverview', 24]), ...GMWB_SECTIONS],
    };
  }
  if (GMWB.includes(instId)) {
    return {
      viewType: 'gmwb',
      viewName: '公募外包视图',
      switchable: false,
      sections: GMWB_SECTIONS,
    };
  }
  if (SMGM.includes(instId)) {
    return {
      viewType: 'smgm',
      viewName: '私募/公募切换视图',
      switchable: true,
      sections: [],
      sides: [
        { key: 'private', label: '私募', sections: PRIVATE_SECTIONS },
        { key: 'public', label: '公募', sections: PUBLIC_SECTIONS },
      ],
    };
  }
  if (XBGM.includes(instId)) {
    return {
      viewType: 'xbgm',
      viewName: '新版公募视图',
      switchable: false,
      sections: sections(
        ['publicFundOverview', 24],
        ['taskCenter', 16],
        ['notice', 8],
        ['instructionCount', 8],
        ['custodyTodo', 16],
        ['tradeCalendar', 8],
        ['commonMenu', 16],
      ),
    };
  }
  return {
    viewType: 'default',
    viewName: '私募基金视图',
    switchable: false,
    sections: PRIVATE_SECTIONS,
  };
}

/** The optional `params` object of a json body. */
function paramsOf(params: Params): Params {
  return params.params === undefined || params.params === null
    ? {}
    : obj(params, 'params', '查询参数');
}

export const systemQueryHandlers: HttpHandler[] = [
  route('post', SYSTEM_URLS.queryHomeViewConfig, ({ session }) =>
    ok(homeViewOf(session.inst.instId)),
  ),

  route('post', SYSTEM_URLS.commonSingleTableQuery, ({ params, session }) => {
    const objectName = str(params, 'objectName', '查询对象', 50);
    const query = obj(params, 'params', '查询参数');
    if (objectName !== 'cx_YPTOACXJK') throw new ApiError(CODE.malformed, '不支持的查询对象');
    const cxlx = int(query, 'CXLX', '查询类型', { min: 0, max: 99 });
    const glr = str(query, 'GLR', '管理人', 20);
    if (glr !== session.inst.instId)
      throw new ApiError(SC.otherInstitution, '无权查询其他管理人的数据');
    const rows = db.sysThgzRecords
      .filter((r) => r.GLR === glr && r.CXLX === cxlx)
      .sort((a, b) => b.FBSJ.localeCompare(a.FBSJ))
      .map((r) => ({ ...r }));
    return ok(rows);
  }),

  route('post', SYSTEM_URLS.midPlatformCommonMethod, ({ params, session }) => {
    const funcId = int(params, 'funcId', '功能号');
    if (!(FUNC_IDS as readonly number[]).includes(funcId)) {
      throw new ApiError(CODE.malformed, '不支持的功能号');
    }
    return ok(midPlatform(funcId as MidPlatformFuncId, paramsOf(params), session.inst.instId));
  }),

  route('get', SYSTEM_URLS.queryGmwbJksj, ({ params, session }) => {
    const bizDate = params.bizDate ? date(params, 'bizDate', '业务日期') : undefined;
    const rows = db.sysGmwbDeadlines
      .filter((d) => d.instId === session.inst.instId && (!bizDate || d.bizDate === bizDate))
      .sort((a, b) => a.deadline.localeCompare(b.deadline))
      .map(({ instId: _instId, ...row }) => row);
    return ok(rows);
  }),

  route('post', SYSTEM_URLS.queryGqManagerInfo, ({ session }) => {
    const { inst } = session;
    const products = productsOf(inst.instId);
    const khflNames: Record<string, string> = {
      '16': '公募基金管理公司',
      '18': '证券公司',
      '20': '期货公司',
      '21': '私募基金管理公司',
    };
    return ok({
      instId: inst.instId,
      instName: inst.instName,
      creditCode: inst.creditCode,
      amacCode: inst.amacCode,
      khfl: inst.khfl,
      khflName: khflNames[inst.khfl] ?? '其他',
      fjmc: inst.fjmc,
      productCount: products.length,
      aum: cents(products.reduce((sum, p) => sum + p.netAsset, 0)),
      permissionMode: inst.permissionMode,
    });
  }),

  route('post', SYSTEM_URLS.queryOperationalGuidance, ({ params }) => {
    const categoryId = optStr(params, 'categoryId', '指引分类', 20);
    const keyword = optStr(params, 'keyword', '关键字', 50);
    if (categoryId && !db.sysGuideCategories.some((c) => c.categoryId === categoryId)) {
      throw new ApiError(SC.guideNotFound, '指引分类不存在');
    }
    const categories = db.sysGuideCategories
      .filter((c) => !categoryId || c.categoryId === categoryId)
      .map((c) => ({
        ...c,
        guides: c.guides
          .filter((g) => !keyword || g.title.includes(keyword) || g.summary.includes(keyword))
          .map((g) => ({ ...g })),
      }))
      .filter((c) => !keyword || c.guides.length > 0);
    return ok(categories);
  }),
];
