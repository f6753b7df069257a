/**
 * The retry of the loading flags: every flag that failed is loaded again by
 * its own load: the system config, the access data (with the menu), user/status, or the
 * business data. What is loaded fine or still loading is left alone.
 */
import { loadAccess } from './access-thunks';
import { isBizPart } from './biz-data-slice';
import { loadBizPart } from './biz-data-thunks';
import { LOADING_FLAGS, type LoadingFlag } from './loading-flags-slice';
import { loadUserStatus, type AppThunk } from './session-thunks';
import { loadSysConfig } from './sys-config-slice';

/** The flags whose last load failed. */
export function failedFlags(errors: Partial<Record<LoadingFlag, string>>): LoadingFlag[] {
  return LOADING_FLAGS.filter((flag) => errors[flag] !== undefined);
}

export function retryFailedFlags(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const failed = failedFlags(getState().loadingFlags.errors);
    await Promise.all(
      failed.map(async (flag): Promise<unknown> => {
        if (isBizPart(flag)) return dispatch(loadBizPart(flag));
        if (flag === 'sysConfig') return dispatch(loadSysConfig());
        if (flag === 'menu') return dispatch(loadAccess());
        return dispatch(loadUserStatus());
      }),
    );
  };
}
