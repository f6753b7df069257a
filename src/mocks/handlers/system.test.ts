import { describe, expect, it } from 'vitest';
import { CALENDAR_EVENT_LIMITS, SIGN_UP_LIMITS } from '@/api/field-limits';
import * as api from '@/api/system';
import type { ThgzRecord } from '@/api/system-types';
import { ODD_TEXT } from '../../../test/support/odd-text';
import { data, refusal } from '../../../test/support/api-result';
import { onBusinessDay, SEED_WRITTEN_ON } from '../../../test/support/business-day';
import { signInAs } from '../../../test/support/session';
import { HOSTILE_NOTICE_ID, TRAINING_NOTICE_ID } from '../db/seed-system-notices';

/** admin's online sign-up for the training notice. */
const SIGN_UP = {
  id: TRAINING_NOTICE_ID,
  title: '培训',
  ly: 'notice',
  name: '张明远',
  mobile: '13900139001',
};

describe('custom calendar events', () => {
  onBusinessDay(SEED_WRITTEN_ON);

  it('are added, changed and deleted, and the month shows it', async () => {
    signInAs('admin');
    const { eventId } = data(
      await api.addCustomCalendar({
        date: '2026-11-27',
        title: '提交临时开放申请',
        remark: '星辰稳健增长1号',
        remindTime: '2026-11-27 09:00',
      }),
    );
    let month = data(await api.queryTransactionCalendar('2026-11'));
    expect(month.customEvents.find((e) => e.eventId === eventId)).toMatchObject({
      date: '2026-11-27',
      title: '提交临时开放申请',
      remark: '星辰稳健增长1号',
      remindTime: '2026-11-27 09:00',
    });

    data(
      await api.updateCustomCalendar({
        eventId,
        date: '2026-12-02',
        title: '临时开放申请（改期）',
      }),
    );
    month = data(await api.queryTransactionCalendar('2026-11'));
    expect(month.customEvents.some((e) => e.eventId === eventId)).toBe(false);
    const december = data(await api.queryTransactionCalendar('2026-12'));
    expect(december.customEvents.find((e) => e.eventId === eventId)).toMatchObject({
      title: '临时开放申请（改期）',
      remark: '',
      remindTime: null,
    });

    data(await api.deleteCustomCalendar(eventId));
    const after = data(await api.queryTransactionCalendar('2026-12'));
    expect(after.customEvents.some((e) => e.eventId === eventId)).toBe(false);
    refusal(await api.deleteCustomCalendar(eventId), 2503, '日程不存在');
  });

  it('belong to their user and check the title and times', async () => {
    signInAs('admin');
    refusal(
      await api.updateCustomCalendar({ eventId: 'EVT1002', date: '2026-11-26', title: 'x' }),
      2503,
      '日程不存在',
    );
    refusal(await api.deleteCustomCalendar('EVT1002'), 2503, '日程不存在');
    refusal(
      await api.addCustomCalendar({ date: '2026-11-27', title: '长'.repeat(51) }),
      1002,
      '日程标题长度不能超过50',
    );
    refusal(
      await api.addCustomCalendar({ date: '2026-11-31', title: '月底' }),
      1002,
      '日期格式不正确',
    );
    refusal(
      await api.addCustomCalendar({ date: '2026-11-27', title: '提醒', remindTime: '9:00' }),
      1002,
      '提醒时间格式不正确',
    );
    data(await api.addCustomCalendar({ date: '2026-11-27', title: '长'.repeat(50) }));
    signInAs('operator');
    const own = data(await api.queryTransactionCalendar('2026-11')).customEvents.map(
      (e) => e.eventId,
    );
    expect(own).toEqual(['EVT1002']);
  });
});

