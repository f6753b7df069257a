import { describe, expect, it } from 'vitest';
import * as api from '@/api/product';
import { queryTzjdtshNoticeCount } from '@/api/value';
import { data, refusal } from '../../../test/support/api-result';
import { onBusinessDay, SEED_WRITTEN_ON } from '../../../test/support/business-day';
import { signInAs } from '../../../test/support/session';
import { db } from '../db/db';
import { PROD_STATUS_NAMES } from '../db/seed-product-list';

describe('products', () => {
  onBusinessDay(SEED_WRITTEN_ON);

  it('gives 星辰 a product in every status code of spec 3', async () => {
    signInAs('admin');
    const page = data(await api.queryProductList({ pageSize: 100 }));
    const statuses = new Set(page.list.map((p) => p.status));
    expect(Object.keys(PROD_STATUS_NAMES).filter((s) => !statuses.has(s))).toEqual([]);
    expect(page.list.every((p) => p.cpdm === p.pdCode && /^\d{4}-\d{2}-\d{2}$/.test(p.djrj))).toBe(
      true,
    );
  });

  it('filters by status and keyword and pages', async () => {
    signInAs('admin');
    const running = data(await api.queryProductList({ status: '8' }));
    expect(running.list.length).toBeGreaterThan(0);
    expect(running.list.every((p) => p.status === '8' && p.statusName === '正常运行')).toBe(true);
    const quant = data(await api.queryProductList({ keyword: '量化' }));
    expect(quant.list.every((p) => p.cpqc.includes('量化'))).toBe(true);
    const second = data(await api.queryProductList({ pageNum: 2, pageSize: 10 }));
    expect(second).toMatchObject({ pageNum: 2, pageSize: 10, total: 25 });
    expect(second.list).toHaveLength(10);
    refusal(await api.queryProductList({ status: '99' }), 1002, '产品状态格式不正确');
  });

  it('limits an operator to the granted products and an isolated admin to none', async () => {
    signInAs('operator');
    expect(data(await api.queryProductList({ pageSize: 100 })).total).toBe(8);
    signInAs('isolated');
    expect(data(await api.queryProductList()).total).toBe(0);
  });

  it('answers the manager info of the institution', async () => {
    signInAs('admin');
    expect(data(await api.queryCyrInfo())).toMatchObject({ KHFL: '21', FJMC: 'A' });
  });

  it('lists processes in the six statuses', async () => {
    signInAs('admin');
    const all = data(await api.queryToDoProcessList({ pageSize: 100 }));
    const statuses = new Set(all.list.map((p) => p.status));
    expect(statuses.size).toBe(6);
    const locked = data(await api.queryToDoProcessList({ status: 'locked' }));
    expect(locked.list.map((p) => p.statusName)).toEqual(['已锁定']);
  });

  it('builds the month calendar from open days and dividends', async () => {
    signInAs('admin');
    const cal = data(await api.queryJyrlForHomePage('2026-11'));
    expect(cal.tradingDays).not.toContain('2026-11-22');
    expect(cal.tradingDays).toContain('2026-11-20');
    // SXC101 opens on the 15th, a Sunday in November 2026: moved to Monday the 16th.
    expect(cal.events).toContainEqual(
      expect.objectContaining({ date: '2026-11-16', type: 'open', pdCode: 'SXC101' }),
    );
    expect(cal.events).toContainEqual(
      expect.objectContaining({ date: '2026-11-27', type: 'dividend', pdCode: 'SXC102' }),
    );
  });
});

