/**
 * API functions of the login and user domain (spec 7.1). Codes and messages: ./auth-codes.ts.
 *
 * Password login (user/login/v2, public). First call newImageVerificationCode('login'): the
 * captcha { captchaId, image } expires after 5 minutes and is used up by one login attempt,
 * right or wrong (the mock's code is always 1234). The login checks, in order: missing fields
 * (1001); captcha missing, expired or used (captchaRequired); captcha wrong (captchaWrong);
 * account locked (accountLocked); unknown user or wrong password (badCredentials; the 5th wrong
 * password in a row locks the account for 30 minutes and answers accountLocked); disabled user
 * (userDisabled); no enabled institution (noInstitution). `userName` is the user name or the
 * user's mobile number (the xbgm institution logs in by mobile). With the right password:
 *   - code 0: data is UserInfo and the same token is at the top level of the response;
 *   - firstLogin, data { ticket }: firstLogin* calls, then log in again with the new password;
 *   - smsRequired, data { ticket, mobile }: an SMS has been sent; verifyLoginSmsCode (code
 *     123456) answers like a login (code 0 or chooseInst); resendLoginSmsCode after 60 s;
 *   - chooseInst, data { ticket }: queryInstList({ ticket }) then setLoginInst.
 * A ticket is a pre-login handle of one user, valid 10 minutes, never a session token; it is
 * used up when the login completes. Ticket refusals answer ticketInvalid (验证超时，请重新登录).
 *
 * QR login (public): queryQrScanStatus() creates a QR session { qrId, image, status }; polling
 * queryQrScanStatus(qrId) answers 'waiting', then 'scanned' from 3 s, 'confirmed' from 5 s (the
 * demo scanner is admin), 'expired' from 120 s. Once confirmed, getWechatAuthStatus(qrId) gives
 * { authorized, ticket, instList }; setInstAfterScan({ ticket, instId }) gives UserInfo + token.
 *
 * First login (public, ticket of the firstLogin step): firstLoginQueryMobile, firstLoginSendSmsCode
 * (60 s between two SMS), firstLoginVerifyCode (own number and code 123456), firstLoginSetPassword
 * (only after the check; the password rule of src/policy/password-rule.ts).
 * Recovery (public): pwdRecallVerifyPhone (user name and own number; sends an SMS) gives a ticket,
 * then pwdRecallResendSmsCode, pwdRecallVerifySmsCode, pwdRecallResetPassword (unlocks the account).
 *
 * Session calls (-403 without a valid token): queryUserStatus, logout (revokes the token),
 * lockSession (the lock screen: until authc accepts the password, every other call but logout
 * and queryUserStatus answers SCREEN_LOCKED_CODE -423, queryUserStatus with the user as data),
 * authc (the unlock screen; wrong passwords count toward the lock-out, and the lock revokes the
 * token), resetPassword (revokes the token: log in again), queryProfile / updateProfile,
 * queryAdminAuth, switchInst (a new token for the institution, the old one revoked),
 * queryInstList() (the user's institutions for switching) and queryUserTips.
 */
import type { UserInfo } from '@contract';
import { get, post, type ApiResult } from '@/lib/http-client';
import { AUTH_URLS } from './auth-urls';

/** System configuration (spec 3). */
export interface SysConfig {
  /** 'dev' or another environment name */
  environ: string;
  dataCollectionNo: string;
  dataCollectionUrl: string;
  /** Report-express address opened by its menu key */
  bbztcAddress: string;
  /** Direct-sales counter address opened by its menu key */
  dsAddress: string;
  title: string;
}

/** The signed-in user (spec 3 "User info"): the contract's type, which sub-applications share. */
export type { UserInfo };

/** Data of the login steps that need more than the password. */
export interface LoginTicket {
  ticket: string;
  /** Masked mobile (138****8012), with the smsRequired step only. */
  mobile?: string;
}

export type LoginData = UserInfo | LoginTicket;

export interface LoginRequest {
  /** User name, or the user's mobile number */
  userName: string;
  password: string;
  captchaId: string;
  /** The code shown in the captcha image */
  captcha: string;
}

/** 'login' (the login form), 'pwdrecall' or 'register' (reserved for those screens). */
export type CaptchaUsage = 'login' | 'pwdrecall' | 'register';

export interface CaptchaImage {
  captchaId: string;
  /** SVG data URL */
  image: string;
  /** Seconds before the captcha expires (300) */
  expiresIn: number;
}

export interface TicketRequest {
  ticket: string;
}

export interface SmsCodeRequest {
  ticket: string;
  smsCode: string;
}

