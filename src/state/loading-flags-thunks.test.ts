/** The retry of failed loading flags: each flag reloaded by its own load, the others left. */
import { http, HttpResponse } from 'msw';
import { makeStore } from '@/app/store';
import { server } from '@/mocks/node';
import { PRODUCT_URLS } from '@/api/product-urls';
import { countRequests } from '../../test/support/count-requests';
import { signInAs } from '../../test/support/session';
import { loadAccess } from './access-thunks';
import { SLICE_FLAGS } from './loading-flags';
import { failedFlags, retryFailedFlags } from './loading-flags-thunks';
import { loadUserStatus } from './session-thunks';
import { selectSliceFlag } from './slice-flags';
import { loadSysConfig } from './sys-config-slice';

describe('retryFailedFlags', () => {
  it('reloads the system config and the menu that failed', async () => {
    signInAs('admin');
    const store = makeStore();
    await store.dispatch(loadUserStatus());
    server.use(
      http.get('*/api/sys/querySysConfig', () => HttpResponse.json({ code: 5001, message: '忙' })),
      http.get('*/api/user/queryMenu/v2', () => HttpResponse.json({ code: 5001, message: '忙' })),
    );
    await store.dispatch(loadSysConfig());
    await store.dispatch(loadAccess());
    expect(failedFlags(store.getState())).toEqual(['sysConfig', 'menu']);

    server.resetHandlers();
    const cyrInfo = countRequests(PRODUCT_URLS.queryCyrInfo);
    await store.dispatch(retryFailedFlags());
    const flags = SLICE_FLAGS.map((flag) => selectSliceFlag(store.getState(), flag));
    expect(flags.map((flag) => flag.loaded)).toEqual([true, true, true]);
    expect(flags.map((flag) => flag.error)).toEqual([undefined, undefined, undefined]);
    // What had not failed was not asked for: the business data waits for the host.
    expect(cyrInfo.count).toBe(0);
  });
});
