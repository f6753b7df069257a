/**
 * Who may read and change a registration (src/api/register.ts, "The draft token"): the holder
 * of its draft token, sent in the X-Register-Token header. Every handler that takes a regId
 * finds its registration here; the token is compared in constant time.
 */
import { REGISTER_TOKEN_HEADER } from '@/api/register-token';
import { mockToday } from '../clock';
import { db } from '../db/db';
import type { RegistrationRow } from '../db/seed-register';
import { ApiError, type Params } from '../http-kit';
import { randomText } from '../session';
import { str } from '../validate';
import { RC } from './register-store';

export const DRAFT_TOKEN_MESSAGE = '注册信息已失效，请重新验证后继续';
const TOKEN_BYTES = 32;

/** A new draft token: 256 random bits, base64url (43 characters). */
export function newDraftToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TOKEN_BYTES));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Equal strings, compared in a time that depends on the expected token's length only. */
export function sameToken(given: string, expected: string): boolean {
  let diff = given.length ^ expected.length;
  for (let i = 0; i < expected.length; i += 1) {
    const other = i < given.length ? given.charCodeAt(i) : 0;
    diff |= expected.charCodeAt(i) ^ other;
  }
  return diff === 0 && expected.length > 0;
}

/**
 * REG, the business date (yyyyMMdd) and 96 random bits: the id of one draft cannot be guessed
 * from another's.
 */
export function nextRegId(): string {
  return `REG${mockToday().replace(/-/g, '')}${randomText(12)}`;
}

export function regIdParam(params: Params): string {
  return str(params, 'regId', '注册编号', 40);
}

/** The registration of params.regId, when the request holds its draft token. */
export function ownRegistration(params: Params, request: Request): RegistrationRow {
  const regId = regIdParam(params);
  const reg = db.registrations.find((r) => r.regId === regId);
  if (!reg) throw new ApiError(RC.noRegistration, '注册信息不存在');
  const given = request.headers.get(REGISTER_TOKEN_HEADER) ?? '';
  if (!sameToken(given, reg.draftToken)) throw new ApiError(RC.draftToken, DRAFT_TOKEN_MESSAGE);
  return reg;
}

/** The caller's registration of params.regId, which must still be a draft. */
export function ownDraft(params: Params, request: Request): RegistrationRow {
  const reg = ownRegistration(params, request);
  if (reg.status === 'registered') {
    throw new ApiError(RC.wrongStatus, '该机构已注册成功，请直接登录');
  }
  if (reg.status !== 'draft') throw new ApiError(RC.wrongStatus, '注册信息已提交，不能修改');
  return reg;
}

/** The caller's registration of params.regId at the agreement step (questionnaire answered). */
export function ownAgreementStep(
  params: Params,
  request: Request,
  allowRegistered = false,
): RegistrationRow {
  const reg = ownRegistration(params, request);
  if (reg.status === 'draft') throw new ApiError(RC.wrongStatus, '请先提交注册信息');
  if (reg.status === 'submitted') throw new ApiError(RC.wrongStatus, '请先完成调查问卷');
  if (reg.status === 'registered' && !allowRegistered) {
    throw new ApiError(RC.wrongStatus, '该机构已注册成功，请直接登录');
  }
  return reg;
}

/** The registration of an institution that is not finished yet (at most one), if any. */
export function unfinishedOf(creditCode: string): RegistrationRow | undefined {
  return db.registrations.find(
    (r) => r.inst.creditCode === creditCode && r.status !== 'registered',
  );
}

/**
 * Resuming by credit code, once the caller proved control of `mobile` (a right SMS code): the
 * mobile must be an administrator's of the institution's unfinished registration. A new token
 * is issued; the one held before is void.
 */
export function resumeByMobile(
  creditCode: string,
  mobile: string,
): { regId: string; draftToken: string } {
  const reg = unfinishedOf(creditCode);
  if (!reg) throw new ApiError(RC.noRegistration, '该机构没有未完成的注册申请');
  if (!reg.admins.some((a) => a.mobile === mobile)) {
    throw new ApiError(RC.mobileMismatch, '手机号须为已登记的管理员手机号码');
  }
  reg.draftToken = newDraftToken();
  return { regId: reg.regId, draftToken: reg.draftToken };
}
