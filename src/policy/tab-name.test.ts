import { describe, expect, it } from 'vitest';
import type { MenuNode } from './menu-lists';
import { decideTabName, menuTabNameOf, pathInArea, type TabNameInput } from './tab-name';
import { eachReturns } from '../../test/support/each-returns';

const DS = { appBase: '/ds', routeTitle: '直销系统' };

describe('decideTabName', () => {
  it.each<[string, TabNameInput, string, boolean]>([
    [
      "the sub-application's breadcrumb name first (it renames the tab)",
      {
        pathname: '/iservice/cpgl/viewDetail/P1',
        appName: '产品详情 P1',
        menuName: '产品',
        appTitle: '标题',
        appBase: '/iservice',
      },
      '产品详情 P1',
      false,
    ],
    [
      "the menu's name before the sub-application's title",
      { pathname: '/ds/xsgl/khcx', menuName: '客户查询', appTitle: '别的标题', ...DS },
      '客户查询',
      false,
    ],
    [
      'the menu tab a toTabName query opens, beside the page name (spec 5.1)',
      {
        pathname: '/iservice/cpyy/glrzhwh',
        menuName: '管理人账户维护',
        menuTabName: '新增',
        appBase: '/iservice',
      },
      '管理人账户维护 - 新增',
      false,
    ],
    [
      'a menu tab of the same name as its page: once',
      { pathname: '/ds/a', menuName: '客户查询', menuTabName: '客户查询', ...DS },
      '客户查询',
      false,
    ],
    [
      "a path outside the menu: the sub-application's title",
      { pathname: '/ds/foo/bar', appTitle: '订单详情', ...DS },
      '订单详情',
      false,
    ],
    [
      'outside the menu and untitled: the area with the path inside it',
      { pathname: '/ds/foo/bar', ...DS },
      '直销系统 /foo/bar',
      true,
    ],
    [
      'another such path: another name',
      { pathname: '/ds/foo/baz', ...DS },
      '直销系统 /foo/baz',
      true,
    ],
    ['the area base itself: the area name', { pathname: '/ds', ...DS }, '直销系统', true],
    [
      'blank names are no names',
      { pathname: '/ds/x', appName: ' ', menuName: '', appTitle: '  ', ...DS },
      '直销系统 /x',
      true,
    ],
    [
      'no area title: the base stands for it',
      { pathname: '/tgypt/x/y', appBase: '/tgypt' },
      '/tgypt /x/y',
      true,
    ],
    [
      "a shell page: the menu's name",
      { pathname: '/menuSet', menuName: '常用菜单', routeTitle: '常用菜单设置' },
      '常用菜单',
      false,
    ],
    [
      "a shell page outside the menu: the route's title",
      { pathname: '/personalCenter', routeTitle: '个人中心' },
      '个人中心',
      true,
    ],
    [
      'the raised-account check page outside the menu: its route title',
      { pathname: '/raiseAccCheck', routeTitle: '募集账户核查' },
      '募集账户核查',
      true,
    ],
    ['nothing at all', { pathname: '/x' }, '页面', true],
    [
      "a hash router's page outside the menu: the area with the route",
      { pathname: '/ds', routeHash: '#/orders', ...DS },
      '直销系统 #/orders',
      true,
    ],
    [
      "a hash router's page below a path",
      { pathname: '/ds/app', routeHash: '#/orders', ...DS },
      '直销系统 /app#/orders',
      true,
    ],
    [
      "a hash router's page under a menu page: the menu's name with the route",
      { pathname: '/ds/xsgl/khcx', routeHash: '#/detail/1', menuName: '客户查询', ...DS },
      '客户查询 #/detail/1',
      false,
    ],
  ])('%s', (_name, input, name, provisional) => {
    expect(decideTabName(input)).toEqual({ name, provisional });
  });
});

describe('pathInArea', () => {
  eachReturns('%s under %s: %s', pathInArea, [
    ['/ds/xsgl/foo', '/ds', '/xsgl/foo'],
    ['/ds/xsgl/foo/', '/ds', '/xsgl/foo'],
    ['/ds', '/ds', ''],
    ['/ds/', '/ds', ''],
    ['/dsx/a', '/ds', ''],
  ]);
});

describe('menuTabNameOf', () => {
  const node = (over: Partial<MenuNode>): MenuNode => ({
    key: 'k',
    name: 'n',
    microAppName: 'iservice',
    urlPath: '',
    type: 'menu',
    qxkey: '',
    visible: 'Y',
    privilegeKeys: '*',
    child: [],
    ...over,
  });
  const tree = [
    node({
      key: 'top',
      child: [
        node({
          key: 'page',
          name: '管理人账户维护',
          urlPath: '/cpyy/glrzhwh',
          child: [
            node({ key: 't1', type: 'tab', name: '新增', qxkey: 'glrzhwh_xz' }),
            node({ key: 'b1', type: 'button', name: '删除', qxkey: 'glrzhwh_sc' }),
          ],
        }),
      ],
    }),
  ];

  eachReturns('%s', (_name, pathname, search) => menuTabNameOf(tree, pathname, search), [
    ['a tab of the page', '/iservice/cpyy/glrzhwh', '?toTabName=glrzhwh_xz', '新增'],
    ['with a trailing slash', '/iservice/cpyy/glrzhwh/', '?t=1&toTabName=glrzhwh_xz', '新增'],
    ['a button is not a tab', '/iservice/cpyy/glrzhwh', '?toTabName=glrzhwh_sc', null],
    ['an unknown key', '/iservice/cpyy/glrzhwh', '?toTabName=x', null],
    ['no query', '/iservice/cpyy/glrzhwh', '', null],
    ['a page outside the menu', '/iservice/other', '?toTabName=glrzhwh_xz', null],
  ]);

  it('no menu yet: none', () => {
    expect(menuTabNameOf(null, '/iservice/cpyy/glrzhwh', '?toTabName=glrzhwh_xz')).toBeNull();
  });
});
