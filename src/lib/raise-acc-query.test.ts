import { describe, expect, it } from 'vitest';
import {
  normalizeRaiseAccQuery,
  RAISE_ACC_EMPTY_TEXT,
  RAISE_ACC_MESSAGES,
  raiseAccPagePath,
  raiseAccQueryOf,
  raiseAccQueryProblem,
  raiseAccSearchOf,
} from './raise-acc-query';
import { eachReturns } from '../../test/support/each-returns';

describe('raised-account check query (spec 2.7, 7.5)', () => {
  it('the empty message is the one of spec 2.7', () => {
    expect(RAISE_ACC_EMPTY_TEXT).toBe('未查询到相关账户，请与管理人确认账号或基金名称');
  });

  it.each([
    [{}, {}],
    [{ accountNo: '  ', fundName: '' }, {}],
    [{ accountNo: ' 100120260000 ' }, { accountNo: '100120260000' }],
    [{ fundName: '\t星辰稳健 ' }, { fundName: '星辰稳健' }],
    [{ accountNo: 12345678, fundName: null }, {}],
  ])('normalises %j to %j', (values, query) => {
    expect(normalizeRaiseAccQuery(values)).toEqual(query);
  });

  eachReturns('%s: %j → %s', (_name, query) => raiseAccQueryProblem(query), [
    ['nothing', {}, RAISE_ACC_MESSAGES.none],
    ['6 digits', { accountNo: '123456' }, null],
    ['32 digits', { accountNo: '1'.repeat(32) }, null],
    ['5 digits', { accountNo: '12345' }, '账号应为6至32位数字'],
    ['33 digits', { accountNo: '1'.repeat(33) }, '账号应为6至32位数字'],
    ['a letter', { accountNo: '10012026A0' }, '账号应为6至32位数字'],
    ['full-width digits', { accountNo: '１２３４５６７' }, '账号应为6至32位数字'],
    ['4 characters of a name', { fundName: '星辰稳健' }, null],
    ['3 characters', { fundName: '星辰稳' }, '基金名称至少输入4个字'],
    ['100 characters', { fundName: '基'.repeat(100) }, null],
    ['101 characters', { fundName: '基'.repeat(101) }, '基金名称不能超过100个字'],
    ['both, the account wrong', { accountNo: '12', fundName: '星辰稳健' }, '账号应为6至32位数字'],
    ['both, well-formed', { accountNo: '123456', fundName: '星辰稳健' }, null],
  ]);

  it('round-trips through the address, trimmed, fields in a fixed order', () => {
    const query = { fundName: '星辰 稳健&1号', accountNo: '1001202600001' };
    const search = raiseAccSearchOf(query);
    expect(search.toString()).toBe(
      `accountNo=1001202600001&fundName=${encodeURIComponent('星辰 稳健&1号').replace(/%20/g, '+')}`,
    );
    expect(raiseAccQueryOf(new URLSearchParams(search.toString()))).toEqual(query);
    expect(raiseAccQueryOf(new URLSearchParams('accountNo=%20%20&fundName=+x+&t=1'))).toEqual({
      fundName: 'x',
    });
  });

  it('links the page with its query', () => {
    expect(raiseAccPagePath()).toBe('/raiseAccCheck');
    expect(raiseAccPagePath({ accountNo: '123456' })).toBe('/raiseAccCheck?accountNo=123456');
  });
});
