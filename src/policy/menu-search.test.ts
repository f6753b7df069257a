import { describe, expect, it } from 'vitest';
import type { MenuNode } from './menu-lists';
import { menuEntries, searchMenu } from './menu-search';

function node(key: string, name: string, over: Partial<MenuNode> = {}): MenuNode {
  return {
    key,
    name,
    microAppName: 'iservice',
    urlPath: '',
    type: 'menu',
    qxkey: key,
    visible: 'Y',
    privilegeKeys: '*',
    child: [],
    ...over,
  };
}

const tree: MenuNode[] = [
  node('cpyy', '产品运营', {
    child: [
      node('cpfx', '产品发行', {
        urlPath: '/cpgl/cpfx',
        qxkey: 'iservice_cpgl_cpfx',
        child: [node('cpfx_fxsq', '发行申请', { type: 'tab', urlPath: '/cpgl/cpfx' })],
      }),
      node('cpcsbg', '产品参数变更', { urlPath: '/cpgl/cpcsbg' }),
      node('hidden', '隐藏的产品页', { urlPath: '/cpgl/hidden', visible: 'N' }),
      node('bbztc', '报表直通车', { microAppName: '' }),
    ],
  }),
  node('xtgl', '系统管理', {
    child: [node('ptyhwh', '平台用户维护', { urlPath: '/xtgl/ptyhwh' })],
  }),
];

const keys = (hits: { item: MenuNode }[]) => hits.map((hit) => hit.item.key);

describe('menuEntries', () => {
  it('lists visible pages and links with their trail, not containers, tabs or hidden pages', () => {
    expect(menuEntries(tree).map((h) => [h.item.key, h.trail.join('/')])).toEqual([
      ['cpfx', '产品运营'],
      ['cpcsbg', '产品运营'],
      ['bbztc', '产品运营'],
      ['ptyhwh', '系统管理'],
    ]);
  });
});

describe('searchMenu', () => {
  it.each([
    ['产品', ['cpfx', 'cpcsbg']],
    ['发行', ['cpfx']],
    ['CPFX', ['cpfx']],
    ['iservice_cpgl', ['cpfx']],
    ['系统 用户', ['ptyhwh']],
    ['报表', ['bbztc']],
    ['隐藏', []],
    ['发行申请', []],
    ['   ', []],
    ['不存在', []],
  ])('%s → %j', (text, expected) => expect(keys(searchMenu(tree, text))).toEqual(expected));

  it('ranks a name starting with the text first', () => {
    const ranked = [
      node('a', '查询产品', { urlPath: '/a' }),
      node('b', '产品查询', { urlPath: '/b' }),
    ];
    expect(keys(searchMenu(ranked, '产品'))).toEqual(['b', 'a']);
  });

  it('stops at the limit', () => {
    expect(searchMenu(tree, '产', 1)).toHaveLength(1);
  });
});
