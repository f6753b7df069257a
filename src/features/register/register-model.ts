/**
 * The state of the /create wizard (spec 2.7): the steps in order, what each step
 * edits, and how a registration record of the server becomes wizard state. Pure.
 */
import type { DraftKey } from '@/api/register-token';
import type {
  ManagerInformation,
  RegisterAdminInput,
  RegisterFile,
  RegisterInstInfo,
  RegisterStatus,
  RegistrationRecord,
} from '@/api/register-types';
import { normalizeIdNumber } from '@/lib/id-number';

/** The seven steps of spec 2.7, in order. */
export const STEP_KEYS = [
  'inst',
  'admin',
  'preview',
  'upload',
  'confirm',
  'poll',
  'agreement',
] as const;
export type StepKey = (typeof STEP_KEYS)[number];
/** Where the wizard is: a step, or 'done' after 注册成功. */
export type WizardStep = StepKey | 'done';

export const STEP_TITLES: Readonly<Record<StepKey, string>> = {
  inst: '机构信息',
  admin: '管理员信息',
  preview: '信息预览',
  upload: '上传资料',
  confirm: '提交确认',
  poll: '调查问卷',
  agreement: '协议确认',
};

/** The steps that edit the draft; after submission (status submitted) they are locked. */
export const DRAFT_STEPS: readonly StepKey[] = ['inst', 'admin', 'preview', 'upload', 'confirm'];

/** The organisation step edits the registration's organisation info as it is sent. */
export type InstForm = RegisterInstInfo;

/** An administrator card: the administrator as sent (idType '' until chosen), with the card's own state. */
export interface AdminForm extends RegisterAdminInput {
  /** Stable key of the card (not sent). */
  key: string;
  /** The mobile whose SMS code was checked ('' if none). */
  verifiedMobile: string;
  /** The SMS code typed and not yet checked (never stored in the draft). */
  smsCode: string;
}

export interface AgreementForm {
  /** Required protocols ticked as read and accepted. */
  accepted: string[];
  /** The optional opening protocol: sign it, skip it, or not chosen yet. */
  opening: 'sign' | 'skip' | '';
  /** The administrator mobile that confirms the e-seal. */
  sealMobile: string;
}

export interface WizardData {
  step: WizardStep;
  regId: string | null;
  /** The secret that lets this wizard read and change its registration (src/api/register.ts). */
  draftToken: string | null;
  status: RegisterStatus;
  inst: InstForm;
  /** The association's record of the institution, when known (display only). */
  manager: ManagerInformation | null;
  /** Snapshot of `inst` as last saved (user/updateInst); null when never saved. */
  savedInst: string | null;
  admins: AdminForm[];
  /** Snapshot of the administrators as last saved (user/createSystemAdminInfo). */
  savedAdmins: string | null;
  /** Uploaded files: server ids and names only, never the File objects. */
  files: RegisterFile[];
  /** questionId → chosen option ids. */
  pollAnswers: Record<string, string[]>;
  agreement: AgreementForm;
}

export const EMPTY_INST: InstForm = {
  instName: '',
  creditCode: '',
  amacCode: '',
  legalRep: '',
  regAddress: '',
  officeAddress: '',
};

let keySeq = 0;
export function newAdmin(): AdminForm {
  keySeq += 1;
  return {
    key: `a${Date.now().toString(36)}${keySeq}${Math.random().toString(36).slice(2, 6)}`,
    name: '',
    idType: '',
    idNo: '',
    mobile: '',
    email: '',
    verifiedMobile: '',
    smsCode: '',
  };
}

export function emptyWizard(): WizardData {
  return {
    step: 'inst',
    regId: null,
    draftToken: null,
    status: 'draft',
    inst: { ...EMPTY_INST },
    manager: null,
    savedInst: null,
    admins: [newAdmin()],
    savedAdmins: null,
    files: [],
    pollAnswers: {},
    agreement: { accepted: [], opening: '', sealMobile: '' },
  };
}

export function stepIndex(step: WizardStep): number {
  return step === 'done' ? STEP_KEYS.length : STEP_KEYS.indexOf(step);
}

/** The organisation fields as user/updateInst takes them (trimmed, code upper-cased). */
export function instPayload(inst: InstForm): InstForm {
  return {
    instName: inst.instName.trim(),
    creditCode: inst.creditCode.trim().toUpperCase(),
    amacCode: inst.amacCode.trim().toUpperCase(),
    legalRep: inst.legalRep.trim(),
    regAddress: inst.regAddress.trim(),
    officeAddress: inst.officeAddress.trim(),
  };
}

