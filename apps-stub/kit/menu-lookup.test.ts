import type { SubAppMenuItem } from '@contract';
import { findMenuPage, menuPagesOf, pageNameOf } from './menu-lookup';

function item(
  microAppName: SubAppMenuItem['microAppName'],
  urlPath: string,
  name: string,
  extra: Partial<SubAppMenuItem> = {},
): SubAppMenuItem {
  return {
    key: name,
    name,
    microAppName,
    urlPath,
    type: 'menu',
    qxkey: name,
    visible: 'Y',
    privilegeKeys: '*',
    child: [],
    ...extra,
  };
}

const menus: SubAppMenuItem[] = [
  item('', '/', '首页'),
  item('', '', '产品运营', {
    child: [
      item('iservice', '/cpgl/cpfx', '产品发行', {
        child: [item('iservice', '/cpgl/cpfx', '发行页签', { type: 'tab' })],
      }),
      item('iservice', '/cpgl/cpcsbg', '产品参数变更'),
      item('iservice', '/cpgl/cpcsbg', '结算日变更'),
      item('tgypt', '/zcdj/jyqrcx', '交易确认查询'),
      item('iservice', '/xtgl/xtglywh', '系统管理员维护', { visible: 'N' }),
    ],
  }),
  item('ds', '', '外部链接'),
  item('ds', '/xsgl/khcx/', '客户查询'),
];

describe('findMenuPage / pageNameOf', () => {
  it.each([
    ['iservice', '/cpgl/cpfx', '产品发行'],
    ['iservice', '/cpgl/cpfx/', '产品发行'],
    ['iservice', '/cpgl/cpcsbg', '产品参数变更'],
    ['iservice', '/xtgl/xtglywh', '系统管理员维护'],
    ['tgypt', '/zcdj/jyqrcx', '交易确认查询'],
    ['ds', '/xsgl/khcx', '客户查询'],
    ['iservice', '/zcdj/jyqrcx', null],
    ['ds', '/', null],
    ['iservice', '/cpgl', null],
    ['iservice', '/cpgl/cpfx/extra', null],
  ] as const)('%s %s -> %s', (app, path, name) => {
    expect(findMenuPage(menus, app, path)?.name ?? null).toBe(name);
  });

  it('falls back to the page name given, then to the area and path', () => {
    expect(pageNameOf(menus, 'iservice', '/cpgl/viewDetail/1', '产品详情')).toBe('产品详情');
    expect(pageNameOf(menus, 'tgypt', '/x/y')).toBe('托管业务云平台 /x/y');
    expect(pageNameOf([], 'ds', '/xsgl/khcx', 'x')).toBe('x');
  });
});

it('menuPagesOf lists an app’s pages once each, in menu order, without tabs or links', () => {
  expect(menuPagesOf(menus, 'iservice').map((p) => [p.path, p.name])).toEqual([
    ['/cpgl/cpfx', '产品发行'],
    ['/cpgl/cpcsbg', '产品参数变更'],
    ['/xtgl/xtglywh', '系统管理员维护'],
  ]);
  expect(menuPagesOf(menus, 'ds').map((p) => p.path)).toEqual(['/xsgl/khcx']);
});
