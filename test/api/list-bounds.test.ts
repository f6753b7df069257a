/**
 * The API modules cut every list answer to what was asked for, where it arrives: a server
 * answering 12,000 rows to a page of 6 (or 5,000 to an unpaged list) gives each consumer no
 * more than its page or the list limit.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { myTodoList, queryHomePageTasksCenter } from '@/api/home';
import { COMMON_MENU_LIMIT, queryCommonMenu } from '@/api/menu';
import {
  PROD_SET_LIMIT,
  queryConfirmNoticeList,
  queryProdSet,
  queryProductList,
} from '@/api/product';
import {
  ADVERTISEMENT_LIMIT,
  queryAdvertisement,
  queryNoticeList,
  queryOperationalGuidance,
} from '@/api/system';
import { LIST_LIMIT } from '@/lib/bounded-answer';
import { server } from '@/mocks/node';
import { signInAs } from '../support/session';

const API = 'http://localhost:3000/api/';
const rows = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `R${i}`, products: [{ pdCode: `P${i}` }] }));

function answer(path: string, data: unknown) {
  server.use(
    http.get(`${API}${path}`, () =>
      HttpResponse.json({ code: 0, success: true, message: '', data }),
    ),
  );
}

const bigPage = { list: rows(12_000), total: 12_000, pageNum: 1, pageSize: 12_000 };

describe('paged calls keep the page size they asked for', () => {
  it.each([
    ['sys/queryNoticeList', () => queryNoticeList({ pageSize: 6 }), 6],
    ['sys/queryNoticeList', () => queryNoticeList(), 10],
    ['sys/queryNoticeList', () => queryNoticeList({ pageSize: 500 }), 100],
    ['sys/task/queryHomePageTasksCenter', () => queryHomePageTasksCenter({ pageSize: 6 }), 6],
    ['fund/tg/myTodoList', () => myTodoList({ pageSize: 6 }), 6],
    ['prod/queryProductList', () => queryProductList({ pageSize: 100 }), 100],
  ] as const)('%s (%#) keeps %s rows of 12,000', async (path, call, kept) => {
    signInAs('admin');
    answer(path, { ...bigPage, types: rows(3), unreadCount: 1 });
    const result = await call();
    expect(result && result.code).toBe(0);
    expect(result && result.data.list).toHaveLength(kept);
    expect(result && result.data.total).toBe(12_000);
  });
});

describe('unpaged lists keep at most their limit', () => {
  it.each([
    ['user/queryProdSet', queryProdSet, PROD_SET_LIMIT],
    ['prod/queryConfirmNoticeList', () => queryConfirmNoticeList({ confirmed: '0' }), LIST_LIMIT],
    ['sys/queryAdvertisement', queryAdvertisement, ADVERTISEMENT_LIMIT],
    ['sys/queryCommonMenu', queryCommonMenu, COMMON_MENU_LIMIT],
  ] as const)('%s keeps %s rows of 5,000', async (path, call, kept) => {
    signInAs('admin');
    answer(path, rows(5000));
    const result = await call();
    expect(result && result.data).toHaveLength(kept);
  });

  it('the lists inside rows too (a category of 5,000 guides)', async () => {
    signInAs('admin');
    server.use(
      http.post(`${API}sys/queryOperationalGuidance`, () =>
        HttpResponse.json({ code: 0, data: [{ categoryId: 'C1', guides: rows(5000) }] }),
      ),
    );
    const result = await queryOperationalGuidance();
    expect(result && result.data[0]?.guides).toHaveLength(LIST_LIMIT);
  });

  it("but not a product group's products, which are edited and saved whole", async () => {
    signInAs('admin');
    answer('user/queryProdSet', [{ setId: 'S1', products: rows(5000) }]);
    const result = await queryProdSet();
    expect(result && result.data[0]?.products).toHaveLength(5000);
  });
});
