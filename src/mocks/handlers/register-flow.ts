/**
 * Mock handlers of the later registration steps (src/api/register.ts): preview confirmation,
 * uploads, the materials check, submission, the questionnaire and the agreements. Each needs
 * the registration's draft token (register-access.ts).
 */
import type { HttpHandler } from 'msw';
import type { PollAnswer, RegisterFileType } from '@/api/register-types';
import { REGISTER_URLS } from '@/api/register-urls';
import { normalizeIdNumber } from '@/lib/id-number';
import { mockNow } from '../clock';
import { db } from '../db/db';
import { ApiError, CODE, ok, publicRoute } from '../http-kit';
import { file, list, oneOf, str } from '../validate';
import { cleanUploadName } from '../upload-name';
import { ownAgreementStep, ownDraft, ownRegistration } from './register-access';
import { sendSms, verifySms } from './register-sms';
import {
  checkComplete,
  checkRegisterFile,
  maskMobile,
  MAX_SCANS_PER_ADMIN,
  mobileParam,
  nowText,
  RC,
  toRecord,
  touch,
} from './register-store';

const FILE_TYPES: readonly RegisterFileType[] = ['licence', 'authLetter', 'idScan'];

function newFileId(): string {
  const random = Math.random().toString(36).slice(2, 6).toUpperCase();
  return `RF${mockNow().toString(36).toUpperCase()}${random}`;
}

/** The answers of register/submitPollAnswer, checked against the questionnaire. */
function pollAnswers(items: unknown[]): PollAnswer[] {
  const questions = db.registerPoll.questions;
  const byQuestion = new Map<string, string[]>();
  for (const item of items) {
    const answer = item as Partial<Record<'questionId' | 'optionIds', unknown>> | null;
    const ids = answer?.optionIds;
    if (
      typeof answer !== 'object' ||
      answer === null ||
      typeof answer.questionId !== 'string' ||
      !Array.isArray(ids) ||
      !ids.every((id) => typeof id === 'string')
    ) {
      throw new ApiError(CODE.malformed, '问卷答案格式不正确');
    }
    const index = questions.findIndex((q) => q.questionId === answer.questionId);
    const question = questions[index];
    if (!question) throw new ApiError(RC.poll, '问卷题目不存在');
    const optionIds = [...new Set(ids as string[])];
    if (optionIds.some((id) => !question.options.some((o) => o.optionId === id))) {
      throw new ApiError(RC.poll, `第${index + 1}题的选项不存在`);
    }
    if (question.type === 'single' && optionIds.length > 1) {
      throw new ApiError(RC.poll, `第${index + 1}题为单选题`);
    }
    byQuestion.set(question.questionId, optionIds);
  }
  const missing = questions
    .filter((q) => (byQuestion.get(q.questionId) ?? []).length === 0)
    .map((q) => q.questionId);
  if (missing.length > 0) throw new ApiError(RC.poll, '请完成全部问题', { questionIds: missing });
  return questions.map((q) => ({
    questionId: q.questionId,
    optionIds: byQuestion.get(q.questionId) ?? [],
  }));
}

