/**
 * Seed of institution registration (spec 7.7; the flow is documented in src/api/register.ts).
 *
 * Tables: registerDirectory (the association directory), registrations (one row a regId),
 * registerFiles (uploaded files, metadata only), registerSms (SMS codes sent; always 123456),
 * registerPoll (the questionnaire) and registerProtocols (the agreements).
 *
 * Registrations seeded in every status, so that a wizard can be resumed at each step
 * (queryRegistInstInfo by credit code) and the API examples have something to act on. Their
 * ids are fixed (QA contract); their dates are days before the business date (in brackets):
 *   REG202611180001 上海澄明   (-4) draft: organisation info only
 *   REG202611190002 深圳前海远山 (-3) draft: organisation, 2 administrators and all files
 *   REG202611200003 北京和熙   (-2) draft: complete, preview confirmed, materials submitted
 *   REG202611200004 宁波梅山盈泰 (-2) submitted (under review): questionnaire next
 *   REG202611210005 广州南粤臻远 (-1) pendingAgreement: questionnaire answered, no e-seal yet
 *   REG202611210006 成都锦城鼎元 (-1) pendingAgreement: e-seal applied, ready to sign
 *   REG202611150007 南京紫金山泉 (-7) registered (opening protocol skipped)
 * 杭州玄元投资管理有限公司 and the other directory entries have no registration yet.
 * Each carries the draft token seed-<regId> (seedDraftToken), e.g. seed-REG202611190002.
 */
import type {
  InstSeal,
  PollAnswer,
  RegisterAdmin,
  RegisterFile,
  RegisterInstInfo,
  RegisterStatus,
} from '@/api/register-types';
import { ID_TYPE_CODES, idTypeOf, type IdTypeCode } from '@/lib/id-number';
import { seedRegisterPoll, seedRegisterProtocols } from './seed-register-content';
import { seedRegisterDirectory } from './seed-register-directory';
import type { SeedDates } from './seed-dates';

export interface RegistrationRow {
  regId: string;
  /** The secret that lets its holder read and change the registration (X-Register-Token) */
  draftToken: string;
  status: RegisterStatus;
  inst: RegisterInstInfo;
  admins: RegisterAdmin[];
  /** The preview was confirmed (user/affirmInstitutionInfo) */
  affirmed: boolean;
  /** The materials check passed (register/inst) */
  materialsSubmitted: boolean;
  pollAnswers: PollAnswer[];
  seal: InstSeal | null;
  signatures: { protocolId: string; signedAt: string }[];
  openingSkipped: boolean;
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
  registeredAt: string | null;
}

export interface RegisterFileRow extends RegisterFile {
  regId: string;
}

export interface RegisterSmsRow {
  mobile: string;
  /**
   * admin: verifies an administrator's mobile; resume: proves an administrator's mobile to
   * resume a registration by credit code; sign: confirms the e-seal of a registration
   */
  purpose: 'admin' | 'resume' | 'sign';
  regId: string | null;
  code: string;
  /** ms since epoch */
  sentAt: number;
  /** ms since epoch, once the code was entered correctly */
  verifiedAt: number | null;
  /** Wrong codes entered; at 5 the code is void */
  failedAttempts: number;
}

const { idCard, hkMacaoPass } = ID_TYPE_CODES;

/** An administrator of a seeded registration; the ID type's name is the portal's (ID_TYPES). */
function admin(
  name: string,
  idType: IdTypeCode,
  idNo: string,
  mobile: string,
  email: string,
): RegisterAdmin {
  return { name, idType, idTypeName: idTypeOf(idType)?.name ?? '', idNo, mobile, email };
}

/**
 * The draft token of a seeded registration: known, so that QA and the tests can act on the
 * seed (QA contract). A draft created through user/updateInst gets a random one; resuming by
 * credit code (the SMS proof) replaces either.
 */
export function seedDraftToken(regId: string): string {
  return `seed-${regId}`;
}

function instOf(directory: ReturnType<typeof seedRegisterDirectory>, index: number) {
  const entry = directory[index];
  if (!entry) throw new Error(`no directory entry ${index}`);
  const { instName, creditCode, amacCode, legalRep, regAddress, officeAddress } = entry;
  return { instName, creditCode, amacCode, legalRep, regAddress, officeAddress };
}

/** A registration row: nothing done yet but what `extra` says (the seed's token unless given). */
export function registrationRow(
  regId: string,
  status: RegisterStatus,
  at: string,
  inst: RegisterInstInfo,
  extra: Partial<RegistrationRow> = {},
): RegistrationRow {
  const base: RegistrationRow = {
    regId,
    draftToken: seedDraftToken(regId),
    status,
    inst,
    admins: [],
    affirmed: false,
    materialsSubmitted: false,
    pollAnswers: [],
    seal: null,
    signatures: [],
    openingSkipped: false,
    createdAt: at,
    updatedAt: at,
    submittedAt: null,
    registeredAt: null,
  };
  return { ...base, ...extra };
}

/** Licence, authorisation letter and front and back ID scans of each administrator. */
function filesOf(regId: string, admins: RegisterAdmin[], at: string): RegisterFileRow[] {
  const seq = regId.slice(-4);
  const file = (
    fileId: string,
    fileType: RegisterFileRow['fileType'],
    fileName: string,
    size: number,
    adminIdNo: string | null,
  ): RegisterFileRow => ({ regId, fileId, fileType, fileName, size, adminIdNo, uploadedAt: at });
  return [
    file(`RF${seq}01`, 'licence', '营业执照副本.pdf', 1843209, null),
    file(`RF${seq}02`, 'authLetter', '系统管理员授权书.pdf', 652417, null),
    ...admins.flatMap((a, i) => [
      file(`RF${seq}${i + 3}A`, 'idScan', `${a.name}-证件正面.jpg`, 412876, a.idNo),
      file(`RF${seq}${i + 3}B`, 'idScan', `${a.name}-证件反面.jpg`, 398541, a.idNo),
    ]),
  ];
}

