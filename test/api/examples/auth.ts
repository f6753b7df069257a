import type * as api from '@/api/auth';
import {
  firstLoginSendSmsCode,
  firstLoginVerifyCode,
  getWechatAuthStatus,
  login,
  newImageVerificationCode,
  pwdRecallVerifyPhone,
  pwdRecallVerifySmsCode,
  queryQrScanStatus,
} from '@/api/auth';
import type { ApiResponse } from '@/lib/http-client';
import { db } from '@/mocks/db/db';
import { DEMO_PASSWORD } from '@/mocks/db/seed-auth';
import type { Examples } from './example';

function dataOf<T>(result: ApiResponse | false, what: string): T {
  if (!result) throw new Error(`${what}: the call failed`);
  return result.data as T;
}

/** The ticket of a login step (sms, multi, newbie). */
async function loginTicket(userName: string): Promise<string> {
  const captcha = dataOf<api.CaptchaImage>(await newImageVerificationCode(), 'captcha');
  const result = await login({
    userName,
    password: DEMO_PASSWORD,
    captchaId: captcha.captchaId,
    captcha: '1234',
  });
  return dataOf<api.LoginTicket>(result, `login ${userName}`).ticket;
}

/** Moves every SMS sent so far 61 s into the past, so that a resend is allowed. */
function ageSms(): void {
  for (const challenge of db.authSmsChallenges) challenge.sentAt -= 61_000;
}

/** A QR login confirmed on the phone (6 s old). */
async function confirmedQr(): Promise<string> {
  const qr = dataOf<api.QrScanStatus>(await queryQrScanStatus(), 'qr');
  for (const session of db.authQrSessions) session.createdAt -= 6_000;
  return qr.qrId;
}

async function recallTicket(): Promise<string> {
  const started = await pwdRecallVerifyPhone({ userName: 'operator', mobile: '13800138002' });
  return dataOf<api.PwdRecallStarted>(started, 'recovery').ticket;
}

const NEW_PASSWORD = 'Portal#2027';

export const authExamples: Examples<typeof api> = {
  querySysConfig: {
    as: 'anonymous',
    valid: [],
    invalid: { none: 'public call without parameters: nothing a caller can get wrong' },
  },
  newImageVerificationCode: {
    as: 'anonymous',
    valid: ['login'],
    invalid: { args: ['bogus'] },
  },
  login: {
    as: 'anonymous',
    valid: async () => [
      {
        userName: 'admin',
        password: DEMO_PASSWORD,
        captchaId: dataOf<api.CaptchaImage>(await newImageVerificationCode(), 'captcha').captchaId,
        captcha: '1234',
      },
    ],
    invalid: { args: [{ userName: '', password: DEMO_PASSWORD, captchaId: 'x', captcha: '1234' }] },
  },
  verifyLoginSmsCode: {
    as: 'anonymous',
    valid: async () => [{ ticket: await loginTicket('sms'), smsCode: '123456' }],
    invalid: { args: [{ ticket: 'tk-unknown', smsCode: '123456' }] },
  },
  resendLoginSmsCode: {
    as: 'anonymous',
    valid: async () => {
      const ticket = await loginTicket('sms');
      ageSms();
      return [ticket];
    },
    invalid: { args: ['tk-unknown'] },
  },
  queryInstList: {
    valid: [],
    invalid: { args: ['tk-unknown'], as: 'anonymous' },
  },
  setLoginInst: {
    as: 'anonymous',
    valid: async () => [{ ticket: await loginTicket('multi'), instId: '11160' }],
    invalid: { args: [{ ticket: 'tk-unknown', instId: '11160' }] },
  },
  queryQrScanStatus: {
    as: 'anonymous',
    valid: [],
    invalid: { args: ['qr-unknown'] },
  },
  getWechatAuthStatus: {
    as: 'anonymous',
    valid: async () => [await confirmedQr()],
    invalid: { args: ['qr-unknown'] },
  },
  setInstAfterScan: {
    as: 'anonymous',
    valid: async () => {
      const status = await getWechatAuthStatus(await confirmedQr());
      return [{ ticket: dataOf<api.WechatAuthStatus>(status, 'qr').ticket, instId: '20001' }];
    },
    invalid: { args: [{ ticket: 'tk-unknown', instId: '20001' }] },
  },
  firstLoginQueryMobile: {
    as: 'anonymous',
    valid: async () => [await loginTicket('newbie')],
    invalid: { args: ['tk-unknown'] },
  },
  firstLoginSendSmsCode: {
    as: 'anonymous',
    valid: async () => [await loginTicket('newbie')],
    invalid: { args: [''] },
  },
  firstLoginVerifyCode: {
    as: 'anonymous',
    valid: async () => {
      const ticket = await loginTicket('newbie');
      await firstLoginSendSmsCode(ticket);
      return [{ ticket, mobileNumber: '13800138013', code: '123456' }];
    },
    invalid: { args: [{ ticket: 'tk-unknown', mobileNumber: '13800138013', code: '123456' }] },
  },
  firstLoginSetPassword: {
    as: 'anonymous',
    valid: async () => {
      const ticket = await loginTicket('newbie');
      await firstLoginSendSmsCode(ticket);
      await firstLoginVerifyCode({ ticket, mobileNumber: '13800138013', code: '123456' });
      return [{ ticket, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }];
    },
    invalid: { args: [{ ticket: 'tk-unknown', password: 'abc', confirmPassword: 'abc' }] },
  },
  pwdRecallVerifyPhone: {
    as: 'anonymous',
    valid: [{ userName: 'operator', mobile: '13800138002' }],
    invalid: { args: [{ userName: 'operator', mobile: '13900009999' }] },
  },
  pwdRecallResendSmsCode: {
    as: 'anonymous',
    valid: async () => {
      const ticket = await recallTicket();
      ageSms();
      return [ticket];
    },
    invalid: { args: ['tk-unknown'] },
  },
  pwdRecallVerifySmsCode: {
    as: 'anonymous',
    valid: async () => [{ ticket: await recallTicket(), smsCode: '123456' }],
    invalid: { args: [{ ticket: 'tk-unknown', smsCode: '123456' }] },
  },
  pwdRecallResetPassword: {
    as: 'anonymous',
    valid: async () => {
      const ticket = await recallTicket();
      await pwdRecallVerifySmsCode({ ticket, smsCode: '123456' });
      return [{ ticket, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }];
    },
    invalid: {
      args: [{ ticket: 'tk-unknown', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }],
    },
  },
  queryUserStatus: { valid: [], invalid: { anonymous: true } },
  logout: { valid: [], invalid: { anonymous: true } },
  lockSession: { valid: [], invalid: { anonymous: true } },
  authc: { valid: [DEMO_PASSWORD], invalid: { args: ['Wrong@2026'] } },
  resetPassword: {
    valid: [{ oldPassword: DEMO_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }],
    invalid: {
      args: [{ oldPassword: DEMO_PASSWORD, password: 'abc123', confirmPassword: 'abc123' }],
    },
  },
  queryProfile: { valid: [], invalid: { anonymous: true } },
  updateProfile: {
    valid: [{ email: 'zhangmingyuan@xingchen-pe.com.cn', mobile: '13900138001' }],
    invalid: { args: [{ email: 'not-an-email' }] },
  },
  queryAdminAuth: { valid: [], invalid: { anonymous: true } },
  switchInst: {
    as: 'multi',
    valid: ['11160'],
    invalid: { args: ['11160'], as: 'admin' },
  },
  queryUserTips: { valid: [], invalid: { anonymous: true } },
};
