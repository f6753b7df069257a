/**
 * The lock screen on the server side (spec 2.1 /locking, 2.2): user/lock puts the caller's
 * session in the locked state; until user/authc accepts the password, every call that needs a
 * session answers CODE.screenLocked, except what the lock page itself needs: user/authc (to
 * unlock), user/logout, and user/status (the lock page shows who is signed in; it answers the
 * lock code with the user as data, so a reload learns the session is locked). The lock belongs
 * to the session id, so every tab and every copy of the token is locked at once.
 */
import { AUTH_URLS } from '@/api/auth-urls';
import { db } from './db/db';
import type { MockSession } from './session';

/** Calls answered normally while the session is locked. */
export const LOCK_PAGE_URLS: readonly string[] = [
  AUTH_URLS.authc,
  AUTH_URLS.logout,
  AUTH_URLS.status,
];

export const SCREEN_LOCKED_MESSAGE = '屏幕已锁定，请输入登录密码解锁';

export function isScreenLocked(session: MockSession): boolean {
  return db.lockedSessions.has(session.claims.s);
}

export function lockScreenOf(session: MockSession): void {
  db.lockedSessions.add(session.claims.s);
}

export function unlockScreenOf(session: MockSession): void {
  db.lockedSessions.delete(session.claims.s);
}

export function passesLock(url: string): boolean {
  const path = url.replace(/^\/+/, '');
  return LOCK_PAGE_URLS.includes(path);
}
