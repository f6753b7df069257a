/**
 * Three of the six loading flags (spec 3, 4), read off the slices that hold their data:
 * - sysConfig: the system config (./sys-config-slice.ts) is held and its last load did not
 *   fail; else that load's error. The config is not the user's: a logout leaves it.
 * - menu: the last answered load of the access data (./access-slice.ts) brought the menu, even
 *   when another part failed; 菜单加载失败 when it did not.
 * - userStatus: user/status has answered for this session and institution (./session-slice.ts);
 *   it has no failure of its own (the route guard offers the retry of user/status).
 * A failure shows until its retry answers, as the business data's do (./biz-queries.ts).
 */
import type { AccessState } from './access-slice';
import type { LoadingFlagState, SliceFlag } from './loading-flags';
import type { RootState } from './root-reducer';
import type { SessionState } from './session-slice';
import type { SysConfigState } from './sys-config-slice';

export const MENU_FAILED = '菜单加载失败';

export function sysConfigFlag({ config, error }: SysConfigState): LoadingFlagState {
  return { loaded: config !== null && error === null, error: error ?? undefined };
}

export function menuFlag({ data, failedParts }: AccessState): LoadingFlagState {
  const failed = failedParts.includes('menu');
  // A load has answered when it brought everything (data) or failed some parts.
  const answered = data !== null || failedParts.length > 0;
  return { loaded: answered && !failed, error: failed ? MENU_FAILED : undefined };
}

export function userStatusFlag({ statusLoaded }: SessionState): LoadingFlagState {
  return { loaded: statusLoaded, error: undefined };
}

/** A flag's state in the store; the frame selects its two values (./use-loading-flags.ts). */
export function selectSliceFlag(state: RootState, flag: SliceFlag): LoadingFlagState {
  if (flag === 'sysConfig') return sysConfigFlag(state.sysConfig);
  if (flag === 'menu') return menuFlag(state.access);
  return userStatusFlag(state.session);
}