describe('product groups', () => {
  it('creates, renames and removes a group', async () => {
    signInAs('operator');
    const { setId } = data(await api.addProdSet({ setName: '四季度分红', pdCodes: ['SXC102'] }));
    expect(data(await api.queryProdSet()).map((s) => s.setName)).toContain('四季度分红');
    data(await api.updateProdSet({ setId, setName: '年末分红', pdCodes: ['SXC101', 'SXC102'] }));
    const updated = data(await api.queryProdSet()).find((s) => s.setId === setId);
    expect(updated).toMatchObject({ setName: '年末分红', pdCodes: ['SXC101', 'SXC102'] });
    expect(updated?.products[0]?.pdName).toBe('星辰稳健增长1号');
    data(await api.removeProdSet(setId));
    expect(data(await api.queryProdSet()).some((s) => s.setId === setId)).toBe(false);
    refusal(await api.removeProdSet(setId), 2202, '产品组不存在');
  });

  it('validates name, duplicates, product codes and ownership', async () => {
    signInAs('operator');
    refusal(await api.addProdSet({ setName: '' }), 1001, '产品组名称不能为空');
    refusal(
      await api.addProdSet({ setName: '一二三四五六七八九十一二三四五六七八九十一' }),
      1002,
      '长度不能超过20',
    );
    refusal(await api.addProdSet({ setName: '本月开放' }), 2203, '产品组名称已存在');
    // SXC103 exists but is not granted to the operator.
    refusal(
      await api.addProdSet({ setName: '新组', pdCodes: ['SXC103'] }),
      2201,
      '产品不存在：SXC103',
    );
    // PS0001 is admin's group.
    refusal(await api.removeProdSet('PS0001'), 2202, '产品组不存在');
  });

  it('allows at most 20 groups', async () => {
    signInAs('operator');
    for (let i = db.prodSets.filter((s) => s.userId === 'U10002').length; i < 20; i += 1) {
      data(await api.addProdSet({ setName: `分组${i}` }));
    }
    refusal(await api.addProdSet({ setName: '第二十一组' }), 2204, '产品组最多创建20个');
  });
});

describe('notice letters', () => {
  it('confirming a letter lowers the notice count and cannot be repeated', async () => {
    signInAs('letter');
    expect(data(await queryTzjdtshNoticeCount())).toBe(1);
    const [pending] = data(await api.queryConfirmNoticeList({ confirmed: '0' }));
    expect(pending?.noticeId).toBe('TJTS202611180001');
    const confirmed = data(await api.confirmNotice('TJTS202611180001'));
    expect(confirmed).toMatchObject({ confirmed: true, confirmedBy: '周文博' });
    expect(data(await queryTzjdtshNoticeCount())).toBe(0);
    expect(data(await api.queryConfirmNoticeList({ confirmed: '0' }))).toEqual([]);
    refusal(await api.confirmNotice('TJTS202611180001'), 2211, '该提示函已确认');
  });

  it('refuses a letter of another institution', async () => {
    signInAs('letter');
    refusal(await api.confirmNotice('TJTS202611190002'), 2210, '提示函不存在');
  });
});

describe('custody-business services', () => {
  onBusinessDay(SEED_WRITTEN_ON);

  it('signs the performance-analysis agreement once', async () => {
    signInAs('agreement');
    const before = data(
      await api.commonTgywQueryService({ serviceId: 'queryMgrProtocol', proType: 6 }),
    );
    expect(before?.signSt).toBe(0);
    const signed = data(
      await api.commonTgywSubmitService({ serviceId: 'signMgrProtocol', proType: 6 }),
    );
    expect(signed.signSt).toBe(1);
    expect(db.mgrProtocols.find((p) => p.instId === '20004')?.signSt).toBe(1);
    refusal(
      await api.commonTgywSubmitService({ serviceId: 'signMgrProtocol', proType: 6 }),
      2222,
      '该协议已签署',
    );
    signInAs('tax');
    refusal(
      await api.commonTgywSubmitService({ serviceId: 'signMgrProtocol', proType: 6 }),
      2221,
      '未查询到需签署的协议',
    );
  });

  it('refuses an unknown service', async () => {
    signInAs('admin');
    const unknown = { serviceId: 'dropAll' } as unknown as api.TgywSubmitRequest;
    refusal(await api.commonTgywSubmitService(unknown), 2220, '不支持的业务服务');
  });

  it('starts a temporary open day process after its checks', async () => {
    signInAs('admin');
    const apply = (pdCode: string, openDate: string) =>
      api.commonTgywSubmitService({
        serviceId: 'applyTempOpenDay',
        pdCode,
        openDate,
        reason: '年末流动性安排',
      });
    refusal(await apply('SXC101', '2026-11-28'), 2223, '临时开放日须为交易日');
    refusal(await apply('SXC101', '2026-11-20'), 2223, '临时开放日须晚于今天');
    refusal(await apply('SXC103', '2026-11-30'), 2223, '该产品当前状态不可申请临时开放');
    const { processId } = data(await apply('SXC101', '2026-11-30'));
    const list = data(await api.queryToDoProcessList({ status: 'submitted', pageSize: 100 }));
    expect(list.list.map((p) => p.processId)).toContain(processId);
  });
});

