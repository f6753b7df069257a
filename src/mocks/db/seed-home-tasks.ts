/**
 * The home task centre (spec 7.5 sys/task/*): task types, tasks per institution, per-user read
 * flags and per-user order of the task types.
 */
import type { HomeTaskItem, HomeTaskRelation, HomeTaskRoute, HomeTaskType } from '@/api/home';
import { HOME_PRODUCTS, type HomeProduct } from './seed-home-products';

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

/** Title and content patterns per type; {pd} is the product name. */
const PATTERNS: Record<HomeTaskType, [string, string][]> = {
  cpcl: [
    ['{pd} 验资报告待确认', '募集期已结束，请确认验资报告并提交产品成立申请。'],
    ['{pd} 协会备案材料待上传', '请上传备案通过的截图或备案函。'],
  ],
  xxpl: [
    ['{pd} 10月月报待报送', '请于 11月30日 前完成月度信息披露报送。'],
    ['{pd} 三季度报告待复核确认', '托管人已出具复核意见，请确认后对外披露。'],
  ],
  gzfh: [
    ['{pd} 11月20日估值表待核对', '托管人估值与管理人估值存在差异，请核对。'],
    ['{pd} 11月19日估值表待确认', '估值表已生成，请确认。'],
  ],
  hkzl: [
    ['{pd} 赎回款划款指令待复核', '指令金额 3,256,800.00 元，请复核后提交托管人。'],
    ['{pd} 管理费划款指令被退回', '退回原因：收款账户与预留账户不一致。'],
  ],
  htqs: [
    ['{pd} 补充协议待签署', '变更临时开放条款的补充协议待管理人电子签署。'],
    ['{pd} 托管协议续签', '托管协议将于 12月31日 到期，请完成续签。'],
  ],
  fxts: [
    ['{pd} 投资比例接近上限', '单一股票持仓比例 9.82%，接近合同约定的 10% 上限。'],
    ['{pd} 托管户余额不足提示', '下一交易日应付款项大于托管户可用余额。'],
  ],
};

function taskOf(
  n: number,
  product: HomeProduct,
  taskType: HomeTaskType,
  variant: number,
): HomeTask {
  const [title, content] = PATTERNS[taskType][variant % 2] as [string, string];
  const day = 21 - (n % 12);
  const taskId = `TASK${product.instId}${String(n).padStart(3, '0')}`;
  return {
    taskId,
    instId: product.instId,
    taskType,
    title: title.replace('{pd}', product.pdName),
    content,
    pdCode: product.pdCode,
    pdName: product.pdName,
    createTime: `2026-11-${String(day).padStart(2, '0')} ${String(9 + (n % 8)).padStart(2, '0')}:${String((n * 7) % 60).padStart(2, '0')}:00`,
    deadline: `2026-11-${String(Math.min(30, day + 7)).padStart(2, '0')}`,
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

export function seedTasks() {
  const homeTasks: HomeTask[] = [];
  const byInst = new Map<string, HomeProduct[]>();
  for (const product of HOME_PRODUCTS) {
    byInst.set(product.instId, [...(byInst.get(product.instId) ?? []), product]);
  }
  for (const [instId, products] of byInst) {
    // The demo institution 20001 gets three tasks per type, the others one per type.
    const perType = instId === '20001' ? 3 : 1;
    let n = 1;
    for (const { taskType } of HOME_TASK_TYPES) {
      for (let v = 0; v < perType; v += 1) {
        const product = products[(n - 1) % products.length] as HomeProduct;
        homeTasks.push(taskOf(n, product, taskType, v));
        n += 1;
      }
    }
  }
  const homeTaskReads: HomeTaskRead[] = [
    { userId: 'U10001', taskId: 'TASK20001001', readTime: '2026-11-21 09:20:00' },
    { userId: 'U10001', taskId: 'TASK20001004', readTime: '2026-11-21 09:21:00' },
  ];
  const homeTaskCollations: HomeTaskCollation[] = [
    { userId: 'U10002', order: ['hkzl', 'gzfh', 'xxpl', 'cpcl', 'htqs', 'fxts'] },
  ];
  return { homeTasks, homeTaskReads, homeTaskCollations };
}
