import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, sanitizeMoney, unformatMoney } from './money';
import { eachReturns } from '../../test/support/each-returns';

describe('sanitizeMoney: while typing only digits and one dot stay (spec 5.2)', () => {
  eachReturns('%s → %s', sanitizeMoney, [
    ['1234', '1234'],
    ['12a3b4', '1234'],
    ['-1,234.5', '1234.5'],
    ['1.2.3', '1.23'],
    ['¥ 100 元', '100'],
    ['１２３', ''],
    ['..5', '.5'],
    ['', ''],
  ]);

  it('never leaves anything but digits and at most one dot', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const kept = sanitizeMoney(text);
        expect(kept).toMatch(/^\d*\.?\d*$/);
      }),
    );
  });
});

describe('formatMoney: on blur separators, and two decimals when none were given', () => {
  eachReturns('%s → %s', formatMoney, [
    ['1234567', '1,234,567.00'],
    ['1234567.5', '1,234,567.5'],
    ['1234567.123', '1,234,567.123'],
    ['1234.', '1,234.00'],
    ['999', '999.00'],
    ['1000', '1,000.00'],
    ['0', '0.00'],
    ['007', '7.00'],
    ['.5', '0.5'],
    ['1,234', '1,234.00'],
    ['', ''],
    ['.', ''],
  ]);
});

describe('unformatMoney: on focus the commas go', () => {
  eachReturns('%s → %s', unformatMoney, [
    ['1,234,567.00', '1234567.00'],
    ['12,500.5', '12500.5'],
    ['', ''],
  ]);

  it('blur then focus keeps the value (digits unchanged)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{0,12}(\.\d{1,4})?$/), (typed) => {
        const back = unformatMoney(formatMoney(typed));
        expect(Number(back)).toBe(Number(typed));
        expect(formatMoney(back)).toBe(formatMoney(typed));
      }),
    );
  });
});

describe('formatAmount', () => {
  eachReturns('%s → %s', formatAmount, [
    [12500000, '12,500,000.00'],
    [2535000.25, '2,535,000.25'],
    [0, '0.00'],
    [-1234.5, '-1,234.50'],
    [null, ''],
    [Number.NaN, ''],
  ]);
});
