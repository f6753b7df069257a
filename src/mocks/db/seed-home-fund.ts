/**
 * Custody lists of the home page (spec 7.5): payment instructions (划款指令) with their states,
 * custody to-dos (fund/tg/myTodoList) and the fundraising accounts of the raised-account check
 * (fund/wb/queryRaiseAccCheck). Amounts in yuan with cents.
 */
import type { Instruction, InstructionStatus, RaiseAccRecord, TodoItem } from '@/api/home';
import { seedInstitutions } from './seed-auth';
import type { SeedDates } from './seed-dates';
import { homeProducts, type HomeProduct } from './seed-home-products';
import { addDays } from './trading-calendar';

/** Institution names by instId, from the auth seed. */
const INST_NAMES = new Map(seedInstitutions().map((i) => [i.instId, i.instName]));

/**
 * pendingReview 待复核, pendingSupplement 待补充材料, returned 已退回 (the manager must act:
 * the pending list); processing 托管人处理中, sent 已发送银行, failed 划款失败 (followed by the
 * monitoring list); executed 已执行.
 */
export type { InstructionStatus };

export const INSTRUCTION_STATUS_NAMES: Record<InstructionStatus, string> = {
  pendingReview: '待复核',
  pendingSupplement: '待补充材料',
  returned: '已退回',
  processing: '托管人处理中',
  sent: '已发送银行',
  failed: '划款失败',
  executed: '已执行',
};

export const PENDING_STATUSES: readonly InstructionStatus[] = [
  'pendingReview',
  'pendingSupplement',
  'returned',
];
export const MONITORING_STATUSES: readonly InstructionStatus[] = ['processing', 'sent', 'failed'];

/** An instruction of the API and its institution; statusName is added from the status when answered. */
export type HomeInstruction = Omit<Instruction, 'statusName'> & { instId: string };

export type HomeTodo = TodoItem & { instId: string };

const TYPES: [string, string, string][] = [
  ['赎回款', '中国证券登记结算有限责任公司上海分公司', '中国银行上海市分行'],
  ['管理费', '', '招商银行上海分行营业部'],
  ['托管费', '星河证券股份有限公司', '工商银行上海市分行营业部'],
  ['交易清算款', '中国证券登记结算有限责任公司深圳分公司', '中国银行深圳市分行'],
  ['分红款', '投资者分红过渡户', '建设银行上海浦东分行'],
  ['运营服务费', '星河证券股份有限公司', '工商银行上海市分行营业部'],
];

const AMOUNTS = [
  3256800.0, 186452.37, 42318.56, 12580000.0, 865412.3, 27563.19, 5000000.0, 1288460.75, 93215.4,
  650000.0, 2413987.62, 15842.08,
];

const STATUSES: InstructionStatus[] = [
  'pendingReview',
  'processing',
  'sent',
  'executed',
  'returned',
  'failed',
  'pendingSupplement',
  'executed',
  'sent',
  'pendingReview',
  'processing',
  'executed',
];

const REMARKS: Partial<Record<InstructionStatus, string>> = {
  pendingReview: '等待管理人复核岗复核',
  pendingSupplement: '请补充上传赎回确认单',
  returned: '收款账户与预留账户不一致',
  processing: '托管人审核中',
  sent: '在途超过 2 小时，请关注',
  failed: '托管户可用余额不足',
};

function instructions(d: SeedDates, products: readonly HomeProduct[]): HomeInstruction[] {
  const list: HomeInstruction[] = [];
  const byInst = new Map<string, HomeProduct[]>();
  for (const product of products) {
    byInst.set(product.instId, [...(byInst.get(product.instId) ?? []), product]);
  }
  for (const [instId, own] of byInst) {
    const count = instId === '20001' ? 24 : 6;
    for (let n = 0; n < count; n += 1) {
      const product = own[n % own.length] as HomeProduct;
      const [type, payee, bank] = TYPES[n % TYPES.length] as [string, string, string];
      const status = STATUSES[n % STATUSES.length] as InstructionStatus;
      // Created today or up to nine days ago, expected the day after.
      const created = -(n % 10);
      list.push({
        instructionId: `ZL${instId}${String(n + 1).padStart(4, '0')}`,
        instId,
        pdCode: product.pdCode,
        pdName: product.pdName,
        instructionType: type,
        amount: AMOUNTS[n % AMOUNTS.length] as number,
        payerAccount: `3100${instId.padStart(6, '0')}${String(n % own.length).padStart(4, '0')}`,
        payeeName: payee || (INST_NAMES.get(instId) ?? '基金管理人'),
        payeeAccount: `6222${String(1000000 + n * 7919).padStart(12, '0')}`,
        payeeBank: bank,
        createTime: d.at(
          created,
          `${String(9 + (n % 7)).padStart(2, '0')}:${String((n * 13) % 60).padStart(2, '0')}:00`,
        ),
        expectedDate: d.day(created + 1),
        status,
        remark: REMARKS[status] ?? '',
      });
    }
  }
  return list;
}

