/**
 * Pure helpers of the sub-application host:
 * - which mount base a path is under;
 * - cache-busting of an entry and of the assets its HTML names: qiankun 2's import-html-entry
 *   keeps a failed fetch per URL for the life of the page, so a retry has to ask for new URLs;
 * - which app an instance name or an error comes from (the script URL of a stack frame or an
 *   event's filename under the app's entry).
 */
import { isSubAppName, SUB_APP_NAMES, type SubAppName } from '@contract';

/** `pathname` is the base or below it (`/ds`, `/ds/x`), not a sibling (`/dsx`). */
export function isUnderBase(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** The app whose base `pathname` is under, from the given bases; null for a shell page. */
export function appUnderPath(
  pathname: string,
  bases: readonly { name: SubAppName; activeRule: string }[],
): SubAppName | null {
  return bases.find((app) => isUnderBase(pathname, app.activeRule))?.name ?? null;
}

const PLACEHOLDER_ORIGIN = 'http://placeholder.invalid';

/** `url` with the query parameter `t` set to `stamp` (a relative URL stays relative). */
export function withCacheBust(url: string, stamp: string | number): string {
  const absolute = /^[a-z][a-z0-9+.-]*:\/\//i.test(url);
  const parsed = new URL(url, PLACEHOLDER_ORIGIN);
  parsed.searchParams.set('t', String(stamp));
  if (absolute) return parsed.toString();
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  // A relative URL without a leading slash ('ds.umd.js') keeps it off.
  return url.startsWith('/') ? path : path.slice(1);
}

const SCRIPT_SRC = /(<script\b[^>]*?\bsrc\s*=\s*)(["'])([^"']+)\2/gi;
const LINK_HREF = /(<link\b[^>]*?\bhref\s*=\s*)(["'])([^"']+)\2/gi;

/** The entry HTML with every script src and link href cache-busted. */
export function bustAssetUrls(html: string, stamp: string | number): string {
  const bust = (_all: string, head: string, quote: string, url: string) =>
    url.startsWith('data:')
      ? `${head}${quote}${url}${quote}`
      : `${head}${quote}${withCacheBust(url, stamp)}${quote}`;
  return html.replace(SCRIPT_SRC, bust).replace(LINK_HREF, bust);
}

/**
 * The sub-application of a qiankun/single-spa instance name: the app's own name, or qiankun's
 * numbered name of a second instance while an earlier one still lives ('ds', 'ds_1').
 */
export function appOfInstanceName(name: unknown): SubAppName | null {
  if (typeof name !== 'string') return null;
  const app = name.replace(/_\d+$/, '');
  return isSubAppName(app) ? app : null;
}

/** The folder of an entry, absolute: where its scripts live ('http://h:7101/ds/'). */
export function entryFolder(entry: string, origin: string): string | null {
  try {
    const url = new URL(entry, origin);
    return `${url.origin}${url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1)}`;
  } catch {
    return null;
  }
}

/**
 * The app whose entry folder one of `sources` (an error event's filename, a stack) names;
 * null when none does (an error of the shell itself).
 */
export function appOfSource(
  sources: readonly (string | null | undefined)[],
  entries: Record<SubAppName, string>,
  origin: string,
): SubAppName | null {
  for (const app of SUB_APP_NAMES) {
    const folder = entryFolder(entries[app], origin);
    // The portal's own origin root would match every shell script: not an app folder.
    if (!folder || folder === `${origin}/`) continue;
    if (sources.some((source) => typeof source === 'string' && source.includes(folder))) {
      return app;
    }
  }
  return null;
}
