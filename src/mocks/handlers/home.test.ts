import { describe, expect, it } from 'vitest';
import { RAISE_ACC_LIMITS } from '@/api/field-limits';
import * as api from '@/api/home';
import { ODD_TEXT } from '../../../test/support/odd-text';
import { data, refusal } from '../../../test/support/api-result';
import { onBusinessDay, SEED_WRITTEN_ON } from '../../../test/support/business-day';
import { signInAs } from '../../../test/support/session';
import { monthFrom, monthNumber } from '../db/seed-dates';
import { addDays } from '../db/trading-calendar';

const DEFAULT_ORDER: api.HomeTaskType[] = ['cpcl', 'xxpl', 'gzfh', 'hkzl', 'htqs', 'fxts'];

describe('task type order (collation)', () => {
  it('is the default until the user saves a permutation of the known types', async () => {
    signInAs('admin');
    const initial = data(await api.queryHomeTasksCenterCollation());
    expect(initial.custom).toBe(false);
    expect(initial.order.map((o) => o.taskType)).toEqual(DEFAULT_ORDER);

    const order: api.HomeTaskType[] = ['fxts', 'hkzl', 'cpcl', 'xxpl', 'gzfh', 'htqs'];
    data(await api.updateHomeTasksCenterCollation(order));
    const saved = data(await api.queryHomeTasksCenterCollation());
    expect(saved).toMatchObject({ custom: true });
    expect(saved.order.map((o) => o.taskType)).toEqual(order);
    const center = data(await api.queryHomePageTasksCenter());
    expect(center.types.map((t) => t.taskType)).toEqual(order);

    // Another user keeps their own order.
    signInAs('operator');
    expect(data(await api.queryHomeTasksCenterCollation()).order[0]?.taskType).toBe('hkzl');
  });

  it('refuses duplicates, missing and unknown types', async () => {
    signInAs('admin');
    const message = '任务类型排序须包含全部任务类型且不重复';
    refusal(
      await api.updateHomeTasksCenterCollation(['cpcl', 'cpcl', 'gzfh', 'hkzl', 'htqs', 'fxts']),
      1002,
      message,
    );
    refusal(await api.updateHomeTasksCenterCollation(['cpcl', 'xxpl', 'gzfh']), 1002, message);
    refusal(
      await api.updateHomeTasksCenterCollation([
        'cpcl',
        'xxpl',
        'gzfh',
        'hkzl',
        'htqs',
        'abcd' as api.HomeTaskType,
      ]),
      1002,
      '任务类型排序包含未知的任务类型',
    );
    refusal(await api.updateHomeTasksCenterCollation([]), 1001, '任务类型排序不能为空');
    expect(data(await api.queryHomeTasksCenterCollation()).custom).toBe(false);
  });
});

describe('task centre', () => {
  it('counts unread tasks per type and marks tasks read', async () => {
    signInAs('admin');
    const before = data(await api.queryHomePageTasksCenter({ unreadOnly: true, pageSize: 100 }));
    expect(before.total).toBe(16);
    expect(before.unreadCount).toBe(16);
    const marked = data(await api.updateHomeTasksCenterRead(['TASK20001002', 'TASK20001001']));
    expect(marked).toEqual({ updated: 1, unreadCount: 15 });
    const cpcl = data(await api.queryHomePageTasksCenter({ taskType: 'cpcl' }));
    expect(cpcl.types.find((t) => t.taskType === 'cpcl')).toMatchObject({ total: 3, unread: 1 });
    refusal(await api.updateHomeTasksCenterRead('TASK11160001'), 2601, '任务不存在');
  });

  it('gives the page a task opens', async () => {
    signInAs('admin');
    const relation = data(await api.queryHomeTasksCenterRelation('TASK20001010'));
    expect(relation.taskType).toBe('hkzl');
    expect(relation.url).toMatch(/^\/tgypt\/tgwy\/zlcx\?pdCode=SXC\d{3}&taskId=TASK20001010$/);
    expect(relation.relations.map((r) => r.relType)).toEqual(['product', 'instruction']);
  });
});

describe('instructions', () => {
  it('split into pending and monitoring lists that match the counts', async () => {
    signInAs('admin');
    const counts = data(await api.instructionListCount());
    const pending = data(await api.listPendingInstruction({ pageSize: 100 }));
    const monitoring = data(await api.listMonitoringInstruction({ pageSize: 100 }));
    expect(pending.total).toBe(counts.pending);
    expect(monitoring.total).toBe(counts.monitoring);
    expect(counts.total).toBe(24);
    expect(
      pending.list.every((i) =>
        ['pendingReview', 'pendingSupplement', 'returned'].includes(i.status),
      ),
    ).toBe(true);
    expect(Number.isInteger(Math.round(pending.totalAmount * 100))).toBe(true);
    refusal(await api.listPendingInstruction({ pdCode: '016583' }), 2602, '产品不存在');
  });
});

