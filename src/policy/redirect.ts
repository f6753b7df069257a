/**
 * Redirect safety (OWASP ASVS 3.7.2): the `redirect` query is followed only when it is
 * a path of this site. Anything else lands on the fallback (home).
 */
import { PATHS } from '@/config/paths';
import { hasControl } from './control-chars';
import { decodeLayers } from './percent-decode';

const MAX_DECODE_ROUNDS = 4;

function isSitePath(value: string): boolean {
  return (
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\') &&
    !hasControl(value) &&
    !/^\/[^/?#]*:/.test(value.split(/[?#]/)[0] ?? '')
  );
}

/** Public pages a redirect never returns to (they would loop back to the login). */
const NO_RETURN = new Set<string>([PATHS.login, PATHS.locking]);

/**
 * The path to go to after login: `raw` when it is a path of this site (starts with a single
 * `/`, no scheme, no `//`, no backslash, no control characters at any layer of decoding),
 * otherwise `fallback`.
 */
export function safeRedirect(
  raw: string | null | undefined,
  fallback: string = PATHS.home,
): string {
  if (typeof raw !== 'string' || raw === '' || raw.length > 2048) return fallback;
  const layers = decodeLayers(raw, MAX_DECODE_ROUNDS);
  if (!layers || !layers.every(isSitePath)) return fallback;
  const base = 'http://portal.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  if (NO_RETURN.has(url.pathname)) return fallback;
  return raw;
}

/**
 * The login address for an unauthenticated visit (spec 2.2): `redirect` holds the original path
 * and query, and a `userid` query of the address is carried along.
 */
export function loginUrlFor(pathname: string, search = ''): string {
  const query = new URLSearchParams();
  const original = `${pathname}${search}`;
  if (pathname !== PATHS.home || search !== '') query.set('redirect', original);
  const userid = new URLSearchParams(search).get('userid');
  if (userid) query.set('userid', userid);
  const text = query.toString();
  return text ? `${PATHS.login}?${text}` : PATHS.login;
}
