/**
 * The administrator rules of spec 5.2 for the wizard: each field's message, no two
 * administrators sharing a mobile or an ID number, the SMS check of each mobile, and the
 * completeness asked before another administrator is added. Pure.
 */
import {
  CONTACT_MESSAGES,
  validateAdminName,
  validateEmail,
  validateMobile,
} from '@/lib/contact-rules';
import { ID_NUMBER_MESSAGES, normalizeIdNumber, validateIdNumber } from '@/lib/id-number';
import type { AdminForm } from './register-model';

export type AdminField = 'name' | 'idType' | 'idNo' | 'mobile' | 'email' | 'smsCode';
export type AdminErrors = Partial<Record<AdminField, string>>;

/** The server allows five administrators (mock MAX_ADMINS). */
export const MAX_ADMINS = 5;

export const ADMIN_MESSAGES = {
  duplicate: '多个管理员的手机号码或证件号码不能相同',
  completeFirst: '请填写完整信息后再添加管理员',
  correctInfo: '请填写正确的管理员信息',
  mobileMismatch: '手机号须与验证的手机号一致',
  idDocsRequired: '请上传证件资料',
  maxAdmins: `最多添加${MAX_ADMINS}名管理员`,
} as const;

/** The messages of one administrator's own fields (no SMS check, no duplicates). */
export function fieldErrors(admin: AdminForm, today?: Date): AdminErrors {
  const errors: AdminErrors = {};
  const name = validateAdminName(admin.name);
  if (name) errors.name = name;
  if (!admin.idType) errors.idType = ID_NUMBER_MESSAGES.noType;
  const idNo = validateIdNumber(admin.idType || null, admin.idNo, today);
  // Without a type the number cannot be judged: only say it is missing.
  if (admin.idType && idNo) errors.idNo = idNo;
  if (!admin.idType && admin.idNo.trim() === '') errors.idNo = ID_NUMBER_MESSAGES.empty;
  const mobile = validateMobile(admin.mobile);
  if (mobile) errors.mobile = mobile;
  const email = validateEmail(admin.email);
  if (email) errors.email = email;
  return errors;
}

/** One field's message (used on blur and while correcting a field). */
export function fieldError(admin: AdminForm, field: AdminField, today?: Date): string | undefined {
  if (field === 'smsCode') return verificationErrors(admin).smsCode;
  return fieldErrors(admin, today)[field];
}

/**
 * Shared mobiles and ID numbers: every administrator after the first holder of a value gets
 * the message on that field.
 */
export function duplicateErrors(admins: AdminForm[]): AdminErrors[] {
  const mobiles = new Set<string>();
  const idNos = new Set<string>();
  return admins.map((admin) => {
    const errors: AdminErrors = {};
    const mobile = admin.mobile.trim();
    const idNo = normalizeIdNumber(admin.idNo);
    if (mobile !== '') {
      if (mobiles.has(mobile)) errors.mobile = ADMIN_MESSAGES.duplicate;
      mobiles.add(mobile);
    }
    if (idNo !== '') {
      if (idNos.has(idNo)) errors.idNo = ADMIN_MESSAGES.duplicate;
      idNos.add(idNo);
    }
    return errors;
  });
}

/** The mobile has passed the SMS check. */
export function isVerified(admin: AdminForm): boolean {
  return admin.verifiedMobile !== '' && admin.verifiedMobile === admin.mobile.trim();
}

/**
 * The SMS check: a mobile not yet verified needs the code typed (it is checked on "next");
 * a mobile changed after another one was verified must match the verified one or be verified
 * again.
 */
export function verificationErrors(admin: AdminForm): AdminErrors {
  if (isVerified(admin) || admin.smsCode.trim() !== '') return {};
  if (admin.verifiedMobile !== '') return { mobile: ADMIN_MESSAGES.mobileMismatch };
  return { smsCode: CONTACT_MESSAGES.smsCodeEmpty };
}

/**
 * Every message of the administrator step, one entry an administrator. The field's own rule
 * comes first; the duplicate rule and then the SMS check only where the field is otherwise fine.
 */
export function allAdminErrors(admins: AdminForm[], today?: Date): AdminErrors[] {
  const duplicates = duplicateErrors(admins);
  return admins.map((admin, i) => ({
    ...verificationErrors(admin),
    ...duplicates[i],
    ...fieldErrors(admin, today),
  }));
}

/** One field's message, judged with every administrator (the order of allAdminErrors). */
export function adminFieldMessage(
  admins: AdminForm[],
  index: number,
  field: AdminField,
  today?: Date,
): string | undefined {
  return allAdminErrors(admins, today)[index]?.[field];
}

/** The SMS check is judged on "next", not while moving between fields. */
export function judgedOnNextOnly(message: string | undefined): boolean {
  return message === ADMIN_MESSAGES.mobileMismatch;
}

export function hasErrors(errors: AdminErrors[] | AdminErrors): boolean {
  const list = Array.isArray(errors) ? errors : [errors];
  return list.some((e) => Object.values(e).some(Boolean));
}

/**
 * What stops another administrator from being added: any field not filled or not valid, or a
 * mobile or ID number shared (the SMS check may come later).
 */
export function addBlockers(admins: AdminForm[], today?: Date): AdminErrors[] {
  const duplicates = duplicateErrors(admins);
  return admins.map((admin, i) => ({ ...duplicates[i], ...fieldErrors(admin, today) }));
}

/** The field a server refusal of user/createSystemAdminInfo is about, by its message. */
export function fieldOfServerMessage(message: string): AdminField | null {
  if (message.includes('姓名')) return 'name';
  if (message.includes('证件类型')) return 'idType';
  if (message.includes('证件号码')) return 'idNo';
  if (message.includes('手机号')) return 'mobile';
  if (message.includes('邮箱')) return 'email';
  if (message.includes('验证码')) return 'smsCode';
  return null;
}

/** The element id (and test id) of an administrator's field. */
export const adminFieldId = (field: AdminField, index: number) =>
  `register-admin-${field === 'idType' ? 'id-type' : field === 'idNo' ? 'id-no' : field === 'smsCode' ? 'sms-code' : field}-${index}`;
