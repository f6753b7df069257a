import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addTab,
  closeTab,
  isRecordable,
  parseTabs,
  routeHash,
  tabKey,
  tabPath,
  type TabEntry,
} from './tabs';

const tab = (path: string, name = path): TabEntry => ({ name, path, menuPath: '' });
const paths = (tabs: TabEntry[]) => tabs.map((t) => t.path);

describe('addTab', () => {
  it('keeps at most 6, dropping the oldest', () => {
    let tabs: TabEntry[] = [];
    for (let i = 1; i <= 8; i += 1) tabs = addTab(tabs, tab(`/iservice/p${i}`));
    expect(paths(tabs)).toEqual([3, 4, 5, 6, 7, 8].map((i) => `/iservice/p${i}`));
  });

  it.each([
    ['the same path', '/iservice/cpgl/cpfx'],
    ['with another query', '/iservice/cpgl/cpfx?type=10'],
    ['with a trailing slash', '/iservice/cpgl/cpfx/'],
  ])('does not add a path already open twice (%s): same place and path', (_name, again) => {
    const open = [
      tab('/iservice/cpgl/cpfx', '产品发行'),
      tab('/tgypt/zcdj/jyqrcx', '交易确认查询'),
    ];
    const tabs = addTab(open, tab(again, '产品发行'));
    expect(tabs).toEqual(open);
  });

  it('a page open already takes the name its sub-application gave it later', () => {
    const open = [tab('/iservice/cpgl/viewDetail/P0042', '在线服务平台'), tab('/iservice/p2')];
    const tabs = addTab(open, {
      name: '产品详情 P0042',
      path: '/iservice/cpgl/viewDetail/P0042',
      menuPath: '产品运营',
    });
    expect(tabs).toEqual([
      { name: '产品详情 P0042', path: '/iservice/cpgl/viewDetail/P0042', menuPath: '产品运营' },
      tab('/iservice/p2'),
    ]);
  });

  it.each<[string, boolean, string]>([
    ['a provisional name does not replace the name it has', true, '订单详情'],
    ['a name from the menu or the application does', false, '直销系统 /foo/bar'],
  ])('a revisit: %s', (_name, provisional, kept) => {
    const open = [tab('/ds/foo/bar', '订单详情'), tab('/ds/p2')];
    const visit = { ...tab('/ds/foo/bar', '直销系统 /foo/bar'), provisional };
    const tabs = addTab(open, visit);
    expect(tabs).toEqual([tab('/ds/foo/bar', kept), tab('/ds/p2')]);
  });

  it('a first visit is recorded with its provisional name, without the mark', () => {
    const visit = { ...tab('/ds/foo/bar', '直销系统 /foo/bar'), provisional: true };
    expect(addTab([], visit)).toEqual([tab('/ds/foo/bar', '直销系统 /foo/bar')]);
  });

  it.each([
    '/iservice/fygzbg/glftz',
    '/iservice/fygzbg/xsfwftz',
    '/iservice/fygzbg/tzgwftz',
    '/iservice/fygzbg/tzgwftz?t=1',
    '/',
    '/error/403',
    '/error/404',
    '/login',
    '/locking',
  ])('never records %s', (path) => {
    expect(isRecordable(path)).toBe(false);
    expect(addTab([], tab(path))).toEqual([]);
  });

  it.each(['/iservice/cpgl/cpfx', '/menuSet', '/Settings/PersonalCenter', '/tgypt/zcdj/jyqrcx'])(
    'records %s',
    (path) => expect(isRecordable(path)).toBe(true),
  );

  it('never holds more than the limit nor a path twice (any sequence)', () => {
    const route = fc.constantFrom(
      ...Array.from({ length: 12 }, (_, i) => `/iservice/p${i}`),
      '/iservice/fygzbg/glftz',
      '/',
    );
    fc.assert(
      fc.property(fc.array(route, { maxLength: 40 }), (sequence) => {
        const tabs = sequence.reduce<TabEntry[]>((kept, path) => addTab(kept, tab(path)), []);
        expect(tabs.length).toBeLessThanOrEqual(6);
        expect(new Set(paths(tabs)).size).toBe(tabs.length);
        expect(tabs.every((t) => isRecordable(t.path))).toBe(true);
      }),
    );
  });
});

