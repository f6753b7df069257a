/**
 * What a user may choose as a common menu (spec 3 common menu, 7.2 sys/updateCommonMenuNew):
 * the visible page entries of the user's menu (type 'menu', a urlPath starting with '/',
 * visible 'Y'; route /{microAppName}{urlPath}) and the visible external-link entries (the
 * server accepts both), grouped by the top-level area they sit in, in menu order.
 */
import { COMMON_MENU_LIMIT } from '@/api/menu';
import type { MenuItem } from '@/api/menu';
import { EXTERNAL_MENU_KEYS } from '@/config/menu-keys';
import { pageRoute } from '@/policy/menu-lists';

export { COMMON_MENU_LIMIT };
export const COMMON_MENU_LIMIT_MESSAGE = `常用菜单最多设置${COMMON_MENU_LIMIT}个`;

export interface MenuCandidate {
  key: string;
  name: string;
  /** The page route, or null for an external link */
  route: string | null;
  /** Names from the top-level area down to the entry's container, e.g. 产品运营 / 产品管理 */
  trail: string;
}

export interface CandidateGroup {
  key: string;
  name: string;
  entries: MenuCandidate[];
}

export function isCandidate(item: MenuItem): boolean {
  if (item.type !== 'menu' || item.visible !== 'Y') return false;
  return item.urlPath.startsWith('/') || EXTERNAL_MENU_KEYS.includes(item.key);
}

function candidateOf(item: MenuItem, trail: string[]): MenuCandidate {
  return {
    key: item.key,
    name: item.name,
    route: item.urlPath.startsWith('/') ? pageRoute(item) : null,
    trail: trail.join(' / '),
  };
}

function collect(items: readonly MenuItem[], trail: string[], into: MenuCandidate[]): void {
  for (const item of items) {
    if (isCandidate(item)) into.push(candidateOf(item, trail));
    if (item.type === 'menu' && item.child.length > 0) {
      collect(item.child, [...trail, item.name], into);
    }
  }
}

/** One group per top-level area that has candidates; a top-level page forms its own group. */
export function candidateGroups(tree: readonly MenuItem[]): CandidateGroup[] {
  const groups: CandidateGroup[] = [];
  for (const area of tree) {
    const entries: MenuCandidate[] = [];
    if (isCandidate(area)) entries.push(candidateOf(area, []));
    if (area.type === 'menu') collect(area.child, [area.name], entries);
    if (entries.length > 0) groups.push({ key: area.key, name: area.name, entries });
  }
  return groups;
}

/**
 * The groups narrowed to a keyword (case-insensitive) in an entry's name, key, route or trail;
 * a keyword naming the area keeps the whole area.
 */
export function filterGroups(groups: readonly CandidateGroup[], keyword: string): CandidateGroup[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [...groups];
  const hit = (text: string | null) => (text ?? '').toLowerCase().includes(needle);
  return groups
    .map((group) =>
      hit(group.name)
        ? group
        : {
            ...group,
            entries: group.entries.filter(
              (e) => hit(e.name) || hit(e.key) || hit(e.route) || hit(e.trail),
            ),
          },
    )
    .filter((group) => group.entries.length > 0);
}

/** Moves the entry at `index` by `delta` places; out of range leaves the list as it is. */
export function moveEntry<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [entry] = next.splice(index, 1);
  next.splice(target, 0, entry as T);
  return next;
}

export function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((key, i) => key === b[i]);
}
