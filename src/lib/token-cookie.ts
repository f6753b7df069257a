import Cookies from 'js-cookie';

/** Cookie that holds the session token (spec 3, browser storage). Read by script, so not HttpOnly: see docs. */
export const TOKEN_COOKIE = 'ACCESS-TOKEN';
/** Language cookie; the portal is zh_CN only. */
export const LANG_COOKIE = 'LANG';
export const DEFAULT_LANG = 'zh_CN';

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

export function setToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, { path: '/', sameSite: 'Lax' });
}

export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}

export function ensureLangCookie(): void {
  if (Cookies.get(LANG_COOKIE) !== DEFAULT_LANG)
    Cookies.set(LANG_COOKIE, DEFAULT_LANG, { path: '/' });
}
