/**
 * Special-function permissions (特殊功能权限, spec 3, 6, 7.2). sys/authorityView/listAuthority
 * names the functions a user holds, each by its key (authKey, e.g. TSGN_TSHQR 提示函确认) with
 * its category (业务 business, 系统 system management): a function is a control inside pages
 * the menu already lets the user open, so it is hidden or disabled, never a page of its own.
 *
 * Decision: a non-isolated administrator holds every function, including ones added later
 * (spec 6); an isolated institution's administrator only the system functions on the list (no
 * business functions, spec 6); anyone else what the list names. While the list or the
 * permission mode is not known the answer is 'unknown' (a control waits, it is not offered).
 */
import { isAdministrator } from './roles';

/** The keys of the special functions (authKey of the authority list). */
export const SPECIAL_FUNCTIONS = {
  instructionReview: 'TSGN_ZLFH',
  batchExport: 'TSGN_PLDC',
  eSeal: 'TSGN_DZYY',
  valuationDownload: 'TSGN_GZBXZ',
  /** 提示函确认: confirming a notice letter (home 公告通知 → 待确认提示函) */
  letterConfirm: 'TSGN_TSHQR',
  /** 产品分组管理: creating, editing and deleting product groups (home 产品分组) */
  productGroups: 'TSGN_CPFZ',
  userManagement: 'TSGN_YHGL',
  permissionGrant: 'TSGN_QXSQ',
} as const;

/** What a control of a function the user does not hold says. */
export const NO_FUNCTION_TEXT = '无此功能权限';

/** One entry of the authority list, as far as the decision needs it. */
export interface HeldFunction {
  authKey: string;
  category: string;
}

export interface FunctionHolder {
  roleNames: readonly string[];
  /** Business permissions isolated (spec 6); null while the mode is not known */
  isolated: boolean | null;
  /** The authority list; null while it is not loaded */
  authorities: readonly HeldFunction[] | null;
}

export type FunctionGrant = 'granted' | 'denied' | 'unknown';

export function functionGrant(authKey: string, holder: FunctionHolder): FunctionGrant {
  const admin = isAdministrator(holder.roleNames);
  if (admin && holder.isolated === false) return 'granted';
  if (holder.authorities === null || (admin && holder.isolated === null)) return 'unknown';
  const held = holder.authorities.find((a) => a.authKey === authKey);
  if (!held) return 'denied';
  return admin && held.category !== '系统' ? 'denied' : 'granted';
}
