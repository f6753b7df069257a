/**
 * The three loading flags read off the slices that hold their data (spec 3, 4): each follows its
 * load, a failure shows until a retry answers, an institution switch loads the menu again, a
 * logout clears all but the system config.
 */
import { http, HttpResponse } from 'msw';
import { AUTH_URLS } from '@/api/auth-urls';
import { MENU_URLS } from '@/api/menu-urls';
import { makeStore } from '@/app/store';
import { server } from '@/mocks/node';
import { sampleUser } from '../../test/support/sample-user';
import { signInAs } from '../../test/support/session';
import { loadAccess } from './access-thunks';
import { BIZ_FLAGS, LOADING_FLAGS, SLICE_FLAGS } from './loading-flags';
import { loggedOut } from './session-actions';
import { selectUser } from './session-slice';
import { loadUserStatus, signedIn, switchInstitution } from './session-thunks';
import { MENU_FAILED, selectSliceFlag } from './slice-flags';
import { loadSysConfig } from './sys-config-slice';

type Store = ReturnType<typeof makeStore>;

const flagOf = (store: Store, flag: (typeof SLICE_FLAGS)[number]) =>
  selectSliceFlag(store.getState(), flag);
const loadedOf = (store: Store) => SLICE_FLAGS.filter((flag) => flagOf(store, flag).loaded);
const busy = (path: string, method: 'get' | 'post' = 'get') =>
  http[method](`*/api/${path}`, () => HttpResponse.json({ code: 5001, message: '忙' }));

/** A signed-in store whose three flags are loaded. */
async function allLoaded(account: Parameters<typeof signInAs>[0] = 'admin') {
  signInAs(account);
  const store = makeStore();
  expect(await store.dispatch(loadUserStatus())).toBe('loaded');
  await store.dispatch(loadSysConfig());
  expect(await store.dispatch(loadAccess())).toBe(true);
  expect(loadedOf(store)).toEqual(['sysConfig', 'menu', 'userStatus']);
  return store;
}

describe('the loading flags of the slices', () => {
  it('are three of the six (spec 4), none loaded in a new store', () => {
    expect(LOADING_FLAGS).toHaveLength(6);
    expect([...SLICE_FLAGS, ...BIZ_FLAGS].sort()).toEqual([...LOADING_FLAGS].sort());
    const store = makeStore();
    for (const flag of SLICE_FLAGS) {
      expect(flagOf(store, flag)).toEqual({ loaded: false, error: undefined });
    }
  });

  it('sysConfig follows the system config load; a failure shows until a retry succeeds', async () => {
    const store = makeStore();
    server.use(busy(AUTH_URLS.querySysConfig));
    await store.dispatch(loadSysConfig());
    expect(flagOf(store, 'sysConfig')).toEqual({ loaded: false, error: '忙' });
    server.resetHandlers();
    const retry = store.dispatch(loadSysConfig());
    expect(flagOf(store, 'sysConfig')).toEqual({ loaded: false, error: '忙' });
    await retry;
    expect(flagOf(store, 'sysConfig')).toEqual({ loaded: true, error: undefined });
  });

  it('menu: loaded when the menu arrived, even when another part failed; 菜单加载失败 until it does', async () => {
    signInAs('admin');
    const store = makeStore();
    server.use(busy(MENU_URLS.queryMenu));
    expect(await store.dispatch(loadAccess())).toBe(false);
    expect(flagOf(store, 'menu')).toEqual({ loaded: false, error: MENU_FAILED });
    expect(MENU_FAILED).toBe('菜单加载失败');

    server.resetHandlers();
    server.use(busy(AUTH_URLS.queryUserTips));
    const retry = store.dispatch(loadAccess());
    expect(flagOf(store, 'menu')).toEqual({ loaded: false, error: MENU_FAILED });
    expect(await retry).toBe(false);
    expect(store.getState().access.failedParts).toEqual(['tips']);
    expect(flagOf(store, 'menu')).toEqual({ loaded: true, error: undefined });

    server.resetHandlers();
    const again = store.dispatch(loadAccess());
    expect(flagOf(store, 'menu')).toEqual({ loaded: true, error: undefined });
    expect(await again).toBe(true);
    expect(flagOf(store, 'menu')).toEqual({ loaded: true, error: undefined });
  });

  it('userStatus: loaded once user/status or the login answered, not for a session kept locked', async () => {
    signInAs('admin');
    const store = makeStore();
    server.use(
      http.post(`*/api/${AUTH_URLS.status}`, () =>
        HttpResponse.json({ code: -423, message: '屏幕已锁定', data: sampleUser() }),
      ),
    );
    expect(await store.dispatch(loadUserStatus())).toBe('locked');
    expect(selectUser(store.getState())).not.toBeNull();
    expect(flagOf(store, 'userStatus')).toEqual({ loaded: false, error: undefined });

    server.resetHandlers();
    expect(await store.dispatch(loadUserStatus())).toBe('loaded');
    expect(flagOf(store, 'userStatus')).toEqual({ loaded: true, error: undefined });

    const other = makeStore();
    other.dispatch(signedIn(sampleUser({ token: 't1' })));
    expect(flagOf(other, 'userStatus')).toEqual({ loaded: true, error: undefined });
  });

  it('an institution switch: the menu loads again (its failure gone), user/status answered, the config kept', async () => {
    const store = await allLoaded('multi');
    expect((await store.dispatch(switchInstitution('11160')))?.ok).toBe(true);
    expect(loadedOf(store)).toEqual(['sysConfig', 'userStatus']);

    server.use(busy(MENU_URLS.queryMenu));
    await store.dispatch(loadAccess());
    expect(flagOf(store, 'menu').error).toBe(MENU_FAILED);
    server.resetHandlers();
    expect((await store.dispatch(switchInstitution('20001')))?.ok).toBe(true);
    expect(flagOf(store, 'menu')).toEqual({ loaded: false, error: undefined });
    expect(loadedOf(store)).toEqual(['sysConfig', 'userStatus']);
  });

  it('a logout clears all but the system config, whose failure stays too (not the user’s)', async () => {
    const store = await allLoaded();
    store.dispatch(loggedOut());
    expect(loadedOf(store)).toEqual(['sysConfig']);

    const failed = await allLoaded();
    server.use(busy(AUTH_URLS.querySysConfig), busy(MENU_URLS.queryMenu));
    await failed.dispatch(loadSysConfig());
    await failed.dispatch(loadAccess());
    failed.dispatch(loggedOut());
    expect(flagOf(failed, 'sysConfig')).toEqual({ loaded: false, error: '忙' });
    expect(flagOf(failed, 'menu')).toEqual({ loaded: false, error: undefined });
  });
});
