/**
 * The queries of the productList, authorityView and participantInfo flags against the mock API:
 * what each loads, the paging of the product list and its bound, failures with their message
 * and the retry of the failed ones only, a load under way not started twice, the product
 * permission loaded with the list and its refresh (spec 7.2), and what a logout or an
 * institution switch leaves (nothing, and no late answer of the ended one).
 */
import { http, HttpResponse, delay } from 'msw';
import { makeStore } from '@/app/store';
import { PRODUCT_URLS } from '@/api/product-urls';
import { db } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import { countRequests } from '../../test/support/count-requests';
import { signInAs } from '../../test/support/session';
import {
  bizApi,
  PRODUCT_PAGE_LIMIT,
  PRODUCT_PAGE_SIZE,
  reloadBizFlag,
  selectBizFlag,
} from './biz-queries';
import { BIZ_FLAGS } from './loading-flags';
import { failedFlags, retryFailedFlags } from './loading-flags-thunks';
import { endSession, loadUserStatus, switchInstitution } from './session-thunks';

type Store = ReturnType<typeof makeStore>;

async function signedInStore(account: Parameters<typeof signInAs>[0] = 'admin') {
  signInAs(account);
  const store = makeStore();
  expect(await store.dispatch(loadUserStatus())).toBe('loaded');
  return store;
}

const { productData, authorities, cyrInfo } = bizApi.endpoints;

/** The three loads, subscribed as the signed-in frame keeps them. */
const loadAll = (store: Store) =>
  Promise.all([
    store.dispatch(productData.initiate()),
    store.dispatch(authorities.initiate()),
    store.dispatch(cyrInfo.initiate()),
  ]);

const flags = (store: Store) => BIZ_FLAGS.map((flag) => selectBizFlag(store.getState(), flag));
const loaded = (store: Store) => flags(store).map((flag) => flag.loaded);
const errors = (store: Store) => flags(store).map((flag) => flag.error);
const state = (store: Store) => store.getState() as never;

/** prod/queryProductList over `rows`, recording each page asked for. */
function productPages(rows: { pdCode: string }[], total = rows.length): string[] {
  const asked: string[] = [];
  server.use(
    http.get(`*/api/${PRODUCT_URLS.queryProductList}`, ({ request }) => {
      const url = new URL(request.url);
      const pageNum = Number(url.searchParams.get('pageNum'));
      const pageSize = Number(url.searchParams.get('pageSize'));
      asked.push(`${pageNum}/${pageSize}`);
      const list = rows.slice((pageNum - 1) * pageSize, pageNum * pageSize);
      return HttpResponse.json({ code: 0, data: { list, total, pageNum, pageSize } });
    }),
  );
  return asked;
}

