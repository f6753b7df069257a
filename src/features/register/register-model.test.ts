import { describe, expect, it } from 'vitest';
import type { RegisterFile, RegistrationRecord } from '@/api/register-types';
import { ID_TYPE_CODES } from '@/lib/id-number';
import {
  adminPayload,
  adminSnapshot,
  draftKeyOf,
  emptyWizard,
  filesForAdmins,
  hasContent,
  instPayload,
  newAdmin,
  scansOf,
  stepIndex,
  STEP_KEYS,
  STEP_TITLES,
  withoutDraft,
  withUploaded,
  wizardFromRecord,
} from './register-model';

const file = (
  fileId: string,
  fileType: RegisterFile['fileType'],
  adminIdNo: string | null = null,
) =>
  ({
    fileId,
    fileType,
    fileName: `${fileId}.pdf`,
    size: 1,
    adminIdNo,
    uploadedAt: '',
  }) as RegisterFile;

describe('the steps of spec 2.7', () => {
  it('are in order', () => {
    expect(STEP_KEYS.map((k) => STEP_TITLES[k])).toEqual([
      '机构信息',
      '管理员信息',
      '信息预览',
      '上传资料',
      '提交确认',
      '调查问卷',
      '协议确认',
    ]);
    expect(stepIndex('inst')).toBe(0);
    expect(stepIndex('agreement')).toBe(6);
    expect(stepIndex('done')).toBe(7);
  });
});

describe('payloads and snapshots', () => {
  it('trims and upper-cases what is sent', () => {
    expect(
      instPayload({
        instName: ' 杭州玄元 ',
        creditCode: '91330106majg7lcmk7 ',
        amacCode: 'p1037797',
        legalRep: '',
        regAddress: '',
        officeAddress: '',
      }),
    ).toMatchObject({
      instName: '杭州玄元',
      creditCode: '91330106MAJG7LCMK7',
      amacCode: 'P1037797',
    });
    const admin = { ...newAdmin(), name: ' 陈 ', idNo: '44030519900105028x', smsCode: '1' };
    expect(adminPayload([admin])[0]).toEqual({
      name: '陈',
      idType: '',
      idNo: '44030519900105028X',
      mobile: '',
      email: '',
    });
  });

  it('a snapshot ignores the verification state and the card key', () => {
    const a = { ...newAdmin(), name: '陈' };
    const b = { ...a, key: 'other', verifiedMobile: '139', smsCode: '123456' };
    expect(adminSnapshot([a])).toBe(adminSnapshot([b]));
  });
});

describe('files', () => {
  it('one licence: a new one replaces it; two scans an administrator: the oldest goes', () => {
    let files = withUploaded([], file('L1', 'licence'));
    files = withUploaded(files, file('L2', 'licence'));
    expect(files.map((f) => f.fileId)).toEqual(['L2']);
    files = withUploaded(files, file('S1', 'idScan', 'A'));
    files = withUploaded(files, file('S2', 'idScan', 'A'));
    files = withUploaded(files, file('T1', 'idScan', 'B'));
    files = withUploaded(files, file('S3', 'idScan', 'A'));
    expect(files.map((f) => f.fileId)).toEqual(['L2', 'S2', 'T1', 'S3']);
    expect(scansOf(files, 'a').map((f) => f.fileId)).toEqual(['S2', 'S3']);
  });

  it('scans of administrators no longer listed go', () => {
    const files = [file('L', 'licence'), file('S', 'idScan', 'A'), file('T', 'idScan', 'B')];
    expect(filesForAdmins(files, [{ ...newAdmin(), idNo: 'b' }]).map((f) => f.fileId)).toEqual([
      'L',
      'T',
    ]);
  });
});

describe('wizardFromRecord', () => {
  const record: RegistrationRecord = {
    regId: 'REG1',
    status: 'draft',
    statusName: '填写中',
    nextStep: 'preview',
    inst: {
      instName: '深圳前海远山资产管理有限公司',
      creditCode: '91440300MADFNF7LBX',
      amacCode: 'P1068229',
      legalRep: '林国华',
      regAddress: 'a',
      officeAddress: 'b',
    },
    admins: [
      {
        name: '陈思雨',
        idType: ID_TYPE_CODES.idCard,
        idTypeName: '身份证',
        idNo: '44030519900105028X',
        mobile: '13926541870',
        email: 'c@x.com',
      },
    ],
    files: [file('L', 'licence')],
    affirmed: false,
    materialsSubmitted: false,
    pollAnswered: false,
    sealApplied: false,
    signedProtocolIds: [],
    openingProtocol: 'pending',
    createdAt: '',
    updatedAt: '',
    submittedAt: null,
    registeredAt: null,
  };

  it('continues where the record says, with its administrators verified and saved', () => {
    const base = { ...emptyWizard(), pollAnswers: { Q01: ['Q01-A'] } };
    const data = wizardFromRecord(record, 'token-1', base);
    expect(data).toMatchObject({
      step: 'preview',
      regId: 'REG1',
      draftToken: 'token-1',
      status: 'draft',
    });
    expect(draftKeyOf(data)).toEqual({ regId: 'REG1', draftToken: 'token-1' });
    expect(data.admins[0]).toMatchObject({ name: '陈思雨', verifiedMobile: '13926541870' });
    expect(data.savedAdmins).toBe(adminSnapshot(data.admins));
    expect(data.files).toEqual(record.files);
    expect(data.pollAnswers).toEqual({ Q01: ['Q01-A'] });
  });

  it('a record without administrators starts with one empty card', () => {
    const data = wizardFromRecord(
      { ...record, admins: [], nextStep: 'admin' },
      'token-1',
      emptyWizard(),
    );
    expect(data.admins).toHaveLength(1);
    expect(data.savedAdmins).toBeNull();
  });
});

describe('draftKeyOf and withoutDraft', () => {
  it('holds a registration only with its token', () => {
    expect(draftKeyOf({ regId: 'REG1', draftToken: null })).toBeNull();
    expect(draftKeyOf({ regId: null, draftToken: 'token-1' })).toBeNull();
  });

  it('lets the registration go and keeps everything typed', () => {
    const typed = {
      ...emptyWizard(),
      step: 'upload' as const,
      regId: 'REG1',
      draftToken: 'token-1',
      inst: { ...emptyWizard().inst, instName: '上海澄明私募基金管理有限公司' },
      savedInst: 'x',
    };
    const left = withoutDraft(typed);
    expect(left).toMatchObject({ step: 'inst', regId: null, draftToken: null, savedInst: null });
    expect(left.inst).toEqual(typed.inst);
    expect(left.admins).toEqual(typed.admins);
  });
});

describe('hasContent', () => {
  it('an untouched wizard has nothing worth keeping', () => {
    expect(hasContent(emptyWizard())).toBe(false);
    const typed = emptyWizard();
    typed.admins[0]!.email = 'a';
    expect(hasContent(typed)).toBe(true);
    expect(hasContent({ ...emptyWizard(), regId: 'R' })).toBe(true);
  });
});
