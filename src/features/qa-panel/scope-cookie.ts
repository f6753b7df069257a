/**
 * The mock's data scope of this browser (QA contract: the cookie MOCK-SCOPE; without it, the
 * shared default scope). The dev server's proxy passes the cookie on to the mock server; the
 * demo's worker reads it from the page.
 */
export const SCOPE_COOKIE = 'MOCK-SCOPE';
/** The mock ignores any other name (and uses the default scope). */
export const SCOPE_NAME = /^[A-Za-z0-9_-]{1,64}$/;

export function readScope(doc: Document = document): string | null {
  for (const part of doc.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SCOPE_COOKIE) return decodeURIComponent(rest.join('=')) || null;
  }
  return null;
}

export function writeScope(scope: string | null, doc: Document = document): void {
  doc.cookie = scope
    ? `${SCOPE_COOKIE}=${encodeURIComponent(scope)}; path=/; SameSite=Lax`
    : `${SCOPE_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}
