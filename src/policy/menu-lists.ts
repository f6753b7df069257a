/**
 * Menu visibility (spec 5.1): a page visible 'Y' goes to the white list, otherwise to the
 * black list; tab and button entries are not pages; main-app (shell) routes are always white.
 * The server sends both lists with the menu; this is the same rule, for the property tests and
 * for any answer that only carries the tree.
 */
import { PATHS } from '@/config/paths';

/** The fields of a menu item (spec 3) the access rules read. */
export interface MenuNode {
  key: string;
  name: string;
  microAppName: string;
  urlPath: string;
  type: 'menu' | 'tab' | 'button';
  qxkey: string;
  visible: 'Y' | 'N' | string;
  privilegeKeys: string;
  child: MenuNode[];
}

export interface MenuListEntry {
  key: string;
  qxkey: string;
  privilegeKeys: string;
  name: string;
}

export type MenuList = Record<string, MenuListEntry>;

export interface MenuLists {
  white: MenuList;
  black: MenuList;
}

/** Routes of the main application itself: always white (spec 5.1). */
export const MAIN_APP_ROUTES: readonly string[] = [
  PATHS.home,
  PATHS.main,
  PATHS.personalCenter,
  PATHS.settingsChangePass,
  PATHS.menuSet,
  PATHS.yzzyfwzq,
  PATHS.zxbm,
];

/** The route of a page item: /{microAppName}{urlPath}, or urlPath for a shell page. */
export function pageRoute(node: Pick<MenuNode, 'microAppName' | 'urlPath'>): string {
  return node.microAppName ? `/${node.microAppName}${node.urlPath}` : node.urlPath;
}

export function isPage(node: MenuNode): boolean {
  return node.type === 'menu' && node.urlPath.startsWith('/');
}

export function buildMenuLists(tree: readonly MenuNode[]): MenuLists {
  const white: MenuList = {};
  const black: MenuList = {};
  const walk = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      if (isPage(node)) {
        const route = pageRoute(node);
        const entry = {
          key: node.key,
          qxkey: node.qxkey,
          privilegeKeys: node.privilegeKeys,
          name: node.name,
        };
        if (node.visible === 'Y' || !node.microAppName) {
          white[route] = entry;
          delete black[route];
        } else if (!white[route]) {
          black[route] = entry;
        }
      }
      walk(node.child ?? []);
    }
  };
  walk(tree);
  for (const route of MAIN_APP_ROUTES) delete black[route];
  return { white, black };
}

/** The node of a route in the tree (the first page item with that route). */
export function findPage(tree: readonly MenuNode[], route: string): MenuNode | null {
  for (const node of tree) {
    if (isPage(node) && pageRoute(node) === route) return node;
    const found = findPage(node.child ?? [], route);
    if (found) return found;
  }
  return null;
}
