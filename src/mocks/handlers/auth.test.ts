import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getWechatAuthStatus,
  login,
  newImageVerificationCode,
  queryInstList,
  queryQrScanStatus,
  resendLoginSmsCode,
  setInstAfterScan,
  setLoginInst,
  verifyLoginSmsCode,
  type LoginTicket,
  type QrScanStatus,
  type UserInfo,
  type WechatAuthStatus,
} from '@/api/auth';
import { AUTH_CODE, AUTH_MESSAGES } from '@/api/auth-codes';
import { AUTH_LIMITS } from '@/api/field-limits';
import { ODD_TEXT } from '../../../test/support/odd-text';
import { db } from '../db/db';
import { DEMO_PASSWORD } from '../db/seed-auth';
import { sampleUser } from '../../../test/support/sample-user';
import { answered as answer } from '../../../test/support/api-result';
import { onBusinessDay } from '../../../test/support/business-day';

async function captchaId(): Promise<string> {
  return answer(await newImageVerificationCode()).data.captchaId;
}

async function passwordLogin(userName: string, password = DEMO_PASSWORD) {
  return answer(await login({ userName, password, captchaId: await captchaId(), captcha: '1234' }));
}

async function ticketOf(userName: string): Promise<string> {
  return ((await passwordLogin(userName)).data as LoginTicket).ticket;
}

function userNamed(userName: string) {
  const user = db.users.find((u) => u.userName === userName);
  if (!user) throw new Error(userName);
  return user;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('image captcha', () => {
  it('is an SVG data URL showing 1234', async () => {
    const captcha = answer(await newImageVerificationCode('login')).data;
    expect(captcha.image).toMatch(/^data:image\/svg\+xml/);
    const svg = decodeURIComponent(captcha.image.split(',')[1] ?? '');
    const digits = [...svg.matchAll(/<text[^>]*>(\d)<\/text>/g)].map((m) => m[1]).join('');
    expect(digits).toBe('1234');
    expect(svg).toContain('<line');
  });

  it('is single use, right or wrong', async () => {
    const id = await captchaId();
    const first = { userName: 'admin', password: DEMO_PASSWORD, captchaId: id, captcha: '1234' };
    expect(answer(await login(first)).code).toBe(0);
    const again = answer(await login(first));
    expect(again.code).toBe(AUTH_CODE.captchaRequired);
    expect(again.message).toBe('请先获取图形验证码');

    const other = await captchaId();
    const wrong = answer(await login({ ...first, captchaId: other, captcha: '9999' }));
    expect(wrong).toMatchObject({ code: AUTH_CODE.captchaWrong, message: '图形验证码错误' });
    const retry = answer(await login({ ...first, captchaId: other }));
    expect(retry.code).toBe(AUTH_CODE.captchaRequired);
  });

  it('expires after 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00+08:00'));
    const id = await captchaId();
    vi.setSystemTime(new Date('2026-11-22T10:05:01+08:00'));
    const late = answer(
      await login({ userName: 'admin', password: DEMO_PASSWORD, captchaId: id, captcha: '1234' }),
    );
    expect(late.code).toBe(AUTH_CODE.captchaRequired);
  });

  it('refuses an unknown usage', async () => {
    const result = answer(await newImageVerificationCode('bogus' as 'login'));
    expect(result.code).toBe(1002);
  });
});

