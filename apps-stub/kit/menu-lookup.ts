/** Finds a stub page's menu entry in the menu tree of the global state. */
import { MICRO_APPS, type SubAppMenuItem, type SubAppName } from '@contract';

export interface MenuPage {
  /** Path inside the sub-application ('/cpgl/cpfx') */
  path: string;
  name: string;
  item: SubAppMenuItem;
}

function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function* pagesOf(items: readonly SubAppMenuItem[]): Generator<SubAppMenuItem> {
  for (const item of items) {
    if (item.type === 'menu' && item.microAppName !== '' && item.urlPath !== '') yield item;
    yield* pagesOf(item.child);
  }
}

/** The pages (type 'menu') of one sub-application, in menu order, each route once. */
export function menuPagesOf(menus: readonly SubAppMenuItem[], app: SubAppName): MenuPage[] {
  const seen = new Set<string>();
  const pages: MenuPage[] = [];
  for (const item of pagesOf(menus)) {
    const path = trimSlash(item.urlPath);
    if (item.microAppName !== app || seen.has(path)) continue;
    seen.add(path);
    pages.push({ path, name: item.name, item });
  }
  return pages;
}

/**
 * The menu page of a path inside `app`: the first item whose `/{microAppName}{urlPath}` equals
 * the portal route (trailing slashes ignored), else null.
 */
export function findMenuPage(
  menus: readonly SubAppMenuItem[],
  app: SubAppName,
  pathInApp: string,
): MenuPage | null {
  const route = trimSlash(`${MICRO_APPS[app].base}${pathInApp === '/' ? '' : pathInApp}`);
  for (const item of pagesOf(menus)) {
    if (trimSlash(`/${item.microAppName}${item.urlPath}`) === route) {
      return { path: trimSlash(item.urlPath), name: item.name, item };
    }
  }
  return null;
}

/** The name to show: the menu's, else the page's own fallback, else '<area> <path>'. */
export function pageNameOf(
  menus: readonly SubAppMenuItem[],
  app: SubAppName,
  pathInApp: string,
  fallback?: string,
): string {
  return (
    findMenuPage(menus, app, pathInApp)?.name ?? fallback ?? `${MICRO_APPS[app].title} ${pathInApp}`
  );
}
