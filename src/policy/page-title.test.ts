import { describe, expect, it } from 'vitest';
import { decideTitle, isTgwyArea, type TitleDecision, type TitleInput } from './page-title';

const SYS = '基金管理人服务平台';

const rows: [string, Omit<TitleInput, 'systemTitle'>, TitleDecision][] = [
  ['home', { pathname: '/', routeTitles: ['首页'] }, { title: `首页 - ${SYS}`, owner: 'shell' }],
  [
    'nested routes: the most specific first',
    { pathname: '/Settings/PersonalCenter', routeTitles: ['设置', '个人中心'] },
    { title: `个人中心 - 设置 - ${SYS}`, owner: 'shell' },
  ],
  [
    'untitled layout routes are skipped',
    { pathname: '/menuSet', routeTitles: ['', '常用菜单设置'] },
    { title: `常用菜单设置 - ${SYS}`, owner: 'shell' },
  ],
  [
    'the raised-account check page (spec 2.7)',
    { pathname: '/raiseAccCheck', routeTitles: ['', '募集账户核查'] },
    { title: `募集账户核查 - ${SYS}`, owner: 'shell' },
  ],
  [
    'nothing with a title matched: 404',
    { pathname: '/no/such/page', routeTitles: [] },
    { title: `404 - ${SYS}`, owner: 'shell' },
  ],
  [
    'only untitled routes matched: 404',
    { pathname: '/x', routeTitles: ['', ' '] },
    { title: `404 - ${SYS}`, owner: 'shell' },
  ],
  [
    'iservice: the sub-application owns it, the menu name is proposed',
    { pathname: '/iservice/cpgl/cpfx', routeTitles: ['在线服务平台'], menuName: '产品发行' },
    { title: `产品发行 - 在线服务平台 - ${SYS}`, owner: 'sub-app' },
  ],
  [
    'iservice: the title the sub-application set wins over the proposal',
    {
      pathname: '/iservice/cpgl/cpfx',
      routeTitles: ['在线服务平台'],
      menuName: '产品发行',
      appTitle: '产品发行',
    },
    { title: `产品发行 - ${SYS}`, owner: 'sub-app' },
  ],
  [
    'ds: the title the sub-application set',
    { pathname: '/ds/xsgl/khcx', routeTitles: ['直销'], appTitle: '客户查询（直销）' },
    { title: `客户查询（直销） - ${SYS}`, owner: 'sub-app' },
  ],
  [
    'iservice: a blank title of the sub-application is no title',
    { pathname: '/iservice/x', routeTitles: ['在线服务平台'], appTitle: '  ' },
    { title: `在线服务平台 - ${SYS}`, owner: 'sub-app' },
  ],
  [
    'tgypt: a title the sub-application set does not replace the shell’s',
    {
      pathname: '/tgypt/zcdj/jyqrcx',
      routeTitles: ['托管云平台'],
      menuName: '交易确认查询',
      appTitle: '别的标题',
    },
    { title: `交易确认查询 - 托管云平台 - ${SYS}`, owner: 'shell' },
  ],
  [
    'ds root: the sub-application owns it',
    { pathname: '/ds', routeTitles: ['直销'] },
    { title: `直销 - ${SYS}`, owner: 'sub-app' },
  ],
  [
    'tgypt: the shell owns it',
    { pathname: '/tgypt/zcdj/jyqrcx', routeTitles: ['托管云平台'], menuName: '交易确认查询' },
    { title: `交易确认查询 - 托管云平台 - ${SYS}`, owner: 'shell' },
  ],
  [
    'a path only starting like ds is not ds',
    { pathname: '/dsx', routeTitles: ['页面'] },
    { title: `页面 - ${SYS}`, owner: 'shell' },
  ],
  [
    'tgwy area is named',
    { pathname: '/tgypt/tgwy/zjhz', routeTitles: ['托管云平台'], menuName: '资金划转' },
    { title: `资金划转 - 托管网银 - 托管云平台 - ${SYS}`, owner: 'shell' },
  ],
  [
    'menu name equal to the route title is not repeated',
    { pathname: '/menuSet', routeTitles: ['常用菜单设置'], menuName: '常用菜单设置' },
    { title: `常用菜单设置 - ${SYS}`, owner: 'shell' },
  ],
];

describe('decideTitle', () => {
  it.each(rows)('%s', (_name, input, expected) => {
    expect(decideTitle({ ...input, systemTitle: SYS })).toEqual(expected);
  });

  it('uses the system title it is given', () => {
    expect(decideTitle({ pathname: '/', routeTitles: ['首页'], systemTitle: 'T' }).title).toBe(
      '首页 - T',
    );
  });
});

describe('isTgwyArea', () => {
  it.each([
    ['/tgypt/tgwy/zjhz', true],
    ['/iservice/xtgl/tgwysqssc', true],
    ['/tgypt/zcdj/jyqrcx', false],
    ['/', false],
  ])('%s → %s', (path, expected) => expect(isTgwyArea(path)).toBe(expected));
});
