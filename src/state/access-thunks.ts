/**
 * Loads what page access is decided with (spec 4 decision order): after the user is known, the
 * menu (user/queryMenu/v2), the blocked-menu list, the user tips, the investor settings and the
 * business-permission mode, in parallel; the menu's loading flag follows them (./slice-flags.ts).
 * The performance-analysis agreement is checked for each navigation to a performance page.
 */
import { queryUserTips, type UserTips } from '@/api/auth';
import {
  queryBlockedMenuList,
  queryCompoPermissionSetting,
  queryMenu,
  type CompoPermissionSetting,
  type MenuData,
} from '@/api/menu';
import { queryMgrProtocolSign } from '@/api/system';
import { queryInvestorInfo, type InvestorInfo } from '@/api/value';
import type { ApiResponse } from '@/lib/http-client';
import {
  accessFailed,
  accessLoaded,
  accessLoading,
  agreementChecked,
  agreementChecking,
  tipsLoaded,
  type AccessPart,
} from './access-slice';
import type { AppThunk } from './session-thunks';

/** The data of a code-0 answer, or null when the call failed in any way. */
function dataOf<T>(response: ApiResponse<T> | false): T | null {
  return response && response.code === 0 && response.data !== undefined && response.data !== null
    ? response.data
    : null;
}

/** Loads the access data; resolves true when every part arrived. */
export function loadAccess(): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    if (getState().access.status === 'loading') return false;
    dispatch(accessLoading());
    const [menu, blocked, tips, investor, mode] = await Promise.all([
      queryMenu().then((r) => dataOf<MenuData>(r)),
      queryBlockedMenuList().then((r) => dataOf<string[]>(r)),
      queryUserTips().then((r) => dataOf<UserTips>(r)),
      queryInvestorInfo().then((r) => dataOf<InvestorInfo>(r)),
      queryCompoPermissionSetting().then((r) => dataOf<CompoPermissionSetting>(r)),
    ]);
    const failed: AccessPart[] = [];
    if (!menu) failed.push('menu');
    if (!blocked) failed.push('blocked');
    if (!tips) failed.push('tips');
    if (!investor) failed.push('investor');
    if (!mode) failed.push('permissionMode');
    if (!menu || !blocked || !tips || !investor || !mode) {
      dispatch(accessFailed(failed));
      return false;
    }
    dispatch(
      accessLoaded({
        menu: menu.menuList,
        lists: { white: menu.interfaceWhiteMenu, black: menu.blackMenuList },
        blocked,
        tips,
        letterOptional: investor.TJTSHFQZQR === '1',
        isolated: mode.permissionMode === 'isolated',
      }),
    );
    return true;
  };
}

/** The tips again (a sub-application confirmed a letter, the tax info changed). */
export function refreshTips(): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    const tips = dataOf(await queryUserTips());
    if (tips) dispatch(tipsLoaded(tips));
    return tips !== null;
  };
}

/**
 * Is a performance-analysis agreement waiting for signature (data not null)? A failed check
 * counts as unsigned: the agreement page says what to do, and nothing is opened unchecked.
 */
export function checkAgreement(forKey: string): AppThunk<Promise<void>> {
  return async (dispatch) => {
    dispatch(agreementChecking(forKey));
    const response = await queryMgrProtocolSign({ proType: 6, signSt: 0 });
    const unsigned = !(response && response.code === 0 && response.data === null);
    dispatch(agreementChecked({ forKey, unsigned }));
  };
}