const TODO_KINDS: [string, string, string, string][] = [
  ['yy', '托管协议用印', '{pd} 托管协议用印申请待确认', '/iservice/htgl/dzht'],
  ['gz', '估值核对', '{pd} 估值差异待说明', '/tgypt/tsfw/sjsj_gzbcxyxz'],
  ['kh', '开户资料补正', '{pd} 证券账户开户资料待补正', '/iservice/cpgl/cpfx'],
  ['xp', '信披文件复核', '{pd} 季度报告待确认复核意见', '/iservice/xxpl/yysjyjdy'],
];

function todos(d: SeedDates, products: readonly HomeProduct[]): HomeTodo[] {
  const list: HomeTodo[] = [];
  products.forEach((product, index) => {
    const kinds =
      product.instId === '20001' ? TODO_KINDS : TODO_KINDS.slice(index % 4, (index % 4) + 1);
    kinds.forEach(([todoType, todoTypeName, title, path], k) => {
      // Created 2 to 10 days ago, due 8 days after.
      const created = -2 - ((index + k) % 9);
      list.push({
        todoId: `TD${product.pdCode}${todoType.toUpperCase()}`,
        instId: product.instId,
        todoType,
        todoTypeName,
        title: title.replace('{pd}', product.pdName),
        pdCode: product.pdCode,
        pdName: product.pdName,
        createTime: d.at(created, `10:${String(10 + k * 11).padStart(2, '0')}:00`),
        deadline: d.day(created + 8),
        status: (index + k) % 3 === 0 ? '1' : '0',
        priority: k === 0 ? 'high' : 'normal',
        path,
      });
    });
  });
  return list;
}

/** Institutions whose private funds have a fundraising account on record. */
const RAISING_INSTS = ['20001', '14379', '2959', '2210', '20002', '20004'];

/**
 * The banks of the fundraising accounts, with the shape of their account numbers: the branch
 * prefix and the length each bank uses (工行 19 digits, 招行 15, 建行 20, 兴业 18).
 */
const RAISE_BANKS: { bankName: string; prefix: string; digits: number }[] = [
  { bankName: '中国工商银行股份有限公司上海市分行营业部', prefix: '1001', digits: 19 },
  { bankName: '招商银行股份有限公司上海分行营业部', prefix: '1219', digits: 15 },
  { bankName: '中国建设银行股份有限公司上海浦东分行', prefix: '3105', digits: 20 },
  { bankName: '兴业银行股份有限公司上海分行', prefix: '2160', digits: 18 },
];

/** A bank's account number of the i-th account: its prefix, then digits drawn from i. */
function raiseAccountNo(bank: (typeof RAISE_BANKS)[number], i: number): string {
  const body = String(7_302_619 + i * 40_127).padStart(8, '0');
  return `${bank.prefix}${body}`.padEnd(bank.digits - 2, '0') + String(10 + i).slice(-2);
}

function raiseAccounts(products: readonly HomeProduct[]): RaiseAccRecord[] {
  return products
    .filter((p) => p.side === 'private' && RAISING_INSTS.includes(p.instId))
    .map((p, i) => {
      const bank = RAISE_BANKS[i % RAISE_BANKS.length]!;
      return {
        accountNo: raiseAccountNo(bank, i),
        accountName: `${p.pdName}募集专户`,
        bankName: bank.bankName,
        fundName: p.pdName,
        pdCode: p.pdCode,
        managerName: INST_NAMES.get(p.instId) ?? '',
        custodian: '星河证券股份有限公司',
        accountType: '募集结算资金专用账户',
        status: p.pdCode === 'SXC103' ? '已销户' : '正常',
        // Opened 30 days before the fund's set-up (its fundraising).
        openDate: addDays(p.setupDate, -30),
      };
    });
}

export function seedFund(d: SeedDates) {
  const products = homeProducts(d);
  return {
    homeInstructions: instructions(d, products),
    homeTodos: todos(d, products),
    homeRaiseAccounts: raiseAccounts(products),
  };
}
