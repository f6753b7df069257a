/**
 * The business data behind three of the six loading flags (spec 3, 4), as queries of the
 * portal's API (./api-slice.ts), injected by the signed-in chunks that read them:
 *   productData  prod/queryProductList, every page (100 a page, at most 50 pages), with the
 *                user's product permission (user/productPermission, spec 6): the productList flag
 *   authorities  sys/authorityView/listAuthority (特殊功能权限): the authorityView flag
 *   cyrInfo      prod/queryCyrInfo: the participantInfo flag
 * and 刷新产品权限 (spec 7.2, user/refreshProdPermission), a write after which the product data
 * is read again.
 *
 * A code-0 answer without data fails (spec 7.3: queryCyrInfo's missing body is an error). A
 * failure says 网络异常 when the call failed, else the server's message, else what did not load
 * (产品列表加载失败 …): the words of the flags' panel. The signed-in frame keeps the three
 * subscribed (./use-loading-flags.ts); a logout or an institution switch drops them with the
 * whole cache, so an answer for the ended session or institution is never taken.
 */
import {
  listAuthority,
  queryProductPermission,
  refreshProdPermission,
  type AuthorityItem,
  type ProductPermission,
} from '@/api/menu';
import { queryCyrInfo, queryProductList, type CyrInfo, type Product } from '@/api/product';
import type { ApiResponse, ApiResult } from '@/lib/http-client';
import { apiErrorOf, type QueryAnswer } from './api-result';
import { apiMutation, apiSlice, type ApiBuilder } from './api-slice';
import { LOADING_FLAG_LABELS, type BizFlag, type LoadingFlagState } from './loading-flags';
import type { RootState } from './root-reducer';
import type { AppThunk } from './session-thunks';

/** Products asked for per page (the API's maximum). */
export const PRODUCT_PAGE_SIZE = 100;
/** A bound on the pages read, whatever the server says its total is. */
export const PRODUCT_PAGE_LIMIT = 50;

export interface ProductData {
  products: Product[];
  permission: ProductPermission;
}

function answerOf<T>(flag: BizFlag, response: ApiResponse<T> | false): QueryAnswer<T> {
  if (response && response.code === 0 && response.data !== undefined && response.data !== null) {
    return { data: response.data };
  }
  if (response === false) return { error: { message: '网络异常', code: null } };
  const message = response.message || `${LOADING_FLAG_LABELS[flag]}加载失败`;
  return { error: { message, code: response.code } };
}

async function loadProducts(): Promise<QueryAnswer<Product[]>> {
  const products: Product[] = [];
  for (let pageNum = 1; pageNum <= PRODUCT_PAGE_LIMIT; pageNum += 1) {
    const answer = await queryProductList({ pageNum, pageSize: PRODUCT_PAGE_SIZE });
    const page = answerOf('productList', answer);
    if (page.error) return page;
    products.push(...page.data.list);
    if (page.data.list.length < PRODUCT_PAGE_SIZE || products.length >= page.data.total) break;
  }
  return { data: products };
}

async function loadProductData(): Promise<QueryAnswer<ProductData>> {
  const [products, permission] = await Promise.all([
    loadProducts(),
    queryProductPermission().then((answer) => answerOf('productList', answer)),
  ]);
  if (products.error) return products;
  if (permission.error) return permission;
  return { data: { products: products.data, permission: permission.data } };
}

/** A query of one flag's data; a loader that throws (a bug) fails with the flag's words. */
function bizQuery<T>(
  build: ApiBuilder,
  flag: BizFlag,
  load: () => Promise<QueryAnswer<T>>,
  tag: { type: 'User' | 'Institution'; id: string },
) {
  return build.query<T, void>({
    queryFn: async () => {
      try {
        return await load();
      } catch (error) {
        console.error('[biz] a loader threw instead of answering', error);
        return { error: { message: `${LOADING_FLAG_LABELS[flag]}加载失败`, code: null } };
      }
    },
    providesTags: [tag],
  });
}

/** The answer of 刷新产品权限 is the server's own words (产品权限已刷新). */
const refreshPermission = async (): ApiResult<string> => {
  const answer = await refreshProdPermission();
  return answer && { ...answer, data: answer.message || '产品权限已刷新' };
};

/** The user's products and permission: what 刷新产品权限 invalidates. */
const PRODUCT_DATA = ['User', 'productData'] as const;

export const bizApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    productData: bizQuery(build, 'productList', loadProductData, {
      type: PRODUCT_DATA[0],
      id: PRODUCT_DATA[1],
    }),
    authorities: bizQuery(
      build,
      'authorityView',
      async () => answerOf('authorityView', await listAuthority()),
      { type: 'User', id: 'authorities' },
    ),
    cyrInfo: bizQuery(
      build,
      'participantInfo',
      async () => answerOf('participantInfo', await queryCyrInfo()),
      { type: 'Institution', id: 'cyrInfo' },
    ),
    refreshProductPermission: apiMutation(
      build,
      refreshPermission,
      '刷新产品权限失败，请稍后重试',
      [PRODUCT_DATA],
    ),
  }),
});

export type BizData = {
  productList: ProductData;
  authorityView: AuthorityItem[];
  participantInfo: CyrInfo;
};

/** The query behind each flag. */
export const BIZ_ENDPOINTS = {
  productList: bizApi.endpoints.productData,
  authorityView: bizApi.endpoints.authorities,
  participantInfo: bizApi.endpoints.cyrInfo,
} as const;

export const { useRefreshProductPermissionMutation } = bizApi;

/**
 * What a flag shows of its query's cache entry: loaded when it holds data and its last load did
 * not fail. `data` is the entry's (a hook's currentData: kept while the data loads again, gone
 * with a reset), `error` the last load's failure.
 */
export function bizFlagOf(data: unknown, failure: unknown): LoadingFlagState {
  const error = failure === undefined ? undefined : apiErrorOf(failure).message;
  return { loaded: data !== undefined && error === undefined, error };
}

const BIZ_SELECTORS = {
  productList: bizApi.endpoints.productData.select(),
  authorityView: bizApi.endpoints.authorities.select(),
  participantInfo: bizApi.endpoints.cyrInfo.select(),
};

/** A flag's state in the store, outside React (the retry of the flags). */
export function selectBizFlag(state: RootState, flag: BizFlag): LoadingFlagState {
  const entry = BIZ_SELECTORS[flag](state as Parameters<(typeof BIZ_SELECTORS)[BizFlag]>[0]);
  return bizFlagOf(entry.data, entry.error);
}

/** Loads a flag's data again, whoever shows it (a retry). */
export function reloadBizFlag(flag: BizFlag): AppThunk<Promise<unknown>> {
  const again = { subscribe: false, forceRefetch: true };
  return (dispatch) => {
    if (flag === 'productList')
      return dispatch(BIZ_ENDPOINTS.productList.initiate(undefined, again));
    if (flag === 'authorityView') {
      return dispatch(BIZ_ENDPOINTS.authorityView.initiate(undefined, again));
    }
    return dispatch(BIZ_ENDPOINTS.participantInfo.initiate(undefined, again));
  };
}
