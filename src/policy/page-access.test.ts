import { describe, expect, it } from 'vitest';
import { admin, BLACK, operator, WHITE } from '../../test/support/page-access-fixtures';
import {
  decidePageAccess,
  lookupKeys,
  type PageAccessInput,
  type PageDecision,
  type PageRule,
} from './page-access';

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

const allow = (rule: PageRule): PageDecision => ({ kind: 'allow', rule });
const forbid = (rule: PageRule): PageDecision => ({ kind: 'forbid', rule });
const toLetter: PageDecision = {
  kind: 'redirect',
  to: '/iservice/tgtj/tjtsh',
  rule: 'letter-pending',
  modal: 'letter',
};
const toAgreement: PageDecision = {
  kind: 'redirect',
  to: '/iservice/jxfxxy',
  rule: 'agreement-unsigned',
};

/** Name, user, address (path and query), decision. */
type Row = [string, PageAccessInput, string, PageDecision];
// One row a line: the table reads as a table.
// prettier-ignore
const rows: Row[] = [
  // 1 error pages
  ['403 always allowed', operator, '/error/403', allow('error-page')],
  ['404 with trailing slash', letter, '/error/404/', allow('error-page')],
  ['405', isolated, '/error/405', allow('error-page')],
  ['maintenance', operator, '/maintenance', allow('error-page')],
  // 2 admin-only
  ['operator on a system-admin page', operator, '/iservice/xtgl/ptyhwh', forbid('admin-only')],
  ['operator on the hkqxsz target', operator, '/iservice/xtgl/tgwysqssc', forbid('admin-only')],
  ['operator on the e-contract page', operator, '/iservice/htgl/dzht', forbid('admin-only')],
  ['admin-only with a trailing slash', operator, '/iservice/xtgl/xtglywh/', forbid('admin-only')],
  ['admin on a system-admin page', admin, '/iservice/xtgl/ptyhwh', allow('not-black-listed')],
  // 3 blocked
  ['blocked page', admin, '/iservice/xxpl/xxplbs', forbid('blocked')],
  // 4 black list
  ['black-listed page', admin, '/iservice/cpgl/cpcsbg', forbid('black-listed')],
  ['black-listed with trailing slash (stripped, retried)', admin, '/iservice/cpgl/cpcsbg/', forbid('black-listed')],
  ['admin on a black-listed admin page', admin, '/iservice/htgl/dzht', forbid('black-listed')],
  // 5 gmwb front-end whitelist
  ['gmwb whitelist page without a white entry', gmwb, '/iservice/swgl/swxxqr', allow('gmwb-whitelist')],
  ['gmwb viewDetail route', gmwb, '/iservice/cpgl/viewDetail/P1/SXC101', allow('gmwb-whitelist')],
  ['gmwb whitelist does not open a black-listed page', gmwb, '/iservice/cpgl/cpcsbg', forbid('black-listed')],
  ['the whitelist is gmwb only', operator, '/iservice/swgl/swxxqr', allow('not-black-listed')],
  // 6 toTabName
  ['tab on a page with all tabs', operator, '/iservice/cpgl/cpfx?toTabName=anything', allow('tab-visible')],
  ['visible tab', operator, '/iservice/cpgl/glrzhwh?toTabName=glrzhwh_xz', allow('tab-visible')],
  ['invisible tab', operator, '/iservice/cpgl/glrzhwh?toTabName=glrzhwh_sc', forbid('tab-not-visible')],
  ['tab on a page without a white entry', operator, '/iservice/zcdj/lskfrsz?toTabName=x', forbid('tab-not-in-whitelist')],
  // 7 main-app routes
  ['home', operator, '/', allow('main-app')],
  ['personal centre', isolated, '/Settings/PersonalCenter', allow('main-app')],
  ['menuSet', gmwb, '/menuSet', allow('main-app')],
  // 8 whitelist mode and isolated mode
  ['gmwb: iservice page without a white entry', gmwb, '/iservice/zcdj/lskfrsz2', forbid('not-in-whitelist')],
  ['gmwb: iservice page with a white entry', gmwb, '/iservice/cpgl/glrzhwh', allow('not-black-listed')],
  ['gmwb: tgypt page needs no white entry', gmwb, '/tgypt/zcdj/fhxxcx', allow('not-black-listed')],
  ['isolated: business page missing from the menu', isolated, '/iservice/cpgl/zzz', forbid('not-in-whitelist')],
  ['isolated: ds page missing from the menu', isolated, '/ds/khgl', forbid('not-in-whitelist')],
  ['isolated: system-admin page of the menu', isolated, '/iservice/xtgl/ptyhwh', allow('not-black-listed')],
  // 9 otherwise allowed
  ['page missing from both lists', operator, '/iservice/cpgl/unknown', allow('not-black-listed')],
  ['glrbccxDetail matched by its first four segments', operator, '/iservice/cpgl/glrbccxDetail/77/SXC101', allow('not-black-listed')],
  // 10 notice letter
  ['letter: a business page redirects with the modal', letter, '/iservice/cpgl/cpfx', toLetter],
  ['letter: home allowed', letter, '/', allow('main-app')],
  ['letter: the letter page itself', letter, '/iservice/tgtj/tjtsh', allow('not-black-listed')],
  ['letter: admin keeps the admin pages', letterAdmin, '/iservice/xtgl/ptyhwh', allow('not-black-listed')],
  ['letter: admin still redirected from business pages', letterAdmin, '/tgypt/zcdj/jyqrcx', toLetter],
  ['letter not mandatory (TJTSHFQZQR 1)', { ...letter, letter: { pending: true, mandatory: false } }, '/iservice/cpgl/cpfx', allow('not-black-listed')],
  ['letter: type-4 users are not held', { ...letter, userType: 4 }, '/iservice/cpgl/cpfx', allow('not-black-listed')],
  ['letter menu missing: warning, no navigation', letterNoMenu, '/iservice/cpgl/cpfx', { kind: 'allow', rule: 'not-black-listed', warning: 'letter-menu-missing' }],
  ['letter: a forbidden page stays forbidden', letter, '/iservice/cpgl/cpcsbg', forbid('black-listed')],
  // 11 performance analysis
  ['unsigned agreement: performance page redirects', { ...operator, agreementUnsigned: true }, '/iservice/tzjx/jxfx', toAgreement],
  ['signed agreement: performance page opens', { ...operator, agreementUnsigned: false }, '/iservice/tzjx/jxfx', allow('not-black-listed')],
  ['unsigned agreement: other pages open', { ...operator, agreementUnsigned: true }, '/iservice/cpgl/cpfx', allow('not-black-listed')],
];

describe('decidePageAccess (spec 4, 5.1, 6)', () => {
  it.each(rows)('%s', (_name, base, address, expected) => {
    const query = address.indexOf('?');
    const pathname = query < 0 ? address : address.slice(0, query);
    const search = query < 0 ? '' : address.slice(query);
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
