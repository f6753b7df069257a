/**
 * Token mismatch (spec 4): a successful response carrying a token other than the stored one
 * stores it and reloads the page, except on the pages that have no session to refresh. A
 * misbehaving server must not cause a reload loop, so at most one reload per window.
 */
import { PATHS } from '@/config/paths';
import { stripTrailingSlash } from './route-access';

/** Pages where a new token is stored but the page is not reloaded. */
export const NO_RELOAD_PATHS: readonly string[] = [
  PATHS.login,
  PATHS.create,
  PATHS.forget,
  PATHS.changePass,
  PATHS.locking,
];

/** At most one token reload within this many milliseconds. */
export const TOKEN_RELOAD_WINDOW_MS = 5000;

export interface TokenReloadInput {
  pathname: string;
  now: number;
  /** When the last token reload happened (ms since epoch), if ever. */
  lastReloadAt: number | null;
}

export type TokenReloadDecision = 'reload' | 'store-only' | 'throttled';

export function decideTokenReload(input: TokenReloadInput): TokenReloadDecision {
  if (NO_RELOAD_PATHS.includes(stripTrailingSlash(input.pathname))) return 'store-only';
  if (
    input.lastReloadAt !== null &&
    input.now >= input.lastReloadAt &&
    input.now - input.lastReloadAt < TOKEN_RELOAD_WINDOW_MS
  ) {
    return 'throttled';
  }
  return 'reload';
}
