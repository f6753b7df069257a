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

const internal = (to: string): MenuLink => ({
  kind: 'internal',
  to,
  route: to.split('?')[0] ?? to,
});
const external = (url: string): MenuLink => ({ kind: 'external', url });
const none = (reason: Extract<MenuLink, { kind: 'none' }>['reason']): MenuLink => ({
  kind: 'none',
  reason,
});

// prettier-ignore
const rows: [string, ReturnType<typeof item>, MenuLinkContext, MenuLink][] = [
  ['report express opens bbztcAddress', item('bbztc'), operator, external(config.bbztcAddress)],
  ['direct-sales counter opens dsAddress', item('zxgt'), operator, external(config.dsAddress)],
  ['report express without a configured address leads nowhere', item('bbztc'), { ...operator, config: null }, none('no-address')],
  ['a javascript: address is never opened', item('zxgt'), { ...operator, config: { dsAddress: 'javascript:alert(1)' } }, none('no-address')],
  ['service guide opens the external guide', item('fwzn'), operator, external('/external/service-guide.html')],
  ['settlement-day change goes to cpcsbg with type=10', item('jsrbg', 'iservice', '/cpgl/cpcsbg'), operator, internal('/iservice/cpgl/cpcsbg?type=10')],
  ['hkqxsz: administrators go to tgwysqssc', item('hkqxsz', 'iservice', '/xtgl/tgwysqssc'), admin, internal('/iservice/xtgl/tgwysqssc')],
  ['hkqxsz: others go nowhere', item('hkqxsz', 'iservice', '/xtgl/tgwysqssc'), operator, none('admin-only')],
  ['duplicate xsyy_jyqrcx → tgypt jyqrcx', item('xsyy_jyqrcx', 'tgypt', '/zcdj/jyqrcx'), operator, internal('/tgypt/zcdj/jyqrcx')],
  ['duplicate xsyy_fhxxcx → tgypt fhxxcx', item('xsyy_fhxxcx', 'tgypt', '/zcdj/fhxxcx'), operator, internal('/tgypt/zcdj/fhxxcx')],
  ['duplicate cpyy_yysjyjdy → iservice yysjyjdy', item('cpyy_yysjyjdy', 'iservice', '/xxpl/yysjyjdy'), operator, internal('/iservice/xxpl/yysjyjdy')],
  ['any other page: /{microAppName}{urlPath} with a refresh timestamp', item('cpfx', 'iservice', '/cpgl/cpfx'), operator, internal(`/iservice/cpgl/cpfx?t=${NOW}`)],
  ['a shell page (no microAppName) keeps its own path', item('menuSet', '', '/menuSet'), operator, internal(`/menuSet?t=${NOW}`)],
  ['a container leads nowhere', item('cpyy'), operator, none('container')],
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
