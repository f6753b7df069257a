/**
 * The home page's data (spec 1, 7): one RTK Query endpoint per section call, injected into the
 * portal's API (src/state/api-slice.ts) with the home chunk. Each goes through the functions of
 * src/api, so their answer bounds hold; the fallback is the section's failure text.
 */
import {
  instructionListCount,
  listMonitoringInstruction,
  listPendingInstruction,
  myTodoList,
  queryGLXT,
  queryHomePageTasksCenter,
  queryHomeTasksCenterCollation,
  type HomeTasksCenter,
} from '@/api/home';
import { queryCommonMenu } from '@/api/menu';
import {
  queryConfirmNoticeList,
  queryJyrlForHomePage,
  queryProdSet,
  queryToDoProcessList,
} from '@/api/product';
import {
  queryAdvertisement,
  queryGmwbJksj,
  queryHomeViewConfig,
  queryNoticeDetail,
  queryNoticeList,
  queryOperationalGuidance,
  queryTipsConfigList,
  queryTradeDay,
  queryTransactionCalendar,
} from '@/api/system';
import { queryBasicTaxInfo } from '@/api/value';
import type { ApiResult } from '@/lib/http-client';
import { apiEndpoint, apiSlice } from '@/state/api-slice';
import { inCollationOrder } from './task-order';

/** Rows of a page of the task list (./task-list.tsx). */
export const TASK_PAGE_SIZE = 6;

/**
 * The counts per task type, in the user's saved order (queryHomeTasksCenterCollation); when the
 * order cannot be read, the counts keep the server's order. The call asks for the first page of
 * 全部 as well, which the section's list shows without asking again (./task-list.tsx).
 */
async function loadTaskCounts(): ApiResult<HomeTasksCenter> {
  const [counts, collation] = await Promise.all([
    queryHomePageTasksCenter({ pageSize: TASK_PAGE_SIZE }),
    queryHomeTasksCenterCollation(),
  ]);
  if (!counts || counts.code !== 0 || !collation || collation.code !== 0) return counts;
  const order = collation.data.order.map((entry) => entry.taskType);
  return { ...counts, data: { ...counts.data, types: inCollationOrder(counts.data.types, order) } };
}

/** What the home's writes change (./home-write-api.ts): the ids of the tags below. */
export const PROD_SETS = ['User', 'prodSets'] as const;
export const NOTICES = ['User', 'notices'] as const;
export const LETTERS = ['Institution', 'letters'] as const;
export const CALENDAR = ['User', 'calendar'] as const;

export const homeApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    homeView: apiEndpoint(build, queryHomeViewConfig, '首页配置加载失败'),
    homeTips: apiEndpoint(build, () => queryTipsConfigList(), '提示加载失败', 'User'),
    taxInfo: apiEndpoint(build, queryBasicTaxInfo, '税务信息加载失败'),
    commonMenu: apiEndpoint(build, queryCommonMenu, '常用菜单加载失败', 'User'),
    productGroups: apiEndpoint(build, queryProdSet, '产品分组加载失败', PROD_SETS),
    noticeList: apiEndpoint(build, queryNoticeList, '公告加载失败', NOTICES),
    noticeDetail: apiEndpoint(build, queryNoticeDetail, '公告详情加载失败'),
    noticeLetters: apiEndpoint(build, queryConfirmNoticeList, '待确认提示函加载失败', LETTERS),
    feeTotals: apiEndpoint(build, () => queryGLXT('glrFeeTotals'), '费用汇总加载失败'),
    productScale: apiEndpoint(build, () => queryGLXT('glrProductScale'), '产品概览加载失败'),
    ads: apiEndpoint(build, queryAdvertisement, '广告加载失败'),
    guides: apiEndpoint(build, () => queryOperationalGuidance({}), '操作指引加载失败'),
    taskCounts: apiEndpoint(build, loadTaskCounts, '任务中心加载失败', 'User'),
    tasks: apiEndpoint(build, queryHomePageTasksCenter, '任务加载失败', 'User'),
    processes: apiEndpoint(build, queryToDoProcessList, '待办流程加载失败'),
    tradeCalendar: apiEndpoint(build, queryTransactionCalendar, '交易日历加载失败', CALENDAR),
    calendarProducts: apiEndpoint(build, queryJyrlForHomePage, '产品开放日与分红日加载失败'),
    tradeDay: apiEndpoint(build, queryTradeDay, '交易日信息加载失败'),
    custodyTodos: apiEndpoint(build, myTodoList, '托管待办加载失败'),
    dataDeadlines: apiEndpoint(build, () => queryGmwbJksj(), '数据报送截止提醒加载失败'),
    instructionCount: apiEndpoint(build, instructionListCount, '划款指令统计加载失败'),
    pendingInstructions: apiEndpoint(build, listPendingInstruction, '待处理划款指令加载失败'),
    monitoringInstructions: apiEndpoint(build, listMonitoringInstruction, '划款指令监控加载失败'),
  }),
});

export const {
  useHomeViewQuery,
  useHomeTipsQuery,
  useTaxInfoQuery,
  useCommonMenuQuery,
  useProductGroupsQuery,
  useNoticeListQuery,
  useNoticeDetailQuery,
  useNoticeLettersQuery,
  useFeeTotalsQuery,
  useProductScaleQuery,
  useAdsQuery,
  useGuidesQuery,
  useTaskCountsQuery,
  useTasksQuery,
  useProcessesQuery,
  useTradeCalendarQuery,
  useCalendarProductsQuery,
  useTradeDayQuery,
  useCustodyTodosQuery,
  useDataDeadlinesQuery,
  useInstructionCountQuery,
  usePendingInstructionsQuery,
  useMonitoringInstructionsQuery,
} = homeApi;
