/**
 * Shared logic of the registration handlers (register.ts, register-flow.ts): refusal codes,
 * lookups in the association directory and the platform, the record view, the completeness
 * check and the upload rules (SMS codes: register-sms.ts; the draft token: register-access.ts). The flow is documented in src/api/register.ts.
 */
import type {
  InstitutionSuggestion,
  RegisterFile,
  RegisterStatus,
  RegistrationRecord,
  RegisterStep,
} from '@/api/register-types';
import { DRAFT_TOKEN_REFUSED } from '@/api/register-token';
import { normalizeCreditCode, validateCreditCode } from '@/lib/credit-code';
import { chinaDateTime, mockNow } from '../clock';
import { db } from '../db/db';
import type { RegistrationRow } from '../db/seed-register';
import { ApiError, CODE, type Params } from '../http-kit';
import { str } from '../validate';

/** Refusal codes of the register domain (see src/api/register.ts). */
export const RC = {
  alreadyRegistered: 2401,
  notInDirectory: 2402,
  noRegistration: 2403,
  wrongStatus: 2404,
  incomplete: 2405,
  badCode: 2406,
  tooFrequent: 2407,
  duplicateAdmin: 2408,
  mobileMismatch: 2409,
  fileRefused: 2410,
  poll: 2411,
  protocol: 2412,
  duplicateRegistration: 2413,
  directoryMismatch: 2414,
  draftToken: DRAFT_TOKEN_REFUSED,
} as const;

/** spec 9: attachment maximum 102400 KB */
export const MAX_FILE_KB = 102400;
export const MAX_ADMINS = 5;
export const MAX_SCANS_PER_ADMIN = 2;

export const STATUS_NAMES: Record<RegisterStatus, string> = {
  draft: '填写中',
  submitted: '已提交，审核中',
  pendingAgreement: '待签署协议',
  registered: '注册成功',
};

/** The mock's now (or an instant in ms) as yyyy-MM-dd HH:mm:ss in China (UTC+8). */
export function nowText(ms = mockNow()): string {
  return chinaDateTime(ms);
}

