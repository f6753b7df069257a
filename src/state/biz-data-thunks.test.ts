/**
 * The loads of the productList, authorityView and participantInfo flags against the mock API:
 * after login, failures with their message and a retry, an institution switch that reloads
 * them, and answers of an ended session dropped; the product permission loaded with the product
 * list, and its refresh.
 */
import { http, HttpResponse, delay } from 'msw';
import { makeStore } from '@/app/store';
import { server } from '@/mocks/node';
import { db } from '@/mocks/db/db';
import { signInAs } from '../../test/support/session';
import {
  selectAuthorities,
  selectCyrInfo,
  selectProductPermission,
  selectProducts,
  selectBizPart,
} from './biz-data-slice';
import { loadBizData, loadBizPart, PRODUCT_PAGE_SIZE } from './biz-data-thunks';
import {
  flagLoaded,
  LOADING_FLAGS,
  selectAllLoaded,
  selectLoadingErrors,
  selectLoadingFlags,
} from './loading-flags-slice';
import { failedFlags, retryFailedFlags } from './loading-flags-thunks';
import { refreshProductPermission } from './product-permission-thunks';
import { endSession, loadUserStatus, switchInstitution } from './session-thunks';

async function signedInStore(account: Parameters<typeof signInAs>[0] = 'admin') {
  signInAs(account);
  const store = makeStore();
  expect(await store.dispatch(loadUserStatus())).toBe('loaded');
  return store;
}

const bizFlags = (store: ReturnType<typeof makeStore>) => {
  const flags = selectLoadingFlags(store.getState());
  return [flags.productList, flags.authorityView, flags.participantInfo];
};

