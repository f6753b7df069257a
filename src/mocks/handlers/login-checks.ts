/**
 * The checks of a password login once its user is found (spec 8's login messages): internal
 * staff (userType 4) against the custodian's back office, the password with its lock-out, the
 * user's and the account's status, and the address the call comes from.
 */
import { AUTH_CODE } from '@/api/auth-codes';
import type { MockUser } from '../db/seed-auth';
import {
  clearWrongPasswords,
  isLocked,
  MAX_WRONG_PASSWORDS,
  recordWrongPassword,
  refuse,
  refuseUnusable,
} from './auth-kit';

function ipv4(text: string): number | null {
  const parts = text.trim().split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) < 256)) {
    return null;
  }
  return parts.reduce((sum, p) => sum * 256 + Number(p), 0);
}

/** Whether an IPv4 address lies in a CIDR range such as 10.8.0.0/16. */
export function inRange(address: string, cidr: string): boolean {
  const [base, bits] = cidr.split('/');
  const ip = ipv4(address);
  const start = ipv4(base ?? '');
  const width = Number(bits ?? 32);
  if (ip === null || start === null || !(width >= 0 && width <= 32)) return false;
  const block = 2 ** (32 - width);
  return Math.floor(ip / block) === Math.floor(start / block);
}

/**
 * The caller's address: the first X-Forwarded-For entry, else this machine (the dev server's
 * proxy and the in-page worker name none). A real server reads the address its own proxy
 * vouches for; the mock takes the header so that QA can try an allowed address.
 */
export function callerAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || '127.0.0.1';
}

export function checkPasswordLogin(user: MockUser, password: string, request: Request): void {
  if (isLocked(user)) refuse(AUTH_CODE.accountLocked);
  const internal = user.userType === 4;
  if (internal && user.backOffice === 'unreachable') refuse(AUTH_CODE.connectionFailed);
  if (internal && user.backOffice === 'unregistered') refuse(AUTH_CODE.internalUnregistered);
  if (user.password !== password) {
    if (recordWrongPassword(user)) refuse(AUTH_CODE.accountLocked);
    refuse(internal ? AUTH_CODE.internalBadCredentials : AUTH_CODE.badCredentials, undefined, {
      remainingAttempts: MAX_WRONG_PASSWORDS - user.failedAttempts,
    });
  }
  clearWrongPasswords(user);
  if (internal && user.backOffice === 'noAccess') refuse(AUTH_CODE.internalNoAccess);
  refuseUnusable(user);
  const address = callerAddress(request);
  if (user.allowedIps && !user.allowedIps.some((range) => inRange(address, range))) {
    refuse(AUTH_CODE.ipNotAllowed);
  }
}
