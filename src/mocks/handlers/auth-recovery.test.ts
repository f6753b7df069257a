import { describe, expect, it } from 'vitest';
import {
  firstLoginQueryMobile,
  firstLoginSendSmsCode,
  firstLoginSetPassword,
  firstLoginVerifyCode,
  login,
  newImageVerificationCode,
  pwdRecallResendSmsCode,
  pwdRecallResetPassword,
  pwdRecallVerifyPhone,
  pwdRecallVerifySmsCode,
  type LoginTicket,
} from '@/api/auth';
import { AUTH_CODE } from '@/api/auth-codes';
import { AUTH_LIMITS } from '@/api/field-limits';
import { PASSWORD_MESSAGES } from '@/policy/password-rule';
import { ODD_TEXT } from '../../../test/support/odd-text';
import { db } from '../db/db';
import { DEMO_PASSWORD } from '../db/seed-auth';
import { answered as answer } from '../../../test/support/api-result';

async function passwordLogin(userName: string, password = DEMO_PASSWORD) {
  const { captchaId } = answer(await newImageVerificationCode()).data;
  return answer(await login({ userName, password, captchaId, captcha: '1234' }));
}

describe('first login (newbie)', () => {
  it('verifies the phone, sets a password, then logs in with it', async () => {
    const { ticket } = (await passwordLogin('newbie')).data as LoginTicket;
    expect(answer(await firstLoginQueryMobile(ticket)).data).toEqual({ mobile: '138****8013' });

    const verify = async (mobileNumber: string, code: string) =>
      answer(await firstLoginVerifyCode({ ticket, mobileNumber, code }));
    const setPassword = async (password: string) =>
      answer(await firstLoginSetPassword({ ticket, password, confirmPassword: password }));

    expect(await setPassword('Xy#2026ab')).toMatchObject({
      code: AUTH_CODE.smsNotVerified,
      message: '请先完成短信验证',
    });
    expect((await verify('13800138013', '123456')).code).toBe(AUTH_CODE.smsNotSent);

    expect(answer(await firstLoginSendSmsCode(ticket)).data.countdown).toBe(60);
    expect(answer(await firstLoginSendSmsCode(ticket)).code).toBe(AUTH_CODE.smsTooFrequent);
    expect(await verify('13900000000', '123456')).toMatchObject({
      code: AUTH_CODE.mobileMismatch,
      message: '手机号与验证手机号不一致',
    });
    expect((await verify('13800138013', '111111')).code).toBe(AUTH_CODE.smsWrong);
    expect((await verify('13800138013', '123456')).code).toBe(0);

    expect(await setPassword('Ab1#')).toMatchObject({
      code: AUTH_CODE.passwordTooShort,
      message: '密码长度不能少于6位',
    });
    expect((await setPassword('Xy#2026ab')).code).toBe(0);
    expect(db.users.find((u) => u.userName === 'newbie')?.firstLogin).toBe(false);

    expect((await passwordLogin('newbie')).code).toBe(AUTH_CODE.badCredentials);
    const again = await passwordLogin('newbie', 'Xy#2026ab');
    expect(again.code).toBe(0);
  });

  it('a login ticket of another flow is refused', async () => {
    const { ticket } = (await passwordLogin('multi')).data as LoginTicket;
    expect(answer(await firstLoginQueryMobile(ticket)).code).toBe(AUTH_CODE.ticketInvalid);
  });
});

