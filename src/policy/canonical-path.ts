/**
 * One spelling of an address for every decision of the shell: page access and its redirects
 * (spec 4, 5.1, 6), the watermark (spec 2.8), tabs, titles and menu lookups all see the path as
 * this function writes it, and the guard puts that spelling into the address bar before
 * anything renders, so the sub-application mounts at the very path that was decided on.
 *
 * canonicalPath(raw, known):
 *   - each segment is percent-decoded once; a segment that still holds a '%' after that (an
 *     address encoded twice), a control character (NUL included) or bytes that are not UTF-8
 *     cannot be made canonical: null, and the shell refuses the address;
 *   - a backslash, or a slash or backslash encoded inside a segment (%2F, %5C), separates
 *     segments like a slash (the browser's rule for http addresses, and a router's after it
 *     has decoded the path);
 *   - repeated slashes, '.' and '..' (encoded or not) are resolved; '..' stops at the root;
 *   - no trailing slash (the root stays '/');
 *   - the letters are those of the longest known route the path starts with, compared without
 *     regard to case (React Router and the sub-applications' routers match that way); the
 *     rest keeps its own (a product code in a path is data);
 *   - each segment is encoded again as encodeURIComponent does, so the result is what
 *     location.pathname shows once the browser is there, and canonicalPath of it is itself.
 */
import { hasControl } from './control-chars';

/** Known routes by their spelling without case: a route and each of its parent folders. */
export type KnownRoutes = ReadonlyMap<string, string>;

/** The decoded segments of a raw path, or null when it cannot be decoded cleanly. */
function decodedSegments(raw: string): string[] | null {
  const out: string[] = [];
  for (const piece of raw.replace(/\\/g, '/').split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(piece);
    } catch {
      return null;
    }
    if (decoded.includes('%') || hasControl(decoded)) return null;
    out.push(...decoded.replace(/\\/g, '/').split('/'));
  }
  return out;
}

/** Empty segments and dot segments resolved. */
function resolveDots(segments: readonly string[]): string[] {
  const out: string[] = [];
  for (const segment of segments) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return out;
}

/** The leading segments respelled as the longest known route among them spells them. */
function respell(segments: readonly string[], known: KnownRoutes): string[] {
  for (let count = segments.length; count > 0; count -= 1) {
    const spelled = known.get(`/${segments.slice(0, count).join('/')}`.toLowerCase());
    if (spelled !== undefined) {
      return [...spelled.split('/').slice(1), ...segments.slice(count)];
    }
  }
  return [...segments];
}

export function canonicalPath(raw: string, known: KnownRoutes = new Map()): string | null {
  const decoded = decodedSegments(raw);
  if (!decoded) return null;
  const segments = respell(resolveDots(decoded), known);
  return `/${segments.map(encodeURIComponent).join('/')}`;
}

/**
 * The known routes of a list of route spellings: each route in its canonical form (no case
 * change) and each of its parent folders, the first spelling of a route winning.
 */
export function knownRoutes(routes: Iterable<string>): KnownRoutes {
  const known = new Map<string, string>();
  for (const route of routes) {
    const segments = decodedSegments(route);
    if (!segments) continue;
    const resolved = resolveDots(segments);
    for (let count = 1; count <= resolved.length; count += 1) {
      const spelled = `/${resolved.slice(0, count).join('/')}`;
      const key = spelled.toLowerCase();
      if (!known.has(key)) known.set(key, spelled);
    }
  }
  return known;
}

/** Known routes of several sources together (the first source's spelling winning). */
export function mergeKnown(...sources: readonly KnownRoutes[]): KnownRoutes {
  const merged = new Map<string, string>();
  for (const source of sources) {
    for (const [key, spelled] of source) if (!merged.has(key)) merged.set(key, spelled);
  }
  return merged;
}