describe('closeTab', () => {
  const open = [tab('/a1'), tab('/a2'), tab('/a3')];

  it('closing another tab stays where the user is', () => {
    expect(closeTab(open, '/a1', '/a3')).toEqual({ tabs: [tab('/a2'), tab('/a3')], goTo: null });
  });
  it('closing the current tab goes to its right neighbour', () => {
    expect(closeTab(open, '/a2', '/a2').goTo).toBe('/a3');
  });
  it('closing the last current tab goes to its left neighbour', () => {
    expect(closeTab(open, '/a3', '/a3?x=1').goTo).toBe('/a2');
  });
  it('closing the only tab goes home', () => {
    expect(closeTab([tab('/a1')], '/a1', '/a1')).toEqual({ tabs: [], goTo: '/' });
  });
  it('an unknown path changes nothing', () => {
    expect(closeTab(open, '/zz', '/a1')).toEqual({ tabs: open, goTo: null });
  });
});

describe('tabKey: one tab per page', () => {
  it.each([
    ['/iservice/cpgl/cpfx', '/iservice/cpgl/cpfx'],
    ['/iservice/cpgl/cpfx/?t=1', '/iservice/cpgl/cpfx'],
    ['/ds/foo#top', '/ds/foo'],
    ['/ds/foo#/', '/ds/foo'],
    ['/ds#/orders/7', '/ds#/orders/7'],
    ['/ds/?x=1#/orders/7?tab=2', '/ds#/orders/7'],
    ['/ds/app/#/orders', '/ds/app#/orders'],
    // Home's notice hashes (spec 2.6) and any hash of a shell page are no page of their own.
    ['/#/zxbm', '/'],
    ['/menuSet#/x', '/menuSet'],
  ])('%s → %s', (path, key) => expect(tabKey(path)).toBe(key));

  it.each([
    ['/ds', '#/orders', '#/orders'],
    ['/ds/a', '#/orders?x=1', '#/orders'],
    ['/ds/a', '#/', ''],
    ['/ds/a', '#top', ''],
    ['/ds/a', '', ''],
    ['/', '#/zxbm', ''],
  ])('routeHash(%s, %s) → %s', (pathname, hash, route) =>
    expect(routeHash(pathname, hash)).toBe(route),
  );

  it("a hash router's pages are tabs of their own; home with a notice hash is none", () => {
    let tabs = addTab([], tab('/ds#/orders'));
    tabs = addTab(tabs, tab('/ds#/users'));
    tabs = addTab(tabs, tab('/ds#/orders?x=1'));
    tabs = addTab(tabs, tab('/#/zxbm'));
    expect(paths(tabs)).toEqual(['/ds#/orders', '/ds#/users']);
  });
});

describe('tabPath', () => {
  it.each([
    ['/iservice/cpgl/cpfx', '?t=1795000000000', '/iservice/cpgl/cpfx'],
    ['/iservice/cpgl/cpcsbg', '?type=10', '/iservice/cpgl/cpcsbg?type=10'],
    ['/iservice/cpgl/cpcsbg', '?type=10&t=5', '/iservice/cpgl/cpcsbg?type=10'],
    ['/menuSet', '', '/menuSet'],
  ])('%s%s → %s', (pathname, search, expected) => expect(tabPath(pathname, search)).toBe(expected));

  it.each([
    ['/ds', '?t=5', '#/orders?x=1', '/ds#/orders?x=1'],
    ['/ds/a', '', '#top', '/ds/a'],
    ['/', '', '#/zxbm', '/'],
  ])("%s%s%s → %s (a hash router's route kept)", (pathname, search, hash, expected) =>
    expect(tabPath(pathname, search, hash)).toBe(expected),
  );
});

describe('parseTabs', () => {
  it('reads back what was stored', () => {
    const stored = [tab('/a1'), tab('/a2')];
    expect(parseTabs(JSON.stringify(stored))).toEqual(stored);
  });
  it.each([
    null,
    '',
    'not json',
    '{}',
    JSON.stringify([{ name: 'x', path: '//evil.example.com', menuPath: '' }]),
    JSON.stringify([{ name: 1, path: '/a', menuPath: '' }]),
  ])('drops what is not a list of tabs: %s', (raw) => expect(parseTabs(raw)).toEqual([]));
  it('keeps at most the limit', () => {
    const many = Array.from({ length: 9 }, (_, i) => tab(`/p${i}`));
    expect(parseTabs(JSON.stringify(many))).toHaveLength(6);
  });
});
