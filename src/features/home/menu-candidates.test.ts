import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@/api/menu';
import {
  candidateGroups,
  filterGroups,
  isCandidate,
  moveEntry,
  sameKeys,
} from '@/features/home/menu-candidates';

function item(key: string, name: string, extra: Partial<MenuItem> = {}): MenuItem {
  return {
    key,
    name,
    microAppName: '',
    urlPath: '',
    child: [],
    type: 'menu',
    qxkey: key,
    visible: 'Y',
    privilegeKeys: '',
    parentKeys: '',
    ...extra,
  };
}

const tree: MenuItem[] = [
  item('sy', '首页', {
    child: [
      item('home', '首页', { urlPath: '/' }),
      item('menuSet', '常用菜单设置', { urlPath: '/menuSet' }),
      item('bbztc', '报表直通车'),
    ],
  }),
  item('cpyy', '产品运营', {
    child: [
      item('cpgl', '产品管理', {
        child: [
          item('glrzhwh', '管理人账户维护', {
            microAppName: 'iservice',
            urlPath: '/cpgl/glrzhwh',
            child: [
              item('glrzhwh_zhxx', '账户信息', { type: 'tab', urlPath: '/cpgl/glrzhwh' }),
              item('glrzhwh_add', '新增账户', { type: 'button', urlPath: '/cpgl/glrzhwh' }),
            ],
          }),
          item('dzht', '电子合同', {
            microAppName: 'iservice',
            urlPath: '/htgl/dzht',
            visible: 'N',
          }),
        ],
      }),
      item('jyqrcx', '交易确认查询', { microAppName: 'tgypt', urlPath: '/zcdj/jyqrcx' }),
    ],
  }),
  item('xtgl', '系统管理', {
    child: [item('ptyhwh', '普通用户维护', { microAppName: 'iservice', visible: 'N' })],
  }),
];

describe('common-menu candidates', () => {
  it('are the visible pages and external links, not containers, tabs, buttons or hidden pages', () => {
    expect(isCandidate(item('cpgl', '产品管理'))).toBe(false);
    expect(isCandidate(item('x', 'x', { type: 'tab', urlPath: '/a' }))).toBe(false);
    expect(isCandidate(item('x', 'x', { urlPath: '/a', visible: 'N' }))).toBe(false);
    expect(isCandidate(item('bbztc', '报表直通车'))).toBe(true);
    expect(isCandidate(item('x', 'x', { urlPath: '/a' }))).toBe(true);
  });

  it('are grouped by top-level area in menu order, with routes and trails; empty areas go', () => {
    expect(candidateGroups(tree)).toEqual([
      {
        key: 'sy',
        name: '首页',
        entries: [
          { key: 'home', name: '首页', route: '/', trail: '首页' },
          { key: 'menuSet', name: '常用菜单设置', route: '/menuSet', trail: '首页' },
          { key: 'bbztc', name: '报表直通车', route: null, trail: '首页' },
        ],
      },
      {
        key: 'cpyy',
        name: '产品运营',
        entries: [
          {
            key: 'glrzhwh',
            name: '管理人账户维护',
            route: '/iservice/cpgl/glrzhwh',
            trail: '产品运营 / 产品管理',
          },
          {
            key: 'jyqrcx',
            name: '交易确认查询',
            route: '/tgypt/zcdj/jyqrcx',
            trail: '产品运营',
          },
        ],
      },
    ]);
  });

  it('filter by name, key, route or area, ignoring case and blanks', () => {
    const groups = candidateGroups(tree);
    const keys = (keyword: string) =>
      filterGroups(groups, keyword).flatMap((g) => g.entries.map((e) => e.key));
    expect(keys('  ')).toEqual(['home', 'menuSet', 'bbztc', 'glrzhwh', 'jyqrcx']);
    expect(keys('账户')).toEqual(['glrzhwh']);
    expect(keys('JYQRCX')).toEqual(['jyqrcx']);
    expect(keys('/tgypt/')).toEqual(['jyqrcx']);
    expect(keys('产品管理')).toEqual(['glrzhwh']);
    expect(keys('产品运营')).toEqual(['glrzhwh', 'jyqrcx']);
    expect(keys('没有')).toEqual([]);
  });

  it('move an entry up or down, never out of the list', () => {
    expect(moveEntry(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveEntry(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveEntry(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveEntry(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('compare key lists in order', () => {
    expect(sameKeys(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameKeys(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameKeys(['a'], ['a', 'b'])).toBe(false);
  });
});
