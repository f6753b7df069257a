/** The retry of failed loading flags: each flag reloaded by its own load, the others left. */
import { http, HttpResponse } from 'msw';
import { makeStore } from '@/app/store';
import { server } from '@/mocks/node';
import { PRODUCT_URLS } from '@/api/product-urls';
import { countRequests } from '../../test/support/count-requests';
import { signInAs } from '../../test/support/session';
import { loadAccess } from './access-thunks';
import { selectSliceErrors, selectSliceFlags } from './loading-flags-slice';
import { failedFlags, retryFailedFlags } from './loading-flags-thunks';
import { loadUserStatus } from './session-thunks';
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
    const flags = selectSliceFlags(store.getState());
    expect([flags.sysConfig, flags.menu, flags.userStatus]).toEqual([true, true, true]);
    expect(selectSliceErrors(store.getState())).toEqual({});
    // What had not failed was not asked for: the business data waits for the host.
    expect(cyrInfo.count).toBe(0);
  });
});
