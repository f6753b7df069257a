/**
 * The retry of the loading flags (spec 4: what failed is shown with a retry): every flag that
 * failed is loaded again by its own load: the system config, the access data (with the menu),
 * user/status, or the query of its business data (./biz-queries.ts). What is loaded fine or
 * still loading is left alone.
 */
import { loadAccess } from './access-thunks';
import { reloadBizFlag, selectBizFlag } from './biz-queries';
import { BIZ_FLAGS, SLICE_FLAGS, type LoadingFlag } from './loading-flags';
import type { RootState } from './root-reducer';
import { selectSliceFlag } from './slice-flags';
import { loadUserStatus, type AppThunk } from './session-thunks';
import { loadSysConfig } from './sys-config-slice';

/** The flags whose last load failed, the slices' and the queries'. */
export function failedFlags(state: RootState): LoadingFlag[] {
  return [
    ...SLICE_FLAGS.filter((flag) => selectSliceFlag(state, flag).error !== undefined),
    ...BIZ_FLAGS.filter((flag) => selectBizFlag(state, flag).error !== undefined),
  ];
}

export function retryFailedFlags(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    await Promise.all(
      failedFlags(getState()).map(async (flag): Promise<unknown> => {
        if (flag === 'sysConfig') return dispatch(loadSysConfig());
        if (flag === 'menu') return dispatch(loadAccess());
        if (flag === 'userStatus') return dispatch(loadUserStatus());
        return dispatch(reloadBizFlag(flag));
      }),
    );
  };
}
