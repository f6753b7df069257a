import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spellingOf } from '../../test/support/path-spellings';
import { canonicalPath } from './canonical-path';
import { knownWithAccess } from './known-routes';
import { buildMenuLists, pageRoute, type MenuNode } from './menu-lists';
import {
  ADMIN_ONLY_PAGES,
  decidePageAccess,
  ERROR_PAGES,
  GMWB_WHITELIST,
  lookupKeys,
  type PageAccessInput,
  type PageDecision,
} from './page-access';
import { showsWatermark } from './watermark';

const entry = (key: string, privilegeKeys = '') => ({ key, qxkey: key, privilegeKeys, name: key });

const WHITE = {
  '/': entry('home'),
  '/iservice/cpgl/cpfx': entry('cpfx', '*'),
  '/iservice/cpgl/glrzhwh': entry('glrzhwh', 'glrzhwh_cx,glrzhwh_xz'),
  '/iservice/tgtj/tjtsh': entry('tjtsh'),
  '/iservice/xtgl/ptyhwh': entry('ptyhwh'),
  '/iservice/cpgl/glrbccxDetail': entry('glrbccxDetail'),
  '/iservice/tzjx/jxfx': entry('jxfx'),
  '/tgypt/zcdj/jyqrcx': entry('jyqrcx'),
};
const BLACK = {
  '/iservice/cpgl/cpcsbg': entry('cpcsbg'),
  '/iservice/htgl/dzht': entry('dzht'),
};

const admin: PageAccessInput = {
  pathname: '/',
  search: '',
  roleNames: ['系统管理员'],
  userType: 0,
  instId: '20001',
  lists: { white: WHITE, black: BLACK },
  blocked: ['/iservice/xxpl/xxplbs'],
  isolated: false,
  whitelistMode: false,
  letter: { pending: false, mandatory: false },
  agreementUnsigned: null,
};
const operator: PageAccessInput = { ...admin, roleNames: ['运营操作员'] };
const gmwb: PageAccessInput = { ...operator, instId: '11160', whitelistMode: true };
const isolated: PageAccessInput = { ...admin, isolated: true };
const letter: PageAccessInput = { ...operator, letter: { pending: true, mandatory: true } };
const letterAdmin: PageAccessInput = { ...letter, roleNames: ['系统管理员'] };
const letterNoMenu: PageAccessInput = {
  ...letter,
  lists: {
    white: Object.fromEntries(
      Object.entries(WHITE).filter(([route]) => route !== '/iservice/tgtj/tjtsh'),
    ),
    black: BLACK,
  },
};

