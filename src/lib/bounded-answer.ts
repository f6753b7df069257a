/**
 * Answers cut to what the portal asked for, where they arrive (the API modules), so that no
 * consumer renders, sorts or stores more rows than it can show: a page never holds more rows
 * than its page size (10 by default, at most 100: the paging of spec 7), and an unpaged list,
 * with the lists inside its rows, never more than its limit. A server that answers 12,000 rows
 * for a page of 6 costs the parse of its text, not a frozen page.
 */
import type { ApiResponse, ApiResult } from './http-client';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** Rows kept of an unpaged list (ours: the spec names no limit), and of each list inside a row. */
export const LIST_LIMIT = 200;
/** How deep lists inside rows are cut (a group's products, a category's guides). */
const NESTED_DEPTH = 3;

/** The page size a call asked for, as the server reads it: 1 to 100, 10 when absent. */
export function pageSizeOf(asked: unknown): number {
  const size = typeof asked === 'number' ? Math.floor(asked) : Number.NaN;
  if (!Number.isFinite(size) || size < 1) return DEFAULT_PAGE_SIZE;
  return Math.min(size, MAX_PAGE_SIZE);
}

/** Every array in `value` (at any of the first levels) cut to `limit` rows. */
export function cutLists<T>(value: T, limit: number, depth = NESTED_DEPTH): T {
  if (depth <= 0 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const kept = value.slice(0, limit).map((row: unknown) => cutLists(row, limit, depth - 1));
    const same = kept.length === value.length && kept.every((row, i) => row === value[i]);
    return (same ? value : kept) as T;
  }
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const cut = cutLists(field, limit, depth - 1);
    if (cut !== field) changed = true;
    out[key] = cut;
  }
  return (changed ? out : value) as T;
}

function within<T>(answer: ApiResponse<T> | false, cut: (data: T) => T): ApiResponse<T> | false {
  if (!answer || typeof answer.data !== 'object' || answer.data === null) return answer;
  return { ...answer, data: cut(answer.data) };
}

/** A paged answer: its `list` cut to the page size asked for, other lists to LIST_LIMIT. */
export async function boundedPage<P extends { list: unknown[] }>(
  result: ApiResult<P>,
  pageSize: unknown,
): ApiResult<P> {
  const size = pageSizeOf(pageSize);
  return within(await result, (page) => {
    const cut = cutLists(page, LIST_LIMIT);
    return Array.isArray(cut.list) ? { ...cut, list: cut.list.slice(0, size) } : cut;
  });
}

/**
 * An unpaged answer (a list, or an object of lists): every list in it cut to `limit`, down to
 * `depth` levels (1: the answer's own list only, where the lists in its rows are edited and
 * saved whole, such as a product group's products).
 */
export async function boundedLists<T>(
  result: ApiResult<T>,
  limit = LIST_LIMIT,
  depth = NESTED_DEPTH,
): ApiResult<T> {
  return within(await result, (data) => cutLists(data, limit, depth));
}
