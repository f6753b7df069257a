/**
 * Shared logic of the auth mock handlers: lock-out, captchas, tickets, SMS codes, the password
 * rule and the end of a login. Times come from the mock's clock (../clock.ts): moving it (QA's
 * /__mock__/clock, or a test's fake Date) expires captchas, tickets, codes and lock-outs.
 */
import type { InstOption, SmsSent, UserInfo } from '@/api/auth';
import { AUTH_CODE, AUTH_MESSAGES, type AuthCode } from '@/api/auth-codes';
import { PASSWORD_MESSAGES, passwordProblem, type PasswordProblem } from '@/policy/password-rule';
import { chinaDateTime, mockNow } from '../clock';
import { db } from '../db/db';
import type { AuthCaptcha, AuthTicket, MockInstitution, MockUser } from '../db/seed-auth';
import { ApiError, CODE, ok, type ApiBody, type Params } from '../http-kit';
import { issueToken } from '../session';
import { str } from '../validate';

/** The image captcha and SMS codes of the QA contract. */
export const CAPTCHA_CODE = '1234';
export const SMS_CODE = '123456';
export const CAPTCHA_TTL_MS = 5 * 60_000;
export const TICKET_TTL_MS = 10 * 60_000;
export const SMS_TTL_MS = 5 * 60_000;
export const SMS_INTERVAL_MS = 60_000;
export const SMS_MAX_ATTEMPTS = 5;
export const MAX_WRONG_PASSWORDS = 5;
export const LOCK_MS = 30 * 60_000;
/** QR timeline, from the creation of the QR session. */
export const QR_SCANNED_MS = 3_000;
export const QR_CONFIRMED_MS = 5_000;
export const QR_TTL_MS = 120_000;
/** A mainland mobile number. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** The demo scanner of QR logins (admin). */
export const QR_SCANNER_USER_ID = 'U10001';

/** Refuses with an auth code and its message (or a more precise one). */
export function refuse(code: AuthCode, message?: string, data: unknown = null): never {
  throw new ApiError(code, message ?? AUTH_MESSAGES[code], data);
}

