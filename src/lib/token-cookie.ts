import Cookies from 'js-cookie';

/** Cookie that holds the session token (spec 3, browser storage). Read by script, so not HttpOnly: see docs. */
export const TOKEN_COOKIE = 'ACCESS-TOKEN';
/** Language cookie; the portal is zh_CN only. */
export const LANG_COOKIE = 'LANG';
export const DEFAULT_LANG = 'zh_CN';

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

/**
 * SameSite=Strict: the browser leaves the cookie off every request another site starts (a link,
 * a form, an image), and Secure when the page is served over https. The API does not trust the
 * cookie alone anyway: the client sends the token in X-Access-Token (docs/security.md).
 */
export function tokenCookieAttributes(protocol: string = window.location.protocol) {
  return { path: '/', sameSite: 'Strict', secure: protocol === 'https:' } as const;
}

export function setToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, tokenCookieAttributes());
}

export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}

export function ensureLangCookie(): void {
  if (Cookies.get(LANG_COOKIE) !== DEFAULT_LANG)
    Cookies.set(LANG_COOKIE, DEFAULT_LANG, { path: '/' });
}
