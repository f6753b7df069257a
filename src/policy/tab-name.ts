/**
 * The name of a page's breadcrumb tab (spec 2.5) and of the page header, for every page, also
 * one a sub-application reaches with its own router that the menu does not know. First found:
 *  1. the name the sub-application gave the tab (setBreadcrumbName: the contract's message
 *     that renames the tab of its page);
 *  2. the menu's name of the page, with the name of the menu tab a toTabName query opens
 *     (spec 5.1: a tab item of the page whose qxkey it names) and a hash router's route;
 *  3. the title the sub-application set for the page (setTitle). A document.title it writes
 *     is not read: the shell owns the document title (spec 2.2) and the messages are the
 *     contract's way to name a page;
 *  4. under a sub-application, the area's name with the page's path inside the area beside it
 *     ('直销系统 /xsgl/foo', '直销系统 #/orders' for a hash router's page), so two such tabs
 *     never look alike;
 *  5. the route's title (the shell's own pages), else '页面'.
 */
import { findPage, type MenuNode } from './menu-lists';
import { stripTrailingSlash } from './route-access';

export interface TabNameInput {
  /** The path on screen, without its query */
  pathname: string;
  /** A hash router's route in the hash ('#/orders'; src/policy/tabs routeHash), '' if none */
  routeHash?: string;
  /** setBreadcrumbName of the sub-application for this path */
  appName?: string | null;
  /** The menu's name of the page (the white list) */
  menuName?: string | null;
  /** The name of the menu tab the toTabName query opens */
  menuTabName?: string | null;
  /** setTitle of the sub-application for this path */
  appTitle?: string | null;
  /** The sub-application's mount base when the path is under one ('/ds') */
  appBase?: string | null;
  /** The most specific route title: the area's name under a sub-application */
  routeTitle?: string | null;
}

export const UNNAMED_PAGE = '页面';

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** The path inside the area: '/xsgl/foo' of '/ds/xsgl/foo'; '' for the area's base itself. */
export function pathInArea(pathname: string, base: string): string {
  const path = stripTrailingSlash(pathname);
  return path.startsWith(`${base}/`) ? path.slice(base.length) : '';
}

export interface TabName {
  name: string;
  /** Only the fallback (4 or 5): an open tab keeps the name it has (src/policy/tabs addTab). */
  provisional: boolean;
}

export function decideTabName(input: TabNameInput): TabName {
  const named = (name: string): TabName => ({ name, provisional: false });
  const appName = text(input.appName);
  if (appName) return named(appName);
  const menuName = text(input.menuName);
  const menuTab = text(input.menuTabName);
  const route = text(input.routeHash);
  if (menuName) {
    const page = menuTab && menuTab !== menuName ? `${menuName} - ${menuTab}` : menuName;
    // A hash router's page under a menu page: the menu's name with the route beside it.
    return named(route ? `${page} ${route}` : page);
  }
  const appTitle = text(input.appTitle);
  if (appTitle) return named(appTitle);
  const routeTitle = text(input.routeTitle);
  if (input.appBase) {
    const area = routeTitle ?? input.appBase;
    const where = `${pathInArea(input.pathname, input.appBase)}${route ?? ''}`;
    return { name: where ? `${area} ${where}` : area, provisional: true };
  }
  return { name: routeTitle ?? UNNAMED_PAGE, provisional: true };
}

/** The name of the menu tab of the page that a toTabName query names, if the menu has it. */
export function menuTabNameOf(
  tree: readonly MenuNode[] | null | undefined,
  pathname: string,
  search: string,
): string | null {
  const qxkey = new URLSearchParams(search).get('toTabName');
  if (!qxkey || !tree) return null;
  const page = findPage(tree, stripTrailingSlash(pathname));
  return page?.child.find((child) => child.type === 'tab' && child.qxkey === qxkey)?.name ?? null;
}