describe('raise-account check', () => {
  it('finds accounts by number or fund name and answers an empty list otherwise', async () => {
    signInAs('admin');
    const [record] = data(await api.queryRaiseAccCheck({ fundName: '星辰稳健增长1号' }));
    expect(record?.pdCode).toBe('SXC101');
    const byNumber = data(await api.queryRaiseAccCheck({ accountNo: record?.accountNo ?? '' }));
    expect(byNumber.map((r) => r.pdCode)).toEqual(['SXC101']);
    expect(data(await api.queryRaiseAccCheck({ fundName: '不存在的基金名称' }))).toEqual([]);
    refusal(await api.queryRaiseAccCheck({}), 1001, '账号或基金名称不能为空');
  });

  it('refuses over-long and malformed input with 1002', async () => {
    signInAs('admin');
    refusal(
      await api.queryRaiseAccCheck({ accountNo: ODD_TEXT }),
      1002,
      `账号长度不能超过${RAISE_ACC_LIMITS.accountNo}`,
    );
    refusal(
      await api.queryRaiseAccCheck({ fundName: ODD_TEXT }),
      1002,
      `基金名称长度不能超过${RAISE_ACC_LIMITS.fundName}`,
    );
    // What the field lets through: the right length, but not digits.
    refusal(
      await api.queryRaiseAccCheck({ accountNo: ODD_TEXT.slice(0, RAISE_ACC_LIMITS.accountNo) }),
      1002,
      '账号格式不正确',
    );
    refusal(await api.queryRaiseAccCheck({ accountNo: '１２３４５６７' }), 1002, '账号格式不正确');
    expect(
      data(
        await api.queryRaiseAccCheck({ fundName: ODD_TEXT.slice(0, RAISE_ACC_LIMITS.fundName) }),
      ),
    ).toEqual([]);
  });
});

describe('GLXT queries', () => {
  it('answer the supported sqlIds and refuse others', async () => {
    signInAs('admin');
    const fees = data(await api.queryGLXT('glrFeeSummary', { month: '2026-09' }));
    expect(fees.length).toBe(5);
    expect(fees[0]?.month).toBe('2026-09');
    expect(data(await api.queryGLXT('glrProductScale')).length).toBe(5);
    refusal(await api.queryGLXT('other' as 'glrProductScale'), 1002, '不支持的查询编号');
  });
});

describe('GLXT fee totals (the home fee summary)', () => {
  onBusinessDay(SEED_WRITTEN_ON);

  it("sums the month's manager, sales-service and adviser fees of the own products", async () => {
    signInAs('admin');
    const totals = data(await api.queryGLXT('glrFeeTotals', { month: '2026-09' }));
    expect(totals.month).toBe('2026-09');
    expect(totals.productCount).toBe(5);
    const perProduct = data(await api.queryGLXT('glrFeeSummary', { month: '2026-09' }));
    const management = perProduct.reduce((sum, row) => sum + row.managementFee, 0);
    expect(totals.managementFee).toBeCloseTo(management, 1);
    expect(totals.salesServiceFee).toBeGreaterThan(0);
    expect(totals.advisoryFee).toBeGreaterThan(0);
    expect(data(await api.queryGLXT('glrFeeTotals')).month).toBe('2026-10');
    refusal(await api.queryGLXT('glrFeeTotals', { month: '2026-13' }), 1002, /月份/);
  });
});

for (const [iso, today] of [
  ['2031-02-28T10:00:00+08:00', '2031-02-28'],
  ['2027-06-15T10:00:00+08:00', '2027-06-15'],
] as const) {
  describe(`the task centre on ${today}`, () => {
    onBusinessDay(iso);

    it('gives operator tasks due within the next 14 days and some overdue', async () => {
      signInAs('operator');
      const { list } = data(await api.queryHomePageTasksCenter({ pageSize: 100 }));
      const soon = list.filter((t) => t.deadline >= today && t.deadline <= addDays(today, 14));
      expect(soon.length).toBeGreaterThan(3);
      expect(list.some((t) => t.deadline < today)).toBe(true);
      expect(list.every((t) => t.createTime.slice(0, 10) < today)).toBe(true);
      // The monthly report waiting is last month's.
      const lastMonth = monthNumber(monthFrom(today, -1));
      expect(list.some((t) => t.title.includes(`${lastMonth}月月报`))).toBe(true);
    });
  });
}
