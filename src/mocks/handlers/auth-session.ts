/**
 * Mock handlers of the auth calls that need a session: status, logout, lock and unlock (authc), change
 * password, profile, admin auth, institution switch and user tips. See src/api/auth.ts.
 */
import type { HttpHandler } from 'msw';
import type { UserProfile, UserTips } from '@/api/auth';
import { AUTH_CODE } from '@/api/auth-codes';
import { AUTH_URLS } from '@/api/auth-urls';
import { AUTH_LIMITS } from '@/api/field-limits';
import { isAdministrator } from '@/policy/roles';
import { db } from '../db/db';
import type { MockInstitution, MockUser } from '../db/seed-auth';
import { ApiError, CODE, fail, ok, route } from '../http-kit';
import {
  isScreenLocked,
  lockScreenOf,
  SCREEN_LOCKED_MESSAGE,
  unlockScreenOf,
} from '../screen-lock';
import { issueToken, revokeToken } from '../session';
import { optStr, str } from '../validate';
import {
  clearWrongPasswords,
  enabledInsts,
  isLocked,
  maskMobile,
  MAX_WRONG_PASSWORDS,
  MOBILE_PATTERN,
  newPasswordOf,
  recordWrongPassword,
  refuse,
  userInfo,
} from './auth-kit';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function profileOf(user: MockUser, inst: MockInstitution): UserProfile {
  return {
    userName: user.userName,
    realName: user.realName,
    mobile: maskMobile(user.mobile),
    email: user.email,
    instName: inst.instName,
    roleNames: [...user.roleNames],
    userType: user.userType,
    lastLoginTime: user.lastLoginTime ?? '',
  };
}

function tipsOf(user: MockUser, inst: MockInstitution): UserTips {
  const tax = db.taxProfiles.find((p) => p.instId === inst.instId);
  return {
    taxInfo: tax !== undefined && tax.SFQRZZSXX !== '1',
    admin: isAdministrator(user.roleNames),
    taxNeedEdit: tax !== undefined && tax.NSRLX === '2' && !tax.QRFA,
    tjtsh: db.letterNotices.some((n) => n.instId === inst.instId && !n.confirmed),
    thgz_flag: false,
  };
}

export const authSessionHandlers: HttpHandler[] = [
  route('post', AUTH_URLS.status, ({ session }) => {
    const info = userInfo(session.user, session.inst, session.token);
    // The lock page shows who is signed in; the code tells a reloaded portal it is locked.
    if (isScreenLocked(session)) return fail(CODE.screenLocked, SCREEN_LOCKED_MESSAGE, info);
    return ok(info, { token: session.token });
  }),

  route('post', AUTH_URLS.lock, ({ session }) => {
    lockScreenOf(session);
    return ok(null, { message: '屏幕已锁定' });
  }),

  route('post', AUTH_URLS.logout, ({ session }) => {
    revokeToken(session.token);
    return ok(null, { message: '退出成功' });
  }),

  route('post', AUTH_URLS.authc, ({ params, session }) => {
    const password = str(params, 'password', '密码', AUTH_LIMITS.password);
    const { user } = session;
    if (isLocked(user)) {
      revokeToken(session.token);
      refuse(AUTH_CODE.accountLocked);
    }
    if (user.password !== password) {
      if (recordWrongPassword(user)) {
        revokeToken(session.token);
        refuse(AUTH_CODE.accountLocked);
      }
      refuse(AUTH_CODE.wrongPassword, undefined, {
        remainingAttempts: MAX_WRONG_PASSWORDS - user.failedAttempts,
      });
    }
    clearWrongPasswords(user);
    unlockScreenOf(session);
    return ok(null, { message: '验证成功' });
  }),

  route('post', AUTH_URLS.resetPassword, ({ params, session }) => {
    const oldPassword = str(params, 'oldPassword', '原密码', AUTH_LIMITS.password);
    str(params, 'password', '新密码', 100);
    str(params, 'confirmPassword', '确认密码', 100);
    if (oldPassword !== session.user.password) refuse(AUTH_CODE.oldPasswordWrong);
    session.user.password = newPasswordOf(params);
    revokeToken(session.token);
    return ok(null, { message: '密码修改成功，请重新登录' });
  }),

  route('get', AUTH_URLS.profile, ({ session }) => ok(profileOf(session.user, session.inst))),

  route('post', AUTH_URLS.profile, ({ params, session }) => {
    const email = optStr(params, 'email', '邮箱', 100);
    const mobile = optStr(params, 'mobile', '手机号', AUTH_LIMITS.mobile);
    if (email === undefined && mobile === undefined)
      throw new ApiError(CODE.missing, '邮箱和手机号不能同时为空');
    if (email !== undefined && !EMAIL_PATTERN.test(email))
      throw new ApiError(CODE.malformed, '邮箱格式不正确');
    if (mobile !== undefined && !MOBILE_PATTERN.test(mobile))
      throw new ApiError(CODE.malformed, '手机号格式不正确');
    const { user } = session;
    if (
      mobile !== undefined &&
      db.users.some(
        (u) => u.userId !== user.userId && (u.mobile === mobile || u.userName === mobile),
      )
    )
      refuse(AUTH_CODE.mobileTaken);
    if (email !== undefined) user.email = email;
    if (mobile !== undefined) user.mobile = mobile;
    return ok(profileOf(user, session.inst), { message: '保存成功' });
  }),

  route('post', AUTH_URLS.adminAuth, ({ session }) =>
    ok({
      isAdmin: isAdministrator(session.user.roleNames),
      permissionMode: session.inst.permissionMode,
    }),
  ),

  route('post', AUTH_URLS.switchInst, ({ params, session }) => {
    const instId = str(params, 'instId', '机构', 50);
    const inst = enabledInsts(session.user).find((i) => i.instId === instId);
    if (!inst) refuse(AUTH_CODE.switchDenied);
    revokeToken(session.token);
    const token = issueToken(session.user.userId, inst.instId);
    // Spec 7.1: success, code, message and token; no data.
    return ok(null, { token, message: '切换成功' });
  }),

  route('get', AUTH_URLS.queryUserTips, ({ session }) => ok(tipsOf(session.user, session.inst))),
];
