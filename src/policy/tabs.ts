/**
 * Breadcrumb tabs (spec 2.5, QA contract's reading): at most 6 kept; a path already open is not
 * added again; past the limit the oldest goes; the three fee-ledger pages, the error pages, the
 * public pages and home (a fixed tab of its own) are never recorded. Paths are compared without
 * their query; the stored path keeps the query but not the menu's refresh timestamp.
 */
import { subAppOfPath } from '@contract';
import { PATHS } from '@/config/paths';
import { TAB_LIMIT } from '@/config/spec-limits';
import { UNRECORDED_TAB_PATHS } from '@/config/menu-keys';
import { REFRESH_PARAM } from './menu-link';
import { isPublicPath, stripTrailingSlash } from './route-access';

/** A breadcrumb entry (spec 3): name, path, menuPath. */
export interface TabEntry {
  name: string;
  /** Path with its query, without the refresh timestamp */
  path: string;
  /** The names of the menu areas above the page, joined by ' / ' ('' for shell pages) */
  menuPath: string;
}

/**
 * A visit of a page. `provisional`: its name is only the fallback of src/policy/tab-name (the
 * area with the path, or the route's title), which does not replace a name the open tab has.
 */
export interface TabVisit extends TabEntry {
  provisional?: boolean;
}

const NOT_RECORDED: readonly string[] = [
  ...UNRECORDED_TAB_PATHS,
  PATHS.home,
  PATHS.error403,
  PATHS.error404,
  PATHS.error405,
  PATHS.maintenance,
];

/**
 * The route of a hash router in a sub-application page's hash ('#/orders/1' of
 * '/ds#/orders/1?x=1'), without its query: a page of its own. '' for an anchor ('#top'), the
 * hash router's root ('#/') and any hash of a shell page (home's notice hashes, spec 2.6).
 */
export function routeHash(pathname: string, hash: string): string {
  if (!subAppOfPath(pathname) || !/^#\/./.test(hash)) return '';
  return hash.split('?')[0] ?? '';
}

/** The page of a path: without query and trailing slash, with a hash router's route. */
export function tabKey(path: string): string {
  const hashAt = path.indexOf('#');
  const beforeHash = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const pathname = stripTrailingSlash(beforeHash.split('?')[0] ?? beforeHash);
  return hashAt >= 0 ? `${pathname}${routeHash(pathname, path.slice(hashAt))}` : pathname;
}

export function isRecordable(pathname: string): boolean {
  const key = tabKey(pathname.split('#')[0] ?? pathname);
  return !NOT_RECORDED.includes(key) && !isPublicPath(key);
}

/** The path to store: the refresh timestamp removed from the query; a hash router's route kept. */
export function tabPath(pathname: string, search: string, hash: string = ''): string {
  const query = new URLSearchParams(search);
  query.delete(REFRESH_PARAM);
  const rest = query.toString();
  const route = routeHash(pathname, hash) ? hash : '';
  return `${rest ? `${pathname}?${rest}` : pathname}${route}`;
}

export function addTab(
  tabs: readonly TabEntry[],
  visit: TabVisit,
  limit: number = TAB_LIMIT,
): TabEntry[] {
  const { provisional, ...entry } = visit;
  if (!isRecordable(entry.path)) return [...tabs];
  const key = tabKey(entry.path);
  // Open already: not added twice; it keeps its place and path but takes the latest name (a
  // sub-application may name its page after it mounted: setTitle, setBreadcrumbName), unless
  // that is a fallback: a revisit keeps what the application named it until it names it again.
  if (tabs.some((tab) => tabKey(tab.path) === key)) {
    return tabs.map((tab) =>
      tabKey(tab.path) === key
        ? { ...tab, name: provisional ? tab.name : entry.name, menuPath: entry.menuPath }
        : tab,
    );
  }
  const next = [...tabs, entry];
  return next.length > limit ? next.slice(next.length - limit) : next;
}

/**
 * Closes a tab. When it was the page on screen, `goTo` is where to go: its right neighbour,
 * else its left one, else home.
 */
export function closeTab(
  tabs: readonly TabEntry[],
  path: string,
  currentPath: string,
): { tabs: TabEntry[]; goTo: string | null } {
  const key = tabKey(path);
  const index = tabs.findIndex((tab) => tabKey(tab.path) === key);
  if (index < 0) return { tabs: [...tabs], goTo: null };
  const next = tabs.filter((_, i) => i !== index);
  if (tabKey(currentPath) !== key) return { tabs: next, goTo: null };
  const neighbour = next[index] ?? next[index - 1];
  return { tabs: next, goTo: neighbour ? neighbour.path : PATHS.home };
}

/** Tabs read back from storage: only well-formed entries, at most the limit. */
export function parseTabs(raw: string | null): TabEntry[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (tab): tab is TabEntry =>
          typeof tab === 'object' &&
          tab !== null &&
          typeof (tab as TabEntry).name === 'string' &&
          typeof (tab as TabEntry).path === 'string' &&
          (tab as TabEntry).path.startsWith('/') &&
          !(tab as TabEntry).path.startsWith('//') &&
          typeof (tab as TabEntry).menuPath === 'string',
      )
      .reduce<TabEntry[]>((kept, tab) => addTab(kept, tab), []);
  } catch {
    return [];
  }
}
