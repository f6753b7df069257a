/**
 * The home task centre (spec 7.5 sys/task/*): task types, tasks per institution, per-user read
 * flags and per-user order of the task types. The tasks were created in the last twelve days;
 * their deadlines run from five days ago (overdue) to six days ahead.
 */
import type { HomeTaskItem, HomeTaskRelation, HomeTaskRoute, HomeTaskType } from '@/api/home';
import { chineseMonthDay, monthNumber, quarterName, type SeedDates } from './seed-dates';
import { homeProducts, type HomeProduct } from './seed-home-products';
import { daysOfMonth, neighbourTradeDay } from './trading-calendar';

export type { HomeTaskType };

/** The known task types in their default order. */
export const HOME_TASK_TYPES: readonly { taskType: HomeTaskType; typeName: string }[] = [
  { taskType: 'cpcl', typeName: '产品成立' },
  { taskType: 'xxpl', typeName: '信息披露' },
  { taskType: 'gzfh', typeName: '估值复核' },
  { taskType: 'hkzl', typeName: '划款指令' },
  { taskType: 'htqs', typeName: '合同签署' },
  { taskType: 'fxts', typeName: '风险提示' },
];

/**
 * A task of the API's list (without the user's read flag and the type's name), with its
 * institution and what it opens.
 */
export type HomeTask = Omit<HomeTaskItem, 'typeName' | 'read'> &
  Pick<HomeTaskRelation, 'route' | 'relations'> & { instId: string };

export interface HomeTaskRead {
  userId: string;
  taskId: string;
  readTime: string;
}

export interface HomeTaskCollation {
  userId: string;
  order: HomeTaskType[];
}

const ROUTES: Record<HomeTaskType, Omit<HomeTaskRoute, 'query'>> = {
  cpcl: { microAppName: 'iservice', path: '/cpgl/cpfx' },
  xxpl: { microAppName: 'iservice', path: '/xxpl/yysjyjdy' },
  gzfh: { microAppName: 'tgypt', path: '/tsfw/sjsj_gzbcxyxz' },
  hkzl: { microAppName: 'tgypt', path: '/tgwy/zlcx' },
  htqs: { microAppName: 'iservice', path: '/htgl/dzht' },
  fxts: { microAppName: 'iservice', path: '/tgtj/tjtsh' },
};

/** The last day of a month (yyyy-MM) as 12月31日. */
const monthEnd = (month: string): string => chineseMonthDay(daysOfMonth(month).at(-1)!);

/** Title and content patterns per type; {pd} is the product name. */
function patterns(d: SeedDates): Record<HomeTaskType, [string, string][]> {
  const lastMonth = monthNumber(d.month(-1));
  // The quarter before this one, as 三季度.
  const lastQuarter = quarterName(d.month(-3)).slice(1);
  // The valuations of the last two trading days before today.
  const valued = neighbourTradeDay(d.today, -1)!;
  const valuedBefore = neighbourTradeDay(valued, -1)!;
  return {
    cpcl: [
      ['{pd} 验资报告待确认', '募集期已结束，请确认验资报告并提交产品成立申请。'],
      ['{pd} 协会备案材料待上传', '请上传备案通过的截图或备案函。'],
    ],
    xxpl: [
      [`{pd} ${lastMonth}月月报待报送`, `请于 ${monthEnd(d.month(0))} 前完成月度信息披露报送。`],
      [`{pd} ${lastQuarter}报告待复核确认`, '托管人已出具复核意见，请确认后对外披露。'],
    ],
    gzfh: [
      [`{pd} ${chineseMonthDay(valued)}估值表待核对`, '托管人估值与管理人估值存在差异，请核对。'],
      [`{pd} ${chineseMonthDay(valuedBefore)}估值表待确认`, '估值表已生成，请确认。'],
    ],
    hkzl: [
      ['{pd} 赎回款划款指令待复核', '指令金额 3,256,800.00 元，请复核后提交托管人。'],
      ['{pd} 管理费划款指令被退回', '退回原因：收款账户与预留账户不一致。'],
    ],
    htqs: [
      ['{pd} 补充协议待签署', '变更临时开放条款的补充协议待管理人电子签署。'],
      ['{pd} 托管协议续签', `托管协议将于 ${monthEnd(d.month(1))} 到期，请完成续签。`],
    ],
    fxts: [
      ['{pd} 投资比例接近上限', '单一股票持仓比例 9.82%，接近合同约定的 10% 上限。'],
      ['{pd} 托管户余额不足提示', '下一交易日应付款项大于托管户可用余额。'],
    ],
  };
}

function taskOf(
  d: SeedDates,
  n: number,
  product: HomeProduct,
  taskType: HomeTaskType,
  variant: number,
): HomeTask {
  const [title, content] = patterns(d)[taskType][variant % 2] as [string, string];
  // Created 1 to 12 days ago, due a week after.
  const created = -1 - (n % 12);
  const taskId = `TASK${product.instId}${String(n).padStart(3, '0')}`;
  return {
    taskId,
    instId: product.instId,
    taskType,
    title: title.replace('{pd}', product.pdName),
    content,
    pdCode: product.pdCode,
    pdName: product.pdName,
    createTime: d.at(
      created,
      `${String(9 + (n % 8)).padStart(2, '0')}:${String((n * 7) % 60).padStart(2, '0')}:00`,
    ),
    deadline: d.day(created + 7),
    urgent: n % 5 === 0,
    route: { ...ROUTES[taskType], query: { pdCode: product.pdCode, taskId } },
    relations: [
      { relType: 'product', relId: product.pdCode, relName: product.pdName },
      ...(taskType === 'hkzl'
        ? [
            {
              relType: 'instruction',
              relId: `ZL${product.pdCode}${String(n).padStart(3, '0')}`,
              relName: '划款指令',
            },
          ]
        : []),
      ...(taskType === 'htqs'
        ? [
            {
              relType: 'contract',
              relId: `HT${product.pdCode}2026`,
              relName: '补充协议（临时开放）',
            },
          ]
        : []),
    ],
  };
}

export function seedTasks(d: SeedDates) {
  const homeTasks: HomeTask[] = [];
  const byInst = new Map<string, HomeProduct[]>();
  for (const product of homeProducts(d)) {
    byInst.set(product.instId, [...(byInst.get(product.instId) ?? []), product]);
  }
  for (const [instId, products] of byInst) {
    // The demo institution 20001 gets three tasks per type, the others one per type.
    const perType = instId === '20001' ? 3 : 1;
    let n = 1;
    for (const { taskType } of HOME_TASK_TYPES) {
      for (let v = 0; v < perType; v += 1) {
        const product = products[(n - 1) % products.length] as HomeProduct;
        homeTasks.push(taskOf(d, n, product, taskType, v));
        n += 1;
      }
    }
  }
  const homeTaskReads: HomeTaskRead[] = [
    { userId: 'U10001', taskId: 'TASK20001001', readTime: d.at(-1, '09:20:00') },
    { userId: 'U10001', taskId: 'TASK20001004', readTime: d.at(-1, '09:21:00') },
  ];
  const homeTaskCollations: HomeTaskCollation[] = [
    { userId: 'U10002', order: ['hkzl', 'gzfh', 'xxpl', 'cpcl', 'htqs', 'fxts'] },
  ];
  return { homeTasks, homeTaskReads, homeTaskCollations };
}
