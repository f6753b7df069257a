/**
 * Each write of the sections (RTK Query mutations of home-write-api.ts and layout-api.ts) reads
 * again, once, the data it changed and nothing else, against the mock API: the section showing
 * it is subscribed, the write is accepted, the section's call goes out again; a section of the
 * same owner (tag type) showing other data does not ask. A refused write reads nothing again.
 */
import { waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { AUTH_URLS } from '@/api/auth-urls';
import { PRODUCT_URLS } from '@/api/product-urls';
import { SYSTEM_URLS } from '@/api/system-urls';
import { makeStore } from '@/app/store';
import { homeApi } from '@/features/home/home-api';
import { homeWriteApi } from '@/features/home/home-write-api';
import { layoutApi } from '@/features/layout/layout-api';
import { server } from '@/mocks/node';
import { onBusinessDay, SEED_WRITTEN_ON } from '../support/business-day';
import { signInAs, type DemoAccount } from '../support/session';

type Store = ReturnType<typeof makeStore>;
/** A subscription the test holds, as a mounted section does. */
type Held = { unsubscribe: () => void; unwrap: () => Promise<unknown> };
type Written = { data?: unknown; error?: unknown };

const MONTH = '2026-11';
const LETTERS = { confirmed: '0' } as const;
const NOTICES = { pageNum: 1, pageSize: 20 };

/** The requests to a path of the API until the test ends, of `method` when given. */
function countReads(path: string, method?: string): { readonly count: number } {
  const counter = { count: 0 };
  const listener = ({ request }: { request: Request }) => {
    const same = !method || request.method === method;
    if (same && new URL(request.url).pathname.endsWith(`/api/${path}`)) counter.count += 1;
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return counter;
}

interface WriteCase {
  /** Who writes (the admin unless said). */
  account?: DemoAccount;
  /** The read's method, when the write goes to the same path (user/profile). */
  readMethod?: string;
  /** What the section reads (subscribed), its path, and the write that changes it. */
  read: (store: Store) => Held;
  path: string;
  write: (store: Store, shown: unknown) => Promise<Written>;
  /** A section that shows something else, and must not ask again. */
  other: (store: Store) => Held;
  otherPath: string;
}

const readLetters = (store: Store) =>
  store.dispatch(homeApi.endpoints.noticeLetters.initiate(LETTERS));
const readProfile = (store: Store) => store.dispatch(layoutApi.endpoints.profile.initiate());
const readCalendar = (store: Store) =>
  store.dispatch(homeApi.endpoints.tradeCalendar.initiate(MONTH));
const readGroups = (store: Store) => store.dispatch(homeApi.endpoints.productGroups.initiate());
const readPicture = (store: Store) => store.dispatch(layoutApi.endpoints.instPicture.initiate());
type Calendar = { customEvents: { eventId: string }[]; items: { itemId: string }[] };

const CASES: Record<string, WriteCase> = {
  'the e-mail (POST user/profile)': {
    readMethod: 'GET',
    read: readProfile,
    path: AUTH_URLS.profile,
    write: (store) =>
      store.dispatch(layoutApi.endpoints.updateProfile.initiate({ email: 'w@xingchen-pf.com' })),
    other: readGroups,
    otherPath: PRODUCT_URLS.queryProdSet,
  },
  'the deleted institution picture': {
    read: (store) => store.dispatch(layoutApi.endpoints.instPicture.initiate()),
    path: SYSTEM_URLS.queryInstPicture,
    write: (store) => store.dispatch(layoutApi.endpoints.deleteInstPicture.initiate()),
    other: readLetters,
    otherPath: PRODUCT_URLS.queryConfirmNoticeList,
  },
  'a new product group': {
    read: (store) => store.dispatch(homeApi.endpoints.productGroups.initiate()),
    path: PRODUCT_URLS.queryProdSet,
    write: (store) =>
      store.dispatch(
        homeWriteApi.endpoints.addProdSet.initiate({ setName: '新分组', pdCodes: [] }),
      ),
    other: readProfile,
    otherPath: AUTH_URLS.profile,
  },
  'a renamed product group': {
    read: (store) => store.dispatch(homeApi.endpoints.productGroups.initiate()),
    path: PRODUCT_URLS.queryProdSet,
    write: (store, shown) => {
      const set = (shown as { setId: string }[])[0]!;
      return store.dispatch(
        homeWriteApi.endpoints.updateProdSet.initiate({
          setId: set.setId,
          setName: '改名分组',
          pdCodes: [],
        }),
      );
    },
    other: readProfile,
    otherPath: AUTH_URLS.profile,
  },
  'a deleted product group': {
    read: (store) => store.dispatch(homeApi.endpoints.productGroups.initiate()),
    path: PRODUCT_URLS.queryProdSet,
    write: (store, shown) => {
      const set = (shown as { setId: string }[])[0]!;
      return store.dispatch(homeWriteApi.endpoints.removeProdSet.initiate(set.setId));
    },
    other: readProfile,
    otherPath: AUTH_URLS.profile,
  },
  'a notice marked read': {
    read: (store) => store.dispatch(homeApi.endpoints.noticeList.initiate(NOTICES)),
    path: SYSTEM_URLS.queryNoticeList,
    write: (store, shown) => {
      const notice = (shown as { list: { noticeId: string; read: boolean }[] }).list.find(
        (n) => !n.read,
      )!;
      return store.dispatch(homeWriteApi.endpoints.markNoticeRead.initiate(notice.noticeId));
    },
    other: readProfile,
    otherPath: AUTH_URLS.profile,
  },
  'a confirmed notice letter': {
    account: 'letter',
    read: readLetters,
    path: PRODUCT_URLS.queryConfirmNoticeList,
    write: (store, shown) => {
      const letter = (shown as { noticeId: string }[])[0]!;
      return store.dispatch(homeWriteApi.endpoints.confirmLetter.initiate(letter.noticeId));
    },
    other: readPicture,
    otherPath: SYSTEM_URLS.queryInstPicture,
  },
  'a new own calendar event': {
    read: readCalendar,
    path: SYSTEM_URLS.queryTransactionCalendar,
    write: (store) =>
      store.dispatch(
        homeWriteApi.endpoints.addCalendarEvent.initiate({
          date: `${MONTH}-25`,
          title: '新事项',
          remark: '',
        }),
      ),
    other: readProfile,
    otherPath: AUTH_URLS.profile,
  },
  'an edited own calendar event': {
    read: readCalendar,
    path: SYSTEM_URLS.queryTransactionCalendar,
    write: (store, shown) => {
      const event = (shown as Calendar).customEvents[0]!;
      return store.dispatch(
        homeWriteApi.endpoints.updateCalendarEvent.initiate({
          eventId: event.eventId,
          date: `${MONTH}-25`,
          title: '改过的事项',
          remark: '',
        }),
      );
    },
    other: readProfile,
    otherPath: AUTH_URLS.profile,
  },
  'a deleted own calendar event': {
    read: readCalendar,
    path: SYSTEM_URLS.queryTransactionCalendar,
    write: (store, shown) => {
      const event = (shown as Calendar).customEvents[0]!;
      return store.dispatch(homeWriteApi.endpoints.deleteCalendarEvent.initiate(event.eventId));
    },
    other: readProfile,
    otherPath: AUTH_URLS.profile,
  },
  'a collected calendar item': {
    read: readCalendar,
    path: SYSTEM_URLS.queryTransactionCalendar,
    write: (store, shown) => {
      const item = (shown as Calendar).items[0]!;
      return store.dispatch(homeWriteApi.endpoints.collectCalendarItem.initiate(item.itemId));
    },
    other: readProfile,
    otherPath: AUTH_URLS.profile,
  },
};

describe('a write reads again what it changed', () => {
  // The seed's own calendar events lie in MONTH as of that day.
  onBusinessDay(SEED_WRITTEN_ON);

  it.each(Object.entries(CASES))('%s', async (_name, c) => {
    signInAs(c.account ?? 'admin');
    const store = makeStore();
    const section = c.read(store);
    const other = c.other(store);
    const shown = await section.unwrap();
    await other.unwrap();
    const reads = countReads(c.path, c.readMethod);
    const otherReads = countReads(c.otherPath);

    const written = await c.write(store, shown);
    expect(written.error).toBeUndefined();
    await waitFor(() => expect(reads.count).toBe(1));
    // Settled: once, and only what the write changed.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads.count).toBe(1);
    expect(otherReads.count).toBe(0);
    section.unsubscribe();
    other.unsubscribe();
  });

  it('a refused write reads nothing again and says why', async () => {
    signInAs('admin');
    const store = makeStore();
    const section = store.dispatch(homeApi.endpoints.productGroups.initiate());
    await section.unwrap();
    const reads = countReads(PRODUCT_URLS.queryProdSet);

    const written = await store.dispatch(
      homeWriteApi.endpoints.removeProdSet.initiate('PS-NOT-THERE'),
    );
    expect(written.error).toMatchObject({ message: expect.any(String) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads.count).toBe(0);
    section.unsubscribe();
  });
});
