import { describe, expect, it } from 'vitest';
import { queryUserTips } from '@/api/auth';
import * as api from '@/api/value';
import { VALUE_URLS } from '@/api/value-urls';
import { post } from '@/lib/http-client';
import { data, refusal } from '../../../test/support/api-result';
import { onBusinessDay, SEED_WRITTEN_ON } from '../../../test/support/business-day';
import { signInAs } from '../../../test/support/session';

describe('tax', () => {
  it('confirming the scheme ends the tax pop-up of a small-scale taxpayer', async () => {
    signInAs('tax');
    const [before] = data(await api.queryBasicTaxInfo());
    expect(before).toMatchObject({ NSRLX: '2', QRFA: '', SFQRZZSXX: '0' });
    expect(data(await queryUserTips())).toMatchObject({ taxNeedEdit: true, taxInfo: true });
    const after = data(await api.insertLsTaxXgmnsr({ QRFA: '2', LXSRNSSD: '2026Q4' }));
    expect(after).toMatchObject({ QRFA: '2', LXSRNSSD: '2026Q4', SFQRZZSXX: '1', qrzt: '1' });
    expect(data(await queryUserTips())).toMatchObject({ taxNeedEdit: false, taxInfo: false });
    refusal(await api.insertLsTaxXgmnsr({ QRFA: '1', LXSRNSSD: '2026Q4' }), 2302, '纳税方案已确认');
  });

  it('checks the scheme and the taxpayer type', async () => {
    signInAs('tax');
    const bad = { QRFA: '3', LXSRNSSD: '2026Q4' } as unknown as api.TaxSchemeConfirm;
    refusal(await api.insertLsTaxXgmnsr(bad), 1002, '确认方案格式不正确');
    refusal(await api.insertLsTaxXgmnsr({ QRFA: '1', LXSRNSSD: '2026Q5' }), 1002, '所属期');
    signInAs('admin');
    refusal(
      await api.insertLsTaxXgmnsr({ QRFA: '1', LXSRNSSD: '2026Q4' }),
      2301,
      '不是小规模纳税人',
    );
  });

  it('answers an empty list for an institution without tax info', async () => {
    signInAs('letter');
    expect(data(await api.queryBasicTaxInfo())).toEqual([]);
  });
});

describe('net values (value/commonQuery funcId 049)', () => {
  onBusinessDay(SEED_WRITTEN_ON);

  it('answers trading days only, within the period', async () => {
    signInAs('admin');
    const rows = data(
      await api.queryNavByFunc049({
        pdCode: 'SXC101',
        startDate: '2026-11-01',
        endDate: '2026-11-30',
      }),
    );
    expect(rows[0]?.jzrq).toBe('2026-11-02');
    // Nothing after the last trading day before today (2026-11-22).
    expect(rows.at(-1)?.jzrq).toBe('2026-11-20');
    expect(rows).toHaveLength(15);
    expect(rows.every((r) => /^\d+\.\d{4}$/.test(r.dwjz) && /^\d+\.\d{2}$/.test(r.zcjz))).toBe(
      true,
    );
  });

  it('refuses another funcId, a missing one and an unknown product', async () => {
    signInAs('admin');
    const body = { pdCode: 'SXC101' };
    refusal(
      await post(`${VALUE_URLS.commonQuery}?funcId=050`, body, { json: true }),
      1002,
      '功能号格式不正确',
    );
    refusal(await post(VALUE_URLS.commonQuery, body, { json: true }), 1001, '功能号不能为空');
    refusal(await api.queryNavByFunc049({ pdCode: 'SXX999' }), 2201, '产品不存在');
  });
});

