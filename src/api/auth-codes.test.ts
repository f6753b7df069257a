import { describe, expect, it } from 'vitest';
import { AUTH_CODE, AUTH_MESSAGES, authMessage } from './auth-codes';

describe('AUTH_MESSAGES', () => {
  it('has a Chinese message for every code, and no two codes share one', () => {
    const codes = Object.values(AUTH_CODE);
    for (const code of codes) expect(AUTH_MESSAGES[code]).toMatch(/[\u4e00-\u9fa5]/);
    expect(new Set(codes.map((code) => AUTH_MESSAGES[code])).size).toBe(codes.length);
  });

  it('uses codes of the business range 2xxx only', () => {
    for (const code of Object.values(AUTH_CODE)) expect(code).toBeGreaterThanOrEqual(2000);
  });
});

describe('authMessage', () => {
  const rows: [string, Parameters<typeof authMessage>[0], string][] = [
    [
      'the server message first',
      { code: 2004, message: '用户名或密码错误，还可尝试3次' },
      '用户名或密码错误，还可尝试3次',
    ],
    ['the table when the server says nothing', { code: 2002 }, '图形验证码错误'],
    ['the table for a disabled user', { code: 2005, message: '' }, '用户已停用'],
    ['too many attempts', { code: AUTH_CODE.accountLocked }, AUTH_MESSAGES[2003]],
    ['SMS wrong', { code: AUTH_CODE.smsWrong }, '短信验证码错误或已失效'],
    ['no institution', { code: AUTH_CODE.noInstitution }, '该用户无可用机构'],
    ['an unknown code falls back', { code: 9999 }, '操作失败，请稍后重试'],
    ['a failed call is a network error', false, '网络异常'],
  ];
  it.each(rows)('%s', (_name, response, expected) => {
    expect(authMessage(response)).toBe(expected);
  });

  it('takes the screen’s own fallback', () => {
    expect(authMessage({ code: 9999 }, '登录失败')).toBe('登录失败');
  });
});
