/**
 * Business codes of the login and user domain (spec 7.1, 8), answered by the mock server and
 * read by the login, lock-screen, first-login, recovery and switching screens. Missing and
 * malformed parameters keep the common codes 1001 and 1002 ("<字段>不能为空", "<字段>格式不正确").
 *
 * The message table holds the message the server sends with each code; a few codes carry a
 * more precise message (the seconds left before an SMS can be resent, the password rule broken),
 * so show the server's `message` and fall back to this table.
 */
import { PASSWORD_MESSAGES } from '@/policy/password-rule';

export const AUTH_CODE = {
  /** Captcha never requested, expired (5 min) or already used (single use). */
  captchaRequired: 2001,
  captchaWrong: 2002,
  /** Five wrong passwords in a row lock the account for 30 minutes. */
  accountLocked: 2003,
  /** Unknown user or wrong password at login; data { remainingAttempts } for a known user. */
  badCredentials: 2004,
  userDisabled: 2005,
  noInstitution: 2006,
  /** Internal staff (userType 4): the back office refused the name or the password. */
  internalBadCredentials: 2007,
  /** Internal staff: the back office does not know the account. */
  internalUnregistered: 2008,
  /** Internal staff: the back office knows the account but grants it no access to the portal. */
  internalNoAccess: 2009,
  /** The platform disabled the login account (beside 2005, the user disabled). */
  accountDisabled: 2014,
  /** The account may not sign in from the caller's address. */
  ipNotAllowed: 2015,
  /** The back office that checks internal staff could not be reached. */
  connectionFailed: 2016,
  /** Login step: first login, data { ticket }: go through user/firstLogin/*. */
  firstLogin: 2010,
  /** Login step: SMS check, data { ticket, mobile (masked) }: call user/verifyLoginSmsCode/v2. */
  smsRequired: 2011,
  /** Login step: several institutions, data { ticket }: user/queryInstList then setLoginInst. */
  chooseInst: 2012,
  /** Ticket unknown, expired (10 min), used, or of another flow. */
  ticketInvalid: 2013,
  smsWrong: 2020,
  /** An SMS check before any SMS was sent for the ticket. */
  smsNotSent: 2021,
  /** A resend within 60 s of the last SMS; the message names the seconds left. */
  smsTooFrequent: 2022,
  /** Five wrong SMS codes void the code: request a new one. */
  smsResendRequired: 2023,
  /** The chosen institution is not one of the user's enabled institutions. */
  wrongInst: 2030,
  /** QR login: not confirmed on the phone yet; data { status }. */
  qrPending: 2040,
  qrExpired: 2041,
  qrNotFound: 2042,
  /** Unlock screen (user/authc): wrong password, counts toward the lock-out. */
  wrongPassword: 2050,
  /** Change password: the current password is wrong. */
  oldPasswordWrong: 2051,
  passwordTooShort: 2052,
  passwordTooLong: 2053,
  passwordMismatch: 2054,
  passwordSystemDefault: 2055,
  passwordWeak: 2056,
  /** First login: the number typed is not the user's own number. */
  mobileMismatch: 2060,
  /** First login / recovery: setting the password before the SMS check. */
  smsNotVerified: 2061,
  /** Recovery: no user with that name and mobile number. */
  recallMismatch: 2062,
  /** Profile: the mobile number belongs to another user (it is also a login name). */
  mobileTaken: 2063,
  /** Switching to an institution the user does not belong to. */
  switchDenied: 2070,
} as const;

export type AuthCode = (typeof AUTH_CODE)[keyof typeof AUTH_CODE];

export const AUTH_MESSAGES: Readonly<Record<AuthCode, string>> = {
  [AUTH_CODE.captchaRequired]: '请先获取图形验证码',
  [AUTH_CODE.captchaWrong]: '图形验证码错误',
  [AUTH_CODE.accountLocked]: '密码错误次数过多，账号已锁定，请30分钟后再试',
  [AUTH_CODE.badCredentials]: '用户名或密码错误',
  [AUTH_CODE.userDisabled]: '用户已停用',
  [AUTH_CODE.noInstitution]: '该用户无可用机构',
  [AUTH_CODE.internalBadCredentials]: '内部账号用户名或密码错误',
  [AUTH_CODE.internalUnregistered]: '内部账号未在后台管理系统登记',
  [AUTH_CODE.internalNoAccess]: '内部账号无访问权限',
  [AUTH_CODE.accountDisabled]: '账号已停用',
  [AUTH_CODE.ipNotAllowed]: '该IP不允许登录',
  [AUTH_CODE.connectionFailed]: '连接失败，请稍后重试',
  [AUTH_CODE.firstLogin]: '首次登录须修改密码',
  [AUTH_CODE.smsRequired]: '请输入短信验证码',
  [AUTH_CODE.chooseInst]: '请选择登录机构',
  [AUTH_CODE.ticketInvalid]: '验证超时，请重新登录',
  [AUTH_CODE.smsWrong]: '短信验证码错误或已失效',
  [AUTH_CODE.smsNotSent]: '未发送短信验证码，请先获取验证码',
  [AUTH_CODE.smsTooFrequent]: '短信验证码发送过于频繁，请稍后再试',
  [AUTH_CODE.smsResendRequired]: '短信验证码错误次数过多，请重新获取短信验证码',
  [AUTH_CODE.wrongInst]: '所选机构有误',
  [AUTH_CODE.qrPending]: '尚未完成扫码确认',
  [AUTH_CODE.qrExpired]: '二维码已失效，请刷新二维码',
  [AUTH_CODE.qrNotFound]: '二维码不存在，请刷新二维码',
  [AUTH_CODE.wrongPassword]: '密码错误，请重新输入',
  [AUTH_CODE.oldPasswordWrong]: '原密码错误',
  [AUTH_CODE.passwordTooShort]: PASSWORD_MESSAGES.tooShort,
  [AUTH_CODE.passwordTooLong]: PASSWORD_MESSAGES.tooLong,
  [AUTH_CODE.passwordMismatch]: PASSWORD_MESSAGES.mismatch,
  [AUTH_CODE.passwordSystemDefault]: PASSWORD_MESSAGES.systemDefault,
  [AUTH_CODE.passwordWeak]: PASSWORD_MESSAGES.weak,
  [AUTH_CODE.mobileMismatch]: '手机号与验证手机号不一致',
  [AUTH_CODE.smsNotVerified]: '请先完成短信验证',
  [AUTH_CODE.recallMismatch]: '用户名与手机号不匹配',
  [AUTH_CODE.mobileTaken]: '该手机号已被其他用户使用',
  [AUTH_CODE.switchDenied]: '无权切换到该机构',
};

/**
 * The fallback of a failed SMS send without a message of its own, wherever an SMS is sent (login
 * SMS step, first login, /forget, the registration's administrators, resume and e-seal): spec 8
 * 'SMS send failed, refresh and retry'.
 */
export const SMS_SEND_FAILED = '短信发送失败，请刷新后重试';

/**
 * The message to show for an answer of the auth calls: the server's own message first (it can
 * be more precise), else the table's, else `fallback`.
 */
export function authMessage(
  response: { code: number; message?: string } | false,
  fallback = '操作失败，请稍后重试',
): string {
  if (response === false) return '网络异常';
  if (response.message) return response.message;
  return (AUTH_MESSAGES as Record<number, string | undefined>)[response.code] ?? fallback;
}
