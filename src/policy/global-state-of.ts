/**
 * The global state the shell pushes to the sub-applications (contract GlobalState),
 * built from what the shell knows: the user, the session token, the access data (menu
 * tree, white/black lists, blocked routes, tips flags) and the page chrome's back events. Pure:
 * the host calls it with the store's values and pushes the result when it changes.
 *
 * - Signed out (no user or no token): EMPTY_GLOBAL_STATE, so nothing of the previous user stays.
 * - JSON only, exactly the contract's fields: the menu tree's extra fields (parentKeys, icon) and
 *   the lists' extra fields are dropped, an unknown microAppName becomes '' (a shell page).
 * - shellEvent: `{ type: 'back', seq: backSeq }` once a back event has been sent (backSeq > 0),
 *   null before. It is kept while step mode is off as well: a sub-application reacts only to a
 *   seq greater than the one in the state when it started listening (use-shell-back), so a step
 *   page that turns step mode on must not receive the last page's old seq as a "new" event. The
 *   seq only grows while a page is in step mode (the Back button sends it only then).
 */
import {
  EMPTY_GLOBAL_STATE,
  isSubAppName,
  type GlobalState,
  type RouteGrantMap,
  type SubAppMenuItem,
  type TipsFlags,
  type UserInfo,
} from '@contract';
import type { MenuList, MenuNode } from './menu-lists';

export interface ShellSnapshot {
  user: UserInfo | null;
  /** The ACCESS-TOKEN cookie (the one source of the token); user.token when absent */
  token: string | null | undefined;
  /** null until the access data has loaded (after login, after an institution switch) */
  access: {
    menu: readonly MenuNode[];
    lists: { white: MenuList; black: MenuList };
    blocked: readonly string[];
    tips: TipsFlags;
  } | null;
  /** chrome backSeq: how many back events were sent in step mode */
  backSeq: number;
}

function menuItemOf(node: MenuNode): SubAppMenuItem {
  const type = node.type === 'tab' || node.type === 'button' ? node.type : 'menu';
  return {
    key: node.key,
    name: node.name,
    microAppName: isSubAppName(node.microAppName) ? node.microAppName : '',
    urlPath: node.urlPath,
    child: (node.child ?? []).map(menuItemOf),
    type,
    qxkey: node.qxkey,
    visible: node.visible === 'Y' ? 'Y' : 'N',
    privilegeKeys: node.privilegeKeys,
  };
}

function grantsOf(list: MenuList): RouteGrantMap {
  const out: RouteGrantMap = {};
  for (const [route, entry] of Object.entries(list)) {
    out[route] = {
      key: entry.key,
      qxkey: entry.qxkey,
      privilegeKeys: entry.privilegeKeys,
      name: entry.name,
    };
  }
  return out;
}

function tipsOf(tips: TipsFlags): TipsFlags {
  return {
    taxInfo: tips.taxInfo,
    admin: tips.admin,
    taxNeedEdit: tips.taxNeedEdit,
    tjtsh: tips.tjtsh,
    thgz_flag: tips.thgz_flag,
  };
}

export function globalStateOf(snapshot: ShellSnapshot): GlobalState {
  const { user, access } = snapshot;
  const token = snapshot.token || user?.token || '';
  if (!user || !token) return EMPTY_GLOBAL_STATE;
  const seq = Math.max(0, Math.floor(snapshot.backSeq));
  return {
    user: {
      token,
      userId: user.userId,
      instId: user.instId,
      instName: user.instName,
      userName: user.userName,
      realName: user.realName,
      userType: user.userType,
      roleNames: [...user.roleNames],
      instRoles: [...user.instRoles],
    },
    token,
    instId: user.instId,
    instName: user.instName,
    menus: access ? access.menu.map(menuItemOf) : [],
    permissions: access
      ? {
          white: grantsOf(access.lists.white),
          black: grantsOf(access.lists.black),
          blocked: [...access.blocked],
        }
      : { white: {}, black: {}, blocked: [] },
    tips: access ? tipsOf(access.tips) : null,
    shellEvent: seq > 0 ? { type: 'back', seq } : null,
  };
}

/** JSON with the keys of every object sorted: equal data, equal text. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

/** Two states carry the same data, whatever their key order (the host pushes only a change). */
export function sameGlobalState(a: GlobalState, b: GlobalState): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
