import { describe, expect, it } from 'vitest';
import {
  boundedLists,
  boundedPage,
  cutLists,
  DEFAULT_PAGE_SIZE,
  LIST_LIMIT,
  MAX_PAGE_SIZE,
  pageSizeOf,
} from './bounded-answer';
import type { ApiResponse } from './http-client';

const rows = (count: number) => Array.from({ length: count }, (_, i) => ({ id: i, tags: [i] }));
const ok = <T,>(data: T): Promise<ApiResponse<T>> => Promise.resolve({ code: 0, data });

describe('pageSizeOf: the page size as the server reads it (10 by default, at most 100)', () => {
  it.each<[unknown, number]>([
    [6, 6],
    [1, 1],
    [100, 100],
    [101, MAX_PAGE_SIZE],
    [1e9, MAX_PAGE_SIZE],
    [undefined, DEFAULT_PAGE_SIZE],
    [0, DEFAULT_PAGE_SIZE],
    [-5, DEFAULT_PAGE_SIZE],
    [Number.NaN, DEFAULT_PAGE_SIZE],
    ['6', DEFAULT_PAGE_SIZE],
    [6.9, 6],
  ])('%s -> %s', (asked, size) => expect(pageSizeOf(asked)).toBe(size));

  it('the limits are those of spec 7 (10 by default, 100 at most)', () => {
    expect([DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE]).toEqual([10, 100]);
  });
});

describe('boundedPage', () => {
  it('a page of 6 answered with 12,000 rows keeps the first 6, and its total', async () => {
    const answer = await boundedPage(
      ok({ list: rows(12_000), total: 12_000, pageNum: 1, pageSize: 12_000, unreadCount: 3 }),
      6,
    );
    expect(answer && answer.data.list.map((row) => row.id)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(answer && answer.data.total).toBe(12_000);
    expect(answer && answer.data.unreadCount).toBe(3);
  });

  it('without a page size, 10 rows; other lists of the answer at most LIST_LIMIT', async () => {
    const answer = await boundedPage(ok({ list: rows(50), types: rows(5000) }), undefined);
    expect(answer && answer.data.list).toHaveLength(10);
    expect(answer && answer.data.types).toHaveLength(LIST_LIMIT);
  });

  it('a short page, a failure, a refusal and a malformed page pass unchanged', async () => {
    const short = { list: rows(3), total: 3 };
    expect(await boundedPage(ok(short), 6)).toEqual({ code: 0, data: short });
    expect(await boundedPage(Promise.resolve(false), 6)).toBe(false);
    const refused = { code: 1002, data: null, message: '参数错误' };
    expect(await boundedPage(Promise.resolve(refused as never), 6)).toEqual(refused);
    const malformed = { list: 'x' } as never;
    expect(await boundedPage(ok(malformed), 6)).toEqual({ code: 0, data: { list: 'x' } });
  });
});

describe('boundedLists', () => {
  it('an unpaged list and the lists inside its rows keep their first rows', async () => {
    const groups = Array.from({ length: 500 }, (_, i) => ({ setId: i, products: rows(900) }));
    const answer = await boundedLists(ok(groups));
    expect(answer && answer.data).toHaveLength(LIST_LIMIT);
    expect(answer && answer.data[0]?.products).toHaveLength(LIST_LIMIT);
    expect(answer && answer.data[0]?.products[0]).toEqual({ id: 0, tags: [0] });
  });

  it('a limit of its own', async () => {
    const answer = await boundedLists(ok(rows(40)), 12);
    expect(answer && answer.data.map((row) => row.id)).toEqual([...Array(12).keys()]);
  });

  it('an object of lists: each list cut, the rest kept', async () => {
    const answer = await boundedLists(
      ok({ month: '2026-11', items: rows(3000), tradeDays: ['2026-11-02'] }),
    );
    expect(answer && answer.data.items).toHaveLength(LIST_LIMIT);
    expect(answer && answer.data.month).toBe('2026-11');
    expect(answer && answer.data.tradeDays).toEqual(['2026-11-02']);
  });
});

describe('cutLists', () => {
  it('leaves small answers as they are (the same object)', () => {
    const data = { a: rows(2), b: { c: [1, 2] }, d: 'x' };
    expect(cutLists(data, 10)).toBe(data);
  });
});
