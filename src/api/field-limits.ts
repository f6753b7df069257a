/**
 * Length limits of the portal's own form fields, shared by the forms (their
 * maxLength) and the mock server (its 1002 refusal "<字段>长度不能超过N", src/mocks/validate.ts).
 * Counted in UTF-16 code units on both sides, as the browser's maxlength and String.length do,
 * so that what a field lets through is never refused for its length. Pure constants: the mock
 * server imports this module without the HTTP client.
 *
 * Limits kept elsewhere, already shared the same way: the password rule (6-20,
 * src/policy/password-rule.ts), the product-group name and the product-name keyword
 * (src/features/home/product-group-name.ts and product-group-search.ts, checked equal to the
 * mock's by their tests), the registration contacts (src/lib/contact-rules.ts).
 */

/** Login, SMS step, first login, password recovery, change password and the lock screen. */
export const AUTH_LIMITS = {
  /** User name, or the user's mobile number (user/login/v2, user/pwdrecall/verifyPhone) */
  userName: 50,
  /** A current password (login, unlock, the old password of a change) */
  password: 64,
  /** The image captcha answer */
  captcha: 8,
  /** An SMS code: 6 digits */
  smsCode: 6,
  /** A mainland mobile number: 11 digits */
  mobile: 11,
} as const;

/**
 * 募集账户核验 (fund/wb/queryRaiseAccCheck): the account is 6 to 32 digits; a fund name is the
 * full name or a part of at least 4 characters.
 */
export const RAISE_ACC_LIMITS = {
  accountNo: 32,
  accountNoMin: 6,
  fundName: 100,
  fundNameMin: 4,
} as const;

/** The user's own calendar event (sys/addCustomCalendar, sys/updateCustomCalendar). */
export const CALENDAR_EVENT_LIMITS = {
  title: 50,
  remark: 200,
} as const;

/** The online sign-up (sys/noticeRegistSubmit). */
export const SIGN_UP_LIMITS = {
  name: 30,
  mobile: 11,
  company: 100,
  position: 50,
  email: 100,
  remark: 200,
} as const;

/** Keywords of the searches: the header's menu search (in the browser) and the server's. */
export const SEARCH_KEYWORD_MAX = 50;