describe('over-long and odd input', () => {
  onBusinessDay(SEED_WRITTEN_ON);

  it('an own event: an over-long title or remark is 1002 and nothing is saved', async () => {
    signInAs('admin');
    const before = data(await api.queryTransactionCalendar('2026-11')).customEvents.length;
    refusal(
      await api.addCustomCalendar({ date: '2026-11-27', title: ODD_TEXT }),
      1002,
      `日程标题长度不能超过${CALENDAR_EVENT_LIMITS.title}`,
    );
    refusal(
      await api.addCustomCalendar({ date: '2026-11-27', title: '培训', remark: ODD_TEXT }),
      1002,
      `备注长度不能超过${CALENDAR_EVENT_LIMITS.remark}`,
    );
    expect(data(await api.queryTransactionCalendar('2026-11')).customEvents).toHaveLength(before);
    // What the fields let through is kept as typed.
    const title = ODD_TEXT.slice(0, CALENDAR_EVENT_LIMITS.title);
    const remark = ODD_TEXT.slice(0, CALENDAR_EVENT_LIMITS.remark);
    const { eventId } = data(await api.addCustomCalendar({ date: '2026-11-27', title, remark }));
    const saved = data(await api.queryTransactionCalendar('2026-11')).customEvents.find(
      (e) => e.eventId === eventId,
    );
    expect(saved).toMatchObject({ title: title.trim(), remark: remark.trim() });
  });

  it('the online sign-up checks every field before the business rules', async () => {
    signInAs('admin');
    const request = { ...SIGN_UP };
    const labels = {
      name: '姓名',
      company: '单位',
      position: '职务',
      email: '邮箱',
      remark: '备注',
    } as const;
    for (const [field, label] of Object.entries(labels)) {
      const limit = SIGN_UP_LIMITS[field as keyof typeof labels];
      refusal(
        await api.noticeRegistSubmit({ ...request, [field]: ODD_TEXT }),
        1002,
        `${label}长度不能超过${limit}`,
      );
    }
    refusal(
      await api.noticeRegistSubmit({ ...request, mobile: ODD_TEXT }),
      1002,
      `手机号长度不能超过${SIGN_UP_LIMITS.mobile}`,
    );
    refusal(
      await api.noticeRegistSubmit({ ...request, mobile: ODD_TEXT.slice(0, 11) }),
      1002,
      '手机号格式不正确',
    );
    refusal(
      await api.noticeRegistSubmit({ ...request, email: ODD_TEXT.slice(0, 100) }),
      1002,
      '邮箱格式不正确',
    );
    // Signed up once: a second sign-up with an over-long remark is refused for the remark.
    data(await api.noticeRegistSubmit(request));
    refusal(
      await api.noticeRegistSubmit({ ...request, remark: ODD_TEXT }),
      1002,
      `备注长度不能超过${SIGN_UP_LIMITS.remark}`,
    );
  });
});

describe('trading calendar', () => {
  onBusinessDay(SEED_WRITTEN_ON);

  it('skips weekends and the 2026 holidays', async () => {
    signInAs('admin');
    const october = data(await api.queryTradeDay({ month: '2026-10' }));
    // 国庆节 1 to 7 October (the State Council's 2026 arrangement); Thursday the 8th trades.
    expect(october.tradeDays[0]).toBe('2026-10-08');
    expect(october.days.find((d) => d.date === '2026-10-05')).toMatchObject({
      tradeDay: false,
      holiday: '国庆节',
    });
    const springFestival = data(await api.queryTradeDay({ date: '2026-02-16' }));
    expect(springFestival.day).toEqual({
      date: '2026-02-16',
      tradeDay: false,
      prevTradeDay: '2026-02-13',
      nextTradeDay: '2026-02-24',
    });
    refusal(await api.queryTradeDay({}), 1001, '月份或日期不能为空');
  });

  it('collects and uncollects a calendar item', async () => {
    signInAs('admin');
    const itemsOf = async () => data(await api.queryTransactionCalendar('2026-11')).items;
    expect((await itemsOf()).find((i) => i.itemId === 'CAL20261123')?.collected).toBe(true);
    expect(data(await api.collectCalendarItem('CAL20261123')).collected).toBe(false);
    expect((await itemsOf()).find((i) => i.itemId === 'CAL20261123')?.collected).toBe(false);
    expect(data(await api.collectCalendarItem('CAL20261124', 1)).collected).toBe(true);
    // An item of another institution (11160) is not visible to 20001.
    refusal(await api.collectCalendarItem('CAL20261204'), 2504, '日历事项不存在');
  });
});

describe('manager protocol sign query (spec 4)', () => {
  it('answers the unsigned agreement for agreement and null for admin', async () => {
    signInAs('agreement');
    expect(data(await api.queryMgrProtocolSign({ proType: 6, signSt: 0 }))).toMatchObject({
      instId: '20004',
      proType: 6,
      signSt: 0,
      signPath: '/iservice/jxfxxy',
    });
    signInAs('admin');
    expect(data(await api.queryMgrProtocolSign({ proType: 6, signSt: 0 }))).toBeNull();
    expect(data(await api.queryMgrProtocolSign({ proType: 6, signSt: 1 }))).toMatchObject({
      signSt: 1,
    });
  });
});

