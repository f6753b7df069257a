/**
 * Which URLs server-supplied rich text (notices, hints, business descriptions, agreements) and
 * notice attachments may carry. Rendering such text must send nothing on its own: no request to
 * another host, none to the API with the reader's cookie.
 *
 * - A link (`href`, an attachment) may be an absolute http(s) URL of another host, a path of
 *   this site outside the API, or a fragment (`#...`: the notice hashes of spec 2.6).
 * - A resource (`src`: loads as soon as it is rendered) may only be a path of this site outside
 *   the API: a picture from another host would tell that host who read the notice, and the
 *   production CSP allows images of this site only.
 * - Anything else is refused: relative paths, scheme-relative `//host`, `/\host`, data:, blob:,
 *   javascript:, mailto:, ...
 *
 * The decision is made on the URL as the browser reads it: tabs and newlines removed, leading
 * and trailing spaces and controls trimmed, backslashes read as slashes, dot segments (also
 * `%2e%2e`) resolved. For the API test the path is further percent-decoded (repeatedly),
 * lower-cased and its slashes collapsed, as a proxy in front of the API may do: `/API/`,
 * `/%61pi/` and `/x/..%2Fapi/` are the API too. The answer is the URL written out in full,
 * so that what is rendered is exactly what was decided on.
 */

import { hasControl } from './control-chars';
import { decodeLayers } from './percent-decode';

export type RichTextUrlKind = 'link' | 'resource';

export interface RichTextUrlContext {
  /** The portal's origin, e.g. http://localhost:5173 */
  origin: string;
  /** The API base (VITE_API_BASE): a path of the portal (/api/) or an absolute URL. */
  apiBase: string;
}

/** The API path of the portal that is refused whatever VITE_API_BASE says (the nginx proxy's). */
const PORTAL_API_PATH = '/api/';
const MAX_DECODE_ROUNDS = 8;

/** Percent-decodes until nothing changes; null for a malformed escape or endless encoding. */
const decodeFully = (text: string): string | null =>
  decodeLayers(text, MAX_DECODE_ROUNDS)?.at(-1) ?? null;

const resolveDots = (path: string) => new URL(path, 'http://x.invalid').pathname;
const collapseSlashes = (path: string) => path.replace(/\/{2,}/g, '/');

/**
 * The paths a lenient server could make of `pathname`: decoded, backslashes as slashes, dot
 * segments resolved before or after repeated slashes are merged, lower-case. Null when it
 * cannot be decoded (malformed escape, endless encoding, control characters).
 */
function serverPaths(pathname: string): string[] | null {
  const decoded = decodeFully(pathname);
  if (decoded === null || hasControl(decoded)) return null;
  const slashed = decoded.replace(/\\/g, '/');
  return [collapseSlashes(resolveDots(slashed)), resolveDots(collapseSlashes(slashed))].map(
    (path) => path.toLowerCase(),
  );
}

function isUnder(path: string, base: string): boolean {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  return path === prefix.slice(0, -1) || path.startsWith(prefix);
}

/** The browser's own clean-up of an attribute's URL before it parses it. */
function browserNormalised(value: string): string {
  const chars = Array.from(value.replace(/[\t\n\r]/g, ''));
  const isEdge = (char: string) => char.charCodeAt(0) <= 0x20;
  while (chars.length > 0 && isEdge(chars[0]!)) chars.shift();
  while (chars.length > 0 && isEdge(chars[chars.length - 1]!)) chars.pop();
  return chars.join('').replace(/\\/g, '/');
}

function isPortalApi(url: URL, context: RichTextUrlContext): boolean {
  const paths = serverPaths(url.pathname);
  if (paths === null) return true;
  const api = new URL(context.apiBase, context.origin);
  const apiPaths = api.origin === url.origin ? (serverPaths(api.pathname) ?? []) : [];
  return paths.some((path) => [PORTAL_API_PATH, ...apiPaths].some((base) => isUnder(path, base)));
}

/** Hosts whose requests carry the reader's cookies or reach the API: the portal's and the API's (any port). */
function isOwnHost(url: URL, context: RichTextUrlContext): boolean {
  const own = new URL(context.origin).hostname;
  const api = new URL(context.apiBase, context.origin).hostname;
  return url.hostname === own || url.hostname === api;
}

/**
 * The URL to render for `value`, or null when it is refused (the attribute is dropped, an
 * attachment is shown without a link).
 */
export function decideRichTextUrl(
  value: string,
  kind: RichTextUrlKind,
  context: RichTextUrlContext,
): string | null {
  const clean = browserNormalised(value);
  if (kind === 'link' && clean.startsWith('#')) return clean;
  const sitePath = clean.startsWith('/') && !clean.startsWith('//');
  const absolute = /^https?:\/\//i.test(clean);
  if (!sitePath && !absolute) return null;
  let url: URL;
  try {
    url = new URL(clean, context.origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  if (url.origin === new URL(context.origin).origin) {
    // A path written back as `//host/...` would leave the site (`/.//host` resolves to it).
    if (url.pathname.startsWith('//') || isPortalApi(url, context)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  }
  if (kind === 'resource' || isOwnHost(url, context)) return null;
  return url.href;
}