const POLL_ANSWERS: PollAnswer[] = [
  { questionId: 'Q01', optionIds: ['Q01-A', 'Q01-B'] },
  { questionId: 'Q02', optionIds: ['Q02-C'] },
  { questionId: 'Q03', optionIds: ['Q03-C'] },
  { questionId: 'Q04', optionIds: ['Q04-A'] },
  { questionId: 'Q05', optionIds: ['Q05-B'] },
  { questionId: 'Q06', optionIds: ['Q06-A', 'Q06-B'] },
  { questionId: 'Q07', optionIds: ['Q07-A'] },
  { questionId: 'Q08', optionIds: ['Q08-A'] },
];

/** What a registration has done once its materials are in, and once the questionnaire is answered. */
const MATERIALS_IN = { affirmed: true, materialsSubmitted: true };
const ANSWERED = { ...MATERIALS_IN, pollAnswers: POLL_ANSWERS };

function seal(instName: string, sealId: string, at: string, mobile: string): InstSeal {
  return {
    sealId,
    sealName: `${instName}电子印章`,
    appliedAt: at,
    signerMobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`,
  };
}

/** Registrations of the past week: each began on a recent day before the business date. */
export function seedRegister(d: SeedDates) {
  const registerDirectory = seedRegisterDirectory(d);
  const inst = (index: number) => instOf(registerDirectory, index);

  const admins2 = [
    admin('陈思雨', idCard, '44030519900105028X', '13926541870', 'chensiyu@qhyuanshan.com.cn'),
    admin('梁嘉豪', hkMacaoPass, 'H60218745', '13823019546', 'liangjh@qhyuanshan.com.cn'),
  ];
  const admins3 = [
    admin('刘雨桐', idCard, '110105198211277149', '13601127745', 'liuyutong@hexitz.com'),
  ];
  const admins4 = [
    admin('沈浩然', idCard, '330106198503146754', '13758201346', 'shenhr@yingtaiinvest.cn'),
  ];
  const admins5 = [
    admin('黄嘉欣', idCard, '320106198806193062', '13922875310', 'huangjx@nyzhenyuan.com'),
  ];
  const admins6 = [
    admin('李明轩', idCard, '510104197604020532', '13908176624', 'limx@jcdingyuan.com'),
  ];
  const admins7 = [
    admin('周敏', idCard, '420106198702280544', '13915863027', 'zhoumin@zjsqam.com'),
  ];

  const registrations: RegistrationRow[] = [
    registrationRow('REG202611180001', 'draft', d.at(-4, '09:42:15'), inst(1)),
    registrationRow('REG202611190002', 'draft', d.at(-3, '14:05:37'), inst(2), {
      admins: admins2,
    }),
    registrationRow('REG202611200003', 'draft', d.at(-2, '10:18:02'), inst(3), {
      admins: admins3,
      ...MATERIALS_IN,
      updatedAt: d.at(-2, '10:46:51'),
    }),
    registrationRow('REG202611200004', 'submitted', d.at(-2, '15:31:44'), inst(4), {
      admins: admins4,
      ...MATERIALS_IN,
      updatedAt: d.at(-2, '16:02:10'),
      submittedAt: d.at(-2, '16:02:10'),
    }),
    registrationRow('REG202611210005', 'pendingAgreement', d.at(-1, '09:12:26'), inst(5), {
      admins: admins5,
      ...ANSWERED,
      updatedAt: d.at(-1, '09:58:40'),
      submittedAt: d.at(-1, '09:51:03'),
    }),
    registrationRow('REG202611210006', 'pendingAgreement', d.at(-1, '13:40:09'), inst(6), {
      admins: admins6,
      ...ANSWERED,
      seal: seal(inst(6).instName, 'ES202611210006', d.at(-1, '14:27:55'), '13908176624'),
      updatedAt: d.at(-1, '14:27:55'),
      submittedAt: d.at(-1, '14:16:32'),
    }),
    registrationRow('REG202611150007', 'registered', d.at(-7, '10:03:48'), inst(7), {
      admins: admins7,
      ...ANSWERED,
      seal: seal(inst(7).instName, 'ES202611150007', d.at(-7, '11:20:13'), '13915863027'),
      signatures: [
        { protocolId: 'RP2026001', signedAt: d.at(-7, '11:21:02') },
        { protocolId: 'RP2026002', signedAt: d.at(-7, '11:21:02') },
      ],
      openingSkipped: true,
      updatedAt: d.at(-7, '11:21:40'),
      submittedAt: d.at(-7, '10:55:19'),
      registeredAt: d.at(-7, '11:21:02'),
    }),
  ];

  const registerFiles: RegisterFileRow[] = [
    ...filesOf('REG202611190002', admins2, d.at(-3, '14:32:08')),
    ...filesOf('REG202611200003', admins3, d.at(-2, '10:40:27')),
    ...filesOf('REG202611200004', admins4, d.at(-2, '15:55:16')),
    ...filesOf('REG202611210005', admins5, d.at(-1, '09:45:51')),
    ...filesOf('REG202611210006', admins6, d.at(-1, '14:09:34')),
    ...filesOf('REG202611150007', admins7, d.at(-7, '10:47:02')),
  ];

  return {
    registerDirectory,
    registrations,
    registerFiles,
    registerSms: [] as RegisterSmsRow[],
    registerPoll: seedRegisterPoll(),
    registerProtocols: seedRegisterProtocols(d),
  };
}