export interface SmsSent {
  /** Seconds before another SMS may be requested */
  countdown: number;
  /** Masked mobile the SMS went to */
  mobile: string;
}

export interface InstOption {
  instId: string;
  instName: string;
}

export interface InstChoiceRequest {
  ticket: string;
  instId: string;
}

export type QrStatus = 'waiting' | 'scanned' | 'confirmed' | 'expired';

export interface QrScanStatus {
  qrId: string;
  status: QrStatus;
  /** SVG data URL of the QR code, when the session is created */
  image?: string;
  /** Seconds before the QR code expires */
  expiresIn: number;
}

export interface WechatAuthStatus {
  authorized: boolean;
  ticket: string;
  instList: InstOption[];
}

export interface MaskedMobile {
  /** 138****8013 */
  mobile: string;
}

export interface FirstLoginVerifyRequest {
  ticket: string;
  /** The full mobile number, which must be the user's own */
  mobileNumber: string;
  /** SMS code */
  code: string;
}

export interface NewPasswordRequest {
  ticket: string;
  password: string;
  confirmPassword: string;
}

export interface PwdRecallRequest {
  /** User name, or the user's mobile number */
  userName: string;
  /** The user's full mobile number */
  mobile: string;
}

export interface PwdRecallStarted extends SmsSent {
  ticket: string;
}