type Row = [string, PageAccessInput, string, string, PageDecision];
const rows: Row[] = [
  // 1 error pages
  ['403 always allowed', operator, '/error/403', '', { kind: 'allow', rule: 'error-page' }],
  ['404 with trailing slash', letter, '/error/404/', '', { kind: 'allow', rule: 'error-page' }],
  ['405', isolated, '/error/405', '', { kind: 'allow', rule: 'error-page' }],
  ['maintenance', operator, '/maintenance', '', { kind: 'allow', rule: 'error-page' }],
  // 2 admin-only
  [
    'operator on a system-admin page',
    operator,
    '/iservice/xtgl/ptyhwh',
    '',
    { kind: 'forbid', rule: 'admin-only' },
  ],
  [
    'operator on the hkqxsz target',
    operator,
    '/iservice/xtgl/tgwysqssc',
    '',
    { kind: 'forbid', rule: 'admin-only' },
  ],
  [
    'operator on the e-contract page',
    operator,
    '/iservice/htgl/dzht',
    '',
    { kind: 'forbid', rule: 'admin-only' },
  ],
  [
    'admin-only with a trailing slash',
    operator,
    '/iservice/xtgl/xtglywh/',
    '',
    { kind: 'forbid', rule: 'admin-only' },
  ],
  [
    'admin on a system-admin page',
    admin,
    '/iservice/xtgl/ptyhwh',
    '',
    { kind: 'allow', rule: 'not-black-listed' },
  ],
  // 3 blocked
  ['blocked page', admin, '/iservice/xxpl/xxplbs', '', { kind: 'forbid', rule: 'blocked' }],
  // 4 black list
  [
    'black-listed page',
    admin,
    '/iservice/cpgl/cpcsbg',
    '',
    { kind: 'forbid', rule: 'black-listed' },
  ],
  [
    'black-listed with trailing slash (stripped, retried)',
    admin,
    '/iservice/cpgl/cpcsbg/',
    '',
    { kind: 'forbid', rule: 'black-listed' },
  ],
  [
    'admin on a black-listed admin page',
    admin,
    '/iservice/htgl/dzht',
    '',
    { kind: 'forbid', rule: 'black-listed' },
  ],
  // 5 gmwb front-end whitelist
  [
    'gmwb whitelist page without a white entry',
    gmwb,
    '/iservice/swgl/swxxqr',
    '',
    { kind: 'allow', rule: 'gmwb-whitelist' },
  ],
  [
    'gmwb viewDetail route',
    gmwb,
    '/iservice/cpgl/viewDetail/P1/SXC101',
    '',
    { kind: 'allow', rule: 'gmwb-whitelist' },
  ],
  [
    'gmwb whitelist does not open a black-listed page',
    gmwb,
    '/iservice/cpgl/cpcsbg',
    '',
    { kind: 'forbid', rule: 'black-listed' },
  ],
  [
    'the whitelist is gmwb only',
    operator,
    '/iservice/swgl/swxxqr',
    '',
    { kind: 'allow', rule: 'not-black-listed' },
  ],
  // 6 toTabName
  [
    'tab on a page with all tabs',
    operator,
    '/iservice/cpgl/cpfx',
    '?toTabName=anything',
    { kind: 'allow', rule: 'tab-visible' },
  ],
  [
    'visible tab',
    operator,
    '/iservice/cpgl/glrzhwh',
    '?toTabName=glrzhwh_xz',
    { kind: 'allow', rule: 'tab-visible' },
  ],
  [
    'invisible tab',
    operator,
    '/iservice/cpgl/glrzhwh',
    '?toTabName=glrzhwh_sc',
    { kind: 'forbid', rule: 'tab-not-visible' },
  ],
  [
    'tab on a page without a white entry',
    operator,
    '/iservice/zcdj/lskfrsz',
    '?toTabName=x',
    { kind: 'forbid', rule: 'tab-not-in-whitelist' },
  ],
  // 7 main-app routes
  ['home', operator, '/', '', { kind: 'allow', rule: 'main-app' }],
  [
    'personal centre',
    isolated,
    '/Settings/PersonalCenter',
    '',
    { kind: 'allow', rule: 'main-app' },
  ],
  ['menuSet', gmwb, '/menuSet', '', { kind: 'allow', rule: 'main-app' }],
  // 8 whitelist mode and isolated mode
  [
    'gmwb: iservice page without a white entry',
    gmwb,
    '/iservice/zcdj/lskfrsz2',
    '',
    { kind: 'forbid', rule: 'not-in-whitelist' },
  ],
  [
    'gmwb: iservice page with a white entry',
    gmwb,
    '/iservice/cpgl/glrzhwh',
    '',
    { kind: 'allow', rule: 'not-black-listed' },
  ],
  [
    'gmwb: tgypt page needs no white entry',
    gmwb,
    '/tgypt/zcdj/fhxxcx',
    '',
    { kind: 'allow', rule: 'not-black-listed' },
  ],
  [
    'isolated: business page missing from the menu',
    isolated,
    '/iservice/cpgl/zzz',
    '',
    { kind: 'forbid', rule: 'not-in-whitelist' },
  ],
  [
    'isolated: ds page missing from the menu',
    isolated,
    '/ds/khgl',
    '',
    { kind: 'forbid', rule: 'not-in-whitelist' },
  ],
  [
    'isolated: system-admin page of the menu',
    isolated,
    '/iservice/xtgl/ptyhwh',
    '',
    { kind: 'allow', rule: 'not-black-listed' },
  ],
  // 9 otherwise allowed
  [
    'page missing from both lists',
    operator,
    '/iservice/cpgl/unknown',
    '',
    { kind: 'allow', rule: 'not-black-listed' },
  ],
  [
    'glrbccxDetail matched by its first four segments',
    operator,
    '/iservice/cpgl/glrbccxDetail/77/SXC101',
    '',
    { kind: 'allow', rule: 'not-black-listed' },
  ],
  // 10 notice letter
  [
    'letter: a business page redirects with the modal',
    letter,
    '/iservice/cpgl/cpfx',
    '',
    { kind: 'redirect', to: '/iservice/tgtj/tjtsh', rule: 'letter-pending', modal: 'letter' },
  ],
  ['letter: home allowed', letter, '/', '', { kind: 'allow', rule: 'main-app' }],
  [
    'letter: the letter page itself',
    letter,
    '/iservice/tgtj/tjtsh',
    '',
    { kind: 'allow', rule: 'not-black-listed' },
  ],
  [
    'letter: admin keeps the admin pages',
    letterAdmin,
    '/iservice/xtgl/ptyhwh',
    '',
    { kind: 'allow', rule: 'not-black-listed' },
  ],
  [
    'letter: admin still redirected from business pages',
    letterAdmin,
    '/tgypt/zcdj/jyqrcx',
    '',
    { kind: 'redirect', to: '/iservice/tgtj/tjtsh', rule: 'letter-pending', modal: 'letter' },
  ],
  [
    'letter not mandatory (TJTSHFQZQR 1)',
    { ...letter, letter: { pending: true, mandatory: false } },
    '/iservice/cpgl/cpfx',
    '',
    { kind: 'allow', rule: 'not-black-listed' },
  ],
  [
    'letter: type-4 users are not held',
    { ...letter, userType: 4 },
    '/iservice/cpgl/cpfx',
    '',
    { kind: 'allow', rule: 'not-black-listed' },
  ],
  [
    'letter menu missing: warning, no navigation',
    letterNoMenu,
    '/iservice/cpgl/cpfx',
    '',
    { kind: 'allow', rule: 'not-black-listed', warning: 'letter-menu-missing' },
  ],
  [
    'letter: a forbidden page stays forbidden',
    letter,
    '/iservice/cpgl/cpcsbg',
    '',
    { kind: 'forbid', rule: 'black-listed' },
  ],
  // 11 performance analysis
  [
    'unsigned agreement: performance page redirects',
    { ...operator, agreementUnsigned: true },
    '/iservice/tzjx/jxfx',
    '',
    { kind: 'redirect', to: '/iservice/jxfxxy', rule: 'agreement-unsigned' },
  ],
  [
    'signed agreement: performance page opens',
    { ...operator, agreementUnsigned: false },
    '/iservice/tzjx/jxfx',
    '',
    { kind: 'allow', rule: 'not-black-listed' },
  ],
  [
    'unsigned agreement: other pages open',
    { ...operator, agreementUnsigned: true },
    '/iservice/cpgl/cpfx',
    '',
    { kind: 'allow', rule: 'not-black-listed' },
  ],
];

