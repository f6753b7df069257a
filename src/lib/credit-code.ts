/**
 * 统一社会信用代码 (unified social credit code) of GB 32100-2015. Pure: no React, axios or mocks;
 * the registration wizard and the mock handlers both use it.
 *
 * Layout of the 18 characters:
 *   1      registration authority code (登记管理部门代码): 1 机构编制, 2 外交, 3 司法行政, 4 文化,
 *          5 民政, 6 旅游, 7 宗教, 8 工会, 9 市场监管 (工商), A 中央军委改革和编制, N 农业, Y 其他
 *   2      institution category code (机构类别代码), allowed values depend on the authority
 *   3-8    administrative division code (登记管理机关行政区划码), six digits
 *   9-17   organisation code (主体标识码)
 *   18     check digit: weights 3^(i) mod 31 over the 31-character alphabet
 *          0-9 A-Z without I, O, Z, S, V; check = 31 - (sum mod 31), 31 meaning 0.
 */

export const CREDIT_CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** Weight of each of the first 17 positions (3^i mod 31). */
export const CREDIT_CODE_WEIGHTS: readonly number[] = [
  1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28,
];

/** Institution categories allowed after each registration authority code. */
export const CREDIT_CODE_CATEGORIES: Readonly<Record<string, string>> = {
  '1': '1239',
  '2': '19',
  '3': '123459',
  '4': '19',
  '5': '1239',
  '6': '12',
  '7': '1239',
  '8': '19',
  '9': '123',
  A: '19',
  N: '1239',
  Y: '1',
};

/** First two digits of the division codes of GB/T 2260 (10 = registered centrally). */
// prettier-ignore
const PROVINCES = new Set([
  '10', '11', '12', '13', '14', '15', '21', '22', '23', '31', '32', '33', '34', '35', '36', '37',
  '41', '42', '43', '44', '45', '46', '50', '51', '52', '53', '54', '61', '62', '63', '64', '65',
  '71', '81', '82',
]);

export const CREDIT_CODE_MESSAGES = {
  empty: '请输入统一社会信用代码',
  invalid: '请检查统一社会信用代码',
} as const;

/** Trims and upper-cases a code as typed; use it before storing or comparing. */
export function normalizeCreditCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The check digit of the first 17 characters, or null when one is outside the alphabet. */
export function creditCodeCheckDigit(first17: string): string | null {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const value = CREDIT_CODE_ALPHABET.indexOf(first17.charAt(i));
    if (value < 0) return null;
    sum += value * (CREDIT_CODE_WEIGHTS[i] ?? 0);
  }
  const check = (31 - (sum % 31)) % 31;
  return CREDIT_CODE_ALPHABET.charAt(check);
}

/**
 * Validates a credit code (case-insensitive, surrounding spaces ignored).
 * Returns null when valid, else the Chinese message to show.
 */
export function validateCreditCode(code: string | null | undefined): string | null {
  if (code === null || code === undefined || code.trim() === '') return CREDIT_CODE_MESSAGES.empty;
  const value = normalizeCreditCode(code);
  if (value.length !== 18) return CREDIT_CODE_MESSAGES.invalid;
  for (const ch of value) {
    if (!CREDIT_CODE_ALPHABET.includes(ch)) return CREDIT_CODE_MESSAGES.invalid;
  }
  const categories = CREDIT_CODE_CATEGORIES[value.charAt(0)];
  if (!categories || !categories.includes(value.charAt(1))) return CREDIT_CODE_MESSAGES.invalid;
  const division = value.slice(2, 8);
  if (!/^\d{6}$/.test(division) || !PROVINCES.has(division.slice(0, 2))) {
    return CREDIT_CODE_MESSAGES.invalid;
  }
  if (creditCodeCheckDigit(value.slice(0, 17)) !== value.charAt(17)) {
    return CREDIT_CODE_MESSAGES.invalid;
  }
  return null;
}
