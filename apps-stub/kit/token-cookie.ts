/**
 * The session token cookie of standalone mode, the same cookie the portal uses (ACCESS-TOKEN,
 * path /). Cookies do not separate ports: on one host a standalone stub and the portal share it.
 * Under qiankun the stubs do not touch it: the token comes in the global state.
 */
export const TOKEN_COOKIE = 'ACCESS-TOKEN';

export function readTokenCookie(): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === TOKEN_COOKIE) return decodeURIComponent(rest.join('=')) || undefined;
  }
  return undefined;
}

/** SameSite=Strict (no cross-site request carries it), Secure when served over https. */
function attributes(): string {
  return `path=/; SameSite=Strict${window.location.protocol === 'https:' ? '; Secure' : ''}`;
}

export function writeTokenCookie(token: string): void {
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; ${attributes()}`;
}

export function removeTokenCookie(): void {
  document.cookie = `${TOKEN_COOKIE}=; max-age=0; ${attributes()}`;
}
