import { describe, expect, it } from 'vitest';
import {
  authc,
  logout,
  queryAdminAuth,
  queryInstList,
  queryProfile,
  queryUserStatus,
  queryUserTips,
  resetPassword,
  switchInst,
  updateProfile,
} from '@/api/auth';
import { AUTH_CODE } from '@/api/auth-codes';
import { AUTH_LIMITS } from '@/api/field-limits';
import { setToken } from '@/lib/token-cookie';
import { answered as answer } from '../../../test/support/api-result';
import { onBusinessDay, SEED_WRITTEN_ON } from '../../../test/support/business-day';
import { ODD_TEXT } from '../../../test/support/odd-text';
import { signInAs } from '../../../test/support/session';
import { chinaDateTime } from '../clock';
import { db } from '../db/db';
import { isTradeDay } from '../db/trading-calendar';
import { DEMO_PASSWORD } from '../db/seed-auth';

describe('session calls', () => {
  onBusinessDay(SEED_WRITTEN_ON);

  it('user/status answers the session UserInfo with the current institution name', async () => {
    const token = signInAs('admin');
    const inst = db.institutions.find((i) => i.instId === '20001');
    if (inst) inst.instName = '星辰私募基金管理（上海）有限公司';
    const result = answer(await queryUserStatus());
    expect(result.data).toMatchObject({
      token,
      userId: 'U10001',
      instName: '星辰私募基金管理（上海）有限公司',
    });
  });

  it('logout revokes the token', async () => {
    signInAs('operator');
    expect(answer(await logout())).toMatchObject({ code: 0, message: '退出成功' });
    expect(answer(await queryUserStatus()).code).toBe(-403);
  });

  it('authc checks the password; the 5th wrong one locks the account and ends the session', async () => {
    signInAs('operator');
    expect(answer(await authc(DEMO_PASSWORD)).code).toBe(0);
    for (let i = 1; i <= 4; i += 1) {
      const wrong = answer(await authc('Wrong@2026'));
      expect(wrong).toMatchObject({
        code: AUTH_CODE.wrongPassword,
        message: '密码错误，请重新输入',
      });
    }
    const fifth = answer(await authc('Wrong@2026'));
    expect(fifth.code).toBe(AUTH_CODE.accountLocked);
    expect(answer(await queryUserStatus()).code).toBe(-403);
  });

  it('resetPassword: old password, rule, then the token is revoked', async () => {
    signInAs('operator');
    const change = async (oldPassword: string, password: string, confirmPassword = password) =>
      answer(await resetPassword({ oldPassword, password, confirmPassword }));
    expect((await change('x', 'Op#2027ab')).code).toBe(AUTH_CODE.oldPasswordWrong);
    expect((await change(DEMO_PASSWORD, 'abcdef')).code).toBe(AUTH_CODE.passwordWeak);
    expect(await change(DEMO_PASSWORD, 'Op#2027ab', 'Op#2027ac')).toMatchObject({
      code: AUTH_CODE.passwordMismatch,
      message: '两次输入的新密码不一致',
    });
    expect((await change(DEMO_PASSWORD, 'Abc@123456')).code).toBe(AUTH_CODE.passwordSystemDefault);
    const done = await change(DEMO_PASSWORD, 'Op#2027ab');
    expect(done).toMatchObject({ code: 0, message: '密码修改成功，请重新登录' });
    expect(db.users.find((u) => u.userName === 'operator')?.password).toBe('Op#2027ab');
    expect(answer(await queryUserStatus()).code).toBe(-403);
  });

  it('profile: masked mobile, validated update', async () => {
    signInAs('admin');
    const profile = answer(await queryProfile()).data;
    expect(profile).toMatchObject({
      userName: 'admin',
      mobile: '138****8001',
      instName: '星辰私募基金管理有限公司',
      lastLoginTime: '2026-11-21 09:15:32',
    });
    expect(answer(await updateProfile({ email: 'bad' }))).toMatchObject({
      code: 1002,
      message: '邮箱格式不正确',
    });
    expect(answer(await updateProfile({ mobile: '123' })).message).toBe('手机号格式不正确');
    expect(answer(await updateProfile({})).code).toBe(1001);
    expect(answer(await updateProfile({ mobile: '13800138002' })).code).toBe(AUTH_CODE.mobileTaken);
    const saved = answer(await updateProfile({ email: 'zmy@xingchen-pe.com.cn' }));
    expect(saved.data.email).toBe('zmy@xingchen-pe.com.cn');
    expect(answer(await queryProfile()).data.email).toBe('zmy@xingchen-pe.com.cn');
  });

  it('admin/auth tells administrators and the permission mode', async () => {
    signInAs('isolated');
    expect(answer(await queryAdminAuth()).data).toEqual({
      isAdmin: true,
      permissionMode: 'isolated',
    });
    signInAs('operator');
    expect(answer(await queryAdminAuth()).data).toEqual({
      isAdmin: false,
      permissionMode: 'normal',
    });
  });

  it('multi switches institution: a new token, the old one revoked', async () => {
    const oldToken = signInAs('multi');
    expect(answer(await queryInstList()).data.map((i) => i.instId)).toEqual(['20001', '11160']);
    const result = answer(await switchInst('11160'));
    expect(result).toMatchObject({ code: 0, success: true, message: '切换成功' });
    expect(result.token).toBeTruthy();
    expect(result.token).not.toBe(oldToken);
    // Spec 7.1: success, code, message and token; no data.
    expect(result.data).toBeNull();

    expect(answer(await queryUserStatus()).code).toBe(-403);
    setToken(result.token ?? '');
    expect(answer(await queryUserStatus()).data.instId).toBe('11160');
  });

  it('switching to a foreign institution or without instId is refused', async () => {
    signInAs('admin');
    expect(answer(await switchInst('11160'))).toMatchObject({
      code: AUTH_CODE.switchDenied,
      message: '无权切换到该机构',
    });
    expect(answer(await switchInst(''))).toMatchObject({ code: 1001 });
  });

  it('user tips follow the tax profile, the letters and the roles', async () => {
    signInAs('tax');
    expect(answer(await queryUserTips()).data).toEqual({
      taxInfo: true,
      admin: false,
      taxNeedEdit: true,
      tjtsh: false,
      thgz_flag: false,
    });
    signInAs('letter');
    expect(answer(await queryUserTips()).data).toMatchObject({ tjtsh: true, taxInfo: false });
    signInAs('admin');
    expect(answer(await queryUserTips()).data).toEqual({
      taxInfo: false,
      admin: true,
      taxNeedEdit: false,
      tjtsh: false,
      thgz_flag: false,
    });
  });
});