export function maskMobile(mobile: string): string {
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** The mobile of params[key], with the spec 5.2 messages. */
export function mobileParam(params: Params, key = 'mobile'): string {
  const value = params[key];
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  if (text === '') throw new ApiError(CODE.missing, '请输入手机号码');
  if (!MOBILE_PATTERN.test(text)) throw new ApiError(CODE.malformed, '手机号格式不正确');
  return text;
}

/** The credit code of params.creditCode, upper-cased; the format is checked by the caller. */
export function creditCodeParam(params: Params): string {
  const value = params.creditCode;
  const text = typeof value === 'string' ? normalizeCreditCode(value) : '';
  if (text === '') throw new ApiError(CODE.missing, '请输入统一社会信用代码');
  return text;
}

export function checkCreditCodeFormat(code: string): void {
  const message = validateCreditCode(code);
  if (message) throw new ApiError(CODE.malformed, message);
}

// ---------------------------------------------------------------- directory and platform

/** Refuses an institution already on the platform, or already registered through the wizard. */
export function refuseIfOnPlatform(creditCode?: string, instName?: string): void {
  const onPlatform = db.institutions.some(
    (inst) =>
      (creditCode !== undefined && normalizeCreditCode(inst.creditCode) === creditCode) ||
      (instName !== undefined && inst.instName === instName),
  );
  const registered = db.registrations.some(
    (reg) =>
      reg.status === 'registered' &&
      (reg.inst.creditCode === creditCode ||
        (instName !== undefined && reg.inst.instName === instName)),
  );
  if (onPlatform || registered)
    throw new ApiError(RC.alreadyRegistered, '该机构已注册，请直接登录');
}

export function directoryByCode(creditCode: string) {
  return db.registerDirectory.find((entry) => entry.creditCode === creditCode);
}

/** Everything the association knows: the directory and the institutions already on the platform. */
export function searchable(): InstitutionSuggestion[] {
  const registeredCodes = new Set(
    db.registrations.filter((r) => r.status === 'registered').map((r) => r.inst.creditCode),
  );
  return [
    ...db.registerDirectory.map(({ instName, creditCode, amacCode }) => ({
      instName,
      creditCode,
      amacCode,
      registered: registeredCodes.has(creditCode),
    })),
    ...db.institutions.map(({ instName, creditCode, amacCode }) => ({
      instName,
      creditCode,
      amacCode,
      registered: true,
    })),
  ];
}

/** A type-ahead keyword: at least 2 characters. */
export function keywordParam(params: Params): string {
  const keyword = str(params, 'keyword', '关键字', 100);
  if ([...keyword].length < 2) throw new ApiError(CODE.malformed, '请至少输入2个字符');
  return keyword;
}

/** Up to 10 entries matching the keyword, those starting with it first. */
export function matching<T>(items: T[], keyword: string, fields: (item: T) => string[]): T[] {
  const k = keyword.toUpperCase();
  const hits = items.filter((item) => fields(item).some((f) => f.toUpperCase().includes(k)));
  const starts = (item: T) => fields(item).some((f) => f.toUpperCase().startsWith(k));
  return [...hits.filter(starts), ...hits.filter((item) => !starts(item))].slice(0, 10);
}

// ---------------------------------------------------------------- registrations

export function touch(reg: RegistrationRow): void {
  reg.updatedAt = nowText();
}

function nextStepOf(reg: RegistrationRow): RegisterStep {
  if (reg.status === 'submitted') return 'poll';
  if (reg.status === 'pendingAgreement') return 'agreement';
  if (reg.status === 'registered') return 'done';
  if (reg.admins.length === 0) return 'admin';
  if (!reg.affirmed) return 'preview';
  if (!reg.materialsSubmitted) return 'upload';
  return 'confirm';
}

export function filesOf(regId: string): RegisterFile[] {
  return db.registerFiles
    .filter((f) => f.regId === regId)
    .map(({ fileId, fileType, fileName, size, adminIdNo, uploadedAt }) => ({
      fileId,
      fileType,
      fileName,
      size,
      adminIdNo,
      uploadedAt,
    }));
}

function openingProtocolId(): string | undefined {
  return db.registerProtocols.find((p) => p.opening)?.protocolId;
}

/** The record as the API answers it. */
export function toRecord(reg: RegistrationRow): RegistrationRecord {
  const opening = openingProtocolId();
  const signedIds = reg.signatures.map((s) => s.protocolId);
  return {
    regId: reg.regId,
    status: reg.status,
    statusName: STATUS_NAMES[reg.status],
    nextStep: nextStepOf(reg),
    inst: { ...reg.inst },
    admins: reg.admins.map((a) => ({ ...a })),
    files: filesOf(reg.regId),
    affirmed: reg.affirmed,
    materialsSubmitted: reg.materialsSubmitted,
    pollAnswered: reg.pollAnswers.length > 0,
    sealApplied: reg.seal !== null,
    signedProtocolIds: signedIds,
    openingProtocol:
      opening && signedIds.includes(opening)
        ? 'signed'
        : reg.openingSkipped
          ? 'skipped'
          : 'pending',
    createdAt: reg.createdAt,
    updatedAt: reg.updatedAt,
    submittedAt: reg.submittedAt,
    registeredAt: reg.registeredAt,
  };
}

/** Throws 2405 naming what is missing before the materials can be submitted. */
export function checkComplete(reg: RegistrationRow): void {
  if (reg.admins.length === 0) {
    throw new ApiError(RC.incomplete, '机构信息不完整：请填写管理员信息');
  }
  const files = filesOf(reg.regId);
  const missing: string[] = [];
  if (!files.some((f) => f.fileType === 'licence')) missing.push('营业执照');
  if (!files.some((f) => f.fileType === 'authLetter')) missing.push('授权书');
  if (missing.length > 0) {
    throw new ApiError(RC.incomplete, `机构信息不完整：请上传${missing.join('、')}`);
  }
  const index = reg.admins.findIndex(
    (a) => !files.some((f) => f.fileType === 'idScan' && f.adminIdNo === a.idNo),
  );
  if (index >= 0) {
    const name = reg.admins[index]?.name ?? '';
    throw new ApiError(RC.incomplete, '请上传证件资料', { index, name });
  }
}

// ---------------------------------------------------------------- uploads

/**
 * The upload rules of spec 5.2 and 9 (format by name and by content, emptiness, size): the
 * same function the form applies, so a file the form accepts is one the server accepts.
 */
export { checkFile as checkRegisterFile, sniffKind } from '@/lib/register-file-rules';
