import { describe, expect, it } from 'vitest';
import {
  adoptTyped,
  EMPTY_LOGIN,
  LOGIN_FIELDS,
  loginErrors,
  loginFieldError,
  loginValid,
  type LoginField,
} from './login-fields';
import { eachReturns } from '../../../test/support/each-returns';

describe('loginFieldError', () => {
  eachReturns('%s %j: %s', loginFieldError, [
    ['userName', '', '请输入用户名'],
    ['userName', '   ', '请输入用户名'],
    ['userName', '\t\n', '请输入用户名'],
    ['userName', 'admin', null],
    ['userName', ' admin ', null],
    ['password', '', '请输入密码'],
    ['password', '   ', null],
    ['password', 'Portal@2026', null],
    ['captcha', '', '请输入图形验证码'],
    ['captcha', '  ', '请输入图形验证码'],
    ['captcha', '1234', null],
  ]);
});

describe('loginErrors', () => {
  it('shows nothing for fields not yet edited or submitted', () => {
    expect(loginErrors(EMPTY_LOGIN, new Set())).toEqual({});
  });

  it('shows the message of each shown field that fails, and only those', () => {
    const values = { userName: ' ', password: 'x', captcha: '' };
    expect(loginErrors(values, new Set<LoginField>(['userName', 'password']))).toEqual({
      userName: '请输入用户名',
    });
    expect(loginErrors(values, new Set(LOGIN_FIELDS))).toEqual({
      userName: '请输入用户名',
      captcha: '请输入图形验证码',
    });
  });
});

describe('loginValid', () => {
  eachReturns('%j: %s', loginValid, [
    [EMPTY_LOGIN, false],
    [{ userName: 'admin', password: 'p', captcha: '' }, false],
    [{ userName: 'admin', password: '', captcha: '1234' }, false],
    [{ userName: '  ', password: 'p', captcha: '1234' }, false],
    [{ userName: 'admin', password: ' ', captcha: '1234' }, true],
    [{ userName: 'admin', password: 'Portal@2026', captcha: '1234' }, true],
  ]);
});

describe('adoptTyped', () => {
  const typed = { userName: 'admin', password: 'Portal@2026', captcha: '' };
  it.each<
    [
      string,
      Parameters<typeof adoptTyped>[0],
      Parameters<typeof adoptTyped>[1],
      ReturnType<typeof adoptTyped>,
    ]
  >([
    ['nothing typed', EMPTY_LOGIN, EMPTY_LOGIN, null],
    ['typed before hydration', EMPTY_LOGIN, typed, typed],
    [
      'one field typed',
      EMPTY_LOGIN,
      { ...EMPTY_LOGIN, captcha: '12ab' },
      { ...EMPTY_LOGIN, captcha: '12ab' },
    ],
    ['the form already holds it', typed, typed, null],
    [
      'the form wins where it has a value',
      { ...EMPTY_LOGIN, userName: 'zhang' },
      typed,
      { userName: 'zhang', password: 'Portal@2026', captcha: '' },
    ],
    [
      'spaces are text too',
      EMPTY_LOGIN,
      { ...EMPTY_LOGIN, password: '  ' },
      { ...EMPTY_LOGIN, password: '  ' },
    ],
  ])('%s', (_name, values, inFields, expected) => {
    expect(adoptTyped(values, inFields)).toEqual(expected);
  });
});
