/**
 * Mock handlers of the first login (user/firstLogin/*, with the ticket of the firstLogin login
 * step) and of the password recovery (user/pwdrecall/*). All public; see src/api/auth.ts.
 */
import type { HttpHandler } from 'msw';
import { AUTH_CODE } from '@/api/auth-codes';
import { AUTH_URLS } from '@/api/auth-urls';
import { AUTH_LIMITS } from '@/api/field-limits';
import type { AuthTicket, MockUser } from '../db/seed-auth';
import { ApiError, CODE, ok, publicRoute, type Params } from '../http-kit';
import { str } from '../validate';
import {
  clearWrongPasswords,
  dropTicket,
  findLoginUser,
  issueTicket,
  maskMobile,
  MOBILE_PATTERN,
  newPasswordOf,
  refuse,
  refuseUnusable,
  sendSms,
  ticketOf,
  verifySms,
} from './auth-kit';

/** The SMS step of either flow: the code checked, the ticket may now set the password. */
function smsVerified(ticket: AuthTicket, code: string) {
  verifySms(ticket.ticket, code);
  ticket.smsVerified = true;
  return ok(null, { message: '验证成功' });
}

/** The last step of either flow, after the SMS step: the new password; the ticket is used up. */
function newPasswordSet({ ticket, user }: { ticket: AuthTicket; user: MockUser }, params: Params) {
  if (!ticket.smsVerified) refuse(AUTH_CODE.smsNotVerified);
  user.password = newPasswordOf(params);
  user.firstLogin = false;
  clearWrongPasswords(user);
  dropTicket(ticket.ticket);
}

const firstLoginHandlers: HttpHandler[] = [
  publicRoute('post', AUTH_URLS.firstLoginQueryMobileNumber, ({ params }) => {
    const { user } = ticketOf(params, 'firstLogin');
    return ok({ mobile: maskMobile(user.mobile) });
  }),

  publicRoute('post', AUTH_URLS.firstLoginSendSmsCode, ({ params }) => {
    const { ticket, user } = ticketOf(params, 'firstLogin');
    return ok(sendSms(ticket.ticket, user.mobile), { message: '短信验证码已发送' });
  }),

  publicRoute('post', AUTH_URLS.firstLoginVerifyCode, ({ params }) => {
    const { ticket, user } = ticketOf(params, 'firstLogin');
    const mobile = str(params, 'mobileNumber', '手机号', AUTH_LIMITS.mobile);
    const code = str(params, 'code', '短信验证码', AUTH_LIMITS.smsCode);
    if (!MOBILE_PATTERN.test(mobile)) throw new ApiError(CODE.malformed, '手机号格式不正确');
    if (mobile !== user.mobile) refuse(AUTH_CODE.mobileMismatch);
    return smsVerified(ticket, code);
  }),

  publicRoute('post', AUTH_URLS.firstLoginSetPassword, ({ params }) => {
    newPasswordSet(ticketOf(params, 'firstLogin'), params);
    return ok(null, { message: '密码设置成功，请重新登录' });
  }),
];

const pwdRecallHandlers: HttpHandler[] = [
  publicRoute('post', AUTH_URLS.pwdRecallVerifyPhone, ({ params }) => {
    const userName = str(params, 'userName', '用户名', AUTH_LIMITS.userName);
    const mobile = str(params, 'mobile', '手机号', AUTH_LIMITS.mobile);
    if (!MOBILE_PATTERN.test(mobile)) throw new ApiError(CODE.malformed, '手机号格式不正确');
    const user = findLoginUser(userName);
    if (!user || user.mobile !== mobile) refuse(AUTH_CODE.recallMismatch);
    refuseUnusable(user);
    const ticket = issueTicket(user.userId, 'pwdrecall');
    const sent = sendSms(ticket.ticket, user.mobile);
    return ok({ ticket: ticket.ticket, ...sent }, { message: '短信验证码已发送' });
  }),

  publicRoute('post', AUTH_URLS.pwdRecallResendSmsCode, ({ params }) => {
    const { ticket, user } = ticketOf(params, 'pwdrecall');
    return ok(sendSms(ticket.ticket, user.mobile), { message: '短信验证码已发送' });
  }),

  publicRoute('post', AUTH_URLS.pwdRecallVerifySmsCode, ({ params }) => {
    const { ticket } = ticketOf(params, 'pwdrecall');
    const code = str(params, 'smsCode', '短信验证码', AUTH_LIMITS.smsCode);
    return smsVerified(ticket, code);
  }),

  publicRoute('post', AUTH_URLS.pwdRecallResetPassword, ({ params }) => {
    newPasswordSet(ticketOf(params, 'pwdrecall'), params);
    return ok(null, { message: '密码重置成功' });
  }),
];

export const authRecoveryHandlers: HttpHandler[] = [...firstLoginHandlers, ...pwdRecallHandlers];
