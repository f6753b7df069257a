/**
 * Contact rules of the registration form (spec 5.2): an administrator's name, mobile and e-mail.
 * Pure: no React, axios or mocks. The messages are the spec's, in Chinese; the patterns are the
 * ones the mock server applies (src/mocks/handlers/register-store.ts), so that the form refuses
 * exactly what the server would.
 */

export const CONTACT_MESSAGES = {
  nameEmpty: '请输入管理员姓名',
  nameTooLong: '管理员姓名不能超过30个字',
  mobileEmpty: '请输入手机号码',
  mobileInvalid: '手机号格式不正确',
  emailEmpty: '邮箱不能为空',
  emailInvalid: '邮箱格式不正确',
  smsCodeEmpty: '验证码不能为空',
  smsCodeInvalid: '验证码为6位数字',
} as const;

/** Mainland mobile: 11 digits, 1 then 3-9. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** local@domain.tld, the top-level domain of 2+ letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const EMAIL_MAX_LENGTH = 100;
export const ADMIN_NAME_MAX_LENGTH = 30;

function trimmed(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/** null when valid, else the message to show next to the field. */
export function validateAdminName(name: string | null | undefined): string | null {
  const value = trimmed(name);
  if (value === '') return CONTACT_MESSAGES.nameEmpty;
  if ([...value].length > ADMIN_NAME_MAX_LENGTH) return CONTACT_MESSAGES.nameTooLong;
  return null;
}

/** null when valid, else the message to show next to the field. */
export function validateMobile(mobile: string | null | undefined): string | null {
  const value = trimmed(mobile);
  if (value === '') return CONTACT_MESSAGES.mobileEmpty;
  return MOBILE_PATTERN.test(value) ? null : CONTACT_MESSAGES.mobileInvalid;
}

/** null when valid, else the message to show next to the field. */
export function validateEmail(email: string | null | undefined): string | null {
  const value = trimmed(email);
  if (value === '') return CONTACT_MESSAGES.emailEmpty;
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value)) {
    return CONTACT_MESSAGES.emailInvalid;
  }
  return null;
}

/** The 6-digit SMS code. */
export function validateSmsCode(code: string | null | undefined): string | null {
  const value = trimmed(code);
  if (value === '') return CONTACT_MESSAGES.smsCodeEmpty;
  return /^\d{6}$/.test(value) ? null : CONTACT_MESSAGES.smsCodeInvalid;
}
