/**
 * The custody online-banking cookie of spec 7.4 (sys/getTradeCookie): the document.cookie line
 * that sets it and when it expires, or null when the server's answer cannot be set safely. Host-only (a domain other
 * than the page's host is refused rather than widened to sub-domains), on the path the server
 * names, SameSite=Strict, Secure on https.
 */
export interface TradeCookieAnswer {
  name: string;
  value: string;
  domain: string;
  path: string;
  /** yyyy-MM-dd HH:mm:ss, Beijing time */
  expires: string;
}

const NAME = /^[A-Za-z0-9_-]{1,64}$/;
const PATH = /^\/[A-Za-z0-9/_-]{0,200}$/;
const BEIJING_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** Milliseconds since the epoch of a Beijing time (UTC+8), or null when malformed. */
function beijingTime(text: string): number | null {
  const parts = BEIJING_TIME.exec(text);
  if (!parts) return null;
  const [, y, mo, d, h, mi, s] = parts.map(Number) as number[];
  const ms = Date.UTC(y!, mo! - 1, d!, h! - 8, mi!, s!);
  return Number.isNaN(ms) ? null : ms;
}

export function tradeCookieLine(
  cookie: TradeCookieAnswer,
  page: { hostname: string; secure: boolean; now: number },
): { line: string; expiresAt: number } | null {
  if (!NAME.test(cookie.name) || !PATH.test(cookie.path)) return null;
  if (cookie.domain.toLowerCase() !== page.hostname.toLowerCase()) return null;
  const expires = beijingTime(cookie.expires);
  if (expires === null || expires <= page.now) return null;
  const attributes = [
    `path=${cookie.path}`,
    `expires=${new Date(expires).toUTCString()}`,
    'SameSite=Strict',
    ...(page.secure ? ['Secure'] : []),
  ];
  return {
    line: `${cookie.name}=${encodeURIComponent(cookie.value)}; ${attributes.join('; ')}`,
    expiresAt: expires,
  };
}

/** The line that removes a cookie set by tradeCookieLine. */
export function expiredCookieLine(name: string, path: string): string {
  return `${name}=; path=${path}; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Strict`;
}

/** The pages of the custody online-banking area (spec 2.4, menu icon tgwy). */
export const TRADE_PAGES = /^\/tgypt\/tgwy(\/|$)/i;
