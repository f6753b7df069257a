import { describe, expect, it } from 'vitest';
import { resolveMenuLink, safeExternal, type MenuLink, type MenuLinkContext } from './menu-link';

const NOW = 1_795_000_000_000;
const config = {
  bbztcAddress: 'https://bbztc.example.com/report',
  dsAddress: 'https://ds.example.com/counter',
};
const admin: MenuLinkContext = { roleNames: ['系统管理员'], config, now: NOW };
const operator: MenuLinkContext = { roleNames: ['业务操作员'], config, now: NOW };

const item = (key: string, microAppName = '', urlPath = '') => ({ key, microAppName, urlPath });

const rows: [string, ReturnType<typeof item>, MenuLinkContext, MenuLink][] = [
  [
    'report express opens bbztcAddress',
    item('bbztc'),
    operator,
    { kind: 'external', url: config.bbztcAddress },
  ],
  [
    'direct-sales counter opens dsAddress',
    item('zxgt'),
    operator,
    { kind: 'external', url: config.dsAddress },
  ],
  [
    'report express without a configured address leads nowhere',
    item('bbztc'),
    { ...operator, config: null },
    { kind: 'none', reason: 'no-address' },
  ],
  [
    'a javascript: address is never opened',
    item('zxgt'),
    { ...operator, config: { dsAddress: 'javascript:alert(1)' } },
    { kind: 'none', reason: 'no-address' },
  ],
  [
    'service guide opens the external guide',
    item('fwzn'),
    operator,
    { kind: 'external', url: '/external/service-guide.html' },
  ],
  [
    'settlement-day change goes to cpcsbg with type=10',
    item('jsrbg', 'iservice', '/cpgl/cpcsbg'),
    operator,
    { kind: 'internal', to: '/iservice/cpgl/cpcsbg?type=10', route: '/iservice/cpgl/cpcsbg' },
  ],
  [
    'hkqxsz: administrators go to tgwysqssc',
    item('hkqxsz', 'iservice', '/xtgl/tgwysqssc'),
    admin,
    { kind: 'internal', to: '/iservice/xtgl/tgwysqssc', route: '/iservice/xtgl/tgwysqssc' },
  ],
  [
    'hkqxsz: others go nowhere',
    item('hkqxsz', 'iservice', '/xtgl/tgwysqssc'),
    operator,
    { kind: 'none', reason: 'admin-only' },
  ],
  [
    'duplicate xsyy_jyqrcx → tgypt jyqrcx',
    item('xsyy_jyqrcx', 'tgypt', '/zcdj/jyqrcx'),
    operator,
    { kind: 'internal', to: '/tgypt/zcdj/jyqrcx', route: '/tgypt/zcdj/jyqrcx' },
  ],
  [
    'duplicate xsyy_fhxxcx → tgypt fhxxcx',
    item('xsyy_fhxxcx', 'tgypt', '/zcdj/fhxxcx'),
    operator,
    { kind: 'internal', to: '/tgypt/zcdj/fhxxcx', route: '/tgypt/zcdj/fhxxcx' },
  ],
  [
    'duplicate cpyy_yysjyjdy → iservice yysjyjdy',
    item('cpyy_yysjyjdy', 'iservice', '/xxpl/yysjyjdy'),
    operator,
    { kind: 'internal', to: '/iservice/xxpl/yysjyjdy', route: '/iservice/xxpl/yysjyjdy' },
  ],
  [
    'any other page: /{microAppName}{urlPath} with a refresh timestamp',
    item('cpfx', 'iservice', '/cpgl/cpfx'),
    operator,
    { kind: 'internal', to: `/iservice/cpgl/cpfx?t=${NOW}`, route: '/iservice/cpgl/cpfx' },
  ],
  [
    'a shell page (no microAppName) keeps its own path',
    item('menuSet', '', '/menuSet'),
    operator,
    { kind: 'internal', to: `/menuSet?t=${NOW}`, route: '/menuSet' },
  ],
  ['a container leads nowhere', item('cpyy'), operator, { kind: 'none', reason: 'container' }],
];

describe('resolveMenuLink (spec 2.4)', () => {
  it.each(rows)('%s', (_name, menu, context, expected) => {
    expect(resolveMenuLink(menu, context)).toEqual(expected);
  });
});

describe('safeExternal', () => {
  it.each([
    ['https://a.example.com/x', 'https://a.example.com/x'],
    ['http://a.example.com', 'http://a.example.com'],
    ['/external/guide.html', '/external/guide.html'],
    ['//evil.example.com', null],
    ['/\\evil.example.com', null],
    ['javascript:alert(1)', null],
    ['data:text/html,<script>', null],
    ['', null],
    [undefined, null],
    ['https://', null],
  ])('%s → %s', (address, expected) => expect(safeExternal(address)).toBe(expected));
});