let counter = 0;
export function newId(prefix: string): string {
  counter = (counter + 1) % 1_000_000;
  return `${prefix}${mockNow().toString(36)}${counter.toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

export function maskMobile(mobile: string): string {
  return mobile.length >= 11 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : mobile;
}

/** The user logging in: by user name, else by mobile number. */
export function findLoginUser(name: string): MockUser | undefined {
  return db.users.find((u) => u.userName === name) ?? db.users.find((u) => u.mobile === name);
}

export function enabledInsts(user: MockUser): MockInstitution[] {
  return user.instIds
    .map((id) => db.institutions.find((i) => i.instId === id))
    .filter((i): i is MockInstitution => i !== undefined && i.status === 'enabled');
}

export function instOptions(user: MockUser): InstOption[] {
  return enabledInsts(user).map(({ instId, instName }) => ({ instId, instName }));
}

export function userInfo(user: MockUser, inst: MockInstitution, token: string): UserInfo {
  return {
    token,
    userId: user.userId,
    instId: inst.instId,
    instName: inst.instName,
    userName: user.userName,
    realName: user.realName,
    userType: user.userType,
    roleNames: [...user.roleNames],
    instRoles: [...user.instRoles],
  };
}

/** The user disabled (by the institution) or the account disabled (by the platform). */
export function refuseUnusable(user: MockUser): void {
  if (user.status !== 'enabled') refuse(AUTH_CODE.userDisabled);
  if (user.accountDisabled) refuse(AUTH_CODE.accountDisabled);
}

// ---- lock-out -------------------------------------------------------------------------------

/** Whether the account is locked now; an expired lock is lifted (and the count reset). */
export function isLocked(user: MockUser): boolean {
  if (user.lockedUntil === null) return false;
  if (user.lockedUntil > mockNow()) return true;
  user.lockedUntil = null;
  user.failedAttempts = 0;
  return false;
}

/** Counts a wrong password; true when it locked the account (the 5th in a row). */
export function recordWrongPassword(user: MockUser): boolean {
  user.failedAttempts += 1;
  if (user.failedAttempts < MAX_WRONG_PASSWORDS) return false;
  user.lockedUntil = mockNow() + LOCK_MS;
  return true;
}

export function clearWrongPasswords(user: MockUser): void {
  user.failedAttempts = 0;
  user.lockedUntil = null;
}

// ---- captchas -------------------------------------------------------------------------------

export function createCaptcha(usage: string): AuthCaptcha {
  const now = mockNow();
  db.authCaptchas = db.authCaptchas.filter((c) => c.expiresAt > now);
  const captcha: AuthCaptcha = {
    captchaId: newId('cap'),
    code: CAPTCHA_CODE,
    usage,
    expiresAt: now + CAPTCHA_TTL_MS,
  };
  db.authCaptchas.push(captcha);
  return captcha;
}

/** Uses up the captcha (right or wrong answer); refuses when unknown, expired or wrong. */
export function consumeCaptcha(captchaId: string, answer: string, usage: string): void {
  const captcha = db.authCaptchas.find((c) => c.captchaId === captchaId && c.usage === usage);
  db.authCaptchas = db.authCaptchas.filter((c) => c.captchaId !== captchaId);
  if (!captcha || captcha.expiresAt <= mockNow()) refuse(AUTH_CODE.captchaRequired);
  if (answer.toLowerCase() !== captcha.code.toLowerCase()) refuse(AUTH_CODE.captchaWrong);
}

// ---- tickets --------------------------------------------------------------------------------

export function issueTicket(
  userId: string,
  purpose: AuthTicket['purpose'],
  smsPending = false,
): AuthTicket {
  const now = mockNow();
  db.authTickets = db.authTickets.filter((t) => t.expiresAt > now);
  const ticket: AuthTicket = {
    ticket: newId('tk'),
    userId,
    purpose,
    smsPending,
    smsVerified: false,
    expiresAt: now + TICKET_TTL_MS,
  };
  db.authTickets.push(ticket);
  return ticket;
}

export function dropTicket(ticket: string): void {
  db.authTickets = db.authTickets.filter((t) => t.ticket !== ticket);
  db.authSmsChallenges = db.authSmsChallenges.filter((c) => c.ticket !== ticket);
}

/** The valid ticket of the `ticket` parameter, for that flow, and its (enabled) user. */
export function ticketOf(
  params: Params,
  purpose: AuthTicket['purpose'],
): { ticket: AuthTicket; user: MockUser } {
  const id = str(params, 'ticket', '登录凭证', 100);
  const ticket = db.authTickets.find((t) => t.ticket === id);
  if (!ticket || ticket.purpose !== purpose) refuse(AUTH_CODE.ticketInvalid);
  if (ticket.expiresAt <= mockNow()) {
    dropTicket(id);
    refuse(AUTH_CODE.ticketInvalid);
  }
  const user = db.users.find((u) => u.userId === ticket.userId);
  if (!user) refuse(AUTH_CODE.ticketInvalid);
  refuseUnusable(user);
  return { ticket, user };
}

// ---- SMS codes ------------------------------------------------------------------------------

/** Sends the SMS of a ticket (code 123456); refused within 60 s of the previous one. */
export function sendSms(ticket: string, mobile: string): SmsSent {
  const now = mockNow();
  const previous = db.authSmsChallenges.find((c) => c.ticket === ticket);
  if (previous && now - previous.sentAt < SMS_INTERVAL_MS) {
    const seconds = Math.ceil((SMS_INTERVAL_MS - (now - previous.sentAt)) / 1000);
    refuse(AUTH_CODE.smsTooFrequent, `短信验证码发送过于频繁，请${seconds}秒后再试`, {
      countdown: seconds,
    });
  }
  db.authSmsChallenges = db.authSmsChallenges.filter((c) => c.ticket !== ticket);
  db.authSmsChallenges.push({
    ticket,
    mobile,
    code: SMS_CODE,
    sentAt: now,
    expiresAt: now + SMS_TTL_MS,
    attempts: 0,
  });
  return { countdown: SMS_INTERVAL_MS / 1000, mobile: maskMobile(mobile) };
}

/** Checks the SMS code of a ticket; the code is used up when right, voided after 5 wrong. */
export function verifySms(ticket: string, code: string): void {
  const challenge = db.authSmsChallenges.find((c) => c.ticket === ticket);
  if (!challenge) refuse(AUTH_CODE.smsNotSent);
  if (challenge.expiresAt <= mockNow()) {
    db.authSmsChallenges = db.authSmsChallenges.filter((c) => c !== challenge);
    refuse(AUTH_CODE.smsWrong);
  }
  if (code !== challenge.code) {
    challenge.attempts += 1;
    if (challenge.attempts >= SMS_MAX_ATTEMPTS) {
      db.authSmsChallenges = db.authSmsChallenges.filter((c) => c !== challenge);
      refuse(AUTH_CODE.smsResendRequired);
    }
    refuse(AUTH_CODE.smsWrong);
  }
  db.authSmsChallenges = db.authSmsChallenges.filter((c) => c !== challenge);
}

// ---- passwords ------------------------------------------------------------------------------

/** A business code per broken rule; characters outside the rule's set are a malformed value. */
const PASSWORD_CODES: Record<Exclude<PasswordProblem, 'characters'>, AuthCode> = {
  tooShort: AUTH_CODE.passwordTooShort,
  tooLong: AUTH_CODE.passwordTooLong,
  mismatch: AUTH_CODE.passwordMismatch,
  systemDefault: AUTH_CODE.passwordSystemDefault,
  weak: AUTH_CODE.passwordWeak,
};

/** Reads password and confirmPassword and applies the password rule. */
export function newPasswordOf(params: Params): string {
  const password = str(params, 'password', '新密码', 100);
  const confirm = str(params, 'confirmPassword', '确认密码', 100);
  const problem = passwordProblem(password, confirm);
  if (problem === 'characters') throw new ApiError(CODE.malformed, PASSWORD_MESSAGES.characters);
  if (problem) refuse(PASSWORD_CODES[problem]);
  return password;
}

// ---- end of a login -------------------------------------------------------------------------

/** Issues the session token of the user in the institution: code 0, UserInfo, top-level token. */
export function completeLogin(user: MockUser, inst: MockInstitution): ApiBody {
  const token = issueToken(user.userId, inst.instId);
  user.lastLoginTime = chinaDateTime();
  clearWrongPasswords(user);
  return ok(userInfo(user, inst, token), { token, message: '登录成功' });
}

/**
 * After the password (and SMS) checks: one institution logs in, several ask for a choice
 * (chooseInst with a ticket), none refuses. Uses up `ticket` when the login completes.
 */
export function continueLogin(user: MockUser, ticket: AuthTicket | null): ApiBody {
  const insts = enabledInsts(user);
  const only = insts[0];
  if (!only) refuse(AUTH_CODE.noInstitution);
  if (insts.length > 1) {
    const handle = ticket ?? issueTicket(user.userId, 'login');
    refuse(AUTH_CODE.chooseInst, undefined, { ticket: handle.ticket });
  }
  if (ticket) dropTicket(ticket.ticket);
  return completeLogin(user, only);
}

/** Completes a login ticket in the chosen institution (setLoginInst, setInstAfterScan). */
export function loginInInst(params: Params): ApiBody {
  const { ticket, user } = ticketOf(params, 'login');
  if (ticket.smsPending) refuse(AUTH_CODE.smsRequired);
  const instId = str(params, 'instId', '机构', 50);
  const inst = enabledInsts(user).find((i) => i.instId === instId);
  if (!inst) refuse(AUTH_CODE.wrongInst);
  dropTicket(ticket.ticket);
  return completeLogin(user, inst);
}
