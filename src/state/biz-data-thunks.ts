/**
 * The loads behind three of the six loading flags (spec 4), after login and
 * again after an institution switch (which resets their flags):
 *   productList      prod/queryProductList, every page (100 a page), and the user's product
 *                    permission (user/productPermission), which decides what the shell offers
 *   authorityView    sys/authorityView/listAuthority
 *   participantInfo  prod/queryCyrInfo (a code-0 answer without data fails: spec 7.3 'error')
 * Each sets its flag (flagLoaded) or records what failed (flagFailed, shown with a retry). A load
 * already under way is not started twice (StrictMode runs effects twice); an answer for a
 * session or institution that has ended since is dropped.
 */
import { nanoid } from '@reduxjs/toolkit';
import {
  listAuthority,
  queryProductPermission,
  type AuthorityItem,
  type ProductPermission,
} from '@/api/menu';
import { queryCyrInfo, queryProductList, type CyrInfo, type Product } from '@/api/product';
import type { ApiResponse } from '@/lib/http-client';
import {
  bizFailed,
  bizLoaded,
  bizLoading,
  BIZ_PARTS,
  type BizLoaded,
  type BizPart,
} from './biz-data-slice';
import { flagFailed, flagLoaded, LOADING_FLAG_LABELS } from './loading-flags-slice';
import type { AppThunk } from './session-thunks';

/** Products asked for per page (the API's maximum). */
export const PRODUCT_PAGE_SIZE = 100;
/** A bound on the pages read, whatever the server says its total is. */
export const PRODUCT_PAGE_LIMIT = 50;

type Outcome<T> = { ok: true; data: T } | { ok: false; message: string };

function failedMessage(part: BizPart, response: ApiResponse<unknown> | false): string {
  if (response === false) return '网络异常';
  return response.message || `${LOADING_FLAG_LABELS[part]}加载失败`;
}

function dataOf<T>(part: BizPart, response: ApiResponse<T> | false): Outcome<T> {
  if (response && response.code === 0 && response.data !== undefined && response.data !== null) {
    return { ok: true, data: response.data };
  }
  return { ok: false, message: failedMessage(part, response) };
}

async function fetchProducts(): Promise<Outcome<Product[]>> {
  const products: Product[] = [];
  for (let pageNum = 1; pageNum <= PRODUCT_PAGE_LIMIT; pageNum += 1) {
    const page = dataOf(
      'productList',
      await queryProductList({ pageNum, pageSize: PRODUCT_PAGE_SIZE }),
    );
    if (!page.ok) return page;
    products.push(...page.data.list);
    if (page.data.list.length < PRODUCT_PAGE_SIZE || products.length >= page.data.total) break;
  }
  return { ok: true, data: products };
}

async function fetchProductData(): Promise<
  Outcome<{ products: Product[]; permission: ProductPermission }>
> {
  const [products, permission] = await Promise.all([
    fetchProducts(),
    queryProductPermission().then((answer) => dataOf('productList', answer)),
  ]);
  if (!products.ok) return products;
  if (!permission.ok) return permission;
  return { ok: true, data: { products: products.data, permission: permission.data } };
}

async function fetchAuthorities(): Promise<Outcome<AuthorityItem[]>> {
  return dataOf('authorityView', await listAuthority());
}

async function fetchCyrInfo(): Promise<Outcome<CyrInfo>> {
  return dataOf('participantInfo', await queryCyrInfo());
}

type Fetched = { ok: true; loaded: BizLoaded } | { ok: false; message: string };

async function fetchPart(part: BizPart, requestId: string): Promise<Fetched> {
  switch (part) {
    case 'productList': {
      const outcome = await fetchProductData();
      return outcome.ok ? { ok: true, loaded: { part, requestId, data: outcome.data } } : outcome;
    }
    case 'authorityView': {
      const outcome = await fetchAuthorities();
      return outcome.ok ? { ok: true, loaded: { part, requestId, data: outcome.data } } : outcome;
    }
    case 'participantInfo': {
      const outcome = await fetchCyrInfo();
      return outcome.ok ? { ok: true, loaded: { part, requestId, data: outcome.data } } : outcome;
    }
  }
}

/** Loads one part; resolves true when its flag is now set. */
export function loadBizPart(part: BizPart): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    if (!getState().session.user) return false;
    if (getState().bizData.parts[part].status === 'loading') return false;
    const requestId = nanoid();
    dispatch(bizLoading({ part, requestId }));
    const fetched = await fetchPart(part, requestId);
    // A logout or an institution switch reset the part meanwhile: not this session's answer.
    if (getState().bizData.parts[part].requestId !== requestId) return false;
    if (!fetched.ok) {
      dispatch(bizFailed({ part, requestId }));
      dispatch(flagFailed({ flag: part, message: fetched.message }));
      return false;
    }
    dispatch(bizLoaded(fetched.loaded));
    dispatch(flagLoaded(part));
    return true;
  };
}

/**
 * Starts every part that has not been asked for yet in this session and institution (idle);
 * a failed part waits for a retry (loadBizPart) instead of hammering the server.
 */
export function loadBizData(): AppThunk<Promise<boolean[]>> {
  return (dispatch, getState) => {
    if (!getState().session.user) return Promise.resolve([]);
    const idle = BIZ_PARTS.filter((part) => getState().bizData.parts[part].status === 'idle');
    return Promise.all(idle.map((part) => dispatch(loadBizPart(part))));
  };
}
