/** The menu tree as antd Menu items, with the lookups the side menu needs. */
import type { MenuProps } from 'antd';
import type { MenuItem } from '@/api/menu';
import { menuIcon } from '@/features/layout/menu-icons';
import { pageRoute } from '@/policy/menu-lists';

type Items = NonNullable<MenuProps['items']>;

export interface MenuModel {
  items: Items;
  /** Item id → the menu entry it opens */
  entries: Map<string, MenuItem>;
  /** Page route → item id (the first entry with that route) */
  byRoute: Map<string, string>;
  /** Item id → ids of the submenus above it, outermost first */
  parents: Map<string, string[]>;
  rootIds: string[];
}

export function buildMenuModel(tree: readonly MenuItem[]): MenuModel {
  const entries = new Map<string, MenuItem>();
  const byRoute = new Map<string, string>();
  const parents = new Map<string, string[]>();
  const rootIds: string[] = [];

  const walk = (nodes: readonly MenuItem[], above: string[]): Items =>
    nodes
      .filter((node) => node.type === 'menu' && node.visible === 'Y')
      .map((node) => {
        const id = [...above, node.key].join('/');
        const icon = above.length === 0 ? menuIcon(node.icon) : undefined;
        if (above.length === 0) rootIds.push(id);
        parents.set(id, above);
        const menus = node.child.filter((child) => child.type === 'menu' && child.visible === 'Y');
        if (menus.length > 0 && !node.urlPath.startsWith('/')) {
          return { key: id, icon, label: node.name, children: walk(menus, [...above, id]) };
        }
        entries.set(id, node);
        if (node.urlPath.startsWith('/')) {
          const route = pageRoute(node);
          if (!byRoute.has(route)) byRoute.set(route, id);
        }
        return { key: id, icon, label: node.name, title: node.name };
      });

  return { items: walk(tree, []), entries, byRoute, parents, rootIds };
}