describe('decidePageAccess (spec 4, 5.1, 6)', () => {
  it.each(rows)('%s', (_name, base, pathname, search, expected) => {
    expect(decidePageAccess({ ...base, pathname, search })).toEqual(expected);
  });
});

describe('lookupKeys', () => {
  it.each([
    ['/iservice/cpgl/cpfx', ['/iservice/cpgl/cpfx']],
    ['/iservice/cpgl/cpfx/', ['/iservice/cpgl/cpfx/', '/iservice/cpgl/cpfx']],
    [
      '/iservice/cpgl/glrbccxDetail/12/SXC101',
      ['/iservice/cpgl/glrbccxDetail/12/SXC101', '/iservice/cpgl/glrbccxDetail'],
    ],
  ])('%s', (path, keys) => expect(lookupKeys(path)).toEqual(keys));
});

// Property: over random menu trees and users, the access rules never open what they must not.
const SEGMENTS = ['cpgl', 'xtgl', 'zcdj', 'tzjx', 'htgl', 'gzhs'];
const LEAVES = ['cpfx', 'ptyhwh', 'dzht', 'jxfx', 'lskfrsz', 'aaa', 'bbb', 'tgwysqssc', 'xtglywh'];
const nodeArb: fc.Arbitrary<MenuNode> = fc
  .record({
    app: fc.constantFrom('iservice', 'tgypt', 'ds'),
    segment: fc.constantFrom(...SEGMENTS),
    leaf: fc.constantFrom(...LEAVES),
    visible: fc.constantFrom('Y', 'N'),
    tabs: fc.array(
      fc.record({ q: fc.constantFrom('t1', 't2', 't3'), v: fc.constantFrom('Y', 'N') }),
      {
        maxLength: 3,
      },
    ),
    all: fc.boolean(),
  })
  .map(({ app, segment, leaf, visible, tabs, all }) => ({
    key: `${segment}_${leaf}`,
    name: leaf,
    microAppName: app,
    urlPath: `/${segment}/${leaf}`,
    type: 'menu' as const,
    qxkey: `${segment}_${leaf}`,
    visible,
    privilegeKeys: all
      ? '*'
      : tabs
          .filter((t) => t.v === 'Y')
          .map((t) => t.q)
          .join(','),
    child: tabs.map((t) => ({
      key: t.q,
      name: t.q,
      microAppName: app,
      urlPath: '',
      type: 'tab' as const,
      qxkey: t.q,
      visible: t.v,
      privilegeKeys: '',
      child: [],
    })),
  }));
