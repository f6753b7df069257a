import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '@/api/register';
import type { ApiResponse } from '@/lib/http-client';
import { ID_TYPE_CODES } from '@/lib/id-number';
import { seeded, useNativeFormData } from '../../../test/api/examples/register';
import type { DraftKey } from '@/api/register-token';
import { checkRegisterFile, MAX_FILE_KB, sniffKind } from './register-store';

type Result<T> = ApiResponse<T> | false;

function answered<T>(result: Result<T>): ApiResponse<T> {
  if (result === false) throw new Error('the call failed on the network');
  return result;
}

function data<T>(result: Result<T>): T {
  const body = answered(result);
  expect(body.code, body.message).toBe(0);
  return body.data;
}

function refusal<T>(result: Result<T>, code: number, message: string | RegExp): ApiResponse<T> {
  const body = answered(result);
  expect(body.code).toBe(code);
  expect(body.message).toMatch(message);
  return body;
}

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const GIF = new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000');

const XUANYUAN = {
  instName: '杭州玄元投资管理有限公司',
  creditCode: '91330106MAJG7LCMK7',
  amacCode: 'P1037797',
};
const ADMIN_A = {
  name: '陈晓岚',
  idType: ID_TYPE_CODES.idCard,
  idNo: '330102199610107995',
  mobile: '13957100321',
  email: 'chenxl@xuanyuan-invest.com',
};
const ADMIN_B = {
  name: 'Michael Chen',
  idType: ID_TYPE_CODES.foreignerPermit,
  idNo: '931840197806112008',
  mobile: '13957100322',
  email: 'michael.chen@xuanyuan-invest.com',
};

async function verify(mobile: string) {
  data(await api.sendVerificationCodeNew(mobile));
  data(await api.submitVerificationCode(mobile, '123456'));
}

function upload(
  draft: DraftKey,
  fileType: string,
  name: string,
  bytes: Uint8Array<ArrayBuffer>,
  idNo?: string,
) {
  const form = new FormData();
  form.append('fileType', fileType);
  if (idNo) form.append('adminIdNo', idNo);
  form.append('file', new File([bytes], name));
  return api.uploadRegisterFile(draft, form);
}

/** A new draft of 杭州玄元 with its two administrators saved. */
async function draftWithAdmins(): Promise<DraftKey> {
  const draft = data(await api.updateInst(XUANYUAN));
  await verify(ADMIN_A.mobile);
  await verify(ADMIN_B.mobile);
  data(await api.createSystemAdminInfo(draft, [ADMIN_A, ADMIN_B]));
  return draft;
}

beforeEach(async () => {
  await useNativeFormData();
});

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

describe('uploads', () => {
  const draft = seeded('REG202611190002');
  const admin = '44030519900105028X';

  it.each([
    ['a text file as licence', 'licence', '执照.txt', PDF, '营业执照仅支持PDF格式'],
    ['an image as authorisation letter', 'authLetter', '授权书.png', PNG, '授权书仅支持PDF格式'],
    ['a PDF as ID scan', 'idScan', '身份证.pdf', PDF, '证件扫描件仅支持JPG、GIF、PNG格式'],
    ['a PNG renamed .pdf', 'licence', '执照.pdf', PNG, '营业执照文件内容不是有效的PDF文件'],
    ['a GIF renamed .jpg', 'idScan', '正面.jpg', GIF, '证件扫描件文件内容不是有效的JPG图片'],
    ['an empty file', 'licence', '执照.pdf', new Uint8Array(), '附件内容为空'],
  ])('refuses %s', async (_label, fileType, name, bytes, message) => {
    refusal(await upload(draft, fileType, name, bytes, admin), 2410, message);
  });

  it('checks the size limit of 100M by the rule itself', () => {
    const head = PDF.slice(0, 8);
    expect(checkRegisterFile('licence', 'a.pdf', MAX_FILE_KB * 1024, head)).toBeNull();
    expect(checkRegisterFile('licence', 'a.pdf', MAX_FILE_KB * 1024 + 1, head)).toBe(
      '附件大小不能超过100M',
    );
    expect(sniffKind(JPG)).toBe('jpg');
    expect(sniffKind(new Uint8Array([1, 2, 3]))).toBeNull();
  });

  it('needs a known administrator for an ID scan and a file', async () => {
    refusal(
      await upload(draft, 'idScan', 'a.png', PNG, '330106198503146754'),
      2410,
      '未找到该证件号码对应的管理员',
    );
    const form = new FormData();
    form.append('fileType', 'licence');
    refusal(await api.uploadRegisterFile(draft, form), 1001, '附件不能为空');
  });

  it('replaces the licence and keeps two scans per administrator', async () => {
    data(await upload(draft, 'licence', '新执照.pdf', PDF));
    data(await upload(draft, 'idScan', '补充.png', PNG, admin));
    const record = data(await api.queryCurrentRegistInfo(draft));
    expect(record.files.filter((f) => f.fileType === 'licence').map((f) => f.fileName)).toEqual([
      '新执照.pdf',
    ]);
    const scans = record.files.filter((f) => f.adminIdNo === admin).map((f) => f.fileName);
    expect(scans).toEqual(['陈思雨-证件反面.jpg', '补充.png']);
  });

  it('stores an upload under its cleaned name: no path, control characters or markup', async () => {
    const stored = data(
      await upload(draft, 'licence', '../../../../etc/<img src=x>pass\u0000wd.pdf', PDF),
    );
    expect(stored.fileName).toBe('img src=xpasswd.pdf');
    const record = data(await api.queryCurrentRegistInfo(draft));
    expect(record.files.find((f) => f.fileType === 'licence')?.fileName).toBe(
      'img src=xpasswd.pdf',
    );
  });

  it('reports upload progress', async () => {
    const progress: number[] = [];
    const form = new FormData();
    form.append('fileType', 'licence');
    form.append('file', new File([PDF], '执照.pdf'));
    data(await api.uploadRegisterFile(draft, form, { onUploadProgress: (p) => progress.push(p) }));
    expect(progress.at(-1)).toBe(100);
  });
});

