/**
 * Searching products by name (prod/queryInfoByPdName) for the product-group section and its
 * picker: `idle` for an empty keyword, `loading` from the keystroke until the answer (the call
 * waits `delayMs` after the last change), then `ready` with the products or `failed` with the
 * server's message (网络异常 when the call failed). An answer for an earlier keyword is dropped.
 * Only products the user is permitted are offered (spec 6, ./use-product-permits.ts): the
 * search waits for the permission, and says so when it failed.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { authMessage } from '@/api/auth-codes';
import { queryInfoByPdName, type Product } from '@/api/product';
import { permittedOnly } from '@/policy/product-permission';
import { useProductPermits } from './use-product-permits';

/** The server accepts keywords of at most 50 characters. */
export const PRODUCT_KEYWORD_MAX = 50;

export type ProductSearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; products: Product[] };

const IDLE = { status: 'idle' } as const;
const LOADING = { status: 'loading' } as const;

export function useProductNameSearch(
  keyword: string,
  delayMs = 0,
): { state: ProductSearchState; retry: () => void } {
  const text = keyword.trim();
  const [attempt, setAttempt] = useState(0);
  const request = useMemo(() => ({ text, attempt }), [text, attempt]);
  const [answer, setAnswer] = useState<{ request: object; state: ProductSearchState } | null>(null);

  useEffect(() => {
    if (request.text === '') return undefined;
    let live = true;
    const timer = setTimeout(() => {
      void queryInfoByPdName(request.text).then((response) => {
        if (!live) return;
        setAnswer({
          request,
          state:
            response && response.code === 0
              ? { status: 'ready', products: response.data }
              : { status: 'failed', message: authMessage(response, '产品查询失败') },
        });
      });
    }, delayMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [request, delayMs]);

  const permits = useProductPermits();
  const retryPermits = permits.retry;
  const permitsFailed = permits.state.status === 'failed';
  const retry = useCallback(() => {
    setAttempt((n) => n + 1);
    if (permitsFailed) retryPermits();
  }, [permitsFailed, retryPermits]);
  if (text === '') return { state: IDLE, retry };
  const own = answer && answer.request === request ? answer.state : LOADING;
  if (own.status !== 'ready') return { state: own, retry };
  if (permits.state.status === 'failed') return { state: permits.state, retry };
  if (permits.state.status === 'loading') return { state: LOADING, retry };
  return {
    state: { status: 'ready', products: permittedOnly(own.products, permits.state.data) },
    retry,
  };
}