describe('password login of the demo accounts', () => {
  it('admin: code 0 with UserInfo and the same token at the top level', async () => {
    const result = await passwordLogin('admin');
    const info = result.data as UserInfo;
    expect(result.code).toBe(0);
    const { token: _token, ...demoAdmin } = sampleUser();
    expect(info).toMatchObject(demoAdmin);
    expect(info.token).toBeTruthy();
    expect(result.token).toBe(info.token);
  });

  it('xbgm logs in with the mobile number', async () => {
    const result = await passwordLogin('13800138007');
    expect(result.code).toBe(0);
    expect((result.data as UserInfo).instId).toBe('1012');
  });

  it('checks missing fields first', async () => {
    const result = answer(
      await login({ userName: 'admin', password: '', captchaId: 'x', captcha: '1234' }),
    );
    expect(result).toMatchObject({ code: 1001, message: '密码不能为空' });
  });

  it('unknown user and wrong password answer the same message', async () => {
    const unknown = await passwordLogin('nobody');
    const wrong = await passwordLogin('admin', 'Wrong@2026');
    for (const result of [unknown, wrong]) {
      expect(result).toMatchObject({ code: AUTH_CODE.badCredentials, message: '用户名或密码错误' });
    }
    expect(wrong.data).toEqual({ remainingAttempts: 4 });
  });

  it('locks the account on the 5th wrong password, for 30 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00+08:00'));
    for (let i = 1; i <= 4; i += 1) {
      expect((await passwordLogin('operator', 'Wrong@2026')).code).toBe(AUTH_CODE.badCredentials);
    }
    const fifth = await passwordLogin('operator', 'Wrong@2026');
    expect(fifth).toMatchObject({
      code: AUTH_CODE.accountLocked,
      message: '密码错误次数过多，账号已锁定，请30分钟后再试',
    });
    const rightButLocked = await passwordLogin('operator');
    expect(rightButLocked.code).toBe(AUTH_CODE.accountLocked);

    vi.setSystemTime(new Date('2026-11-22T10:29:59+08:00'));
    expect((await passwordLogin('operator')).code).toBe(AUTH_CODE.accountLocked);
    vi.setSystemTime(new Date('2026-11-22T10:30:01+08:00'));
    expect((await passwordLogin('operator')).code).toBe(0);
    expect(userNamed('operator').failedAttempts).toBe(0);
  });

  it('a right password resets the count of wrong ones', async () => {
    for (let i = 1; i <= 4; i += 1) await passwordLogin('operator', 'Wrong@2026');
    expect((await passwordLogin('operator')).code).toBe(0);
    expect((await passwordLogin('operator', 'Wrong@2026')).data).toEqual({ remainingAttempts: 4 });
  });

  it('disabled: 用户已停用 with the right password only', async () => {
    expect(await passwordLogin('disabled')).toMatchObject({
      code: AUTH_CODE.userDisabled,
      message: '用户已停用',
    });
    expect((await passwordLogin('disabled', 'Wrong@2026')).code).toBe(AUTH_CODE.badCredentials);
  });

  it('a user without an enabled institution is refused', async () => {
    const inst = db.institutions.find((i) => i.instId === '20001');
    if (inst) inst.status = 'disabled';
    expect(await passwordLogin('admin')).toMatchObject({
      code: AUTH_CODE.noInstitution,
      message: '该用户无可用机构',
    });
  });

  it('newbie: the first-login code with a ticket', async () => {
    const result = await passwordLogin('newbie');
    expect(result.code).toBe(AUTH_CODE.firstLogin);
    expect(result.message).toBe('首次登录须修改密码');
    expect((result.data as LoginTicket).ticket).toMatch(/^tk/);
    expect(result.token).toBeUndefined();
  });

  it('sms: the SMS step, then code 0', async () => {
    const result = await passwordLogin('sms');
    expect(result).toMatchObject({ code: AUTH_CODE.smsRequired, message: '请输入短信验证码' });
    const { ticket, mobile } = result.data as LoginTicket;
    expect(mobile).toBe('138****8012');

    const wrong = answer(await verifyLoginSmsCode({ ticket, smsCode: '000000' }));
    expect(wrong).toMatchObject({ code: AUTH_CODE.smsWrong, message: '短信验证码错误或已失效' });
    const right = answer(await verifyLoginSmsCode({ ticket, smsCode: '123456' }));
    expect(right.code).toBe(0);
    expect((right.data as UserInfo).userName).toBe('sms');
    expect(right.token).toBe((right.data as UserInfo).token);
    // The ticket is used up.
    const replay = answer(await verifyLoginSmsCode({ ticket, smsCode: '123456' }));
    expect(replay.code).toBe(AUTH_CODE.ticketInvalid);
  });

  it('sms: five wrong codes void the SMS code', async () => {
    const ticket = await ticketOf('sms');
    for (let i = 1; i <= 4; i += 1) {
      const wrong = answer(await verifyLoginSmsCode({ ticket, smsCode: '000000' }));
      expect(wrong.code).toBe(AUTH_CODE.smsWrong);
    }
    const fifth = answer(await verifyLoginSmsCode({ ticket, smsCode: '000000' }));
    expect(fifth.code).toBe(AUTH_CODE.smsResendRequired);
    const after = answer(await verifyLoginSmsCode({ ticket, smsCode: '123456' }));
    expect(after.code).toBe(AUTH_CODE.smsNotSent);
  });

  it('sms: a resend within 60 s is refused with the seconds left', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00+08:00'));
    const ticket = await ticketOf('sms');
    vi.setSystemTime(new Date('2026-11-22T10:00:15+08:00'));
    const early = answer(await resendLoginSmsCode(ticket));
    expect(early.code).toBe(AUTH_CODE.smsTooFrequent);
    expect(early.message).toContain('45秒');
    vi.setSystemTime(new Date('2026-11-22T10:01:00+08:00'));
    const resent = answer(await resendLoginSmsCode(ticket));
    expect(resent).toMatchObject({ code: 0, data: { countdown: 60, mobile: '138****8012' } });
  });

  it('a ticket expires after 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00+08:00'));
    const ticket = await ticketOf('multi');
    vi.setSystemTime(new Date('2026-11-22T10:10:01+08:00'));
    const late = answer(await setLoginInst({ ticket, instId: '20001' }));
    expect(late).toMatchObject({ code: AUTH_CODE.ticketInvalid, message: AUTH_MESSAGES[2013] });
  });

  it('multi: chooses an institution', async () => {
    const result = await passwordLogin('multi');
    expect(result).toMatchObject({ code: AUTH_CODE.chooseInst, message: '请选择登录机构' });
    const { ticket } = result.data as LoginTicket;
    const insts = answer(await queryInstList(ticket)).data;
    expect(insts).toEqual([
      { instId: '20001', instName: '星辰私募基金管理有限公司' },
      { instId: '11160', instName: '汇通基金管理有限公司' },
    ]);
    const wrong = answer(await setLoginInst({ ticket, instId: '9866' }));
    expect(wrong).toMatchObject({ code: AUTH_CODE.wrongInst, message: '所选机构有误' });
    const chosen = answer(await setLoginInst({ ticket, instId: '11160' }));
    expect(chosen.code).toBe(0);
    expect(chosen.data).toMatchObject({ userName: 'multi', instId: '11160' });
    expect(chosen.token).toBe(chosen.data.token);
  });
});