describe('business data loads', () => {
  it('load nothing before login', async () => {
    const store = makeStore();
    expect(await store.dispatch(loadBizData())).toEqual([]);
    expect(bizFlags(store)).toEqual([false, false, false]);
  });

  it('after login: products, authorities and manager info, each setting its flag', async () => {
    const store = await signedInStore();
    expect(await store.dispatch(loadBizData())).toEqual([true, true, true]);
    expect(bizFlags(store)).toEqual([true, true, true]);
    const state = store.getState();
    expect(selectProducts(state).length).toBeGreaterThan(0);
    expect(selectProducts(state)[0]).toHaveProperty('pdCode');
    expect(selectAuthorities(state).length).toBeGreaterThan(0);
    expect(selectCyrInfo(state)).toMatchObject({ KHFL: '21', FJMC: 'A', instId: '20001' });
    // With the other three, every flag is true: the sub-applications may load.
    (['sysConfig', 'menu'] as const).forEach((flag) => store.dispatch(flagLoaded(flag)));
    expect(selectAllLoaded(store.getState())).toBe(true);
  });

  it('read every page of the product list', async () => {
    const rows = Array.from({ length: PRODUCT_PAGE_SIZE + 5 }, (_, i) => ({ pdCode: `P${i}` }));
    const asked: string[] = [];
    server.use(
      http.get('*/api/prod/queryProductList', ({ request }) => {
        const url = new URL(request.url);
        const pageNum = Number(url.searchParams.get('pageNum'));
        const pageSize = Number(url.searchParams.get('pageSize'));
        asked.push(`${pageNum}/${pageSize}`);
        const list = rows.slice((pageNum - 1) * pageSize, pageNum * pageSize);
        return HttpResponse.json({
          code: 0,
          data: { list, total: rows.length, pageNum, pageSize },
        });
      }),
    );
    const store = await signedInStore();
    expect(await store.dispatch(loadBizPart('productList'))).toBe(true);
    expect(asked).toEqual(['1/100', '2/100']);
    expect(selectProducts(store.getState())).toHaveLength(PRODUCT_PAGE_SIZE + 5);
  });

  it('a failure records what failed; the retry loads only the failed part', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let cyrCalls = 0;
    server.use(
      http.get('*/api/prod/queryCyrInfo', () => {
        cyrCalls += 1;
        return HttpResponse.json({ code: 0, data: null });
      }),
      http.get('*/api/sys/authorityView/listAuthority', () => HttpResponse.error()),
    );
    const store = await signedInStore();
    expect(await store.dispatch(loadBizData())).toEqual([true, false, false]);
    expect(selectLoadingErrors(store.getState())).toEqual({
      authorityView: '网络异常',
      participantInfo: '管理人信息加载失败',
    });
    expect(selectBizPart(store.getState(), 'participantInfo').status).toBe('failed');
    expect(failedFlags(selectLoadingErrors(store.getState()))).toEqual([
      'authorityView',
      'participantInfo',
    ]);
    // loadBizData does not hammer a failed part: it waits for the retry.
    await store.dispatch(loadBizData());
    expect(cyrCalls).toBe(1);

    server.resetHandlers();
    await store.dispatch(retryFailedFlags());
    expect(bizFlags(store)).toEqual([true, true, true]);
    expect(selectLoadingErrors(store.getState())).toEqual({});
    expect(selectCyrInfo(store.getState())?.KHFL).toBe('21');
    expect(logged).toHaveBeenCalled();
  });

  it('the product list comes with the product permission; either failing fails the flag', async () => {
    const store = await signedInStore('operator');
    expect(await store.dispatch(loadBizPart('productList'))).toBe(true);
    expect(selectProductPermission(store.getState())).toMatchObject({
      allProducts: false,
      pdCodes: expect.arrayContaining(['SXC101', 'SXC123']) as unknown,
    });

    server.use(
      http.get('*/api/user/productPermission', () =>
        HttpResponse.json({ code: 2101, message: '产品权限计算中，请稍后重试' }),
      ),
    );
    const other = await signedInStore('operator');
    expect(await other.dispatch(loadBizPart('productList'))).toBe(false);
    expect(selectLoadingErrors(other.getState()).productList).toBe('产品权限计算中，请稍后重试');
    expect(selectProductPermission(other.getState())).toBeNull();
  });

  it('a refresh recomputes the permission, then loads the list and permission again', async () => {
    const store = await signedInStore('operator');
    await store.dispatch(loadBizPart('productList'));
    const grant = db.prodUserGrants.find((g) => g.userId === 'U10002' && g.instId === '20001');
    if (!grant || grant.pdCodes === 'all') throw new Error('the seed lists the grant');
    grant.pdCodes.push('SXC124');
    await store.dispatch(loadBizPart('productList'));
    expect(selectProductPermission(store.getState())?.pdCodes).not.toContain('SXC124');

    const answer = await store.dispatch(refreshProductPermission());
    expect(answer && answer.code).toBe(0);
    expect(selectProductPermission(store.getState())?.pdCodes).toContain('SXC124');
    expect(selectProducts(store.getState()).map((p) => p.pdCode)).toContain('SXC124');
    expect(selectLoadingFlags(store.getState()).productList).toBe(true);
  });

  it('a server message is what the retry panel shows', async () => {
    server.use(
      http.get('*/api/prod/queryProductList', () =>
        HttpResponse.json({ code: 1002, message: '每页条数格式不正确' }),
      ),
    );
    const store = await signedInStore();
    await store.dispatch(loadBizPart('productList'));
    expect(selectLoadingErrors(store.getState()).productList).toBe('每页条数格式不正确');
  });

  it('a load under way is not started twice (StrictMode effects)', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/prod/queryCyrInfo', async () => {
        calls += 1;
        await delay(20);
        return HttpResponse.json({
          code: 0,
          data: { KHFL: '21', FJMC: 'A', instId: '1', instName: 'x' },
        });
      }),
    );
    const store = await signedInStore();
    const first = store.dispatch(loadBizPart('participantInfo'));
    const second = store.dispatch(loadBizPart('participantInfo'));
    expect(await Promise.all([first, second])).toEqual([true, false]);
    expect(calls).toBe(1);
  });

  it('an institution switch clears the data and flags; the next load is the new institution', async () => {
    const store = await signedInStore('multi');
    await store.dispatch(loadBizData());
    const before = selectCyrInfo(store.getState())?.instId;
    const other = before === '20001' ? '11160' : '20001';
    expect(await store.dispatch(switchInstitution(other))).toMatchObject({ ok: true });
    expect(bizFlags(store)).toEqual([false, false, false]);
    expect(selectCyrInfo(store.getState())).toBeNull();
    expect(selectProducts(store.getState())).toEqual([]);
    expect(selectProductPermission(store.getState())).toBeNull();
    expect(selectBizPart(store.getState(), 'productList').status).toBe('idle');
    expect(await store.dispatch(loadBizData())).toEqual([true, true, true]);
    expect(selectCyrInfo(store.getState())?.instId).toBe(other);
  });

  it('an answer that arrives after the switch is dropped', async () => {
    server.use(
      http.get('*/api/prod/queryCyrInfo', async () => {
        await delay(50);
        return HttpResponse.json({
          code: 0,
          data: { KHFL: 'old', FJMC: 'A', instId: '20001', instName: '旧' },
        });
      }),
    );
    const store = await signedInStore('multi');
    const pending = store.dispatch(loadBizPart('participantInfo'));
    await store.dispatch(switchInstitution('11160'));
    expect(await pending).toBe(false);
    expect(selectCyrInfo(store.getState())).toBeNull();
    expect(selectLoadingFlags(store.getState()).participantInfo).toBe(false);
    expect(selectLoadingErrors(store.getState())).toEqual({});
  });

  it('logout empties the data and the flags', async () => {
    const store = await signedInStore();
    await store.dispatch(loadBizData());
    store.dispatch(endSession());
    expect(selectProducts(store.getState())).toEqual([]);
    expect(selectAuthorities(store.getState())).toEqual([]);
    expect(selectCyrInfo(store.getState())).toBeNull();
    expect(LOADING_FLAGS.filter((flag) => selectLoadingFlags(store.getState())[flag])).toEqual([]);
  });
});
