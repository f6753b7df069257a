/**
 * Whether the signed-in user holds a special function (特殊功能权限, spec 3, 6), decided by
 * src/policy/special-function.ts from the authority list (sys/authorityView/listAuthority), the
 * roles and the business-permission mode; `reason` is what a control that is not offered says.
 */
import { selectAccessData } from '@/state/access-slice';
import { selectAuthorities, selectBizPart } from '@/state/biz-data-slice';
import { useAppSelector } from '@/state/hooks';
import { selectLoadingErrors } from '@/state/loading-flags-slice';
import { selectUser } from '@/state/session-slice';
import { functionGrant, NO_FUNCTION_TEXT, type FunctionGrant } from '@/policy/special-function';

const NO_ROLES: readonly string[] = [];

export function useSpecialFunction(authKey: string): { grant: FunctionGrant; reason: string } {
  const roleNames = useAppSelector(selectUser)?.roleNames ?? NO_ROLES;
  const isolated = useAppSelector((state) => selectAccessData(state)?.isolated ?? null);
  const part = useAppSelector((state) => selectBizPart(state, 'authorityView'));
  const authorities = useAppSelector(selectAuthorities);
  const failed = useAppSelector(selectLoadingErrors).authorityView;
  const grant = functionGrant(authKey, {
    roleNames,
    isolated,
    authorities: part.status === 'ready' ? authorities : null,
  });
  if (grant === 'denied') return { grant, reason: NO_FUNCTION_TEXT };
  if (grant === 'unknown' && failed) return { grant, reason: `特殊功能权限加载失败：${failed}` };
  return { grant, reason: grant === 'unknown' ? '特殊功能权限加载中…' : '' };
}