describe('other value calls', () => {
  onBusinessDay(SEED_WRITTEN_ON);

  it('answers the clearing status of a trading day and nothing on a weekend', async () => {
    signInAs('admin');
    const friday = data(await api.queryClearStat({ date: '2026-11-19' }));
    expect(friday.tradingDay).toBe(true);
    expect(friday.items.length).toBeGreaterThan(0);
    expect(friday.items.every((i) => i.gzzt === '3' && i.qszt === '2')).toBe(true);
    const sunday = data(await api.queryClearStat({ date: '2026-11-22' }));
    expect(sunday).toEqual({ date: '2026-11-22', tradingDay: false, items: [] });
    expect(data(await api.queryClearStat()).date).toBe('2026-11-20');
  });

  it('lists the contracts of a product the user may see', async () => {
    signInAs('admin');
    const docs = data(await api.queryContractByPdCode('SXC102'));
    expect(docs.map((d) => d.contractType)).toEqual([
      '基金合同',
      '托管协议',
      '补充协议',
      '补充协议',
    ]);
    const name = '星辰量化对冲1号私募证券投资基金';
    expect(docs[1]).toEqual({
      pdCode: 'SXC102',
      pdName: docs[1]?.pdName,
      version: 'V1.0',
      signDate: docs[1]?.effectiveDate,
      contractId: 'HT-SXC102-TGXY',
      contractType: '托管协议',
      contractName: `${name}托管协议`,
      effectiveDate: docs[1]?.effectiveDate,
      fileName: `${name}托管协议.pdf`,
    });
    expect(docs[0]).toMatchObject({
      contractId: 'HT-SXC102-JJHT',
      fileName: `${name}基金合同.pdf`,
    });
    signInAs('operator');
    refusal(await api.queryContractByPdCode('SXC103'), 2201, '产品不存在');
  });

  it('filters the I9 confirmations', async () => {
    signInAs('admin');
    const pending = data(await api.queryI9Confirm({ qrzt: '0' }));
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((r) => r.qrzt === '0' && r.qrr === '')).toBe(true);
    const done = data(await api.queryI9Confirm({ pdCode: 'SXC101', qrzt: '1' }));
    expect(done.map((r) => r.qrr)).toEqual(['张明远', '张明远']);
  });

  it('answers the investor setting and the latest videos', async () => {
    signInAs('letter');
    expect(data(await api.queryInvestorInfo()).TJTSHFQZQR).toBe('0');
    signInAs('admin');
    expect(data(await api.queryInvestorInfo()).TJTSHFQZQR).toBe('1');
    const videos = data(await api.queryXinVideoRecentDetails(2));
    expect(videos.map((v) => v.publishDate)).toEqual(['2026-11-18', '2026-11-11']);
    refusal(await api.queryXinVideoRecentDetails(50), 1002, '条数超出范围');
  });
});

describe('on a far business date (Friday 2031-02-28)', () => {
  onBusinessDay('2031-02-28T10:00:00+08:00');

  it('values up to the trading day before today, and skips weekends and 春节 in the net values', async () => {
    signInAs('admin');
    expect(data(await api.queryClearStat()).date).toBe('2031-02-27');
    const rows = data(
      await api.queryNavByFunc049({
        pdCode: 'SXC101',
        startDate: '2031-01-01',
        endDate: '2031-03-31',
      }),
    );
    const days = rows.map((r) => r.jzrq);
    expect(days[0]).toBe('2031-01-02');
    expect(days.at(-1)).toBe('2031-02-27');
    // 春节 2031: 2031-01-22 to 2031-01-29.
    expect(days).toContain('2031-01-21');
    expect(days.filter((day) => day >= '2031-01-22' && day <= '2031-01-29')).toEqual([]);
    expect(days).toContain('2031-01-30');
    expect(days.every((day) => ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()))).toBe(
      true,
    );
    // The default period: the 30 days before the latest valuation date.
    const recent = data(await api.queryNavByFunc049({ pdCode: 'SXC101' }));
    expect(recent[0]?.jzrq).toBe('2031-01-30');
    expect(recent.at(-1)?.jzrq).toBe('2031-02-27');
  });

  it('answers the videos of the past weeks and contracts signed since the product', async () => {
    signInAs('admin');
    const videos = data(await api.queryXinVideoRecentDetails(8));
    expect(videos[0]?.publishDate).toBe('2031-02-24');
    expect(videos.every((v) => v.publishDate >= '2030-12-01' && v.publishDate < '2031-02-28')).toBe(
      true,
    );
    const docs = data(await api.queryContractByPdCode('SXC102'));
    const [contract, , ...supplements] = docs;
    expect(supplements.map((s) => s.signDate)).toEqual(['2030-11-08', '2031-02-14']);
    expect(supplements.every((s) => contract !== undefined && s.signDate > contract.signDate)).toBe(
      true,
    );
  });
});

describe('on a holiday (端午节, Wednesday 2027-06-09)', () => {
  onBusinessDay('2027-06-09T10:00:00+08:00');

  it('answers the last trading day before it as the latest valuation date', async () => {
    signInAs('admin');
    expect(data(await api.queryClearStat()).date).toBe('2027-06-08');
    const holiday = data(await api.queryClearStat({ date: '2027-06-09' }));
    expect(holiday).toEqual({ date: '2027-06-09', tradingDay: false, items: [] });
    expect(data(await api.queryNavByFunc049({ pdCode: 'SXC101' })).at(-1)?.jzrq).toBe('2027-06-08');
  });
});