describe('business data queries', () => {
  it('after login: products, authorities and manager info, each setting its flag', async () => {
    const store = await signedInStore();
    expect(loaded(store)).toEqual([false, false, false]);
    await loadAll(store);
    expect(loaded(store)).toEqual([true, true, true]);
    expect(errors(store)).toEqual([undefined, undefined, undefined]);
    const products = productData.select()(state(store)).data?.products ?? [];
    expect(products.length).toBeGreaterThan(0);
    expect(products[0]).toHaveProperty('pdCode');
    expect(authorities.select()(state(store)).data?.length).toBeGreaterThan(0);
    expect(cyrInfo.select()(state(store)).data).toMatchObject({
      KHFL: '21',
      FJMC: 'A',
      instId: '20001',
    });
  });

  it('read every page of the product list, 100 a page', async () => {
    expect(PRODUCT_PAGE_SIZE).toBe(100);
    const asked = productPages(Array.from({ length: 105 }, (_, i) => ({ pdCode: `P${i}` })));
    const store = await signedInStore();
    await store.dispatch(productData.initiate());
    expect(asked).toEqual(['1/100', '2/100']);
    expect(productData.select()(state(store)).data?.products).toHaveLength(105);
  });

  it('read at most 50 pages, whatever total the server claims', async () => {
    expect(PRODUCT_PAGE_LIMIT).toBe(50);
    const full = Array.from({ length: 100 }, (_, i) => ({ pdCode: `P${i}` }));
    const asked: number[] = [];
    server.use(
      http.get(`*/api/${PRODUCT_URLS.queryProductList}`, ({ request }) => {
        const pageNum = Number(new URL(request.url).searchParams.get('pageNum'));
        asked.push(pageNum);
        return HttpResponse.json({
          code: 0,
          data: { list: full, total: 1_000_000, pageNum, pageSize: 100 },
        });
      }),
    );
    const store = await signedInStore();
    await store.dispatch(productData.initiate());
    expect(asked).toHaveLength(50);
    expect(asked.at(-1)).toBe(50);
    expect(productData.select()(state(store)).data?.products).toHaveLength(5000);
  });

  it('a failure records what failed; the retry loads only the failed parts', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get(`*/api/${PRODUCT_URLS.queryCyrInfo}`, () =>
        HttpResponse.json({ code: 0, data: null }),
      ),
      http.get('*/api/sys/authorityView/listAuthority', () => HttpResponse.error()),
    );
    const store = await signedInStore();
    await loadAll(store);
    expect(loaded(store)).toEqual([true, false, false]);
    // A code-0 answer without data fails with the flag's words (spec 7.3).
    expect(errors(store)).toEqual([undefined, '网络异常', '管理人信息加载失败']);
    expect(failedFlags(store.getState())).toEqual(['authorityView', 'participantInfo']);

    server.resetHandlers();
    const products = countRequests(PRODUCT_URLS.queryProductList);
    await store.dispatch(retryFailedFlags());
    expect(loaded(store)).toEqual([true, true, true]);
    expect(failedFlags(store.getState())).toEqual([]);
    expect(cyrInfo.select()(state(store)).data?.KHFL).toBe('21');
    expect(products.count).toBe(0);
    expect(logged).toHaveBeenCalled();
  });

  it('the product list comes with the product permission; either failing fails the flag', async () => {
    const store = await signedInStore('operator');
    await store.dispatch(productData.initiate());
    expect(productData.select()(state(store)).data?.permission).toMatchObject({
      allProducts: false,
      pdCodes: expect.arrayContaining(['SXC101', 'SXC123']) as unknown,
    });

    server.use(
      http.get('*/api/user/productPermission', () =>
        HttpResponse.json({ code: 2101, message: '产品权限计算中，请稍后重试' }),
      ),
    );
    const other = await signedInStore('operator');
    await other.dispatch(productData.initiate());
    expect(selectBizFlag(other.getState(), 'productList')).toEqual({
      loaded: false,
      error: '产品权限计算中，请稍后重试',
    });
    expect(productData.select()(state(other)).data).toBeUndefined();
  });

  it('a server message is what the retry panel shows; without one, what did not load', async () => {
    server.use(
      http.get(`*/api/${PRODUCT_URLS.queryProductList}`, () =>
        HttpResponse.json({ code: 1002, message: '每页条数格式不正确' }),
      ),
      http.get(`*/api/${PRODUCT_URLS.queryCyrInfo}`, () => HttpResponse.json({ code: 5001 })),
    );
    const store = await signedInStore();
    await loadAll(store);
    expect(errors(store)).toEqual(['每页条数格式不正确', undefined, '管理人信息加载失败']);
  });

  it('a loader that throws fails its flag with its words', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get(`*/api/${PRODUCT_URLS.queryProductList}`, () =>
        HttpResponse.json({ code: 0, data: { total: 5 } }),
      ),
    );
    const store = await signedInStore();
    await store.dispatch(productData.initiate());
    expect(selectBizFlag(store.getState(), 'productList').error).toBe('产品列表加载失败');
    expect(logged).toHaveBeenCalledWith(
      '[biz] a loader threw instead of answering',
      expect.anything(),
    );
  });

  it('a load under way is not started twice (StrictMode effects, a retry meanwhile)', async () => {
    let calls = 0;
    server.use(
      http.get(`*/api/${PRODUCT_URLS.queryCyrInfo}`, async () => {
        calls += 1;
        await delay(20);
        return HttpResponse.json({
          code: 0,
          data: { KHFL: '21', FJMC: 'A', instId: '1', instName: 'x' },
        });
      }),
    );
    const store = await signedInStore();
    await Promise.all([
      store.dispatch(cyrInfo.initiate()),
      store.dispatch(cyrInfo.initiate()),
      store.dispatch(reloadBizFlag('participantInfo')),
    ]);
    expect(calls).toBe(1);
    expect(selectBizFlag(store.getState(), 'participantInfo').loaded).toBe(true);
  });

  it('刷新产品权限 recomputes the permission, then the list and permission load again', async () => {
    const store = await signedInStore('operator');
    await store.dispatch(productData.initiate());
    const grant = db.prodUserGrants.find((g) => g.userId === 'U10002' && g.instId === '20001');
    if (!grant || grant.pdCodes === 'all') throw new Error('the seed lists the grant');
    grant.pdCodes.push('SXC124');
    const permission = () => productData.select()(state(store)).data?.permission;
    expect(permission()?.pdCodes).not.toContain('SXC124');

    const answer = await store.dispatch(bizApi.endpoints.refreshProductPermission.initiate());
    expect(answer.data).toBeTruthy();
    await vi.waitFor(() => expect(permission()?.pdCodes).toContain('SXC124'));
    const products = productData.select()(state(store)).data?.products ?? [];
    expect(products.map((p) => p.pdCode)).toContain('SXC124');
    expect(selectBizFlag(store.getState(), 'productList').loaded).toBe(true);
  });

  it('a refused refresh reads nothing again', async () => {
    server.use(
      http.get('*/api/user/refreshProdPermission', () =>
        HttpResponse.json({ code: 5001, message: '权限计算繁忙' }),
      ),
    );
    const store = await signedInStore('operator');
    await store.dispatch(productData.initiate());
    const asked = countRequests('user/productPermission');
    const answer = await store.dispatch(bizApi.endpoints.refreshProductPermission.initiate());
    expect(answer.error).toEqual({ message: '权限计算繁忙', code: 5001 });
    await delay(30);
    expect(asked.count).toBe(0);
  });

  it('an institution switch drops the data and flags of the previous institution', async () => {
    const store = await signedInStore('multi');
    await loadAll(store);
    expect(loaded(store)).toEqual([true, true, true]);
    expect(await store.dispatch(switchInstitution('11160'))).toMatchObject({ ok: true });
    expect(loaded(store)).toEqual([false, false, false]);
    expect(errors(store)).toEqual([undefined, undefined, undefined]);
    expect(cyrInfo.select()(state(store)).data).toBeUndefined();
    expect(productData.select()(state(store)).data).toBeUndefined();
    await loadAll(store);
    expect(cyrInfo.select()(state(store)).data?.instId).toBe('11160');
  });

  it('an answer that arrives after the switch is not taken', async () => {
    server.use(
      http.get(`*/api/${PRODUCT_URLS.queryCyrInfo}`, async () => {
        await delay(50);
        return HttpResponse.json({
          code: 0,
          data: { KHFL: 'old', FJMC: 'A', instId: '20001', instName: '旧' },
        });
      }),
    );
    const store = await signedInStore('multi');
    const pending = store.dispatch(cyrInfo.initiate());
    await store.dispatch(switchInstitution('11160'));
    await pending;
    await delay(60);
    expect(cyrInfo.select()(state(store)).data).toBeUndefined();
    expect(selectBizFlag(store.getState(), 'participantInfo')).toEqual({
      loaded: false,
      error: undefined,
    });
  });

  it('logout empties the data and the flags', async () => {
    const store = await signedInStore();
    await loadAll(store);
    store.dispatch(endSession());
    expect(loaded(store)).toEqual([false, false, false]);
    expect(productData.select()(state(store)).data).toBeUndefined();
    expect(authorities.select()(state(store)).data).toBeUndefined();
    expect(cyrInfo.select()(state(store)).data).toBeUndefined();
  });
});