describe('password recovery', () => {
  it('checks the phone, the SMS, the rule, then resets and unlocks', async () => {
    const operator = db.users.find((u) => u.userName === 'operator');
    if (!operator) throw new Error('operator');
    operator.failedAttempts = 5;
    operator.lockedUntil = Date.now() + 60_000;

    const mismatch = answer(
      await pwdRecallVerifyPhone({ userName: 'operator', mobile: '13800138001' }),
    );
    expect(mismatch).toMatchObject({
      code: AUTH_CODE.recallMismatch,
      message: '用户名与手机号不匹配',
    });
    expect(answer(await pwdRecallVerifyPhone({ userName: 'operator', mobile: '' })).code).toBe(
      1001,
    );

    const started = answer(
      await pwdRecallVerifyPhone({ userName: 'operator', mobile: '13800138002' }),
    );
    expect(started.data).toMatchObject({ countdown: 60, mobile: '138****8002' });
    const { ticket } = started.data;
    expect(answer(await pwdRecallResendSmsCode(ticket)).code).toBe(AUTH_CODE.smsTooFrequent);

    const early = answer(
      await pwdRecallResetPassword({ ticket, password: 'Rc#2026ab', confirmPassword: 'Rc#2026ab' }),
    );
    expect(early.code).toBe(AUTH_CODE.smsNotVerified);
    expect(answer(await pwdRecallVerifySmsCode({ ticket, smsCode: '654321' })).code).toBe(
      AUTH_CODE.smsWrong,
    );
    expect(answer(await pwdRecallVerifySmsCode({ ticket, smsCode: '123456' })).code).toBe(0);
    const weak = answer(
      await pwdRecallResetPassword({ ticket, password: 'rc2026ab', confirmPassword: 'rc2026ab' }),
    );
    expect(weak.code).toBe(AUTH_CODE.passwordWeak);
    const done = answer(
      await pwdRecallResetPassword({ ticket, password: 'Rc#2026ab', confirmPassword: 'Rc#2026ab' }),
    );
    expect(done).toMatchObject({ code: 0, message: '密码重置成功' });
    expect((await passwordLogin('operator', 'Rc#2026ab')).code).toBe(0);
  });

  it('a disabled user cannot recover', async () => {
    const result = answer(
      await pwdRecallVerifyPhone({ userName: 'disabled', mobile: '13800138014' }),
    );
    expect(result.code).toBe(AUTH_CODE.userDisabled);
  });
});

describe('over-long and odd input', () => {
  it('recovery: an over-long user name or mobile, or a malformed mobile, is 1002', async () => {
    const long = answer(await pwdRecallVerifyPhone({ userName: ODD_TEXT, mobile: '13800138002' }));
    expect(long).toMatchObject({
      code: 1002,
      message: `用户名长度不能超过${AUTH_LIMITS.userName}`,
    });
    const longMobile = answer(
      await pwdRecallVerifyPhone({ userName: 'operator', mobile: ODD_TEXT }),
    );
    expect(longMobile).toMatchObject({
      code: 1002,
      message: `手机号长度不能超过${AUTH_LIMITS.mobile}`,
    });
    // Eleven characters, but not a mobile number (full-width digits, letters): no SMS goes out.
    for (const mobile of ['１３８００１３８００２', '1380013800x', '基金𠮷👩🏽‮​']) {
      const odd = answer(await pwdRecallVerifyPhone({ userName: 'operator', mobile }));
      expect(odd, mobile).toMatchObject({ code: 1002, message: '手机号格式不正确' });
    }
    expect(db.authSmsChallenges).toHaveLength(0);
  });

  it('recovery and first login: an over-long SMS code or mobile is 1002', async () => {
    const started = answer(
      await pwdRecallVerifyPhone({ userName: 'operator', mobile: '13800138002' }),
    );
    const recall = answer(
      await pwdRecallVerifySmsCode({ ticket: started.data.ticket, smsCode: ODD_TEXT }),
    );
    expect(recall).toMatchObject({
      code: 1002,
      message: `短信验证码长度不能超过${AUTH_LIMITS.smsCode}`,
    });

    const { ticket } = (await passwordLogin('newbie')).data as LoginTicket;
    answer(await firstLoginSendSmsCode(ticket));
    const mobile = answer(
      await firstLoginVerifyCode({ ticket, mobileNumber: ODD_TEXT, code: '123456' }),
    );
    expect(mobile).toMatchObject({
      code: 1002,
      message: `手机号长度不能超过${AUTH_LIMITS.mobile}`,
    });
    const code = answer(
      await firstLoginVerifyCode({ ticket, mobileNumber: '13800138013', code: ODD_TEXT }),
    );
    expect(code).toMatchObject({
      code: 1002,
      message: `短信验证码长度不能超过${AUTH_LIMITS.smsCode}`,
    });
  });

  it('a new password of odd characters is 1002 and not set', async () => {
    const started = answer(
      await pwdRecallVerifyPhone({ userName: 'operator', mobile: '13800138002' }),
    );
    const { ticket } = started.data;
    expect(answer(await pwdRecallVerifySmsCode({ ticket, smsCode: '123456' })).code).toBe(0);
    // What a 20-character field keeps of the odd text: upper, lower and "symbols" (CJK, emoji).
    const odd = ODD_TEXT.slice(0, 20);
    const refused = answer(
      await pwdRecallResetPassword({ ticket, password: odd, confirmPassword: odd }),
    );
    expect(refused).toMatchObject({ code: 1002, message: PASSWORD_MESSAGES.characters });
    expect(db.users.find((u) => u.userName === 'operator')?.password).toBe(DEMO_PASSWORD);
  });
});