describe('over-long and odd input', () => {
  it('unlock: an over-long password is 1002 and no wrong password', async () => {
    signInAs('admin');
    const refused = answer(await authc(ODD_TEXT));
    expect(refused).toMatchObject({
      code: 1002,
      message: `密码长度不能超过${AUTH_LIMITS.password}`,
    });
    expect(db.users.find((u) => u.userName === 'admin')?.failedAttempts).toBe(0);
    expect(answer(await queryUserStatus()).code).toBe(0);
  });

  it('change password: an over-long current password is 1002, the session goes on', async () => {
    signInAs('admin');
    const refused = answer(
      await resetPassword({
        oldPassword: ODD_TEXT,
        password: 'Xy#2026ab',
        confirmPassword: 'Xy#2026ab',
      }),
    );
    expect(refused).toMatchObject({
      code: 1002,
      message: `原密码长度不能超过${AUTH_LIMITS.password}`,
    });
    const newTooLong = answer(
      await resetPassword({
        oldPassword: DEMO_PASSWORD,
        password: ODD_TEXT,
        confirmPassword: ODD_TEXT,
      }),
    );
    expect(newTooLong.code).toBe(1002);
    expect(newTooLong.message).toMatch(/^新密码长度不能超过\d+$/);
    expect(db.users.find((u) => u.userName === 'admin')?.password).toBe(DEMO_PASSWORD);
    expect(answer(await queryUserStatus()).code).toBe(0);
  });
});

describe('on a business date years after the seed was written', () => {
  onBusinessDay('2031-02-28T10:00:00+08:00');

  it('the last login of an account was the day before, in the past', async () => {
    signInAs('admin');
    const { lastLoginTime } = answer(await queryProfile()).data;
    expect(lastLoginTime).toBe('2031-02-27 09:15:32');
    expect(lastLoginTime < chinaDateTime()).toBe(true);
  });

  it('the notice letters were issued on past trading days, after the breach they name', () => {
    for (const notice of db.letterNotices) {
      const issued = notice.issuedAt.slice(0, 10);
      expect(isTradeDay(issued) && notice.issuedAt < chinaDateTime()).toBe(true);
      const [, y, m, d] = /(\d{4})年(\d+)月(\d+)日/.exec(notice.content) ?? [];
      const breach = `${y}-${m?.padStart(2, '0')}-${d?.padStart(2, '0')}`;
      expect(isTradeDay(breach) && breach <= issued).toBe(true);
    }
    expect(db.taxProfiles.find((t) => t.instId === '20001')?.LXSRNSSD).toBe('2030Q4');
  });

  it('an account that never logged in has no last login', async () => {
    signInAs('newbie');
    expect(answer(await queryProfile()).data.lastLoginTime).toBe('');
  });
});