/** The administrators as user/createSystemAdminInfo takes them. */
export function adminPayload(admins: AdminForm[]) {
  return admins.map((a) => ({
    name: a.name.trim(),
    idType: a.idType,
    idNo: normalizeIdNumber(a.idNo),
    mobile: a.mobile.trim(),
    email: a.email.trim(),
  }));
}

export const instSnapshot = (inst: InstForm): string => JSON.stringify(instPayload(inst));
export const adminSnapshot = (admins: AdminForm[]): string => JSON.stringify(adminPayload(admins));

/** The registration the wizard holds, when it holds one with its token. */
export function draftKeyOf(data: Pick<WizardData, 'regId' | 'draftToken'>): DraftKey | null {
  return data.regId && data.draftToken ? { regId: data.regId, draftToken: data.draftToken } : null;
}

/** The key of a step that needs the registration: blank parts are refused by the server (2415). */
export function heldKey(data: Pick<WizardData, 'regId' | 'draftToken'>): DraftKey {
  return { regId: data.regId ?? '', draftToken: data.draftToken ?? '' };
}

/**
 * The wizard without its registration (the server refused its token, or no longer holds it):
 * everything typed stays, to be saved again from the first step; uploads are the server's.
 */
export function withoutDraft(data: WizardData): WizardData {
  return {
    ...data,
    regId: null,
    draftToken: null,
    status: 'draft',
    savedInst: null,
    savedAdmins: null,
    files: [],
    step: 'inst',
  };
}

/**
 * Wizard state from a registration record of the server (resuming a registration with the
 * token the server issued). The administrators the server holds passed the SMS check when they
 * were saved. What the server does not keep (questionnaire choices in progress, agreement
 * choices) comes from `base`.
 */
export function wizardFromRecord(
  record: RegistrationRecord,
  draftToken: string,
  base: WizardData,
): WizardData {
  const inst: InstForm = {
    instName: record.inst.instName,
    creditCode: record.inst.creditCode,
    amacCode: record.inst.amacCode,
    legalRep: record.inst.legalRep ?? '',
    regAddress: record.inst.regAddress ?? '',
    officeAddress: record.inst.officeAddress ?? '',
  };
  const admins: AdminForm[] = record.admins.map((a) => ({
    ...newAdmin(),
    name: a.name,
    idType: a.idType,
    idNo: a.idNo,
    mobile: a.mobile,
    email: a.email,
    verifiedMobile: a.mobile,
  }));
  return {
    ...base,
    step: record.nextStep,
    regId: record.regId,
    draftToken,
    status: record.status,
    inst,
    manager: base.inst.creditCode === inst.creditCode ? base.manager : null,
    savedInst: instSnapshot(inst),
    admins: admins.length > 0 ? admins : [newAdmin()],
    savedAdmins: admins.length > 0 ? adminSnapshot(admins) : null,
    files: record.files,
  };
}

/** The files of an administrator (by ID number). */
export function scansOf(files: RegisterFile[], idNo: string): RegisterFile[] {
  const key = normalizeIdNumber(idNo);
  return files.filter((f) => f.fileType === 'idScan' && f.adminIdNo === key);
}

/** The file list after a successful upload, as the server keeps it (one licence, one
 *  letter, two scans an administrator: a new one replaces the oldest). */
export function withUploaded(files: RegisterFile[], added: RegisterFile): RegisterFile[] {
  if (added.fileType !== 'idScan') {
    return [...files.filter((f) => f.fileType !== added.fileType), added];
  }
  const same = files.filter((f) => f.fileType === 'idScan' && f.adminIdNo === added.adminIdNo);
  const drop = new Set(same.slice(0, Math.max(0, same.length + 1 - 2)).map((f) => f.fileId));
  return [...files.filter((f) => !drop.has(f.fileId)), added];
}

/** Files after the administrators were saved: scans of ID numbers no longer listed go. */
export function filesForAdmins(files: RegisterFile[], admins: AdminForm[]): RegisterFile[] {
  const idNos = new Set(admins.map((a) => normalizeIdNumber(a.idNo)));
  return files.filter((f) => f.fileType !== 'idScan' || idNos.has(f.adminIdNo ?? ''));
}

/** Something worth keeping was typed or saved. */
export function hasContent(data: WizardData): boolean {
  if (data.regId) return true;
  if (Object.values(data.inst).some((v) => v.trim() !== '')) return true;
  return data.admins.some((a) =>
    [a.name, a.idType, a.idNo, a.mobile, a.email].some((v) => v.trim() !== ''),
  );
}
