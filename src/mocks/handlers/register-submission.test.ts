/**
 * The mock's registration API after the administrators: uploads, the submission, the
 * questionnaire and the agreements.
 */
import { describe, expect, it } from 'vitest';
import * as api from '@/api/register';
import { seeded } from '../../../test/api/examples/register';
import {
  data,
  refusal,
  PDF,
  PNG,
  JPG,
  GIF,
  ADMIN_A,
  upload,
  draftWithAdmins,
  withNativeFormData,
} from '../../../test/support/register-api-calls';
import { checkRegisterFile, MAX_FILE_KB, sniffKind } from './register-store';

withNativeFormData();

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
