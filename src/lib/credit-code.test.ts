import { describe, expect, it } from 'vitest';
import { creditCodeCheckDigit, normalizeCreditCode, validateCreditCode } from './credit-code';
import { eachReturns } from '../../test/support/each-returns';

const INVALID = '请检查统一社会信用代码';
const EMPTY = '请输入统一社会信用代码';

// The refusals of authority, category, division and province carry a correct check digit, so
// that each row fails for the reason its label gives.
describe('validateCreditCode', () => {
  eachReturns(
    '%s: %s',
    (_label: string, code: string | null | undefined) => validateCreditCode(code),
    [
      ['a private fund manager (工商, enterprise)', '91330106MAJG7LCMK7', null],
      ['a Shanghai manager', '91310115MA11LCR05K', null],
      ['check digit X', '91440300MADFNF7LBX', null],
      ['check digit 0 (sum divisible by 31)', '91350100M000100Y43', null],
      ['a 民政 foundation (authority 5, category 3)', '53100000500021676K', null],
      ['an 机构编制 public institution (authority 1, category 2)', '12100000400004016D', null],
      ['lower case is accepted', '91330106majg7lcmk7', null],
      ['surrounding spaces are ignored', ' 91350205MA13EQBE56 ', null],
      ['authority Y (其他)', 'Y1310115MA1K4LQX8U', null],
      ['category 3 is not allowed under authority Y', 'Y3310115MA1K4LQX8M', INVALID],
      ['empty', '', EMPTY],
      ['blank', '   ', EMPTY],
      ['null', null, EMPTY],
      ['undefined', undefined, EMPTY],
      ['a check digit computed wrongly (星辰 with N for H)', '91310115MA1K4LQX8N', INVALID],
      ['星辰 of seed-auth.ts', '91310115MA1K4LQX8H', null],
      ['17 characters', '91330106MAJG7LCMK', INVALID],
      ['19 characters', '91330106MAJG7LCMK77', INVALID],
      ['wrong check digit', '91330106MAJG7LCMK8', INVALID],
      ['letter I is not in the alphabet', '91330106MAIG7LCMK7', INVALID],
      ['letter O is not in the alphabet', '91330106MAOG7LCMK7', INVALID],
      ['letter Z is not in the alphabet', '91330106MAZG7LCMK7', INVALID],
      ['letters S and V are not in the alphabet', '91330106MASV7LCMK7', INVALID],
      ['unknown registration authority B', 'B1330106MAJG7LCMK5', INVALID],
      ['category 4 is not allowed under authority 9', '94330106MAJG7LCMKX', INVALID],
      ['division code with letters', '9133A106MAJG7LCMK3', INVALID],
      ['unknown province 99', '91990106MAJG7LCMK8', INVALID],
      ['full-width characters', '９１330106MAJG7LCMK7', INVALID],
      ['an old 15-digit business licence number', '310115000123456', INVALID],
    ],
  );
});

describe('creditCodeCheckDigit', () => {
  eachReturns('%s → %s', creditCodeCheckDigit, [
    ['91330106MAJG7LCMK', '7'],
    ['91440300MADFNF7LB', 'X'],
    ['91350100M000100Y4', '3'],
  ]);

  it('refuses characters outside the alphabet and wrong lengths', () => {
    expect(creditCodeCheckDigit('91330106MAIG7LCMK')).toBeNull();
    expect(creditCodeCheckDigit('9133')).toBeNull();
  });

  it('normalises as typed', () => {
    expect(normalizeCreditCode(' 91330106majg7lcmk7 ')).toBe('91330106MAJG7LCMK7');
  });
});
