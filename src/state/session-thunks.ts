/**
 * Every way into and out of a session (spec 4): login, logout, expiry, institution switching,
 * lock and unlock. Thunks change the store, the cookie and the browser storage, and tell the
 * other tabs; they return what happened and leave navigation and messages to the screens.
 */
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { UserInfo } from '@contract';
import { authc, lockSession, logout, queryUserStatus, switchInst } from '@/api/auth';
import { AUTH_CODE } from '@/api/auth-codes';
import { ENTRY_OVERRIDES, ENTRY_OVERRIDES_ON } from '@/config/entry-overrides';
import { PATHS } from '@/config/paths';
import { clearUserData, rememberLang, setLocked } from '@/lib/browser-storage';
import { loadPageAt } from '@/lib/page-reload';
import { SCREEN_LOCKED_CODE } from '@/lib/http-client';
import { getToken, removeToken, setToken } from '@/lib/token-cookie';
import { tellOtherTabs } from '@/lib/tab-channel';
import { accessReset } from './access-slice';
import { institutionSwitched, loggedOut } from './session-actions';
import { lockedUserLoaded, userLoaded } from './session-slice';
import type { RootState } from './root-reducer';

export type AppThunk<R> = ThunkAction<R, RootState, unknown, UnknownAction>;

/** The answer of a call, in the words the screens show. */
export type Outcome = { ok: true; message?: string } | { ok: false; message: string };

export const NETWORK_MESSAGE = '网络异常';

/** Code 0 of a login call: the token (top level or in data) and the user go in. */
export function signedIn(user: UserInfo, token?: string): AppThunk<void> {
  return (dispatch) => {
    const sessionToken = token || user.token;
    setToken(sessionToken);
    setLocked(false);
    rememberLang(user.userId);
    dispatch(userLoaded({ ...user, token: sessionToken }));
    tellOtherTabs({ type: 'login', userId: user.userId });
  };
}

/**
 * Forgets the session locally (cookie, store, storage) and tells the guard where to go: /login
 * by default. `fromOtherTab` does not echo it back to the other tabs.
 */
export function endSession(to: string = PATHS.login, fromOtherTab = false): AppThunk<void> {
  return (dispatch) => {
    removeToken();
    clearUserData();
    dispatch(loggedOut({ to }));
    if (!fromOtherTab) tellOtherTabs({ type: 'logout' });
    // Entry overrides (development and demo builds) are read once per page and removed with the
    // user's data: the next user gets a page of their own, with the areas' real entries.
    if (
      ENTRY_OVERRIDES_ON &&
      ENTRY_OVERRIDES.some((override) => override.verdict.kind === 'accepted')
    )
      loadPageAt(to);
  };
}

/**
 * The user logs out (user/logout). Whatever the server answers, the session ends here; a code
 * other than 0 is reported with the server message or 接口错误 (spec 8).
 */
export function logOut(): AppThunk<Promise<Outcome>> {
  return async (dispatch) => {
    const response = getToken() ? await logout() : null;
    dispatch(endSession());
    if (response === false) return { ok: false, message: NETWORK_MESSAGE };
    if (response && response.code !== 0)
      return { ok: false, message: response.message || '接口错误' };
    return { ok: true, message: '退出成功' };
  };
}

/**
 * user/status after a reload: the user of the stored token. A session the server keeps locked
 * answers -423 with the user: it is loaded (the lock page shows it) and 'locked' returned; the
 * client's screenLocked event has already sent the tab to the lock page.
 */
export function loadUserStatus(): AppThunk<Promise<'loaded' | 'locked' | 'refused' | 'network'>> {
  return async (dispatch) => {
    const response = await queryUserStatus();
    if (response === false) return 'network';
    if (response.code === SCREEN_LOCKED_CODE && response.data) {
      dispatch(lockedUserLoaded({ ...response.data, token: getToken() ?? response.data.token }));
      return 'locked';
    }
    if (response.code !== 0 || !response.data) return 'refused';
    dispatch(userLoaded({ ...response.data, token: getToken() ?? response.data.token }));
    return 'loaded';
  };
}

/** Spec 4, 8: a refused switch without a message of its own. */
export const SWITCH_FAILED = '切换机构失败';

/**
 * Institution switching (spec 4, 7.1): inst/switch/v2 answers success, code, message and the new
 * token, without the user; user/status with the new token then says who the user is in the new
 * institution (an answer that does carry the user saves that call). Everything that depends on
 * the institution reloads and the other tabs follow. `null` when the answer has no code (spec 4:
 * it resolves quietly).
 */
export function switchInstitution(instId: string): AppThunk<Promise<Outcome | null>> {
  return async (dispatch) => {
    if (!instId) return { ok: false, message: '请选择机构' };
    const response = await switchInst(instId);
    if (response === false) return { ok: false, message: NETWORK_MESSAGE };
    if (response.code === undefined || response.code === null) return null;
    const token = response.token || response.data?.token;
    if (response.code !== 0 || !token) {
      return { ok: false, message: response.message || SWITCH_FAILED };
    }
    setToken(token);
    const user = response.data ?? (await userOfToken());
    if (!user) return { ok: false, message: '机构已切换，用户信息加载失败，请刷新页面' };
    // The loading flags follow what they load: the access data with the menu starts again, the
    // new institution's user has answered, the business data's queries reset (./api-slice.ts).
    dispatch(accessReset());
    dispatch(userLoaded({ ...user, token }));
    dispatch(institutionSwitched());
    tellOtherTabs({ type: 'switch', instId });
    return { ok: true, message: response.message || '切换成功' };
  };
}

/** The user behind the stored token (user/status), or null when the call fails. */
async function userOfToken(): Promise<UserInfo | null> {
  const response = await queryUserStatus();
  return response && response.code === 0 && response.data ? response.data : null;
}

/**
 * Locks the screen (spec 2.2): the local flag, the page to return to, the other tabs, and the
 * server (user/lock), which keeps the session locked whatever happens to the local flag. The
 * screen locks at once; a failed call is logged (the local lock still holds in this browser).
 */
export function lockScreen(returnPath: string): AppThunk<Promise<boolean>> {
  return async () => {
    setLocked(true, returnPath);
    tellOtherTabs({ type: 'lock' });
    const response = await lockSession();
    const locked = response !== false && response.code === 0;
    if (!locked) console.warn('[session] the server did not take the lock (user/lock)', response);
    return locked;
  };
}

/**
 * After an unlock, here or in another tab: a session the server kept locked through a reload
 * had user/status answer -423 (the user, but no status); it answers now, so the userStatus
 * loading flag (spec 4) is set and the sub-applications do not wait for it for ever.
 */
export function statusAfterUnlock(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const { user, statusLoaded } = getState().session;
    if (user && !statusLoaded) await dispatch(loadUserStatus());
  };
}

/**
 * Unlock with the password, checked by the server (user/authc). Too many wrong passwords lock
 * the account and end the session: `ended` tells the screen to go to the login page.
 */
export function unlockScreen(password: string): AppThunk<Promise<Outcome & { ended?: boolean }>> {
  return async (dispatch) => {
    const response = await authc(password);
    if (response === false) return { ok: false, message: NETWORK_MESSAGE };
    if (response.code === 0) {
      setLocked(false);
      tellOtherTabs({ type: 'unlock' });
      await dispatch(statusAfterUnlock());
      return { ok: true };
    }
    const message = response.message || '密码错误，请重新输入';
    if (response.code === -403 || response.code === AUTH_CODE.accountLocked) {
      dispatch(endSession());
      return { ok: false, message, ended: true };
    }
    return { ok: false, message };
  };
}
