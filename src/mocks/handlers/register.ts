/**
 * Mock handlers of institution registration (src/api/register.ts, spec 7.7 and the two
 * searchSuggest calls of 7.6). All public; a call that takes a regId needs the registration's
 * draft token (register-access.ts). This file: the association look-ups, the SMS check of
 * administrator mobiles (also the proof that resumes a registration by credit code) and the
 * administrator step; register-inst.ts: the organisation step and resuming; register-flow.ts:
 * preview, uploads, submission, questionnaire and agreements.
 */
import type { HttpHandler } from 'msw';
import type { RegisterAdmin } from '@/api/register-types';
import { REGISTER_URLS } from '@/api/register-urls';
import { idTypeOf, normalizeIdNumber, validateIdNumber } from '@/lib/id-number';
import { db } from '../db/db';
import { ApiError, CODE, ok, publicRoute, type Params } from '../http-kit';
import { list, str } from '../validate';
import { registerFlowHandlers } from './register-flow';
import { ownDraft, resumeByMobile } from './register-access';
import { registerInstHandlers } from './register-inst';
import { isMobileVerified, sendSms, verifySms } from './register-sms';
import {
  checkCreditCodeFormat,
  creditCodeParam,
  directoryByCode,
  EMAIL_PATTERN,
  keywordParam,
  matching,
  MAX_ADMINS,
  MOBILE_PATTERN,
  mobileParam,
  RC,
  refuseIfOnPlatform,
  searchable,
  touch,
} from './register-store';

/** The credit code of an SMS call that resumes a registration, or null. */
function resumingCode(params: Params): string | null {
  if (params.creditCode === undefined || params.creditCode === '') return null;
  const creditCode = creditCodeParam(params);
  checkCreditCodeFormat(creditCode);
  return creditCode;
}

function fail(index: number, code: number, message: string): never {
  throw new ApiError(code, message, { index });
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

/** One administrator of user/createSystemAdminInfo, with the spec 5.2 messages. */
function adminAt(item: unknown, index: number): RegisterAdmin {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) {
    fail(index, CODE.malformed, '管理员信息格式不正确');
  }
  const fields = item as Record<string, unknown>;
  const name = text(fields.name);
  if (name === '') fail(index, CODE.missing, '请输入管理员姓名');
  if ([...name].length > 30) fail(index, CODE.malformed, '管理员姓名不能超过30个字');
  const idType = text(fields.idType);
  const type = idTypeOf(idType);
  if (!type) fail(index, idType === '' ? CODE.missing : CODE.malformed, '请选择证件类型');
  const idNo = text(fields.idNo);
  const idMessage = validateIdNumber(idType, idNo);
  if (idMessage) fail(index, idNo === '' ? CODE.missing : CODE.malformed, idMessage);
  const mobile = text(fields.mobile);
  if (mobile === '') fail(index, CODE.missing, '请输入手机号码');
  if (!MOBILE_PATTERN.test(mobile)) fail(index, CODE.malformed, '手机号格式不正确');
  const email = text(fields.email);
  if (email === '') fail(index, CODE.missing, '邮箱不能为空');
  if (email.length > 100 || !EMAIL_PATTERN.test(email)) {
    fail(index, CODE.malformed, '邮箱格式不正确');
  }
  return {
    name,
    idType: type.code,
    idTypeName: type.name,
    idNo: normalizeIdNumber(idNo),
    mobile,
    email,
  };
}

export const registerHandlers: HttpHandler[] = [
  publicRoute('get', REGISTER_URLS.searchInst, ({ params }) => {
    const keyword = keywordParam(params);
    return ok(matching(searchable(), keyword, (s) => [s.instName]).map((s) => s.instName));
  }),

  publicRoute('get', REGISTER_URLS.queryCreditCodeByName, ({ params }) => {
    const instName = str(params, 'instName', '机构名称', 100);
    const hit = searchable().find((s) => s.instName === instName);
    if (!hit) throw new ApiError(RC.notInDirectory, '未查询到该机构的统一社会信用代码');
    return ok({ creditCode: hit.creditCode });
  }),

  publicRoute('get', REGISTER_URLS.suggestInstitutionInfo, ({ params }) => {
    const keyword = keywordParam(params);
    return ok(matching(searchable(), keyword, (s) => [s.instName, s.creditCode, s.amacCode]));
  }),

  publicRoute('post', REGISTER_URLS.queryManagerInformation, ({ params }) => {
    const creditCode = creditCodeParam(params);
    refuseIfOnPlatform(creditCode);
    checkCreditCodeFormat(creditCode);
    const entry = directoryByCode(creditCode);
    if (!entry) throw new ApiError(RC.notInDirectory, '未查询到该机构的协会登记信息');
    return ok({ ...entry });
  }),

  // With a credit code, the code is the proof that resumes that institution's unfinished
  // registration: a code of its own, apart from the one that verifies an administrator's mobile.
  publicRoute('get', REGISTER_URLS.sendVerificationCodeNew, ({ params }) => {
    const mobile = mobileParam(params);
    const purpose = resumingCode(params) ? 'resume' : 'admin';
    return ok(sendSms(mobile, purpose, null), { message: '验证码已发送' });
  }),

  publicRoute('get', REGISTER_URLS.submitVerificationCode, ({ params }) => {
    const mobile = mobileParam(params);
    const code = str(params, 'code', '验证码', 10);
    const resuming = resumingCode(params);
    verifySms(mobile, resuming ? 'resume' : 'admin', null, code);
    if (resuming) return ok(resumeByMobile(resuming, mobile), { message: '验证成功' });
    return ok(null, { message: '验证成功' });
  }),

  publicRoute('post', REGISTER_URLS.createSystemAdminInfo, ({ params, request }) => {
    const reg = ownDraft(params, request);
    const items = list(params, 'admins', '管理员信息');
    if (items.length === 0) throw new ApiError(CODE.missing, '请填写管理员信息');
    if (items.length > MAX_ADMINS) {
      throw new ApiError(CODE.malformed, `管理员最多${MAX_ADMINS}名`);
    }
    const admins = items.map(adminAt);
    const mobiles = new Set(admins.map((a) => a.mobile));
    const idNos = new Set(admins.map((a) => a.idNo));
    if (mobiles.size < admins.length || idNos.size < admins.length) {
      throw new ApiError(RC.duplicateAdmin, '多个管理员的手机号码或证件号码不能相同');
    }
    const unverified = admins.findIndex((a) => !isMobileVerified(a.mobile));
    if (unverified >= 0) fail(unverified, RC.mobileMismatch, '手机号须与验证的手机号一致');
    reg.admins = admins;
    reg.affirmed = false;
    reg.materialsSubmitted = false;
    // ID scans of administrators who are no longer listed go with them.
    db.registerFiles = db.registerFiles.filter(
      (f) => f.regId !== reg.regId || f.fileType !== 'idScan' || idNos.has(f.adminIdNo ?? ''),
    );
    touch(reg);
    return ok({ regId: reg.regId, admins }, { message: '保存成功' });
  }),

  ...registerInstHandlers,
  ...registerFlowHandlers,
];
