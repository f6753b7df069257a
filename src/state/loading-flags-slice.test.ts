import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import {
  flagFailed,
  flagLoaded,
  flagsReset,
  LOADING_FLAGS,
  selectAllLoaded,
  selectLoadingErrors,
  selectLoadingFlags,
} from './loading-flags-slice';
import { loggedOut } from './session-actions';
import { loadSysConfig } from './sys-config-slice';

describe('loading flags', () => {
  it('are all loaded only when each of the six is', () => {
    const store = makeStore();
    expect(LOADING_FLAGS).toHaveLength(6);
    for (const [index, flag] of LOADING_FLAGS.entries()) {
      expect(selectAllLoaded(store.getState())).toBe(false);
      store.dispatch(flagLoaded(flag));
      expect(selectLoadingFlags(store.getState())[flag]).toBe(true);
      expect(selectAllLoaded(store.getState())).toBe(index === LOADING_FLAGS.length - 1);
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
    LOADING_FLAGS.forEach((flag) => store.dispatch(flagLoaded(flag)));
    store.dispatch(flagsReset(['menu', 'productList']));
    expect(selectLoadingFlags(store.getState())).toMatchObject({
      menu: false,
      productList: false,
      userStatus: true,
    });
  });

  it('follow the system config load', async () => {
    const store = makeStore();
    await store.dispatch(loadSysConfig());
    expect(selectLoadingFlags(store.getState()).sysConfig).toBe(true);
  });

  it('clear on logout except the system config', () => {
    const store = makeStore();
    LOADING_FLAGS.forEach((flag) => store.dispatch(flagLoaded(flag)));
    store.dispatch(loggedOut());
    const flags = selectLoadingFlags(store.getState());
    expect(flags.sysConfig).toBe(true);
    expect(LOADING_FLAGS.filter((flag) => flags[flag])).toEqual(['sysConfig']);
  });
});
