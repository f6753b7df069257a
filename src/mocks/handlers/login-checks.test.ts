/**
 * Spec 8's login messages that a demo account reaches: internal staff against the back office,
 * the user and the account disabled, an address the account may not sign in from.
 */
import { describe, expect, it } from 'vitest';
import { login, newImageVerificationCode } from '@/api/auth';
import { AUTH_URLS } from '@/api/auth-urls';
import { post } from '@/lib/http-client';
import { db } from '../db/db';
import { DEMO_PASSWORD } from '../db/seed-auth';
import { callerAddress, inRange } from './login-checks';
import { answered as answer } from '../../../test/support/api-result';
import { eachReturns } from '../../../test/support/each-returns';

async function loginRequest(userName: string, password: string) {
  const captcha = answer(await newImageVerificationCode()).data.captchaId;
  return { userName, password, captchaId: captcha, captcha: '1234' };
}

async function passwordLogin(userName: string, password = DEMO_PASSWORD) {
  return answer(await login(await loginRequest(userName, password)));
}

describe('password login: the messages of spec 8', () => {
  it.each([
    ['staff', 'Wrong@2026', 2007, '内部账号用户名或密码错误'],
    ['staff-unregistered', DEMO_PASSWORD, 2008, '内部账号未在后台管理系统登记'],
    ['staff-unregistered', 'Wrong@2026', 2008, '内部账号未在后台管理系统登记'],
    ['staff-noaccess', DEMO_PASSWORD, 2009, '内部账号无访问权限'],
    ['staff-noaccess', 'Wrong@2026', 2007, '内部账号用户名或密码错误'],
    ['staff-offline', DEMO_PASSWORD, 2016, '连接失败，请稍后重试'],
    ['disabled', DEMO_PASSWORD, 2005, '用户已停用'],
    ['frozen', DEMO_PASSWORD, 2014, '账号已停用'],
    ['frozen', 'Wrong@2026', 2004, '用户名或密码错误'],
    ['ipbound', DEMO_PASSWORD, 2015, '该IP不允许登录'],
    ['operator', 'Wrong@2026', 2004, '用户名或密码错误'],
  ])('%s with %s: %i %s', async (userName, password, code, message) => {
    expect(await passwordLogin(userName, password)).toMatchObject({ code, message });
  });

  it('internal staff the back office knows sign in', async () => {
    expect((await passwordLogin('staff')).code).toBe(0);
  });

  it('a wrong internal password counts toward the lock-out like any other', async () => {
    await passwordLogin('staff', 'Wrong@2026');
    expect(db.users.find((u) => u.userName === 'staff')?.failedAttempts).toBe(1);
  });

  it('ipbound signs in from an address of its range', async () => {
    const body = await loginRequest('ipbound', DEMO_PASSWORD);
    const inside = answer(
      await post(AUTH_URLS.login, body, { headers: { 'X-Forwarded-For': '10.8.3.4, 127.0.0.1' } }),
    );
    expect(inside.code).toBe(0);
    const outside = answer(
      await post(AUTH_URLS.login, await loginRequest('ipbound', DEMO_PASSWORD), {
        headers: { 'X-Forwarded-For': '10.9.0.1' },
      }),
    );
    expect(outside.code).toBe(2015);
  });
});

describe('addresses', () => {
  eachReturns('%s in %s: %s', inRange, [
    ['10.8.0.0', '10.8.0.0/16', true],
    ['10.8.255.255', '10.8.0.0/16', true],
    ['10.9.0.0', '10.8.0.0/16', false],
    ['127.0.0.1', '10.8.0.0/16', false],
    ['192.168.1.7', '192.168.1.7/32', true],
    ['192.168.1.8', '192.168.1.7/32', false],
    ['1.2.3.4', '0.0.0.0/0', true],
    ['10.8.0.256', '10.8.0.0/16', false],
    ['::1', '10.8.0.0/16', false],
    ['10.8.1.1', '10.8.0.0/33', false],
    ['10.8.1.1', 'nonsense', false],
  ]);

  it('the caller is the first forwarded address, else this machine', () => {
    const at = (headers: Record<string, string>) =>
      callerAddress(new Request('http://localhost/api/x', { headers }));
    expect(at({ 'X-Forwarded-For': ' 10.8.1.2 , 172.16.0.1' })).toBe('10.8.1.2');
    expect(at({})).toBe('127.0.0.1');
  });
});
