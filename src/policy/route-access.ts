/**
 * Route access (spec 2.2, 4, 5.1): given the target location and what the shell knows, decide
 * allow, redirect (where and why) or forbid (and which rule). Pure: the guard only renders it.
 * The rules are applied in the spec's order; each is a named branch with its own test rows.
 */
import { PATHS } from '@/config/paths';
import { loginUrlFor, safeRedirect } from './redirect';

export type RedirectReason = 'signed-in-on-login' | 'locked' | 'not-signed-in';

export type AccessDecision =
  | { kind: 'allow'; rule: 'public' | 'signed-in' }
  | { kind: 'redirect'; to: string; reason: RedirectReason };

export interface AccessInput {
  pathname: string;
  search: string;
  /** A session token exists. */
  signedIn: boolean;
  /** The local flag `locking` is '1'. */
  locked: boolean;
  /** Where a session that just ended sends the user (logout: /login without redirect). */
  exitTo?: string | null;
}

/**
 * Pages needing no login (spec 2.2), and the maintenance page (ours: while the system is being
 * upgraded nobody can sign in to read that it is).
 */
export const PUBLIC_PATHS: readonly string[] = [
  PATHS.login,
  PATHS.create,
  PATHS.forget,
  PATHS.changePass,
  PATHS.locking,
  PATHS.maintenance,
];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.includes(stripTrailingSlash(pathname));
}

export function stripTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/')
    ? pathname.replace(/\/+$/, '') || '/'
    : pathname;
}

export function decideAccess(input: AccessInput): AccessDecision {
  const pathname = stripTrailingSlash(input.pathname);
  if (input.signedIn && input.locked && pathname !== PATHS.locking) {
    return { kind: 'redirect', to: PATHS.locking, reason: 'locked' };
  }
  if (isPublicPath(pathname)) {
    if (input.signedIn && pathname === PATHS.login) {
      // Home, or the page the login was asked for when it is a path of this site: the login
      // page and this rule then agree on where a fresh sign-in goes.
      const redirect = new URLSearchParams(input.search).get('redirect');
      return { kind: 'redirect', to: safeRedirect(redirect), reason: 'signed-in-on-login' };
    }
    return { kind: 'allow', rule: 'public' };
  }
  if (!input.signedIn) {
    return {
      kind: 'redirect',
      to: input.exitTo ?? loginUrlFor(input.pathname, input.search),
      reason: 'not-signed-in',
    };
  }
  return { kind: 'allow', rule: 'signed-in' };
}
