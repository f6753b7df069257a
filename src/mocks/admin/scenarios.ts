/**
 * Named sets of faults QA turns on with one call (QA contract: POST /__mock__/scenarios/<name>);
 * each becomes ordinary faults, listed and removed like any other.
 */
import { HOME_URLS } from '@/api/home-urls';
import { PRODUCT_URLS } from '@/api/product-urls';
import { SYSTEM_URLS } from '@/api/system-urls';
import type { FaultSpec } from './fault-book';

export interface Scenario {
  name: string;
  description: string;
  faults: readonly FaultSpec[];
}

/** The calls of the home page's sections (src/features/home), each failing on its own. */
const HOME_SECTION_CALLS: readonly string[] = [
  SYSTEM_URLS.queryNoticeList,
  SYSTEM_URLS.queryTradeDay,
  SYSTEM_URLS.queryTransactionCalendar,
  SYSTEM_URLS.queryAdvertisement,
  SYSTEM_URLS.queryGmwbJksj,
  SYSTEM_URLS.queryOperationalGuidance,
  HOME_URLS.queryHomePageTasksCenter,
  HOME_URLS.myTodoList,
  HOME_URLS.queryRaiseAccCheck,
  HOME_URLS.listMonitoringInstruction,
  HOME_URLS.listPendingInstruction,
  HOME_URLS.queryGLXT,
  PRODUCT_URLS.queryProdSet,
  PRODUCT_URLS.queryProductList,
  PRODUCT_URLS.queryConfirmNoticeList,
  PRODUCT_URLS.queryJyrlForHomePage,
];

export const SERVER_BUSY_MESSAGE = '系统繁忙，请稍后重试';

export const SCENARIOS: readonly Scenario[] = [
  {
    name: 'slow-network',
    description: '每个接口慢 1.5 到 3 秒',
    faults: [{ method: '*', path: '*', delayMs: 1500, jitterMs: 1500 }],
  },
  {
    name: 'home-sections-fail',
    description: '首页各板块的接口返回 HTTP 500',
    faults: HOME_SECTION_CALLS.map((path) => ({ method: '*', path, status: 500 })),
  },
  {
    name: 'session-expires',
    description: '开启后第三个请求返回 -403（会话过期）',
    faults: [
      { method: '*', path: '*', after: 2, times: 1, code: -403, message: '登录已失效，请重新登录' },
    ],
  },
  {
    name: 'server-busy',
    description: `每个 POST 请求返回 code 500：${SERVER_BUSY_MESSAGE}`,
    faults: [{ method: 'POST', path: '*', code: 500, message: SERVER_BUSY_MESSAGE }],
  },
];

export function scenarioNamed(name: string): Scenario | null {
  return SCENARIOS.find((scenario) => scenario.name === name) ?? null;
}
