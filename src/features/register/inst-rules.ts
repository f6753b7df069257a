/** The organisation fields' rules (spec 5.2 "check the credit code"). Pure. */
import { validateCreditCode } from '@/lib/credit-code';
import type { InstForm } from './register-model';

export type InstField = keyof InstForm;
export type InstErrors = Partial<Record<InstField, string>>;

/** 协会登记编号: P and seven digits (the mock server's rule). */
export const AMAC_CODE_PATTERN = /^P\d{7}$/;

export const INST_MESSAGES = {
  nameEmpty: '请输入机构名称',
  nameTooLong: '机构名称不能超过100个字',
  amacEmpty: '请输入协会登记编号',
  amacInvalid: '协会登记编号格式不正确',
  registered: '该机构已注册，请直接登录',
} as const;

export function instFieldError(inst: InstForm, field: InstField): string | undefined {
  switch (field) {
    case 'instName': {
      const name = inst.instName.trim();
      if (name === '') return INST_MESSAGES.nameEmpty;
      return [...name].length > 100 ? INST_MESSAGES.nameTooLong : undefined;
    }
    case 'creditCode':
      return validateCreditCode(inst.creditCode) ?? undefined;
    case 'amacCode': {
      const code = inst.amacCode.trim().toUpperCase();
      if (code === '') return INST_MESSAGES.amacEmpty;
      return AMAC_CODE_PATTERN.test(code) ? undefined : INST_MESSAGES.amacInvalid;
    }
    default:
      return undefined;
  }
}

export function instErrors(inst: InstForm): InstErrors {
  const errors: InstErrors = {};
  for (const field of ['instName', 'creditCode', 'amacCode'] as const) {
    const message = instFieldError(inst, field);
    if (message) errors[field] = message;
  }
  return errors;
}

/**
 * A field's message on "next": its own rule first; a refusal the lookups found stands until the
 * field is corrected (the credit code's, unless it is being looked up again; the name's 已注册).
 */
export function instNextError(
  inst: InstForm,
  field: InstField,
  shown: string | undefined,
  looking: boolean,
): string | undefined {
  const own = instFieldError(inst, field);
  if (own) return own;
  if (field === 'creditCode') return looking ? undefined : shown;
  if (field === 'instName' && shown === INST_MESSAGES.registered) return shown;
  return undefined;
}

/** The field a server refusal of user/updateInst is about, by its message. */
export function instFieldOfServerMessage(message: string): InstField | null {
  if (message.includes('协会登记编号')) return 'amacCode';
  if (message.includes('机构名称')) return 'instName';
  if (
    message.includes('信用代码') ||
    message.includes('已注册') ||
    message.includes('协会登记信息')
  )
    return 'creditCode';
  return null;
}