const treeArb = fc.array(nodeArb, { maxLength: 12 }).map((pages) => [
  {
    key: 'root',
    name: 'root',
    microAppName: '',
    urlPath: '',
    type: 'menu' as const,
    qxkey: '',
    visible: 'Y',
    privilegeKeys: '',
    child: pages,
  },
]);
const userArb = fc.record({
  roleNames: fc.constantFrom(['系统管理员'], ['运营操作员'], ['内部员工'], []),
  userType: fc.constantFrom(0, 4),
  instId: fc.constantFrom('20001', '11160', '1012', '14379', '20006'),
  isolated: fc.boolean(),
  letter: fc.record({ pending: fc.boolean(), mandatory: fc.boolean() }),
  agreementUnsigned: fc.constantFrom(true, false, null),
});
const pathArb = fc.record({
  app: fc.constantFrom('iservice', 'tgypt', 'ds'),
  segment: fc.constantFrom(...SEGMENTS),
  leaf: fc.constantFrom(...LEAVES),
  slash: fc.boolean(),
  tab: fc.option(fc.constantFrom('t1', 't2', 't3'), { nil: undefined }),
});

describe('page access properties (fast-check)', () => {
  it('never opens a black-listed or invisible page, nor an admin page to a non-administrator; always opens error pages', () => {
    fc.assert(
      fc.property(treeArb, userArb, pathArb, (tree, user, p) => {
        const lists = buildMenuLists(tree);
        const path = `/${p.app}/${p.segment}/${p.leaf}`;
        const input: PageAccessInput = {
          ...user,
          pathname: p.slash ? `${path}/` : path,
          search: p.tab ? `?toTabName=${p.tab}` : '',
          lists,
          tree,
          blocked: [],
          whitelistMode: user.instId === '11160' || user.instId === '1012',
        };
        const decision = decidePageAccess(input);
        const opens = decision.kind === 'allow';
        const invisible = tree[0]!.child.some((n) => pageRoute(n) === path && n.visible !== 'Y');
        const visibleToo = tree[0]!.child.some((n) => pageRoute(n) === path && n.visible === 'Y');
        if (invisible && !visibleToo) expect(opens).toBe(false);
        if (lists.black[path]) expect(opens).toBe(false);
        const admin = user.roleNames.some((r) => r.includes('管理员'));
        if (!admin && ADMIN_ONLY_PAGES.includes(path)) expect(decision.kind).not.toBe('allow');
        if (!admin && ADMIN_ONLY_PAGES.includes(path)) expect(decision.kind).not.toBe('redirect');
        for (const errorPage of ERROR_PAGES) {
          expect(decidePageAccess({ ...input, pathname: errorPage, search: '' }).kind).toBe(
            'allow',
          );
        }
      }),
      { numRuns: 500 },
    );
  });

  it('the gmwb whitelist is written as full iservice paths', () => {
    for (const path of GMWB_WHITELIST) expect(path).toMatch(/^\/iservice\/[a-z]+\/[a-zA-Z]+$/);
  });
});

describe('decidePageAccess on the canonical path, for any spelling of the address', () => {
  const known = knownWithAccess({
    menu: [],
    lists: { white: WHITE, black: BLACK },
    blocked: operator.blocked,
  });
  const decideSpelled = (input: PageAccessInput, spelling: string) => {
    const pathname = canonicalPath(spelling, known);
    return pathname === null ? null : decidePageAccess({ ...input, pathname });
  };
  const cases: readonly [string, PageAccessInput, string, PageDecision][] = [
    ['admin-only', operator, '/iservice/xtgl/xtglywh', { kind: 'forbid', rule: 'admin-only' }],
    ['e-contract', operator, '/iservice/htgl/dzht', { kind: 'forbid', rule: 'admin-only' }],
    ['blocked', admin, '/iservice/xxpl/xxplbs', { kind: 'forbid', rule: 'blocked' }],
    ['black-listed', admin, '/iservice/cpgl/cpcsbg', { kind: 'forbid', rule: 'black-listed' }],
    [
      'agreement',
      { ...operator, agreementUnsigned: true },
      '/iservice/tzjx/jxfx',
      { kind: 'redirect', to: '/iservice/jxfxxy', rule: 'agreement-unsigned' },
    ],
  ];

  it.each(cases)('%s: every spelling is decided as the path itself', (_, input, path, expected) => {
    expect(decidePageAccess({ ...input, pathname: path })).toEqual(expected);
    fc.assert(
      fc.property(spellingOf(path), (spelling) => {
        expect(decideSpelled(input, spelling)).toEqual(
          decidePageAccess({ ...input, pathname: path }),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('shows the watermark on every spelling of a watermark page', () => {
    fc.assert(
      fc.property(spellingOf('/tgypt/tsfw/sjsj_gzpz'), (spelling) => {
        expect(showsWatermark(canonicalPath(spelling, known)!)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
