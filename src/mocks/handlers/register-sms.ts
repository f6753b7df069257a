/**
 * SMS codes of registration (always 123456, QA contract): an administrator's mobile (admin),
 * the proof that resumes a registration by credit code (resume) and the e-seal (sign).
 */
import { mockNow } from '../clock';
import { db } from '../db/db';
import type { RegisterSmsRow } from '../db/seed-register';
import { ApiError } from '../http-kit';
import { maskMobile, RC } from './register-store';

export const SMS_CODE = '123456';
export const SMS_TTL_S = 300;
export const SMS_RESEND_S = 60;
const SMS_MAX_FAILURES = 5;

export function sendSms(mobile: string, purpose: RegisterSmsRow['purpose'], regId: string | null) {
  const now = mockNow();
  const last = latestSms(mobile, purpose, regId);
  if (last && now - last.sentAt < SMS_RESEND_S * 1000) {
    const wait = Math.ceil((SMS_RESEND_S * 1000 - (now - last.sentAt)) / 1000);
    throw new ApiError(RC.tooFrequent, `验证码已发送，请${wait}秒后再试`, { wait });
  }
  db.registerSms.push({
    mobile,
    purpose,
    regId,
    code: SMS_CODE,
    sentAt: now,
    verifiedAt: null,
    failedAttempts: 0,
  });
  return { mobile: maskMobile(mobile), expiresIn: SMS_TTL_S, resendAfter: SMS_RESEND_S };
}

function latestSms(
  mobile: string | null,
  purpose: RegisterSmsRow['purpose'],
  regId: string | null,
) {
  return db.registerSms
    .filter(
      (s) =>
        s.purpose === purpose &&
        (mobile === null || s.mobile === mobile) &&
        (regId === null || s.regId === regId),
    )
    .sort((a, b) => b.sentAt - a.sentAt)[0];
}

/** Checks a code against the latest SMS of the mobile (admin) or of the registration (sign). */
export function verifySms(
  mobile: string | null,
  purpose: RegisterSmsRow['purpose'],
  regId: string | null,
  code: string,
): RegisterSmsRow {
  const sms = latestSms(mobile, purpose, regId);
  if (!sms) throw new ApiError(RC.badCode, '请先获取验证码');
  const expired = mockNow() - sms.sentAt > SMS_TTL_S * 1000;
  if (expired || sms.failedAttempts >= SMS_MAX_FAILURES || sms.verifiedAt !== null) {
    throw new ApiError(RC.badCode, '验证码错误或已失效');
  }
  if (code !== sms.code) {
    sms.failedAttempts += 1;
    throw new ApiError(RC.badCode, '验证码错误或已失效');
  }
  sms.verifiedAt = mockNow();
  return sms;
}

export function isMobileVerified(mobile: string): boolean {
  return db.registerSms.some(
    (s) => s.purpose === 'admin' && s.mobile === mobile && s.verifiedAt !== null,
  );
}
