/**
 * Mock handlers of the auth/user API domain (src/api/auth.ts, behaviour documented there;
 * codes in src/api/auth-codes.ts): system config, password login, SMS step, institution
 * choice and QR login here; first login and recovery in ./auth-recovery.ts; session calls in
 * ./auth-session.ts.
 */
import type { HttpHandler } from 'msw';
import type { QrStatus } from '@/api/auth';
import { AUTH_CODE } from '@/api/auth-codes';
import { AUTH_URLS } from '@/api/auth-urls';
import { AUTH_LIMITS } from '@/api/field-limits';
import { mockNow } from '../clock';
import { db } from '../db/db';
import type { AuthQrSession } from '../db/seed-auth';
import { CODE, fail, ok, publicRoute } from '../http-kit';
import { oneOf, optStr, str } from '../validate';
import { captchaImage, qrImage } from './auth-images';
import { checkPasswordLogin } from './login-checks';
import {
  CAPTCHA_TTL_MS,
  consumeCaptcha,
  continueLogin,
  createCaptcha,
  enabledInsts,
  findLoginUser,
  instOptions,
  isLocked,
  issueTicket,
  loginInInst,
  maskMobile,
  newId,
  QR_CONFIRMED_MS,
  QR_SCANNED_MS,
  QR_SCANNER_USER_ID,
  QR_TTL_MS,
  refuse,
  refuseUnusable,
  sendSms,
  ticketOf,
  verifySms,
} from './auth-kit';
import { authRecoveryHandlers } from './auth-recovery';
import { authSessionHandlers } from './auth-session';

const CAPTCHA_USAGES = ['login', 'pwdrecall', 'register'] as const;

function qrStatus(qr: AuthQrSession): QrStatus {
  const age = mockNow() - qr.createdAt;
  if (qr.used || age >= QR_TTL_MS) return 'expired';
  if (age >= QR_CONFIRMED_MS) return 'confirmed';
  if (age >= QR_SCANNED_MS) return 'scanned';
  return 'waiting';
}

function qrOf(qrId: string): AuthQrSession {
  const qr = db.authQrSessions.find((q) => q.qrId === qrId);
  if (!qr) refuse(AUTH_CODE.qrNotFound);
  return qr;
}

function qrExpiresIn(qr: AuthQrSession): number {
  return Math.max(0, Math.ceil((qr.createdAt + QR_TTL_MS - mockNow()) / 1000));
}

