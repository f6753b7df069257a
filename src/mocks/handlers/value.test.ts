import { describe, expect, it } from 'vitest';
import { queryUserTips } from '@/api/auth';
import * as api from '@/api/value';
import { VALUE_URLS } from '@/api/value-urls';
import { post } from '@/lib/http-client';
import { data, refusal } from '../../../test/support/api-result';
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
