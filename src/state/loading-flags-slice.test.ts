import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { BIZ_FLAGS, LOADING_FLAGS, SLICE_FLAGS } from './loading-flags';
import {
  flagFailed,
  flagLoaded,
  flagsReset,
  selectSliceErrors as selectLoadingErrors,
  selectSliceFlags as selectLoadingFlags,
} from './loading-flags-slice';
import { loggedOut } from './session-actions';
import { loadSysConfig } from './sys-config-slice';

describe('loading flags', () => {
  it('are six (spec 4): three held here, three following the business data queries', () => {
    expect(LOADING_FLAGS).toHaveLength(6);
    expect([...SLICE_FLAGS, ...BIZ_FLAGS].sort()).toEqual([...LOADING_FLAGS].sort());
    const store = makeStore();
    for (const flag of SLICE_FLAGS) {
      expect(selectLoadingFlags(store.getState())[flag]).toBe(false);
      store.dispatch(flagLoaded(flag));
      expect(selectLoadingFlags(store.getState())[flag]).toBe(true);
    }
  });

  it('record a failure, cleared by the next success', () => {
    const store = makeStore();
    store.dispatch(flagLoaded('menu'));
    store.dispatch(flagFailed({ flag: 'menu', message: '网络异常' }));
    expect(selectLoadingFlags(store.getState()).menu).toBe(false);
    expect(selectLoadingErrors(store.getState())).toEqual({ menu: '网络异常' });
    store.dispatch(flagLoaded('menu'));
    expect(selectLoadingErrors(store.getState())).toEqual({});
  });

  it('reset the named flags (institution switch)', () => {
    const store = makeStore();
    SLICE_FLAGS.forEach((flag) => store.dispatch(flagLoaded(flag)));
    store.dispatch(flagsReset(['menu', 'userStatus']));
    expect(selectLoadingFlags(store.getState())).toEqual({
      sysConfig: true,
      menu: false,
      userStatus: false,
    });
  });

  it('follow the system config load', async () => {
    const store = makeStore();
    await store.dispatch(loadSysConfig());
    expect(selectLoadingFlags(store.getState()).sysConfig).toBe(true);
  });

  it('clear on logout except the system config', () => {
    const store = makeStore();
    SLICE_FLAGS.forEach((flag) => store.dispatch(flagLoaded(flag)));
    store.dispatch(loggedOut());
    const flags = selectLoadingFlags(store.getState());
    expect(SLICE_FLAGS.filter((flag) => flags[flag])).toEqual(['sysConfig']);
  });
});
