/**
 * Menu search (spec 2.4): the visible menu entries (pages and external links, not tabs or
 * buttons) whose name, key or qxkey contains the words typed, best first: a name starting with
 * the text, then a name containing it, then a key or qxkey match. Further words may match the
 * names of the areas above the entry ('系统 用户'). Each hit carries those names.
 */
import type { MenuNode } from './menu-lists';

export interface MenuHit<T extends MenuNode = MenuNode> {
  item: T;
  /** Area and group names above the entry, outermost first */
  trail: string[];
}

/** Visible entries one can open: pages (with a path) and links (no children menus). */
export function menuEntries<T extends MenuNode>(tree: readonly T[]): MenuHit<T>[] {
  const out: MenuHit<T>[] = [];
  const walk = (nodes: readonly T[], trail: string[]) => {
    for (const node of nodes) {
      if (node.type !== 'menu' || node.visible !== 'Y') continue;
      const menus = (node.child as T[]).filter((child) => child.type === 'menu');
      if (node.urlPath.startsWith('/') || menus.length === 0) out.push({ item: node, trail });
      if (menus.length > 0) walk(menus, [...trail, node.name]);
    }
  };
  walk(tree, []);
  return out;
}

export function searchMenu<T extends MenuNode>(
  tree: readonly T[],
  text: string,
  limit = 20,
): MenuHit<T>[] {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const scored: { hit: MenuHit<T>; score: number; order: number }[] = [];
  menuEntries(tree).forEach((hit, order) => {
    const name = hit.item.name.toLowerCase();
    const keys = `${hit.item.key} ${hit.item.qxkey}`.toLowerCase();
    const haystack = `${name} ${keys} ${hit.trail.join(' ').toLowerCase()}`;
    if (!words.every((word) => haystack.includes(word))) return;
    // The area names narrow a search; they do not match an entry on their own.
    if (!words.some((word) => name.includes(word) || keys.includes(word))) return;
    const first = words[0] ?? '';
    const score = name.startsWith(first)
      ? 0
      : name.includes(first)
        ? 1
        : keys.includes(first)
          ? 2
          : 3;
    scored.push({ hit, score, order });
  });
  return scored
    .sort((a, b) => a.score - b.score || a.order - b.order)
    .slice(0, limit)
    .map(({ hit }) => hit);
}
