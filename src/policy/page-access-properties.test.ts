/**
 * Properties of the page access rules: over random menu trees and users, and over every spelling
 * of an address.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spellingOf } from '../../test/support/path-spellings';
import { admin, BLACK, operator, WHITE } from '../../test/support/page-access-fixtures';
import { canonicalPath } from './canonical-path';
import { knownWithAccess } from './known-routes';
import { buildMenuLists, pageRoute, type MenuNode } from './menu-lists';
import {
  ADMIN_ONLY_PAGES,
  decidePageAccess,
  ERROR_PAGES,
  GMWB_WHITELIST,
  type PageAccessInput,
  type PageDecision,
} from './page-access';
import { showsWatermark } from './watermark';

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

  it('the gmwb whitelist holds every path spec 5.1 names', () => {
    // Spec 5.1's list, as the spec writes it (below /iservice).
    const named = `
      swgl/swxxqr cpgl/cpfx cpgl/cpfh cpgl/cpzs cpgl/cpqp zxyy/xzdxjg zcdj/lskfrsz
      zcdj/tayjbczksq zcdj/jsblqrsq htgl/htdygl htgl/cpsb zxyy/jesh zxyy/dxtacs gzhs/gmgzbxz
      jygl/cwjygl
    `
      .trim()
      .split(/\s+/)
      .map((path) => `/iservice/${path}`);
    for (const path of named) expect(GMWB_WHITELIST, path).toContain(path);
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