describe('over-long and odd input', () => {
  it('refuses each over-long login field with 1002 and its Chinese message, before any check', async () => {
    const fields = {
      userName: `用户名长度不能超过${AUTH_LIMITS.userName}`,
      password: `密码长度不能超过${AUTH_LIMITS.password}`,
      captcha: `图形验证码长度不能超过${AUTH_LIMITS.captcha}`,
    } as const;
    for (const [field, message] of Object.entries(fields)) {
      const id = await captchaId();
      const request = {
        userName: 'admin',
        password: DEMO_PASSWORD,
        captchaId: id,
        captcha: '1234',
      };
      const refused = answer(await login({ ...request, [field]: ODD_TEXT }));
      expect(refused, field).toMatchObject({ code: 1002, message });
    }
    // Nothing counted as a wrong password.
    expect(userNamed('admin').failedAttempts).toBe(0);
  });

  it('accepts a field at its limit: only the length is refused', async () => {
    const answerAtLimit = answer(
      await login({
        userName: 'x'.repeat(AUTH_LIMITS.userName),
        password: 'y'.repeat(AUTH_LIMITS.password),
        captchaId: await captchaId(),
        captcha: '1234',
      }),
    );
    expect(answerAtLimit.code).toBe(AUTH_CODE.badCredentials);
  });

  it('refuses an over-long SMS code of the login step', async () => {
    const ticket = await ticketOf('sms');
    const refused = answer(await verifyLoginSmsCode({ ticket, smsCode: ODD_TEXT }));
    expect(refused).toMatchObject({
      code: 1002,
      message: `短信验证码长度不能超过${AUTH_LIMITS.smsCode}`,
    });
    // The SMS code is still good: a malformed try is not a wrong one.
    expect(answer(await verifyLoginSmsCode({ ticket, smsCode: '123456' })).code).toBe(0);
  });
});

