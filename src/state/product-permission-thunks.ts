/**
 * 刷新产品权限 (spec 7.2), apart from the loads of ./biz-data-thunks.ts so that its code comes
 * with the screen that offers it.
 */
import { refreshProdPermission } from '@/api/menu';
import { loadBizPart } from './biz-data-thunks';
import type { AppThunk } from './session-thunks';

/**
 * 刷新产品权限 (spec 7.2): the server recomputes the user's product permission
 * (user/refreshProdPermission), then the product list and permission are loaded again. Resolves
 * the refresh's answer; the list reload fails or succeeds as the productList flag says.
 */
export function refreshProductPermission(): AppThunk<ReturnType<typeof refreshProdPermission>> {
  return async (dispatch) => {
    const answer = await refreshProdPermission();
    if (answer && answer.code === 0) await dispatch(loadBizPart('productList'));
    return answer;
  };
}
