/**
 * The product permission of the home sections (spec 6, 7.2): which products they offer, decided
 * by src/policy/product-permission.ts from user/productPermission (loaded once per session with
 * the product list, the productList loading flag), the roles and the business-permission mode.
 * `withPermits` lets a section's own answer wait for it and keeps only permitted products.
 */
import { useCallback, useMemo } from 'react';
import type { Product } from '@/api/product';
import type { LoadState } from '@/state/load-state';
import { productPermits, type ProductPermits } from '@/policy/product-permission';
import { selectAccessData } from '@/state/access-slice';
import { BIZ_ENDPOINTS, bizFlagOf, reloadBizFlag, type ProductData } from '@/state/biz-queries';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectUser } from '@/state/session-slice';

const NO_ROLES: readonly string[] = [];
const LOADING = { status: 'loading' } as const;

/**
 * The permission as last loaded (kept while it loads again), and why its load failed (none
 * while a retry is under way).
 */
const permissionOf = (result: {
  currentData?: ProductData;
  error?: unknown;
  isError: boolean;
}) => ({
  permission: result.currentData?.permission ?? null,
  message: result.isError ? bizFlagOf(result.currentData, result.error).error : undefined,
});

export function useProductPermits(): { state: LoadState<ProductPermits>; retry: () => void } {
  const dispatch = useAppDispatch();
  const roleNames = useAppSelector(selectUser)?.roleNames ?? NO_ROLES;
  const isolated = useAppSelector((state) => selectAccessData(state)?.isolated ?? null);
  // Read, not subscribed: the signed-in frame keeps the product data loaded (flag productList).
  const { permission, message } = BIZ_ENDPOINTS.productList.useQueryState(undefined, {
    selectFromResult: permissionOf,
  });
  const state = useMemo((): LoadState<ProductPermits> => {
    const permits = productPermits({ roleNames, isolated }, permission);
    if (permits) return { status: 'ready', data: permits };
    if (message !== undefined) return { status: 'failed', message, code: null };
    return LOADING;
  }, [isolated, message, permission, roleNames]);
  const retry = useCallback(() => void dispatch(reloadBizFlag('productList')), [dispatch]);
  return { state, retry };
}

const productsOf = (result: { currentData?: ProductData }) => ({
  products: result.currentData?.products,
});
const NO_PRODUCTS: readonly Product[] = [];

/**
 * The user's product list as the frame keeps it loaded with the permission (flag productList):
 * a section reads a product's status here instead of asking the list again.
 */
export function useProductList(): readonly Product[] {
  const { products } = BIZ_ENDPOINTS.productList.useQueryState(undefined, {
    selectFromResult: productsOf,
  });
  return products ?? NO_PRODUCTS;
}

/** A section's answer once the permission is known, with `keep` applied; a failure of either. */
export function withPermits<T>(
  own: LoadState<T>,
  permits: LoadState<ProductPermits>,
  keep: (data: T, permits: ProductPermits) => T,
): LoadState<T> {
  if (own.status === 'failed') return own;
  if (permits.status === 'failed') return permits;
  if (own.status === 'loading' || permits.status === 'loading') return LOADING;
  return { status: 'ready', data: keep(own.data, permits.data) };
}

/** A section's own answer filtered by the permission, and a retry of whichever failed. */
export function usePermitted<T>(
  load: { state: LoadState<T>; retry: () => void },
  keep: (data: T, permits: ProductPermits) => T,
): { state: LoadState<T>; retry: () => void } {
  const permits = useProductPermits();
  const { state: own, retry: retryOwn } = load;
  const state = useMemo(() => withPermits(own, permits.state, keep), [own, permits.state, keep]);
  const retryPermits = permits.retry;
  const permitsFailed = permits.state.status === 'failed';
  const retry = useCallback(() => {
    if (own.status === 'failed') retryOwn();
    if (permitsFailed) retryPermits();
  }, [own.status, permitsFailed, retryOwn, retryPermits]);
  return { state, retry };
}