describe('submission', () => {
  it('names what is missing', async () => {
    const draft = await draftWithAdmins();
    refusal(
      await api.registerInst(seeded('REG202611180001')),
      2405,
      '机构信息不完整：请填写管理员信息',
    );
    refusal(await api.registerInst(draft), 2405, '机构信息不完整：请上传营业执照、授权书');
    data(await upload(draft, 'licence', 'a.pdf', PDF));
    data(await upload(draft, 'authLetter', 'b.pdf', PDF));
    data(await upload(draft, 'idScan', 'a.png', PNG, ADMIN_A.idNo));
    const body = refusal(await api.registerInst(draft), 2405, '请上传证件资料');
    expect(body.data).toEqual({ index: 1, name: 'Michael Chen' });
  });

  it('needs the preview confirmed and the materials submitted, once', async () => {
    refusal(await api.confirmCommitRegister(seeded('REG202611190002')), 2405, '请先确认机构信息');
    data(await api.affirmInstitutionInfo(seeded('REG202611190002')));
    refusal(await api.confirmCommitRegister(seeded('REG202611190002')), 2405, '请先提交注册资料');
    data(await api.registerInst(seeded('REG202611190002')));
    data(await api.confirmCommitRegister(seeded('REG202611190002')));
    refusal(await api.confirmCommitRegister(seeded('REG202611190002')), 2404, '请勿重复提交');
  });

  it('clears the materials check on a new upload', async () => {
    data(await upload(seeded('REG202611200003'), 'licence', 'a.pdf', PDF));
    refusal(await api.confirmCommitRegister(seeded('REG202611200003')), 2405, '请先提交注册资料');
  });
});

describe('questionnaire and agreements', () => {
  it('wants every question, single choices single', async () => {
    const { questions } = data(await api.queryPollContent(seeded('REG202611200004')));
    const all = questions.map((q) => ({
      questionId: q.questionId,
      optionIds: [`${q.questionId}-A`],
    }));
    refusal(
      await api.submitPollAnswer(seeded('REG202611200004'), all.slice(1)),
      2411,
      '请完成全部问题',
    );
    const twice = all.map((a) =>
      a.questionId === 'Q02' ? { ...a, optionIds: ['Q02-A', 'Q02-B'] } : a,
    );
    refusal(await api.submitPollAnswer(seeded('REG202611200004'), twice), 2411, '第2题为单选题');
    const unknown = all.map((a) => (a.questionId === 'Q03' ? { ...a, optionIds: ['Q03-Z'] } : a));
    refusal(
      await api.submitPollAnswer(seeded('REG202611200004'), unknown),
      2411,
      '第3题的选项不存在',
    );
    refusal(await api.submitPollAnswer(seeded('REG202611190002'), all), 2404, '请先提交注册信息');
    refusal(
      await api.sendVerificationCodeForSign(seeded('REG202611200004'), '13758201346'),
      2404,
      '请先完成调查问卷',
    );
  });

  it('signs only with the e-seal and the required protocols', async () => {
    refusal(
      await api.insertRegisterProtocol(seeded('REG202611210005'), ['RP2026001', 'RP2026002']),
      2412,
      '请先完成电子签章',
    );
    refusal(
      await api.insertRegisterProtocol(seeded('REG202611210006'), ['RP2026001', 'RP9999999']),
      2412,
      '协议不存在',
    );
    refusal(
      await api.updateRegisterInstSeal(seeded('REG202611210005'), '123456'),
      2406,
      '请先获取验证码',
    );
    refusal(
      await api.sendVerificationCodeForSign(seeded('REG202611210005'), '13800000000'),
      2409,
      '管理员手机号码',
    );
  });

  it('skips the opening protocol, before or after signing the others', async () => {
    data(await api.skipOpeningProtocol(seeded('REG202611210006')));
    const signed = data(
      await api.insertRegisterProtocol(seeded('REG202611210006'), ['RP2026001', 'RP2026002']),
    );
    expect(signed).toMatchObject({ status: 'registered', openingProtocol: 'skipped' });
    const { protocols } = data(await api.queryRegisterProtocol(seeded('REG202611210006')));
    expect(protocols.find((p) => p.opening)).toMatchObject({ signed: false, skipped: true });
    refusal(
      await api.insertRegisterProtocol(seeded('REG202611210006'), ['RP2026001', 'RP2026002']),
      2404,
      '该机构已注册成功',
    );
  });

  it('cannot skip an opening protocol already signed', async () => {
    data(
      await api.insertRegisterProtocol(seeded('REG202611210006'), [
        'RP2026001',
        'RP2026002',
        'RP2026003',
      ]),
    );
    refusal(
      await api.skipOpeningProtocol(seeded('REG202611210006')),
      2412,
      '开户协议已签署，无需跳过',
    );
  });
});
