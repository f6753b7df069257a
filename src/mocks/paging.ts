/** The paged lists of the mock API: pageNum from 1 (default 1), pageSize 1..100 (default 10). */
import type { PageResult } from '@/api/page';
import type { Params } from './http-kit';
import { optInt } from './validate';

export interface Paging {
  pageNum: number;
  pageSize: number;
}

/** The page a query asks for (a refusal for a number out of range). */
export function pagingOf(params: Params): Paging {
  return {
    pageNum: optInt(params, 'pageNum', '页码', { min: 1, max: 100_000 }) ?? 1,
    pageSize: optInt(params, 'pageSize', '每页条数', { min: 1, max: 100 }) ?? 10,
  };
}

/** That page of the rows, with their total. */
export function pageOf<T>(rows: readonly T[], paging: Paging): PageResult<T> {
  const start = (paging.pageNum - 1) * paging.pageSize;
  return {
    list: rows.slice(start, start + paging.pageSize),
    total: rows.length,
    pageNum: paging.pageNum,
    pageSize: paging.pageSize,
  };
}
