/**
 * The six loading flags as the signed-in frame reads them (spec 4): all true only when each is;
 * the business data asked for only while a user is signed in, once (StrictMode too), not again
 * after a failure until the retry (./biz-queries.test.ts); and after an institution switch exactly once more, for the
 * new institution, the late answer of the previous one not taken.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MENU_URLS } from '@/api/menu-urls';
import { PRODUCT_URLS } from '@/api/product-urls';
import { makeStore } from '@/app/store';
import { server } from '@/mocks/node';
import { countRequests } from '../../test/support/count-requests';
import { signInAs } from '../../test/support/session';
import { bizApi } from './biz-queries';
import { useAppSelector } from './hooks';
import { loadAccess } from './access-thunks';
import { BIZ_FLAGS, LOADING_FLAGS } from './loading-flags';
import { institutionSwitched } from './session-actions';
import { selectUser } from './session-slice';
import { loadUserStatus, switchInstitution } from './session-thunks';
import { loadSysConfig } from './sys-config-slice';
import { flagsView, useLoadingFlags } from './use-loading-flags';

type Store = ReturnType<typeof makeStore>;

/** The flags as the frame reads them: signed in when the store holds a user. */
function renderFlags(store: Store, strict = false) {
  const wrapper = ({ children }: { children: ReactNode }) => {
    const tree = <Provider store={store}>{children}</Provider>;
    return strict ? <StrictMode>{tree}</StrictMode> : tree;
  };
  return renderHook(() => useLoadingFlags(useAppSelector(selectUser) !== null), { wrapper });
}

async function signedInStore(account: Parameters<typeof signInAs>[0] = 'admin') {
  signInAs(account);
  const store = makeStore();
  expect(await store.dispatch(loadUserStatus())).toBe('loaded');
  return store;
}

/** The requests of the three parts, from now on. */
const partRequests = () => [
  countRequests(PRODUCT_URLS.queryProductList),
  countRequests(MENU_URLS.productPermission),
  countRequests(MENU_URLS.listAuthority),
  countRequests(PRODUCT_URLS.queryCyrInfo),
];
const counts = (requests: { readonly count: number }[]) => requests.map((r) => r.count);

const bizLoaded = (result: { current: ReturnType<typeof useLoadingFlags> }) =>
  BIZ_FLAGS.map((flag) => result.current.flags[flag]);

describe('flagsView', () => {
  const ready = { loaded: true, error: undefined };
  const biz = { productList: ready, authorityView: ready, participantInfo: ready };
  const slice = { sysConfig: true, menu: true, userStatus: true };

  it('is all loaded only when each of the six is (spec 4)', () => {
    expect(LOADING_FLAGS).toHaveLength(6);
    expect(flagsView(slice, {}, biz).allLoaded).toBe(true);
    for (const flag of LOADING_FLAGS) {
      const view =
        flag in slice
          ? flagsView({ ...slice, [flag]: false }, {}, biz)
          : flagsView(slice, {}, { ...biz, [flag]: { loaded: false, error: undefined } });
      expect(view.flags[flag]).toBe(false);
      expect(view.allLoaded).toBe(false);
    }
  });

  it("gathers the slice's failures and the queries' in the flags' order", () => {
    const view = flagsView(
      { ...slice, menu: false },
      { menu: '菜单加载失败' },
      { ...biz, productList: { loaded: false, error: '网络异常' } },
    );
    expect(view.errors).toEqual({ productList: '网络异常', menu: '菜单加载失败' });
    expect(Object.keys(view.errors)).toEqual(['productList', 'menu']);
  });
});

