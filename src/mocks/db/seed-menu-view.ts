/**
 * One user's view of the menu tree (./seed-menu-tree.ts), derived by rules rather than kept as
 * copies, and the white and black route lists built from it (spec 3, 5.1, 6).
 */
import type { MenuData, MenuItem, MenuRouteEntry, MenuRouteMap } from '@/api/menu';
import { DUPLICATE_MENU_TARGETS, HKQXSZ_KEY, SETTLEMENT_DAY_CHANGE_KEY } from '@/config/menu-keys';
import { isAdministrator } from '@/policy/roles';
import type { MockInstitution, MockUser } from './seed-auth';
import type { MenuChannel, MenuScope, MenuSeedNode } from './seed-menu-tree';

/** Per-institution menu rules: services the institution has not opened. */
export interface MenuInstRule {
  instId: string;
  /** Keys shown visible 'N' (black list) */
  deniedKeys: string[];
  /** Keys left out of the menu */
  hiddenKeys: string[];
  /** Business channels opened beyond those of the institution's type (see channelsOf) */
  extraChannels?: MenuChannel[];
  note: string;
}

export interface MenuViewer {
  isAdmin: boolean;
  isolated: boolean;
  channels: MenuChannel[];
  deniedKeys: string[];
  hiddenKeys: string[];
}

/** Keys of second entries of a page: their route's list entry comes from the main entry. */
const ALIAS_KEYS = new Set([
  ...Object.keys(DUPLICATE_MENU_TARGETS),
  SETTLEMENT_DAY_CHANGE_KEY,
  HKQXSZ_KEY,
]);

/** Menu channels of an institution: gmwb outsourcing, smgm both views, xbgm the public view. */
export function channelsOf(inst: MockInstitution): MenuChannel[] {
  if (inst.instTypes.includes('gmwb')) return ['gmwb'];
  if (inst.instTypes.includes('smgm')) return ['private', 'public'];
  if (inst.instTypes.includes('xbgm')) return ['public'];
  return ['private'];
}

export function viewerOf(
  user: MockUser,
  inst: MockInstitution,
  rules: readonly MenuInstRule[],
): MenuViewer {
  const own = rules.filter((rule) => rule.instId === inst.instId);
  return {
    isAdmin: isAdministrator(user.roleNames),
    isolated: inst.permissionMode === 'isolated',
    channels: [...new Set([...channelsOf(inst), ...own.flatMap((r) => r.extraChannels ?? [])])],
    deniedKeys: own.flatMap((rule) => rule.deniedKeys),
    hiddenKeys: own.flatMap((rule) => rule.hiddenKeys),
  };
}

/** The page route of an item: `/${microAppName}${urlPath}`, or urlPath for a shell page. */
export function routeOf(item: Pick<MenuItem, 'microAppName' | 'urlPath'>): string {
  return item.microAppName ? `/${item.microAppName}${item.urlPath}` : item.urlPath;
}

/** A page: a menu-type item with a path (not a container, a link, a tab or a button). */
export function isPage(item: Pick<MenuItem, 'type' | 'urlPath'>): boolean {
  return item.type === 'menu' && item.urlPath !== '';
}

/** Every item of a tree, depth first, parents before children. */
export function flattenMenu<T extends { child: T[] }>(items: readonly T[]): T[] {
  return items.flatMap((item) => [item, ...flattenMenu(item.child)]);
}

interface Inherited {
  scope: MenuScope;
  channels: MenuChannel[] | undefined;
  parentKeys: string[];
  parentVisible: boolean;
}

function offered(scope: MenuScope, channels: MenuChannel[] | undefined, viewer: MenuViewer) {
  if (scope !== 'business') return true;
  if (viewer.isolated && viewer.isAdmin) return false;
  return !channels || channels.some((channel) => viewer.channels.includes(channel));
}

function derive(node: MenuSeedNode, up: Inherited, viewer: MenuViewer): MenuItem | null {
  if (viewer.hiddenKeys.includes(node.key)) return null;
  const scope = node.scope ?? up.scope;
  const channels = node.channels ?? up.channels;
  const isPart = node.type !== 'menu';
  const isContainer = node.type === 'menu' && node.child.some((c) => c.type === 'menu');
  if (!isPart && !isContainer && !offered(scope, channels, viewer)) return null;
  const ownVisible =
    up.parentVisible &&
    node.visible === 'Y' &&
    !(node.adminOnly && !viewer.isAdmin) &&
    !viewer.deniedKeys.includes(node.key);
  const next: Inherited = {
    scope,
    channels,
    parentKeys: [...up.parentKeys, node.key],
    parentVisible: isContainer ? up.parentVisible : ownVisible,
  };
  const child = node.child
    .map((c) => derive(c, next, viewer))
    .filter((c): c is MenuItem => c !== null);
  if (isContainer && child.length === 0) return null;
  const visible = isContainer ? child.some((c) => c.visible === 'Y') && ownVisible : ownVisible;
  const parts = isPage(node) ? child.filter((c) => c.type !== 'menu') : [];
  const seen = parts.filter((c) => c.visible === 'Y');
  const privilegeKeys =
    parts.length === 0
      ? ''
      : seen.length === parts.length
        ? '*'
        : seen.map((c) => c.qxkey).join(',');
  const item: MenuItem = {
    key: node.key,
    name: node.name,
    microAppName: node.microAppName,
    urlPath: node.urlPath,
    child,
    type: node.type,
    qxkey: node.qxkey,
    visible: visible ? 'Y' : 'N',
    privilegeKeys,
    parentKeys: up.parentKeys.join(','),
  };
  if (node.icon && up.parentKeys.length === 0) item.icon = node.icon;
  return item;
}

/** The user's menu tree: absent entries left out, visible and privilegeKeys computed. */
export function menuItemsFor(tree: readonly MenuSeedNode[], viewer: MenuViewer): MenuItem[] {
  const top: Inherited = {
    scope: 'business',
    channels: undefined,
    parentKeys: [],
    parentVisible: true,
  };
  return tree.map((node) => derive(node, top, viewer)).filter((i): i is MenuItem => i !== null);
}

/**
 * The white list (pages visible 'Y') and black list (pages visible 'N'), keyed by route. A
 * route reached by two entries is white when either is 'Y'; its entry is the main one, the
 * second entries (duplicate keys, settlement-day change, hkqxsz) only filling gaps.
 */
export function buildRouteLists(
  items: readonly MenuItem[],
): Pick<MenuData, 'interfaceWhiteMenu' | 'blackMenuList'> {
  const white: MenuRouteMap = {};
  const black: MenuRouteMap = {};
  const pages = flattenMenu(items).filter(isPage);
  const ordered = [
    ...pages.filter((p) => !ALIAS_KEYS.has(p.key)),
    ...pages.filter((p) => ALIAS_KEYS.has(p.key)),
  ];
  for (const item of ordered) {
    const route = routeOf(item);
    const entry: MenuRouteEntry = {
      key: item.key,
      qxkey: item.qxkey,
      privilegeKeys: item.privilegeKeys,
      name: item.name,
    };
    if (item.visible === 'Y') {
      if (!white[route]) white[route] = entry;
      delete black[route];
    } else if (!white[route] && !black[route]) {
      black[route] = entry;
    }
  }
  return { interfaceWhiteMenu: white, blackMenuList: black };
}

/** The whole queryMenu answer of one viewer. */
export function menuDataFor(tree: readonly MenuSeedNode[], viewer: MenuViewer): MenuData {
  const menuList = menuItemsFor(tree, viewer);
  return { menuList, ...buildRouteLists(menuList) };
}