describe('QR login', () => {
  it('waits, is scanned at 3 s, confirmed at 5 s, expires at 120 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-11-22T10:00:00+08:00').getTime();
    vi.setSystemTime(start);
    const created = answer(await queryQrScanStatus()).data;
    expect(created.status).toBe('waiting');
    expect(created.image).toMatch(/^data:image\/svg\+xml/);
    const { qrId } = created;

    const statusAt = async (ms: number): Promise<QrScanStatus['status']> => {
      vi.setSystemTime(start + ms);
      return answer(await queryQrScanStatus(qrId)).data.status;
    };
    expect(await statusAt(2_999)).toBe('waiting');
    const pending = answer(await getWechatAuthStatus(qrId));
    expect(pending).toMatchObject({ code: AUTH_CODE.qrPending, message: '尚未完成扫码确认' });
    expect(await statusAt(3_000)).toBe('scanned');
    expect(answer(await getWechatAuthStatus(qrId)).code).toBe(AUTH_CODE.qrPending);
    expect(await statusAt(5_000)).toBe('confirmed');

    const auth = answer(await getWechatAuthStatus(qrId));
    expect(auth.code).toBe(0);
    const data: WechatAuthStatus = auth.data;
    expect(data.authorized).toBe(true);
    expect(data.instList).toEqual([{ instId: '20001', instName: '星辰私募基金管理有限公司' }]);

    expect(await statusAt(119_999)).toBe('confirmed');
    expect(await statusAt(120_000)).toBe('expired');
    expect(answer(await getWechatAuthStatus(qrId)).code).toBe(AUTH_CODE.qrExpired);
  });

  it('logs the scanner (admin) in with setInstAfterScan, once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const { qrId } = answer(await queryQrScanStatus()).data;
    vi.setSystemTime(start + 6_000);
    const { ticket } = answer(await getWechatAuthStatus(qrId)).data;
    const wrong = answer(await setInstAfterScan({ ticket, instId: '11160' }));
    expect(wrong.code).toBe(AUTH_CODE.wrongInst);
    const done = answer(await setInstAfterScan({ ticket, instId: '20001' }));
    expect(done.code).toBe(0);
    expect(done.data).toMatchObject({ userName: 'admin', instId: '20001' });
    expect(answer(await queryQrScanStatus(qrId)).data.status).toBe('expired');
    expect(answer(await setInstAfterScan({ ticket, instId: '20001' })).code).toBe(
      AUTH_CODE.ticketInvalid,
    );
  });

  it('an unknown QR id is refused', async () => {
    expect(answer(await queryQrScanStatus('qr-nope')).code).toBe(AUTH_CODE.qrNotFound);
  });
});

describe('on a business date years after the seed was written', () => {
  onBusinessDay('2031-02-28T10:00:00+08:00');

  it('a login is recorded at the mock clock’s time in Beijing, after the seeded last login', async () => {
    expect(userNamed('admin').lastLoginTime).toBe('2031-02-27 09:15:32');
    expect((await passwordLogin('admin')).code).toBe(0);
    expect(userNamed('admin').lastLoginTime).toMatch(/^2031-02-28 10:0\d:\d\d$/);
  });
});
