import { describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@/api/auth';
import {
  createTracker,
  PAGE_VIEW_DEDUP_MS,
  stripSensitiveQuery,
  TRACK_NOTES,
  TRACK_QUEUE_LIMIT,
  type TrackBody,
  type TrackerOptions,
} from './tracker';

const CONFIG = { dataCollectionUrl: '/api/track/collect', dataCollectionNo: 'FMP-PORTAL-01' };

const MANAGER: UserInfo = {
  token: 'secret-token-123',
  userId: 'U10001',
  instId: '20001',
  instName: '示例基金管理有限公司',
  userName: 'admin',
  realName: '张伟',
  userType: 0,
  roleNames: ['系统管理员'],
  instRoles: [],
};
const STAFF: UserInfo = { ...MANAGER, userId: 'S90001', userName: 'staff', userType: 4 };
const STAFF_2: UserInfo = { ...STAFF, userId: 'S90002' };

function setup(options: TrackerOptions = {}) {
  let clock = 1_700_000_000_000;
  const sent: { url: string; body: TrackBody }[] = [];
  const log = { info: vi.fn(), warn: vi.fn() };
  const tracker = createTracker({
    send: (url, body) => {
      sent.push({ url, body });
      return true;
    },
    now: () => clock,
    log,
    ...options,
  });
  return {
    tracker,
    sent,
    log,
    events: () => sent.map((s) => s.body.event),
    tick: (ms: number) => {
      clock += ms;
    },
    at: () => clock,
  };
}

describe('event names', () => {
  const rows: [string, boolean][] = [
    ['page_view', true],
    ['ab', true],
    ['a1', true],
    ['x'.repeat(40), true],
    ['x'.repeat(41), false],
    ['a', false],
    ['1abc', false],
    ['_abc', false],
    ['Page_view', false],
    ['page-view', false],
    ['page view', false],
    ['页面浏览', false],
    ['', false],
  ];
  it.each(rows)('%j is valid: %s', (name, valid) => {
    const { tracker, log, events } = setup();
    tracker.configure(CONFIG);
    tracker.track(name, {});
    expect(events()).toEqual(valid ? [name] : []);
    if (valid) expect(log.warn).not.toHaveBeenCalled();
    else expect(log.warn).toHaveBeenCalledWith(`${TRACK_NOTES.invalidName}${name}`);
  });
});

describe('the body', () => {
  it('is { appNo, event, ts, page, props, userId, instId }, sent to the configured URL', () => {
    const { tracker, sent, at } = setup();
    tracker.configure(CONFIG);
    tracker.identify(MANAGER);
    tracker.pageView('/home', '首页');
    tracker.menuClick('productList', '产品列表', '/iservice/product/list');
    tracker.track('export_click', { count: 3 });
    expect(sent).toEqual([
      {
        url: '/api/track/collect',
        body: {
          appNo: 'FMP-PORTAL-01',
          event: 'page_view',
          ts: at(),
          page: '/home',
          props: { title: '首页' },
          userId: 'U10001',
          instId: '20001',
        },
      },
      {
        url: '/api/track/collect',
        body: {
          appNo: 'FMP-PORTAL-01',
          event: 'menu_click',
          ts: at(),
          page: '/home',
          props: { menuKey: 'productList', menuName: '产品列表', route: '/iservice/product/list' },
          userId: 'U10001',
          instId: '20001',
        },
      },
      {
        url: '/api/track/collect',
        body: {
          appNo: 'FMP-PORTAL-01',
          event: 'export_click',
          ts: at(),
          page: '/home',
          props: { count: 3 },
          userId: 'U10001',
          instId: '20001',
        },
      },
    ]);
  });

  it('never carries the token or a cookie value', () => {
    document.cookie = 'ACCESS-TOKEN=cookie-token-456; path=/';
    const { tracker, sent } = setup();
    tracker.configure(CONFIG);
    tracker.identify(MANAGER);
    tracker.pageView('/home?token=secret-token-123', '首页');
    tracker.track('custom_event', {
      token: 'secret-token-123',
      Cookie: document.cookie,
      password: 'x',
      ticket: 't',
      code: 'c',
      keep: 1,
    });
    const wire = JSON.stringify(sent);
    expect(wire).not.toContain('secret-token-123');
    expect(wire).not.toContain('cookie-token-456');
    expect(sent[1]?.body.props).toEqual({ keep: 1 });
    document.cookie = 'ACCESS-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('carries no user after identify(null)', () => {
    const { tracker, sent } = setup();
    tracker.configure(CONFIG);
    tracker.identify(MANAGER);
    tracker.track('before_logout');
    tracker.identify(null);
    tracker.track('after_logout');
    expect(sent.map((s) => [s.body.userId, s.body.instId])).toEqual([
      ['U10001', '20001'],
      [null, null],
    ]);
  });
});

describe('stripSensitiveQuery', () => {
  const rows: [string, string][] = [
    ['/home', '/home'],
    ['/login?token=abc', '/login'],
    ['/login?redirect=%2Fhome&token=abc', '/login?redirect=%2Fhome'],
    ['/x?TOKEN=1&Password=2&tIcKeT=3&CODE=4&a=5', '/x?a=5'],
    ['/x?a=1&code=2&b=3', '/x?a=1&b=3'],
    ['/x?codes=1&mytoken=2', '/x?codes=1&mytoken=2'],
    ['/x?token', '/x'],
    ['/x?%74oken=1&b=2', '/x?b=2'],
    ['/x?a=1#/y?ticket=2&c=3', '/x?a=1#/y?c=3'],
    ['/x?password=1#top', '/x#top'],
  ];
  it.each(rows)('%s → %s', (path, expected) => {
    expect(stripSensitiveQuery(path)).toBe(expected);
  });

  it('applies to page views and menu routes', () => {
    const { tracker, sent } = setup();
    tracker.configure(CONFIG);
    tracker.pageView('/changePass?ticket=T1&from=login', '修改密码');
    tracker.menuClick('k', '菜单', '/iservice/a?code=9&id=1');
    expect(sent.map((s) => s.body.page)).toEqual([
      '/changePass?from=login',
      '/changePass?from=login',
    ]);
    expect(sent[1]?.body.props.route).toBe('/iservice/a?id=1');
  });
});

describe('before configure', () => {
  it('queues events and sends them in order once configured', () => {
    const { tracker, events } = setup();
    tracker.pageView('/login', '登录');
    tracker.track('first_event');
    expect(events()).toEqual([]);
    tracker.configure(CONFIG);
    expect(events()).toEqual(['page_view', 'first_event']);
    tracker.track('later_event');
    expect(events()).toEqual(['page_view', 'first_event', 'later_event']);
  });

  it(`keeps at most ${TRACK_QUEUE_LIMIT} events, dropping the oldest`, () => {
    const { tracker, sent } = setup();
    for (let i = 0; i < TRACK_QUEUE_LIMIT + 5; i += 1) tracker.track('queued_event', { i });
    tracker.configure(CONFIG);
    expect(sent).toHaveLength(TRACK_QUEUE_LIMIT);
    expect(sent[0]?.body.props).toEqual({ i: 5 });
    expect(sent.at(-1)?.body.props).toEqual({ i: TRACK_QUEUE_LIMIT + 4 });
  });

  const missing: [string, Parameters<ReturnType<typeof createTracker>['configure']>[0]][] = [
    ['an empty URL', { ...CONFIG, dataCollectionUrl: '' }],
    ['a blank URL', { ...CONFIG, dataCollectionUrl: '  ' }],
    ['an empty application number', { ...CONFIG, dataCollectionNo: '' }],
    ['no config', null],
    ['an empty object', {}],
  ];
  it.each(missing)('with %s the SDK is missing: one note, nothing sent', (_label, config) => {
    const { tracker, sent, log } = setup();
    tracker.track('queued_event');
    tracker.configure(config);
    tracker.track('later_event');
    tracker.pageView('/home', '首页');
    tracker.configure(config);
    expect(sent).toEqual([]);
    expect(log.info.mock.calls).toEqual([[TRACK_NOTES.sdkMissing]]);
  });

  it('sends again once configured properly after a missing config', () => {
    const { tracker, events } = setup();
    tracker.track('queued_event');
    tracker.configure({ ...CONFIG, dataCollectionUrl: '' });
    tracker.track('dropped_event');
    tracker.configure(CONFIG);
    tracker.track('sent_event');
    expect(events()).toEqual(['sent_event']);
  });
});

describe('internal staff (userType 4)', () => {
  it('are never tracked, with one note per user', () => {
    const { tracker, sent, log } = setup();
    tracker.configure(CONFIG);
    tracker.identify(STAFF);
    tracker.pageView('/home', '首页');
    tracker.menuClick('k', '菜单', '/a');
    tracker.track('some_event');
    tracker.identify(STAFF);
    tracker.track('again_event');
    expect(sent).toEqual([]);
    expect(log.info.mock.calls).toEqual([[TRACK_NOTES.internal]]);
    tracker.identify(STAFF_2);
    tracker.track('other_staff');
    expect(log.info.mock.calls).toEqual([[TRACK_NOTES.internal], [TRACK_NOTES.internal]]);
    tracker.identify(MANAGER);
    tracker.track('manager_event');
    expect(sent.map((s) => s.body.event)).toEqual(['manager_event']);
  });

  it('drops the queue when flushed for an internal user', () => {
    const { tracker, sent, log } = setup();
    tracker.pageView('/login', '登录');
    tracker.identify(STAFF);
    tracker.configure(CONFIG);
    expect(sent).toEqual([]);
    expect(log.info.mock.calls).toEqual([[TRACK_NOTES.internal]]);
  });

  it.each([0, 1, 2, 3])('userType %i is tracked', (userType) => {
    const { tracker, sent } = setup();
    tracker.configure(CONFIG);
    tracker.identify({ ...MANAGER, userType });
    tracker.track('some_event');
    expect(sent).toHaveLength(1);
  });
});

describe('page view deduplication', () => {
  const rows: [string, string, number, number][] = [
    ['same path at once', '/home', 0, 1],
    ['same path just under 1000 ms', '/home', PAGE_VIEW_DEDUP_MS - 1, 1],
    ['same path at 1000 ms', '/home', PAGE_VIEW_DEDUP_MS, 2],
    ['another path at once', '/product', 0, 2],
    ['same path with a token added', '/home?token=abc', 0, 1],
  ];
  it.each(rows)('%s', (_label, second, gap, count) => {
    const { tracker, sent, tick } = setup();
    tracker.configure(CONFIG);
    tracker.pageView('/home', '首页');
    tick(gap);
    tracker.pageView(second, '第二页');
    expect(sent).toHaveLength(count);
  });

  it('does not apply to menu clicks or other events', () => {
    const { tracker, sent } = setup();
    tracker.configure(CONFIG);
    tracker.menuClick('k', '菜单', '/a');
    tracker.menuClick('k', '菜单', '/a');
    tracker.track('same_event');
    tracker.track('same_event');
    expect(sent).toHaveLength(4);
  });
});

describe('delivery failures', () => {
  const rows: [string, () => boolean | Promise<boolean>][] = [
    ['returns false', () => false],
    ['resolves false', () => Promise.resolve(false)],
    ['rejects', () => Promise.reject(new Error('offline'))],
    [
      'throws',
      () => {
        throw new Error('boom');
      },
    ],
  ];
  it.each(rows)('a send that %s is noted with console.warn only', async (_label, send) => {
    const { tracker, log } = setup({ send });
    tracker.configure(CONFIG);
    expect(() => tracker.track('some_event')).not.toThrow();
    await vi.waitFor(() =>
      expect(log.warn).toHaveBeenCalledWith(`${TRACK_NOTES.sendFailed}some_event`),
    );
  });
});

describe('page scroll (spec 9 scroll tracking)', () => {
  it('sends page_scroll with the depth in percent for the page given, sensitive query stripped', () => {
    const { tracker, sent } = setup();
    tracker.configure(CONFIG);
    tracker.identify(MANAGER);
    tracker.pageView('/next', '下一页');
    tracker.pageScroll('/home?token=abc&tab=2', 42.4);
    tracker.pageScroll('/home', 180);
    expect(sent.slice(1).map((s) => [s.body.event, s.body.page, s.body.props])).toEqual([
      ['page_scroll', '/home?tab=2', { depth: 42 }],
      ['page_scroll', '/home', { depth: 100 }],
    ]);
  });

  it('is never sent for internal staff', () => {
    const { tracker, sent, log } = setup();
    tracker.configure(CONFIG);
    tracker.identify(STAFF);
    tracker.pageScroll('/home', 50);
    expect(sent).toEqual([]);
    expect(log.info).toHaveBeenCalledWith(TRACK_NOTES.internal);
  });
});
