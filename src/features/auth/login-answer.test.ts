import { describe, expect, it } from 'vitest';
import type { LoginData } from '@/api/auth';
import type { ApiResponse } from '@/lib/http-client';
import { readLoginAnswer, restartOf } from './login-answer';
import { sampleUser } from '../../../test/support/sample-user';

const user = sampleUser({ token: 'data-token', realName: '张晓明' });

/** What a server may answer, null data included. */
const reply = (body: { code: number; data: unknown; message?: string }) =>
  body as ApiResponse<LoginData>;

describe('readLoginAnswer', () => {
  it('code 0 with a user is done, the top-level token first', () => {
    expect(readLoginAnswer({ code: 0, data: user, token: 'top-token' })).toEqual({
      kind: 'done',
      user,
      token: 'top-token',
    });
    expect(readLoginAnswer({ code: 0, data: user })).toMatchObject({ token: 'data-token' });
  });

  it('the SMS step carries the ticket and the masked mobile', () => {
    expect(readLoginAnswer({ code: 2011, data: { ticket: 't1', mobile: '138****8012' } })).toEqual({
      kind: 'step',
      step: { kind: 'sms', ticket: 't1', mobile: '138****8012' },
    });
  });

  it('the institution step remembers how the user came', () => {
    expect(readLoginAnswer({ code: 2012, data: { ticket: 't2' } }, 'qr')).toEqual({
      kind: 'step',
      step: { kind: 'inst', ticket: 't2', via: 'qr' },
    });
  });

  it('first login goes to the newbie flow', () => {
    expect(readLoginAnswer({ code: 2010, data: { ticket: 't3' } })).toEqual({
      kind: 'step',
      step: { kind: 'newbie', ticket: 't3' },
    });
  });

  it('an expired or unknown ticket restarts at the password form with 验证超时，请重新登录', () => {
    expect(readLoginAnswer(reply({ code: 2013, data: null }))).toEqual({
      kind: 'restart',
      message: '验证超时，请重新登录',
    });
    expect(
      readLoginAnswer(reply({ code: 2013, data: { ticket: 't4' }, message: '票据已失效' })),
    ).toEqual({
      kind: 'restart',
      message: '票据已失效',
    });
    expect(restartOf({ code: 2013 })).toEqual({ kind: 'restart', message: '验证超时，请重新登录' });
    expect(restartOf({ code: 2020 })).toBeNull();
    expect(restartOf(false)).toBeNull();
  });

  const errors: [string, Parameters<typeof readLoginAnswer>[0], string][] = [
    ['network', false, '网络异常'],
    [
      'wrong password, server text',
      reply({ code: 2004, data: null, message: '用户名或密码错误' }),
      '用户名或密码错误',
    ],
    ['captcha wrong, table text', reply({ code: 2002, data: null }), '图形验证码错误'],
    [
      'a step code without a ticket is an error',
      reply({ code: 2011, data: null }),
      '请输入短信验证码',
    ],
    ['code 0 without a user', reply({ code: 0, data: null }), '登录失败，请稍后重试'],
  ];
  it.each(errors)('error: %s', (_name, response, message) => {
    expect(readLoginAnswer(response)).toEqual({ kind: 'error', message });
  });
});
