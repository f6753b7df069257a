/**
 * The password login form's fields and their one rule, required (spec 7.1): a pure decision,
 * so the form needs no validation library on the login page's first download.
 * A field's message shows once it has been edited or a submission was tried, as antd's Form did.
 */
export type LoginField = 'userName' | 'password' | 'captcha';
export type LoginValues = Record<LoginField, string>;

export const LOGIN_FIELDS: readonly LoginField[] = ['userName', 'password', 'captcha'];

/** Spaces alone do not count as a user name or a captcha; they may be part of a password. */
const REQUIRED: Record<LoginField, { message: string; blankIsEmpty: boolean }> = {
  userName: { message: '请输入用户名', blankIsEmpty: true },
  password: { message: '请输入密码', blankIsEmpty: false },
  captcha: { message: '请输入图形验证码', blankIsEmpty: true },
};

export const EMPTY_LOGIN: LoginValues = { userName: '', password: '', captcha: '' };

export function loginFieldError(field: LoginField, value: string): string | null {
  const rule = REQUIRED[field];
  const empty = rule.blankIsEmpty ? value.trim() === '' : value === '';
  return empty ? rule.message : null;
}

/** The messages to show: of the fields in `shown` only. */
export function loginErrors(
  values: LoginValues,
  shown: ReadonlySet<LoginField>,
): Partial<Record<LoginField, string>> {
  const errors: Partial<Record<LoginField, string>> = {};
  for (const field of LOGIN_FIELDS) {
    const message = shown.has(field) ? loginFieldError(field, values[field]) : null;
    if (message) errors[field] = message;
  }
  return errors;
}

/** Whether the values can be sent: every field passes its rule. */
export function loginValid(values: LoginValues): boolean {
  return LOGIN_FIELDS.every((field) => loginFieldError(field, values[field]) === null);
}

/**
 * Text the browser's fields hold that the form has not seen: typed (or filled in by the browser)
 * into the prerendered login page before React hydrated it. The values with that text
 * taken in, or null when there is none: a field the form already holds keeps the form's value.
 */
export function adoptTyped(values: LoginValues, inFields: LoginValues): LoginValues | null {
  const adopted = { ...values };
  let changed = false;
  for (const field of LOGIN_FIELDS) {
    if (values[field] === '' && inFields[field] !== '') {
      adopted[field] = inFields[field];
      changed = true;
    }
  }
  return changed ? adopted : null;
}