describe('on a far business date (Tuesday 2027-06-15)', () => {
  onBusinessDay('2027-06-15T10:00:00+08:00');

  it('lists the trading days of the month without weekends and 端午节, and its open days', async () => {
    signInAs('admin');
    const cal = data(await api.queryJyrlForHomePage('2027-06'));
    expect(cal.tradingDays).toHaveLength(21);
    expect(cal.tradingDays).toContain('2027-06-08');
    expect(cal.tradingDays).not.toContain('2027-06-09');
    expect(cal.tradingDays).not.toContain('2027-06-12');
    expect(cal.tradingDays.every((day) => day.startsWith('2027-06-'))).toBe(true);
    // SXC101 opens on the 15th, a Tuesday in June 2027.
    expect(cal.events).toContainEqual(
      expect.objectContaining({ date: '2027-06-15', type: 'open', pdCode: 'SXC101' }),
    );
    // SXC102's record date falls on Saturday 2027-06-19: Monday 21st, ex-dividend on the 22nd.
    expect(cal.events).toContainEqual(
      expect.objectContaining({ date: '2027-06-22', type: 'dividend', pdCode: 'SXC102' }),
    );
  });

  it('answers products registered, processes started and reports submitted before that day', async () => {
    signInAs('admin');
    const products = data(await api.queryProductList({ pageSize: 100 })).list;
    expect(products.every((p) => p.djrj >= '2026-06-15' && p.djrj < '2027-06-15')).toBe(true);
    const processes = data(await api.queryToDoProcessList({ pageSize: 100 })).list;
    expect(processes[0]?.startTime).toBe('2027-06-13 09:41:17');
    expect(processes.every((p) => p.startTime >= '2027-05-01' && p.updateTime < '2027-06-15')).toBe(
      true,
    );
    const reports = data(await api.queryGlrBGSS({ pageSize: 100 })).list;
    expect(reports.every((r) => r.submitTime >= '2027-03-01' && r.submitTime < '2027-06-15')).toBe(
      true,
    );
    const periodOf = (id: string) => reports.find((r) => r.reportId === id)?.period;
    // Submitted 2027-05-30 (monthly), 2027-05-21 (quarterly) and 2027-03-18 (half-yearly).
    expect([periodOf('BG202611001'), periodOf('BG202610004'), periodOf('BG202608007')]).toEqual([
      '2027-04',
      '2027Q1',
      '2026H2',
    ]);
  });

  it('accepts a temporary open day on a coming trading day only', async () => {
    signInAs('admin');
    const apply = (openDate: string) =>
      api.commonTgywSubmitService({
        serviceId: 'applyTempOpenDay',
        pdCode: 'SXC101',
        openDate,
        reason: '年中流动性安排',
      });
    refusal(await apply('2027-06-15'), 2223, '临时开放日须晚于今天');
    refusal(await apply('2027-06-19'), 2223, '临时开放日须为交易日');
    const { processId } = data(await apply('2027-06-16'));
    expect(processId).toMatch(/^LC20270615\d{3}$/);
  });
});