describe('useLoadingFlags', () => {
  it('asks for nothing before login', async () => {
    const requests = partRequests();
    const store = makeStore();
    const { result } = renderFlags(store);
    await delay(100);
    const { productData, authorities, cyrInfo } = bizApi.endpoints;
    const entries = [productData, authorities, cyrInfo].map(
      (endpoint) => endpoint.select()(store.getState() as never).status,
    );
    expect(entries).toEqual(['uninitialized', 'uninitialized', 'uninitialized']);
    expect(counts(requests)).toEqual([0, 0, 0, 0]);
    expect(result.current.allLoaded).toBe(false);
  });

  it('after login: the three load once, under StrictMode too; with the others all are loaded', async () => {
    const store = await signedInStore();
    const requests = partRequests();
    const { result } = renderFlags(store, true);
    await waitFor(() => expect(bizLoaded(result)).toEqual([true, true, true]));
    expect(counts(requests)).toEqual([1, 1, 1, 1]);
    // Another mount finds them loaded: it does not ask again.
    const again = renderFlags(store);
    expect(bizLoaded(again.result)).toEqual([true, true, true]);
    await delay(50);
    expect(counts(requests)).toEqual([1, 1, 1, 1]);
    again.unmount();
    expect(result.current.allLoaded).toBe(false);
    await act(async () => {
      await store.dispatch(loadSysConfig());
      await store.dispatch(loadAccess());
    });
    expect(result.current.allLoaded).toBe(true);
  });

  it('a failure shows until the retry; other changes and re-renders do not ask again', async () => {
    server.use(
      http.get(`*/api/${PRODUCT_URLS.queryCyrInfo}`, () =>
        HttpResponse.json({ code: 5001, message: '服务繁忙' }),
      ),
    );
    const store = await signedInStore();
    const cyr = countRequests(PRODUCT_URLS.queryCyrInfo);
    const first = renderFlags(store);
    await waitFor(() =>
      expect(first.result.current.errors).toEqual({ participantInfo: '服务繁忙' }),
    );
    server.use(
      http.get(`*/api/${MENU_URLS.queryMenu}`, () =>
        HttpResponse.json({ code: 5001, message: '忙' }),
      ),
    );
    await act(async () => {
      await store.dispatch(loadAccess());
    });
    first.rerender();
    await delay(50);
    expect(cyr.count).toBe(1);
    expect(first.result.current.errors).toEqual({
      participantInfo: '服务繁忙',
      menu: '菜单加载失败',
    });
    expect(first.result.current.flags.participantInfo).toBe(false);
  });

  it('an institution switch: each part asked exactly once more, for the new institution', async () => {
    let cyrCalls = 0;
    server.use(
      http.get(`*/api/${PRODUCT_URLS.queryCyrInfo}`, async () => {
        cyrCalls += 1;
        if (cyrCalls > 1) return undefined;
        // The first institution's answer comes late, after the switch.
        await delay(150);
        return HttpResponse.json({
          code: 0,
          data: { KHFL: 'old', FJMC: 'A', instId: '20001', instName: '旧' },
        });
      }),
    );
    const store = await signedInStore('multi');
    const { result } = renderFlags(store, true);
    await waitFor(() => expect(bizLoaded(result)).toEqual([true, true, false]));
    const requests = partRequests();
    await act(async () => {
      expect(await store.dispatch(switchInstitution('11160'))).toMatchObject({ ok: true });
    });
    await waitFor(() => expect(bizLoaded(result)).toEqual([true, true, true]));
    await delay(200);
    expect(counts(requests)).toEqual([1, 1, 1, 1]);
    const info = bizApi.endpoints.cyrInfo.select()(store.getState() as never).data;
    expect(info).toMatchObject({ instId: '11160' });
    expect(info?.KHFL).not.toBe('old');
    expect(result.current.flags.participantInfo).toBe(true);
  });

  it('a reset while the loads are under way: the frame asks again by itself', async () => {
    // Each part's first answer comes late; the answers after the reset at once.
    const calls = new Map<string, number>();
    const slowFirst = (path: string) =>
      http.get(`*/api/${path}`, async () => {
        calls.set(path, (calls.get(path) ?? 0) + 1);
        if (calls.get(path) === 1) await delay(150);
        return undefined;
      });
    const paths = [
      PRODUCT_URLS.queryProductList,
      MENU_URLS.productPermission,
      MENU_URLS.listAuthority,
      PRODUCT_URLS.queryCyrInfo,
    ];
    server.use(...paths.map(slowFirst));
    const store = await signedInStore();
    // Nothing else the frame reads changes: only the queries' own state can renew them.
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    const { result } = renderHook(() => useLoadingFlags(true), { wrapper });
    await waitFor(() => expect(paths.map((path) => calls.get(path))).toEqual([1, 1, 1, 1]));
    act(() => {
      store.dispatch(institutionSwitched());
    });
    await waitFor(() => expect(bizLoaded(result)).toEqual([true, true, true]));
    expect(paths.map((path) => calls.get(path))).toEqual([2, 2, 2, 2]);
  });
});
