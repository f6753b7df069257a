/**
 * The password rule (spec 5.2, 9): used by the change-password, first-login and recovery
 * screens and by the mock server alike. Checked in this order: at least 6 characters, at most
 * 20, only printable ASCII (letters, digits, English symbols and the space: no CJK, emoji,
 * combining marks, direction or zero-width controls, which look alike or not at all), the two
 * entries match, not the system default, and at least three kinds of characters among upper
 * case, lower case, digits and symbols.
 */
import { PASSWORD_MIN_LENGTH } from '@/config/spec-limits';

/** The system default password, which a new password may not equal. */
export const SYSTEM_DEFAULT_PASSWORD = 'Abc@123456';

export const PASSWORD_MAX_LENGTH = 20;
/** How many of the four character kinds a password needs. */
export const PASSWORD_MIN_KINDS = 3;

/** The rule as shown to the user beside a new-password field. */
export const PASSWORD_RULE_TEXT =
  '密码长度为6-20位，只能由字母、数字和英文特殊字符组成，须包含大写字母、小写字母、数字、特殊字符中的至少三种，且不能为系统默认密码';

export type PasswordProblem =
  'tooShort' | 'tooLong' | 'characters' | 'mismatch' | 'systemDefault' | 'weak';

export const PASSWORD_MESSAGES: Readonly<Record<PasswordProblem, string>> = {
  tooShort: '密码长度不能少于6位',
  tooLong: '密码长度不能超过20位',
  characters: '密码只能由字母、数字和英文特殊字符组成',
  mismatch: '两次输入的新密码不一致',
  systemDefault: '新密码不能为系统默认密码',
  weak: '密码强度不足：须包含大写字母、小写字母、数字、特殊字符中的至少三种',
};

const KINDS: readonly RegExp[] = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9\s]/];
/** Printable ASCII: letters, digits, English symbols and the space. */
const ALLOWED = /^[\x20-\x7E]*$/;

/** How many character kinds (upper, lower, digit, symbol) the password uses. */
export function passwordKinds(password: string): number {
  return KINDS.filter((kind) => kind.test(password)).length;
}

/** The first rule the password breaks, or null. `confirm` is checked only when given. */
export function passwordProblem(password: string, confirm?: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (!ALLOWED.test(password)) return 'characters';
  if (confirm !== undefined && confirm !== password) return 'mismatch';
  if (password === SYSTEM_DEFAULT_PASSWORD) return 'systemDefault';
  if (passwordKinds(password) < PASSWORD_MIN_KINDS) return 'weak';
  return null;
}

/** null when the password is acceptable, else the Chinese message of the first broken rule. */
export function checkPassword(password: string, confirm?: string): string | null {
  const problem = passwordProblem(password, confirm);
  return problem ? PASSWORD_MESSAGES[problem] : null;
}