export interface ChangePasswordRequest {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

export interface UserProfile {
  userName: string;
  realName: string;
  /** Masked mobile */
  mobile: string;
  email: string;
  instName: string;
  roleNames: string[];
  userType: number;
  /** yyyy-MM-dd HH:mm:ss, or '' before the first login */
  lastLoginTime: string;
}

export interface ProfileUpdate {
  email?: string;
  /** Full mobile number (11 digits) */
  mobile?: string;
}

export interface AdminAuth {
  /** A role name contains 管理员 */
  isAdmin: boolean;
  /** Business-permission mode of the institution (spec 6) */
  permissionMode: 'isolated' | 'normal';
}

/** Tips flags (spec 3). */
export interface UserTips {
  /** VAT info not confirmed (SFQRZZSXX falsy) */
  taxInfo: boolean;
  /** A role name contains 管理员 */
  admin: boolean;
  /** Taxpayer type 2 without a confirmation scheme: the tax pop-up */
  taxNeedEdit: boolean;
  /** A notice letter (提示函) waits for confirmation */
  tjtsh: boolean;
  thgz_flag: boolean;
}

/** GET sys/querySysConfig (public): the config is `data.data[0]`. */
export function querySysConfig(): ApiResult<{ data: SysConfig[] }> {
  return get(AUTH_URLS.querySysConfig);
}

/** POST user/newImageVerificationCode (public): a new image captcha (usage default login). */
export function newImageVerificationCode(usage: CaptchaUsage = 'login'): ApiResult<CaptchaImage> {
  return post(AUTH_URLS.newImageVerificationCode, { usage });
}

/** POST user/login/v2 (public): password login; see the steps at the top of this file. */
export function login(req: LoginRequest): ApiResult<LoginData> {
  return post(AUTH_URLS.login, { ...req });
}

/** POST user/verifyLoginSmsCode/v2 (public): the SMS step of the login. */
export function verifyLoginSmsCode(req: SmsCodeRequest): ApiResult<LoginData> {
  return post(AUTH_URLS.verifyLoginSmsCode, { ...req });
}

/** GET user/resendLoginSmsCode (public): sends the login SMS again (60 s apart). */
export function resendLoginSmsCode(ticket: string): ApiResult<SmsSent> {
  return get(AUTH_URLS.resendLoginSmsCode, { ticket });
}

/**
 * POST user/queryInstList: with a ticket (public, the login's choose-institution step) or,
 * without one, the session user's institutions for switching.
 */
export function queryInstList(ticket?: string): ApiResult<InstOption[]> {
  return post(AUTH_URLS.queryInstList, ticket ? { ticket } : {});
}

/** POST user/setLoginInst/v2 (public): completes the login in the chosen institution. */
export function setLoginInst(req: InstChoiceRequest): ApiResult<UserInfo> {
  return post(AUTH_URLS.setLoginInst, { ...req });
}

/** GET user/qrImageScanStatus/v2 (public): without qrId a new QR code, with it its status. */
export function queryQrScanStatus(qrId?: string): ApiResult<QrScanStatus> {
  return get(AUTH_URLS.qrImageScanStatus, qrId ? { qrId } : {});
}

/** GET user/getWechatAuthStatus (public): the login ticket once the scan is confirmed. */
export function getWechatAuthStatus(qrId: string): ApiResult<WechatAuthStatus> {
  return get(AUTH_URLS.getWechatAuthStatus, { qrId });
}

/** GET user/setInstAfterScan/v2 (public): completes a QR login in the chosen institution. */
export function setInstAfterScan(req: InstChoiceRequest): ApiResult<UserInfo> {
  return get(AUTH_URLS.setInstAfterScan, { ...req });
}

/** POST user/firstLogin/queryMobileNumber (public): the masked number the SMS will go to. */
export function firstLoginQueryMobile(ticket: string): ApiResult<MaskedMobile> {
  return post(AUTH_URLS.firstLoginQueryMobileNumber, { ticket });
}

/** POST user/firstLogin/sendSmsCode (public): sends the first-login SMS (60 s apart). */
export function firstLoginSendSmsCode(ticket: string): ApiResult<SmsSent> {
  return post(AUTH_URLS.firstLoginSendSmsCode, { ticket });
}

/** POST user/firstLogin/verifyCode (public): checks the user's own number and the SMS code. */
export function firstLoginVerifyCode(req: FirstLoginVerifyRequest): ApiResult<null> {
  return post(AUTH_URLS.firstLoginVerifyCode, { ...req });
}

/** POST user/firstLogin/setPassword (public): the new password, after firstLoginVerifyCode. */
export function firstLoginSetPassword(req: NewPasswordRequest): ApiResult<null> {
  return post(AUTH_URLS.firstLoginSetPassword, { ...req });
}

/** POST user/pwdrecall/verifyPhone (public): starts a recovery and sends the SMS. */
export function pwdRecallVerifyPhone(req: PwdRecallRequest): ApiResult<PwdRecallStarted> {
  return post(AUTH_URLS.pwdRecallVerifyPhone, { ...req });
}

/** POST user/pwdrecall/resendSmsCode (public): sends the recovery SMS again (60 s apart). */
export function pwdRecallResendSmsCode(ticket: string): ApiResult<SmsSent> {
  return post(AUTH_URLS.pwdRecallResendSmsCode, { ticket });
}

/** POST user/pwdrecall/verifySmsCode (public): checks the recovery SMS code. */
export function pwdRecallVerifySmsCode(req: SmsCodeRequest): ApiResult<null> {
  return post(AUTH_URLS.pwdRecallVerifySmsCode, { ...req });
}

/** POST user/pwdrecall/resetPassword (public): the new password; message 密码重置成功. */
export function pwdRecallResetPassword(req: NewPasswordRequest): ApiResult<null> {
  return post(AUTH_URLS.pwdRecallResetPassword, { ...req });
}

/** POST user/status: the session's UserInfo (with the institution's current name). */
export function queryUserStatus(): ApiResult<UserInfo> {
  return post(AUTH_URLS.status);
}

/** POST user/logout: revokes the token; message 退出成功. */
export function logout(): ApiResult<null> {
  return post(AUTH_URLS.logout);
}

/** POST user/lock: the session's screen is locked on the server until authc succeeds. */
export function lockSession(): ApiResult<null> {
  return post(AUTH_URLS.lock);
}

/** POST user/authc: checks the session user's password (the unlock screen); unlocks it. */
export function authc(password: string): ApiResult<null> {
  return post(AUTH_URLS.authc, { password });
}

/** POST user/resetPassword: changes the password and revokes the token (log in again). */
export function resetPassword(req: ChangePasswordRequest): ApiResult<null> {
  return post(AUTH_URLS.resetPassword, { ...req });
}

/** GET user/profile: the personal centre. */
export function queryProfile(): ApiResult<UserProfile> {
  return get(AUTH_URLS.profile);
}

/** POST user/profile: updates the e-mail and/or mobile; answers the new profile. */
export function updateProfile(req: ProfileUpdate): ApiResult<UserProfile> {
  return post(AUTH_URLS.profile, { ...req });
}

/** POST user/admin/auth: whether the user administers the institution, and its mode. */
export function queryAdminAuth(): ApiResult<AdminAuth> {
  return post(AUTH_URLS.adminAuth);
}

/**
 * POST inst/switch/v2: switches to another institution of the user; the answer carries success,
 * code, message and the new token, no data (spec 7.1; the old token is revoked). The user in the
 * new institution comes from user/status.
 */
export function switchInst(instId: string): ApiResult<UserInfo | null> {
  return post(AUTH_URLS.switchInst, { instId }, { rotatesToken: true });
}

/** GET user/queryUserTips: the tips flags (path chosen by us: the spec leaves it unnamed). */
export function queryUserTips(): ApiResult<UserTips> {
  return get(AUTH_URLS.queryUserTips);
}
