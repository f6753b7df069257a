import { describe, expect, it } from 'vitest';
import { ID_TYPE_CODES } from '@/lib/id-number';
import {
  ADMIN_MESSAGES,
  addBlockers,
  adminFieldId,
  adminFieldMessage,
  allAdminErrors,
  duplicateErrors,
  fieldErrors,
  fieldOfServerMessage,
  hasErrors,
  isVerified,
  judgedOnNextOnly,
  verificationErrors,
  type AdminField,
} from './admin-rules';
import { newAdmin, type AdminForm } from './register-model';
import { eachReturns } from '../../../test/support/each-returns';

const TODAY = new Date(2026, 10, 22);
const valid = (patch: Partial<AdminForm> = {}): AdminForm => ({
  ...newAdmin(),
  name: '陈静怡',
  idType: ID_TYPE_CODES.idCard,
  idNo: '310104197908220309',
  mobile: '13912345678',
  email: 'chen@chengming-pf.com',
  verifiedMobile: '13912345678',
  ...patch,
});

describe('fieldErrors (spec 5.2)', () => {
  it('has nothing to say about a complete administrator', () => {
    expect(fieldErrors(valid(), TODAY)).toEqual({});
  });

  it('names every empty field with its message', () => {
    expect(fieldErrors(newAdmin(), TODAY)).toEqual({
      name: '请输入管理员姓名',
      idType: '请选择证件类型',
      idNo: '请输入证件号码',
      mobile: '请输入手机号码',
      email: '邮箱不能为空',
    });
  });

  it('judges the number only once a type is chosen', () => {
    expect(fieldErrors(valid({ idType: '', idNo: 'whatever' }), TODAY)).toEqual({
      idType: '请选择证件类型',
    });
    expect(fieldErrors(valid({ idType: ID_TYPE_CODES.taiwanPass }), TODAY).idNo).toBe(
      '证件号码不符合规范',
    );
  });

  it('formats', () => {
    expect(fieldErrors(valid({ mobile: '1391234567', email: 'a@b' }), TODAY)).toEqual({
      mobile: '手机号格式不正确',
      email: '邮箱格式不正确',
    });
  });
});

describe('duplicateErrors', () => {
  it('marks the later holders of a mobile or an ID number', () => {
    const a = valid();
    const b = valid({ idNo: 'E12345678', idType: ID_TYPE_CODES.cnPassport });
    const c = valid({ mobile: '13800000000', idNo: '310104197908220309 ' });
    expect(duplicateErrors([a, b, c])).toEqual([
      {},
      { mobile: ADMIN_MESSAGES.duplicate },
      { idNo: ADMIN_MESSAGES.duplicate },
    ]);
  });

  it('compares ID numbers upper-cased and empty values not at all', () => {
    const a = valid({ idNo: '44030519900105028x', mobile: '' });
    const b = valid({ idNo: '44030519900105028X', mobile: '' });
    expect(duplicateErrors([a, b])).toEqual([{}, { idNo: ADMIN_MESSAGES.duplicate }]);
  });
});

describe('the SMS check', () => {
  it('a verified mobile passes; an unverified one needs the code', () => {
    expect(isVerified(valid())).toBe(true);
    expect(verificationErrors(valid())).toEqual({});
    expect(verificationErrors(valid({ verifiedMobile: '' }))).toEqual({
      smsCode: '验证码不能为空',
    });
    expect(verificationErrors(valid({ verifiedMobile: '', smsCode: '123456' }))).toEqual({});
  });

  it('a mobile changed after verification must match the verified one', () => {
    const changed = valid({ mobile: '13700001111' });
    expect(isVerified(changed)).toBe(false);
    expect(verificationErrors(changed)).toEqual({ mobile: '手机号须与验证的手机号一致' });
    // A code typed for the new number is checked on "next".
    expect(verificationErrors({ ...changed, smsCode: '123456' })).toEqual({});
  });
});

describe('allAdminErrors and addBlockers', () => {
  it("a field's own rule comes before the duplicate and SMS rules", () => {
    const a = valid();
    const b = valid({ mobile: '1391234567', verifiedMobile: '' });
    const errors = allAdminErrors([a, b], TODAY);
    expect(errors[1]).toMatchObject({ mobile: '手机号格式不正确', smsCode: '验证码不能为空' });
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors(allAdminErrors([a], TODAY))).toBe(false);
  });

  it('adding another administrator waits for complete data, not for the SMS check', () => {
    expect(hasErrors(addBlockers([valid({ verifiedMobile: '' })], TODAY))).toBe(false);
    expect(addBlockers([valid({ email: '' })], TODAY)).toEqual([{ email: '邮箱不能为空' }]);
    expect(hasErrors(addBlockers([valid(), valid()], TODAY))).toBe(true);
  });
});

describe('one field judged with every administrator (the form rules)', () => {
  const a = valid();
  const twin = valid({ idNo: 'E12345678', idType: ID_TYPE_CODES.cnPassport });
  const moved = valid({ mobile: '13700001111' });
  const unsent = valid({ mobile: '13700002222', idNo: 'E1234567', verifiedMobile: '' });
  it.each<[string, AdminForm[], number, AdminField, string | undefined, boolean]>([
    ['a complete administrator', [a], 0, 'mobile', undefined, false],
    ['an empty name', [valid({ name: ' ' })], 0, 'name', '请输入管理员姓名', false],
    ['the second holder of a mobile', [a, twin], 1, 'mobile', ADMIN_MESSAGES.duplicate, false],
    ['the first holder of a mobile', [a, twin], 0, 'mobile', undefined, false],
    ['a mobile changed after its check', [moved], 0, 'mobile', '手机号须与验证的手机号一致', true],
    ['a code not typed', [unsent], 0, 'smsCode', '验证码不能为空', false],
    ['a bad ID number', [unsent], 0, 'idNo', '证件号码不符合规范', false],
  ])('%s', (_case, admins, index, field, message, onNextOnly) => {
    const found = adminFieldMessage(admins, index, field, TODAY);
    expect(found).toBe(message);
    expect(judgedOnNextOnly(found)).toBe(onNextOnly);
  });
});

describe('helpers', () => {
  eachReturns('the field of "%s" is %s', fieldOfServerMessage, [
    ['请输入管理员姓名', 'name'],
    ['请选择证件类型', 'idType'],
    ['证件号码不符合规范', 'idNo'],
    ['手机号须与验证的手机号一致', 'mobile'],
    ['邮箱格式不正确', 'email'],
    ['验证码错误或已失效', 'smsCode'],
    ['注册信息不存在', null],
  ]);

  it('names the elements of a card', () => {
    expect(adminFieldId('idNo', 2)).toBe('register-admin-id-no-2');
    expect(adminFieldId('smsCode', 0)).toBe('register-admin-sms-code-0');
    expect(adminFieldId('email', 1)).toBe('register-admin-email-1');
  });
});