describe('home view configuration', () => {
  it('differs by institution type', async () => {
    signInAs('admin');
    const base = data(await api.queryHomeViewConfig());
    expect(base.viewType).toBe('default');
    expect(base.sections.map((s) => s.id)).toContain('productGroup');

    signInAs('gmwb');
    const gmwb = data(await api.queryHomeViewConfig());
    expect(gmwb.viewType).toBe('gmwbsy');
    expect(gmwb.sections.map((s) => s.id)).not.toContain('productGroup');
    expect(gmwb.sections.map((s) => s.id).slice(0, 3)).toEqual([
      'publicFundOverview',
      'notice',
      'instructionCount',
    ]);

    signInAs('smgm');
    const smgm = data(await api.queryHomeViewConfig());
    expect(smgm.switchable).toBe(true);
    expect(smgm.sides?.map((s) => s.key)).toEqual(['private', 'public']);
    const [privateSide, publicSide] = smgm.sides ?? [];
    expect(privateSide?.sections.map((s) => s.id)).not.toEqual(
      publicSide?.sections.map((s) => s.id),
    );

    signInAs('xbgm');
    const xbgm = data(await api.queryHomeViewConfig());
    expect(xbgm.viewType).toBe('xbgm');
    expect(xbgm.switchable).toBe(false);
    expect(xbgm.sections[0]?.id).toBe('publicFundOverview');
  });
});

describe('single-table query (Thgz)', () => {
  it('answers the custody notices of the own institution only', async () => {
    signInAs('admin');
    const rows = data(
      await api.commonSingleTableQuery<ThgzRecord>({
        objectName: 'cx_YPTOACXJK',
        params: { CXLX: 7, GLR: '20001' },
      }),
    );
    expect(rows.length).toBe(3);
    expect(rows.every((r) => r.GLR === '20001' && r.CXLX === 7)).toBe(true);
    refusal(
      await api.commonSingleTableQuery({
        objectName: 'cx_YPTOACXJK',
        params: { CXLX: 7, GLR: '11160' },
      }),
      2506,
      '无权查询其他管理人的数据',
    );
    refusal(
      await api.commonSingleTableQuery({ objectName: 'cx_OTHER', params: {} }),
      1002,
      '不支持的查询对象',
    );
    refusal(
      await api.commonSingleTableQuery({ objectName: 'cx_YPTOACXJK', params: { GLR: '20001' } }),
      1001,
      '查询类型不能为空',
    );
  });

  it('middle-platform functions answer per funcId', async () => {
    signInAs('admin');
    expect(data(await api.midPlatformCommonMethod(133)).length).toBe(5);
    expect(data(await api.midPlatformCommonMethod(1518, { pdCode: 'SXC101' })).list.length).toBe(
      20,
    );
    refusal(await api.midPlatformCommonMethod(1518, { pdCode: '016583' }), 2507, '产品不存在');
    refusal(await api.midPlatformCommonMethod(134 as 133), 1002, '不支持的功能号');
  });
});

describe('notices', () => {
  onBusinessDay(SEED_WRITTEN_ON);

  it('include the hostile QA notice with its markup untouched', async () => {
    signInAs('admin');
    const page = data(await api.queryNoticeList({ keyword: '富文本安全检查' }));
    expect(page.list.map((n) => n.title)).toEqual(['【测试】富文本安全检查']);
    const detail = data(await api.queryNoticeDetail(HOSTILE_NOTICE_ID));
    expect(detail.content).toContain('<script>');
    expect(detail.content).toContain('onerror=');
    expect(detail.content).toContain('href="javascript:');
    expect(detail.content).toContain('<iframe srcdoc=');
  });

  it('keep read flags per user', async () => {
    signInAs('admin');
    const before = data(await api.queryNoticeList());
    data(await api.submitReadFlag('N202611200001'));
    const after = data(await api.queryNoticeList());
    expect(after.unreadCount).toBe(before.unreadCount - 1);
    expect(after.list.find((n) => n.noticeId === 'N202611200001')?.read).toBe(true);
    signInAs('operator');
    expect(
      data(await api.queryNoticeList()).list.find((n) => n.noticeId === 'N202611200001')?.read,
    ).toBe(false);
  });

  it('take an online sign-up once per mobile', async () => {
    signInAs('admin');
    const request = { ...SIGN_UP };
    data(await api.noticeRegistSubmit(request));
    refusal(await api.noticeRegistSubmit(request), 2502, '该手机号已报名');
    refusal(
      await api.noticeRegistSubmit({ ...request, id: 'N202611200001' }),
      2502,
      '该公告未开放在线报名',
    );
  });
});

describe('customer service configuration', () => {
  it('answers the robot page and the origin of the portal', async () => {
    signInAs('admin');
    const config = data(await api.queryCustomerServiceConfig());
    expect(config.robotUrl).toBe('/robot/index.html');
    expect(config.robotOrigin).toBe(window.location.origin);
    expect(config.shortcuts.map((s) => s.title)).toEqual(['产品发行', '参数变更', '临时开放']);
  });
});