const loginHandlers: HttpHandler[] = [
  publicRoute('get', AUTH_URLS.querySysConfig, () => ok({ data: [db.sysConfig] })),

  publicRoute('post', AUTH_URLS.newImageVerificationCode, ({ params }) => {
    const usage =
      params.usage === undefined ? 'login' : oneOf(params, 'usage', CAPTCHA_USAGES, '用途');
    const captcha = createCaptcha(usage);
    return ok({
      captchaId: captcha.captchaId,
      image: captchaImage(captcha.code),
      expiresIn: CAPTCHA_TTL_MS / 1000,
    });
  }),

  publicRoute('post', AUTH_URLS.login, ({ params, request }) => {
    const userName = str(params, 'userName', '用户名', AUTH_LIMITS.userName);
    const password = str(params, 'password', '密码', AUTH_LIMITS.password);
    const captchaId = str(params, 'captchaId', '图形验证码标识', 100);
    const captcha = str(params, 'captcha', '图形验证码', AUTH_LIMITS.captcha);
    consumeCaptcha(captchaId, captcha, 'login');
    const user = findLoginUser(userName);
    if (!user) refuse(AUTH_CODE.badCredentials);
    checkPasswordLogin(user, password, request);
    if (enabledInsts(user).length === 0) refuse(AUTH_CODE.noInstitution);
    if (user.firstLogin) {
      const ticket = issueTicket(user.userId, 'firstLogin');
      refuse(AUTH_CODE.firstLogin, undefined, { ticket: ticket.ticket });
    }
    if (user.smsCheck) {
      const ticket = issueTicket(user.userId, 'login', true);
      sendSms(ticket.ticket, user.mobile);
      refuse(AUTH_CODE.smsRequired, undefined, {
        ticket: ticket.ticket,
        mobile: maskMobile(user.mobile),
      });
    }
    return continueLogin(user, null);
  }),

  publicRoute('post', AUTH_URLS.verifyLoginSmsCode, ({ params }) => {
    const { ticket, user } = ticketOf(params, 'login');
    const smsCode = str(params, 'smsCode', '短信验证码', AUTH_LIMITS.smsCode);
    if (!ticket.smsPending) refuse(AUTH_CODE.smsNotSent);
    verifySms(ticket.ticket, smsCode);
    ticket.smsPending = false;
    return continueLogin(user, ticket);
  }),

  publicRoute('get', AUTH_URLS.resendLoginSmsCode, ({ params }) => {
    const { ticket, user } = ticketOf(params, 'login');
    if (!ticket.smsPending) refuse(AUTH_CODE.ticketInvalid);
    return ok(sendSms(ticket.ticket, user.mobile), { message: '短信验证码已发送' });
  }),

  publicRoute('post', AUTH_URLS.queryInstList, ({ params, session }) => {
    if (optStr(params, 'ticket') !== undefined) {
      const { ticket, user } = ticketOf(params, 'login');
      if (ticket.smsPending) refuse(AUTH_CODE.smsRequired);
      return ok(instOptions(user));
    }
    if (!session) return fail(CODE.sessionExpired, '登录已失效，请重新登录');
    return ok(instOptions(session.user));
  }),

  publicRoute('post', AUTH_URLS.setLoginInst, ({ params }) => loginInInst(params)),

  publicRoute('get', AUTH_URLS.qrImageScanStatus, ({ params }) => {
    const qrId = optStr(params, 'qrId', '二维码标识', 100);
    if (qrId === undefined) {
      const now = mockNow();
      db.authQrSessions = db.authQrSessions.filter((q) => now - q.createdAt < QR_TTL_MS * 2);
      const qr: AuthQrSession = {
        qrId: newId('qr'),
        createdAt: now,
        scannerUserId: QR_SCANNER_USER_ID,
        ticket: null,
        used: false,
      };
      db.authQrSessions.push(qr);
      return ok({
        qrId: qr.qrId,
        status: qrStatus(qr),
        image: qrImage(`fmp-login:${qr.qrId}`),
        expiresIn: qrExpiresIn(qr),
      });
    }
    const qr = qrOf(qrId);
    return ok({ qrId, status: qrStatus(qr), expiresIn: qrExpiresIn(qr) });
  }),

  publicRoute('get', AUTH_URLS.getWechatAuthStatus, ({ params }) => {
    const qr = qrOf(str(params, 'qrId', '二维码标识', 100));
    const status = qrStatus(qr);
    if (status === 'expired') refuse(AUTH_CODE.qrExpired);
    if (status !== 'confirmed') refuse(AUTH_CODE.qrPending, undefined, { status });
    const user = db.users.find((u) => u.userId === qr.scannerUserId);
    if (!user) refuse(AUTH_CODE.userDisabled);
    refuseUnusable(user);
    if (isLocked(user)) refuse(AUTH_CODE.accountLocked);
    const instList = instOptions(user);
    if (instList.length === 0) refuse(AUTH_CODE.noInstitution);
    const valid = db.authTickets.find((t) => t.ticket === qr.ticket && t.expiresAt > mockNow());
    const ticket = valid ?? issueTicket(user.userId, 'login');
    qr.ticket = ticket.ticket;
    return ok({ authorized: true, ticket: ticket.ticket, instList });
  }),

  publicRoute('get', AUTH_URLS.setInstAfterScan, ({ params }) => {
    const ticketId = str(params, 'ticket', '登录凭证', 100);
    const result = loginInInst(params);
    const qr = db.authQrSessions.find((q) => q.ticket === ticketId);
    if (qr) qr.used = true;
    return result;
  }),
];

/** Every handler of the domain. */
export const authHandlers: HttpHandler[] = [
  ...loginHandlers,
  ...authRecoveryHandlers,
  ...authSessionHandlers,
];