export const registerFlowHandlers: HttpHandler[] = [
  publicRoute('get', REGISTER_URLS.affirmInstitutionInfo, ({ params, request }) => {
    const reg = ownDraft(params, request);
    if (reg.admins.length === 0) {
      throw new ApiError(RC.incomplete, '机构信息不完整：请填写管理员信息');
    }
    reg.affirmed = true;
    touch(reg);
    return ok(null, { message: '已确认' });
  }),

  publicRoute('post', REGISTER_URLS.uploadRegisterFile, async ({ params, request }) => {
    const reg = ownDraft(params, request);
    const fileType = oneOf(params, 'fileType', FILE_TYPES, '附件类型');
    let adminIdNo: string | null = null;
    if (fileType === 'idScan') {
      adminIdNo = normalizeIdNumber(str(params, 'adminIdNo', '管理员证件号码', 40));
      if (!reg.admins.some((a) => a.idNo === adminIdNo)) {
        throw new ApiError(RC.fileRefused, '未找到该证件号码对应的管理员');
      }
    }
    const upload = file(params, 'file', '附件');
    const head = new Uint8Array(await upload.slice(0, 8).arrayBuffer());
    const refusal = checkRegisterFile(fileType, upload.name, upload.size, head);
    if (refusal) throw new ApiError(RC.fileRefused, refusal);

    const mine = db.registerFiles.filter((f) => f.regId === reg.regId);
    const replaced =
      fileType === 'idScan'
        ? mine.filter((f) => f.fileType === 'idScan' && f.adminIdNo === adminIdNo)
        : mine.filter((f) => f.fileType === fileType);
    // licence and authLetter: one each; idScan: the oldest goes once an administrator has two.
    const drop =
      fileType === 'idScan'
        ? replaced.slice(0, replaced.length + 1 - MAX_SCANS_PER_ADMIN)
        : replaced;
    db.registerFiles = db.registerFiles.filter((f) => !drop.includes(f));
    const saved = {
      fileId: newFileId(),
      fileType,
      fileName: cleanUploadName(upload.name),
      size: upload.size,
      adminIdNo,
      uploadedAt: nowText(),
    };
    db.registerFiles.push({ regId: reg.regId, ...saved });
    reg.materialsSubmitted = false;
    touch(reg);
    return ok(saved, { message: '上传成功' });
  }),

  publicRoute('get', REGISTER_URLS.registerInst, ({ params, request }) => {
    const reg = ownRegistration(params, request);
    if (reg.status !== 'draft') throw new ApiError(RC.wrongStatus, '注册信息已提交，请勿重复提交');
    checkComplete(reg);
    reg.materialsSubmitted = true;
    touch(reg);
    return ok(toRecord(reg), { message: '注册资料已提交' });
  }),

  publicRoute('get', REGISTER_URLS.confirmCommitRegister, ({ params, request }) => {
    const reg = ownRegistration(params, request);
    if (reg.status === 'registered') {
      throw new ApiError(RC.wrongStatus, '该机构已注册成功，请直接登录');
    }
    if (reg.status !== 'draft') throw new ApiError(RC.wrongStatus, '注册信息已提交，请勿重复提交');
    if (!reg.affirmed) throw new ApiError(RC.incomplete, '请先确认机构信息');
    if (!reg.materialsSubmitted) throw new ApiError(RC.incomplete, '请先提交注册资料');
    checkComplete(reg);
    reg.status = 'submitted';
    reg.submittedAt = nowText();
    touch(reg);
    return ok(toRecord(reg), { message: '注册信息已提交，正在审核中' });
  }),

  publicRoute('get', REGISTER_URLS.queryPollContent, ({ params, request }) => {
    const reg = ownRegistration(params, request);
    const { pollId, title, intro, questions } = db.registerPoll;
    return ok({ pollId, title, intro, questions, answers: reg.pollAnswers });
  }),

  publicRoute('post', REGISTER_URLS.submitPollAnswer, ({ params, request }) => {
    const reg = ownRegistration(params, request);
    if (reg.status === 'draft') throw new ApiError(RC.wrongStatus, '请先提交注册信息');
    if (reg.status === 'registered') {
      throw new ApiError(RC.wrongStatus, '该机构已注册成功，请直接登录');
    }
    reg.pollAnswers = pollAnswers(list(params, 'answers', '问卷答案'));
    reg.status = 'pendingAgreement';
    touch(reg);
    return ok(null, { message: '提交成功' });
  }),

  publicRoute('post', REGISTER_URLS.queryRegisterProtocol, ({ params, request }) => {
    const reg = ownRegistration(params, request);
    const protocols = db.registerProtocols.map((p) => {
      const signature = reg.signatures.find((s) => s.protocolId === p.protocolId);
      return {
        ...p,
        signed: signature !== undefined,
        signedAt: signature?.signedAt ?? null,
        skipped: p.opening && reg.openingSkipped && signature === undefined,
      };
    });
    return ok({ protocols, sealApplied: reg.seal !== null });
  }),

  publicRoute('post', REGISTER_URLS.sendVerificationCodeForSign, ({ params, request }) => {
    const reg = ownAgreementStep(params, request);
    const mobile = mobileParam(params);
    if (!reg.admins.some((a) => a.mobile === mobile)) {
      throw new ApiError(RC.mobileMismatch, '手机号须为已登记的管理员手机号码');
    }
    return ok(sendSms(mobile, 'sign', reg.regId), { message: '验证码已发送' });
  }),

  publicRoute('post', REGISTER_URLS.updateRegisterInstSeal, ({ params, request }) => {
    const reg = ownAgreementStep(params, request);
    const code = str(params, 'code', '验证码', 10);
    const sms = verifySms(null, 'sign', reg.regId, code);
    reg.seal = {
      sealId: `ES${reg.regId.slice(3)}`,
      sealName: `${reg.inst.instName}电子印章`,
      appliedAt: nowText(),
      signerMobile: maskMobile(sms.mobile),
    };
    touch(reg);
    return ok({ ...reg.seal }, { message: '电子签章成功' });
  }),

  publicRoute('post', REGISTER_URLS.insertRegisterProtocol, ({ params, request }) => {
    const reg = ownAgreementStep(params, request);
    const ids = list(params, 'protocolIds', '协议');
    const chosen = db.registerProtocols.filter((p) => ids.includes(p.protocolId));
    if (ids.length === 0 || chosen.length !== new Set(ids).size) {
      throw new ApiError(RC.protocol, '协议不存在');
    }
    if (db.registerProtocols.some((p) => p.required && !ids.includes(p.protocolId))) {
      throw new ApiError(RC.protocol, '请阅读并勾选全部必签协议');
    }
    if (!reg.seal) throw new ApiError(RC.protocol, '请先完成电子签章');
    const at = nowText();
    reg.signatures = chosen.map((p) => ({ protocolId: p.protocolId, signedAt: at }));
    if (chosen.some((p) => p.opening)) reg.openingSkipped = false;
    reg.status = 'registered';
    reg.registeredAt = at;
    touch(reg);
    return ok(toRecord(reg), { message: '注册成功' });
  }),

  publicRoute('post', REGISTER_URLS.skipOpeningProtocol, ({ params, request }) => {
    const reg = ownAgreementStep(params, request, true);
    const opening = db.registerProtocols.find((p) => p.opening);
    if (opening && reg.signatures.some((s) => s.protocolId === opening.protocolId)) {
      throw new ApiError(RC.protocol, '开户协议已签署，无需跳过');
    }
    reg.openingSkipped = true;
    touch(reg);
    return ok(null, { message: '已跳过开户协议' });
  }),
];
