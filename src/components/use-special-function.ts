/**
 * Whether the signed-in user holds a special function (特殊功能权限, spec 3, 6), decided by
 * src/policy/special-function.ts from the authority list (sys/authorityView/listAuthority), the
 * roles and the business-permission mode; `reason` is what a control that is not offered says.
 */
import type { AuthorityItem } from '@/api/menu';
import { selectAccessData } from '@/state/access-slice';
import { BIZ_ENDPOINTS, bizFlagOf } from '@/state/biz-queries';
import { useAppSelector } from '@/state/hooks';
import { selectUser } from '@/state/session-slice';
import { functionGrant, NO_FUNCTION_TEXT, type FunctionGrant } from '@/policy/special-function';

const NO_ROLES: readonly string[] = [];

/** The authorities once loaded (null while they load or when they failed), and why they failed. */
const authoritiesOf = (result: { currentData?: AuthorityItem[]; error?: unknown }) => {
  const { loaded, error } = bizFlagOf(result.currentData, result.error);
  return { authorities: loaded ? (result.currentData ?? null) : null, failed: error };
};

export function useSpecialFunction(authKey: string): { grant: FunctionGrant; reason: string } {
  const roleNames = useAppSelector(selectUser)?.roleNames ?? NO_ROLES;
  const isolated = useAppSelector((state) => selectAccessData(state)?.isolated ?? null);
  // Read, not subscribed: the signed-in frame keeps the authorities loaded (flag authorityView).
  const { authorities, failed } = BIZ_ENDPOINTS.authorityView.useQueryState(undefined, {
    selectFromResult: authoritiesOf,
  });
  const grant = functionGrant(authKey, { roleNames, isolated, authorities });
  if (grant === 'denied') return { grant, reason: NO_FUNCTION_TEXT };
  if (grant === 'unknown' && failed) return { grant, reason: `特殊功能权限加载失败：${failed}` };
  return { grant, reason: grant === 'unknown' ? '特殊功能权限加载中…' : '' };
}
