import { describe, expect, it } from 'vitest';
import {
  EMAIL_PATTERN as SERVER_EMAIL,
  MOBILE_PATTERN as SERVER_MOBILE,
} from '@/mocks/handlers/register-store';
import {
  CONTACT_MESSAGES as M,
  EMAIL_PATTERN,
  MOBILE_PATTERN,
  validateAdminName,
  validateEmail,
  validateMobile,
  validateSmsCode,
} from './contact-rules';
import { eachReturns } from '../../test/support/each-returns';

describe('validateMobile (spec 5.2)', () => {
  eachReturns('%s', (_label: string, value: string | null | undefined) => validateMobile(value), [
    ['China Mobile 139', '13912345678', null],
    ['China Unicom 186', '18601234567', null],
    ['China Telecom 199', '19900001111', null],
    ['virtual operator 170', '17012345678', null],
    ['surrounding spaces are ignored', ' 13912345678 ', null],
    ['empty', '', M.mobileEmpty],
    ['blank', '   ', M.mobileEmpty],
    ['null', null, M.mobileEmpty],
    ['undefined', undefined, M.mobileEmpty],
    ['10 digits', '1391234567', M.mobileInvalid],
    ['12 digits', '139123456789', M.mobileInvalid],
    ['second digit 2', '12912345678', M.mobileInvalid],
    ['second digit 1', '11912345678', M.mobileInvalid],
    ['starts with 2', '23912345678', M.mobileInvalid],
    ['country code', '+8613912345678', M.mobileInvalid],
    ['dashes', '139-1234-5678', M.mobileInvalid],
    ['a letter', '1391234567a', M.mobileInvalid],
    ['full-width digits', '１３９１２３４５６７８', M.mobileInvalid],
  ]);
});

describe('validateEmail (spec 5.2)', () => {
  eachReturns('%s', (_label: string, value: string | null | undefined) => validateEmail(value), [
    ['plain', 'chenjingyi@chengming-pf.com', null],
    ['sub-domains', 'li.ming@mail.hexitz.com.cn', null],
    ['plus and digits', 'ops+reg2026@xy-invest.cn', null],
    ['upper case', 'ZHOU@ZJSQAM.COM', null],
    ['empty', '', M.emailEmpty],
    ['blank', '  ', M.emailEmpty],
    ['null', null, M.emailEmpty],
    ['no @', 'chenjingyi.chengming.com', M.emailInvalid],
    ['two @', 'a@b@c.com', M.emailInvalid],
    ['no domain dot', 'a@localhost', M.emailInvalid],
    ['one-letter top-level domain', 'a@b.c', M.emailInvalid],
    ['space inside', 'chen jing@yi.com', M.emailInvalid],
    ['Chinese characters', '陈静怡@公司.com', M.emailInvalid],
    ['nothing before @', '@chengming.com', M.emailInvalid],
    ['101 characters', `${'a'.repeat(92)}@abcd.com`, M.emailInvalid],
  ]);

  it('accepts exactly 100 characters', () => {
    const email = `${'a'.repeat(91)}@abcd.com`;
    expect(email).toHaveLength(100);
    expect(validateEmail(email)).toBeNull();
  });
});

describe('validateAdminName and validateSmsCode', () => {
  eachReturns(
    'name: %s',
    (_label: string, value: string | null | undefined) => validateAdminName(value),
    [
      ['a Chinese name', '陈静怡', null],
      ['a foreign name', 'John Smith', null],
      ['empty', '', M.nameEmpty],
      ['blank', '  ', M.nameEmpty],
      ['30 characters', '张'.repeat(30), null],
      ['31 characters', '张'.repeat(31), M.nameTooLong],
    ],
  );

  eachReturns(
    'SMS code: %s',
    (_label: string, value: string | null | undefined) => validateSmsCode(value),
    [
      ['six digits', '123456', null],
      ['empty', '', M.smsCodeEmpty],
      ['undefined', undefined, M.smsCodeEmpty],
      ['five digits', '12345', M.smsCodeInvalid],
      ['letters', '12a456', M.smsCodeInvalid],
    ],
  );
});

describe('agreement with the mock server', () => {
  it('uses the same patterns the server applies', () => {
    expect(MOBILE_PATTERN.source).toBe(SERVER_MOBILE.source);
    expect(EMAIL_PATTERN.source).toBe(SERVER_EMAIL.source);
  });
});
