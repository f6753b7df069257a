/**
 * The mock's registration API: the wizard end to end, the organisation step, SMS codes, the
 * administrator step.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as api from '@/api/register';
import { ID_TYPE_CODES } from '@/lib/id-number';
import { seeded } from '../../../test/api/examples/register';
import { onBusinessDay } from '../../../test/support/business-day';
import {
  answered,
  data,
  refusal,
  PDF,
  PNG,
  JPG,
  GIF,
  XUANYUAN,
  ADMIN_A,
  ADMIN_B,
  verify,
  upload,
  draftWithAdmins,
  withNativeFormData,
} from '../../../test/support/register-api-calls';
import { chinaDateTime } from '../clock';
import { db } from '../db/db';
import { daysBetween } from '../db/trading-calendar';

withNativeFormData();

describe('the registration wizard, end to end', () => {
  it('registers 杭州玄元 from the search box to 注册成功', async () => {
    expect(data(await api.searchInst('玄元'))).toEqual([XUANYUAN.instName]);
    expect(data(await api.suggestInstitutionInfo('P1037797'))).toEqual([
      { ...XUANYUAN, registered: false },
    ]);
    const { creditCode } = data(await api.queryCreditCodeByName(XUANYUAN.instName));
    const manager = data(await api.queryManagerInformation(creditCode));
    expect(manager).toMatchObject({ amacCode: 'P1037797', legalRep: '陈晓峰' });
    expect(data(await api.queryRegistInstInfo(creditCode))).toBeNull();

    const draft = await draftWithAdmins();
    expect(draft.regId).toMatch(/^REG\d{8}[0-9a-f]{24}$/);
    expect(draft.draftToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data(await api.queryRegistInstInfo(creditCode))).toEqual({
      instName: XUANYUAN.instName,
      status: 'draft',
      statusName: '填写中',
      adminMobiles: ['139****0321', '139****0322'],
    });
    expect(data(await api.queryInstitutionInfo(draft)).legalRep).toBe('陈晓峰');
    data(await api.affirmInstitutionInfo(draft));

    data(await upload(draft, 'licence', '营业执照.pdf', PDF));
    data(await upload(draft, 'authLetter', '授权书.PDF', PDF));
    const scan = data(await upload(draft, 'idScan', '正面.png', PNG, ADMIN_A.idNo));
    expect(scan).toMatchObject({ fileName: '正面.png', size: PNG.length, adminIdNo: ADMIN_A.idNo });
    data(await upload(draft, 'idScan', 'permit.jpeg', JPG, ADMIN_B.idNo));
    data(await upload(draft, 'idScan', 'permit-back.gif', GIF, ADMIN_B.idNo));
    expect(data(await api.registerInst(draft)).nextStep).toBe('confirm');

    const committed = answered(await api.confirmCommitRegister(draft));
    expect(committed).toMatchObject({ code: 0, message: '注册信息已提交，正在审核中' });
    expect(committed.data).toMatchObject({ status: 'submitted', nextStep: 'poll' });
    refusal(await api.updateInst(XUANYUAN, draft), 2404, '注册信息已提交，不能修改');

    const poll = data(await api.queryPollContent(draft));
    expect(poll.questions.length).toBeGreaterThanOrEqual(6);
    const answers = poll.questions.map((q) => ({
      questionId: q.questionId,
      optionIds: [q.options[0]?.optionId ?? ''],
    }));
    data(await api.submitPollAnswer(draft, answers));

    const { protocols, sealApplied } = data(await api.queryRegisterProtocol(draft));
    expect(sealApplied).toBe(false);
    expect(protocols.map((p) => p.name)).toContain('电子签名约定书');
    expect(protocols.every((p) => p.content.startsWith('<h3>'))).toBe(true);
    data(await api.sendVerificationCodeForSign(draft, ADMIN_B.mobile));
    const seal = data(await api.updateRegisterInstSeal(draft, '123456'));
    expect(seal).toMatchObject({ sealName: '杭州玄元投资管理有限公司电子印章' });
    expect(seal.signerMobile).toBe('139****0322');

    const signed = answered(
      await api.insertRegisterProtocol(
        draft,
        protocols.map((p) => p.protocolId),
      ),
    );
    expect(signed).toMatchObject({ code: 0, message: '注册成功' });
    expect(signed.data).toMatchObject({ status: 'registered', openingProtocol: 'signed' });

    refusal(await api.queryManagerInformation(creditCode), 2401, '该机构已注册，请直接登录');
    expect(data(await api.suggestInstitutionInfo('玄元'))[0]?.registered).toBe(true);
  });
});

describe('organisation step', () => {
  it('refuses an institution already on the platform, by code or by name', async () => {
    refusal(await api.queryManagerInformation('91310115MA1K4LQX8H'), 2401, '该机构已注册');
    refusal(
      await api.updateInst({ ...XUANYUAN, instName: '星辰私募基金管理有限公司' }),
      2401,
      '该机构已注册，请直接登录',
    );
  });

  it('checks the credit code and the association directory', async () => {
    refusal(
      await api.queryManagerInformation('91330106MAJG7LCMK8'),
      1002,
      '请检查统一社会信用代码',
    );
    refusal(
      await api.queryManagerInformation('91350100M000100Y43'),
      2402,
      '未查询到该机构的协会登记信息',
    );
    refusal(await api.queryCreditCodeByName('杭州玄元'), 2402, '未查询到该机构的统一社会信用代码');
    refusal(
      await api.updateInst({ ...XUANYUAN, amacCode: 'G1037797' }),
      1002,
      '协会登记编号格式不正确',
    );
    refusal(
      await api.updateInst({ ...XUANYUAN, instName: '杭州玄元投资有限公司' }),
      2414,
      '机构名称与协会登记信息不一致',
    );
  });

  it('asks for 2 characters before suggesting', async () => {
    refusal(await api.searchInst('玄'), 1002, '请至少输入2个字符');
    expect(data(await api.searchInst('私募')).length).toBe(10);
  });
});

describe('SMS codes', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses a resend within 60 s and accepts one after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    data(await api.sendVerificationCodeNew('13957100321'));
    refusal(
      await api.sendVerificationCodeNew('13957100321'),
      2407,
      /^验证码已发送，请\d+秒后再试$/,
    );
    vi.setSystemTime(Date.now() + 61_000);
    data(await api.sendVerificationCodeNew('13957100321'));
  });

  it('checks the code: empty, wrong, five times wrong, expired', async () => {
    refusal(await api.submitVerificationCode('13957100321', '123456'), 2406, '请先获取验证码');
    data(await api.sendVerificationCodeNew('13957100321'));
    refusal(await api.submitVerificationCode('13957100321', ''), 1001, '验证码不能为空');
    for (let i = 0; i < 5; i += 1) {
      refusal(
        await api.submitVerificationCode('13957100321', '000000'),
        2406,
        '验证码错误或已失效',
      );
    }
    refusal(await api.submitVerificationCode('13957100321', '123456'), 2406, '验证码错误或已失效');

    vi.useFakeTimers({ toFake: ['Date'] });
    data(await api.sendVerificationCodeNew('13957100888'));
    vi.setSystemTime(Date.now() + 301_000);
    refusal(await api.submitVerificationCode('13957100888', '123456'), 2406, '验证码错误或已失效');
  });

  it('checks the mobile format', async () => {
    refusal(await api.sendVerificationCodeNew(''), 1001, '请输入手机号码');
    refusal(await api.sendVerificationCodeNew('12957100321'), 1002, '手机号格式不正确');
  });
});

describe('administrator step', () => {
  it.each([
    ['name', { name: ' ' }, 1001, '请输入管理员姓名'],
    ['ID type', { idType: '' }, 1001, '请选择证件类型'],
    ['unknown ID type', { idType: '100999' }, 1002, '请选择证件类型'],
    ['ID number', { idNo: '330102199610107996' }, 1002, '证件号码不符合规范'],
    ['ID number for the type', { idType: ID_TYPE_CODES.hkMacaoPass }, 1002, '证件号码不符合规范'],
    ['mobile', { mobile: '' }, 1001, '请输入手机号码'],
    ['mobile format', { mobile: '1395710032' }, 1002, '手机号格式不正确'],
    ['e-mail', { email: '' }, 1001, '邮箱不能为空'],
    ['e-mail format', { email: 'chenxl@xuanyuan' }, 1002, '邮箱格式不正确'],
  ])('checks the %s of each administrator', async (_field, change, code, message) => {
    await verify(ADMIN_A.mobile);
    const body = refusal(
      await api.createSystemAdminInfo(seeded('REG202611180001'), [
        ADMIN_A,
        { ...ADMIN_A, ...change },
      ]),
      code,
      message,
    );
    expect(body.data).toEqual({ index: 1 });
  });

  it('refuses shared mobiles or ID numbers, and unverified mobiles', async () => {
    await verify(ADMIN_A.mobile);
    refusal(
      await api.createSystemAdminInfo(seeded('REG202611180001'), [
        ADMIN_A,
        { ...ADMIN_B, idNo: ADMIN_A.idNo, idType: ADMIN_A.idType },
      ]),
      2408,
      '多个管理员的手机号码或证件号码不能相同',
    );
    refusal(
      await api.createSystemAdminInfo(seeded('REG202611180001'), [ADMIN_A, ADMIN_B]),
      2409,
      '手机号须与验证的手机号一致',
    );
    refusal(
      await api.createSystemAdminInfo(seeded('REG209901010001'), [ADMIN_A]),
      2403,
      '注册信息不存在',
    );
  });

  it('clears the preview confirmation and drops the ID scans of removed administrators', async () => {
    const draft = await draftWithAdmins();
    data(await api.affirmInstitutionInfo(draft));
    data(await upload(draft, 'idScan', 'b.png', PNG, ADMIN_B.idNo));
    data(await api.createSystemAdminInfo(draft, [ADMIN_A]));
    const record = data(await api.queryCurrentRegistInfo(draft));
    expect(record).toMatchObject({ affirmed: false, nextStep: 'preview' });
    expect(record.files).toEqual([]);
  });
});

describe('on a business date years after the seed was written', () => {
  onBusinessDay('2031-02-28T10:00:00+08:00');

  it('the seeded registrations were begun on the days before it, the drafts this week', async () => {
    const record = data(await api.queryCurrentRegistInfo(seeded('REG202611190002')));
    expect(record).toMatchObject({ status: 'draft', createdAt: '2031-02-25 14:05:37' });
    expect(record.files.every((f) => f.uploadedAt === '2031-02-25 14:32:08')).toBe(true);
    const ready = data(await api.queryCurrentRegistInfo(seeded('REG202611200003')));
    expect([ready.createdAt, ready.updatedAt]).toEqual([
      '2031-02-26 10:18:02',
      '2031-02-26 10:46:51',
    ]);
    for (const reg of db.registrations) {
      const age = daysBetween(reg.createdAt.slice(0, 10), '2031-02-28');
      expect(age).toBeGreaterThanOrEqual(1);
      expect(age).toBeLessThanOrEqual(reg.status === 'draft' ? 4 : 7);
      expect(reg.updatedAt >= reg.createdAt && reg.updatedAt < chinaDateTime()).toBe(true);
    }
  });

  it('offers this year’s edition of the agreements', async () => {
    const { protocols } = data(await api.queryRegisterProtocol(seeded('REG202611210006')));
    expect(protocols.map((p) => p.version)).toEqual(['2031年版', '2031年版', '2031年版']);
  });

  it('dates a new draft, its id and its upload on the business date', async () => {
    const draft = await draftWithAdmins();
    expect(draft.regId).toMatch(/^REG20310228[0-9a-f]{24}$/);
    data(await upload(draft, 'licence', '营业执照.pdf', PDF));
    const record = data(await api.queryCurrentRegistInfo(draft));
    expect(record.createdAt).toMatch(/^2031-02-28 10:\d\d:\d\d$/);
    expect(record.files[0]?.uploadedAt).toMatch(/^2031-02-28 10:/);
  });

  it('keeps the age of the association’s managers', async () => {
    const manager = data(await api.queryManagerInformation(XUANYUAN.creditCode));
    // Registered with the association 3702 days before the business date, as on 2016-10-03.
    expect(daysBetween(manager.registerDate, '2031-02-28')).toBe(3702);
    expect(manager.establishDate < manager.registerDate).toBe(true);
  });
});
