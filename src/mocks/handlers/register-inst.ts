/**
 * Mock handlers of the organisation step (src/api/register.ts, step 1): creating and updating
 * the draft, reading a registration, and what a stranger may learn of an unfinished one.
 */
import type { HttpHandler } from 'msw';
import type { UnfinishedRegistration } from '@/api/register-types';
import { REGISTER_URLS } from '@/api/register-urls';
import { db } from '../db/db';
import { registrationRow } from '../db/seed-register';
import { ApiError, CODE, ok, publicRoute, type Params } from '../http-kit';
import { optStr, str } from '../validate';
import {
  newDraftToken,
  nextRegId,
  ownDraft,
  ownRegistration,
  unfinishedOf,
} from './register-access';
import {
  checkCreditCodeFormat,
  creditCodeParam,
  directoryByCode,
  maskMobile,
  nowText,
  RC,
  refuseIfOnPlatform,
  STATUS_NAMES,
  toRecord,
  touch,
} from './register-store';

const AMAC_CODE = /^P\d{7}$/;

/** Organisation fields of user/updateInst, checked against the association directory. */
function instFields(params: Params) {
  const instName = str(params, 'instName', '机构名称', 100);
  const creditCode = creditCodeParam(params);
  const amacCode = str(params, 'amacCode', '协会登记编号', 20).toUpperCase();
  refuseIfOnPlatform(creditCode, instName);
  checkCreditCodeFormat(creditCode);
  if (!AMAC_CODE.test(amacCode)) throw new ApiError(CODE.malformed, '协会登记编号格式不正确');
  const entry = directoryByCode(creditCode);
  if (!entry) throw new ApiError(RC.notInDirectory, '未查询到该机构的协会登记信息');
  if (entry.instName !== instName) {
    throw new ApiError(RC.directoryMismatch, '机构名称与协会登记信息不一致');
  }
  if (entry.amacCode !== amacCode) {
    throw new ApiError(RC.directoryMismatch, '协会登记编号与协会登记信息不一致');
  }
  return {
    instName,
    creditCode,
    amacCode,
    legalRep: optStr(params, 'legalRep', '法定代表人', 50) ?? entry.legalRep,
    regAddress: optStr(params, 'regAddress', '注册地址', 200) ?? entry.regAddress,
    officeAddress: optStr(params, 'officeAddress', '办公地址', 200) ?? entry.officeAddress,
  };
}

/**
 * Another unfinished registration of the same institution blocks a new one (2413, without its
 * regId: the way back is the SMS proof), unless it holds no administrator yet: then it holds
 * only the association's public data, and goes.
 */
function refuseOtherRegistration(creditCode: string, regId: string | undefined): void {
  const other = unfinishedOf(creditCode);
  if (!other || other.regId === regId) return;
  if (other.status === 'draft' && other.admins.length === 0) {
    db.registrations = db.registrations.filter((r) => r !== other);
    db.registerFiles = db.registerFiles.filter((f) => f.regId !== other.regId);
    return;
  }
  const message =
    other.status === 'draft'
      ? '该机构已有未完成的注册申请，请验证管理员手机号后继续'
      : '该机构的注册申请正在审核中，请验证管理员手机号后查看';
  throw new ApiError(RC.duplicateRegistration, message);
}

/** What anyone who knows the credit code may learn; nothing of an administrator-less draft. */
function publicView(creditCode: string): UnfinishedRegistration | null {
  const reg = unfinishedOf(creditCode);
  if (!reg || reg.admins.length === 0) return null;
  return {
    instName: reg.inst.instName,
    status: reg.status,
    statusName: STATUS_NAMES[reg.status],
    adminMobiles: reg.admins.map((a) => maskMobile(a.mobile)),
  };
}

export const registerInstHandlers: HttpHandler[] = [
  publicRoute('get', REGISTER_URLS.queryRegistInstInfo, ({ params }) => {
    const creditCode = creditCodeParam(params);
    refuseIfOnPlatform(creditCode);
    checkCreditCodeFormat(creditCode);
    return ok(publicView(creditCode));
  }),

  publicRoute('get', REGISTER_URLS.updateInst, ({ params, request }) => {
    const reg =
      params.regId === undefined || params.regId === '' ? undefined : ownDraft(params, request);
    const inst = instFields(params);
    refuseOtherRegistration(inst.creditCode, reg?.regId);
    if (reg) {
      reg.inst = inst;
      reg.affirmed = false;
      reg.materialsSubmitted = false;
      touch(reg);
      return ok({ regId: reg.regId, draftToken: reg.draftToken }, { message: '保存成功' });
    }
    const at = nowText();
    const created = nextRegId();
    const draftToken = newDraftToken();
    db.registrations.push(registrationRow(created, 'draft', at, inst, { draftToken }));
    return ok({ regId: created, draftToken }, { message: '保存成功' });
  }),

  publicRoute('get', REGISTER_URLS.queryCurrentRegistInfo, ({ params, request }) =>
    ok(toRecord(ownRegistration(params, request))),
  ),

  publicRoute('get', REGISTER_URLS.queryInstitutionInfo, ({ params, request }) => {
    const reg = ownRegistration(params, request);
    return ok({ ...reg.inst });
  }),
];
