/**
 * Identity documents of the registration form (spec 3: the six ID types of an administrator)
 * and their number rules. Pure: no React, axios or mocks; the registration wizard and the mock
 * handlers both use it. Numbers are compared trimmed and upper-cased (x and X alike).
 *
 * Codes: spec 3 gives the ID-document code ranges 100548-100566 and 100648-100656 but not the
 * mapping; the codes below are CHOSEN from the first range.
 *
 * Format rules (plausible, documented so that the wizard and the mock agree):
 * - 身份证 (GB 11643-1999): 17 digits and a check digit (0-9 or X, ISO 7064 MOD 11-2 with
 *   weights 7 9 10 5 8 4 2 1 6 3 7 9 10 5 8 4 2); digits 1-2 a province code; digits 7-14 a real
 *   birth date between 1900-01-01 and today.
 * - 中国护照: E + 8 digits, E + a letter (not I or O) + 7 digits, G + 8 digits (older ordinary
 *   passports), or D, P, S (diplomatic, public affairs, service) + optional E + 7 digits.
 * - 外国护照: 5 to 17 letters and digits with at least one digit.
 * - 港澳居民来往内地通行证: H (Hong Kong) or M (Macao) + 8 digits (card) or + 10 digits (booklet).
 * - 台湾居民来往大陆通行证: 8 digits (card since 2015) or 10 digits (older booklet).
 * - 外国人永久居留身份证: the 2017 card, 3 letters (nationality) + 4 digits (issuing office) +
 *   yyMMdd birth date + 2 digits; or the 2023 card, 18 characters laid out like the ID card
 *   (first digit 9, province, 3-digit nationality code, yyyyMMdd birth date, sequence, GB 11643
 *   check digit).
 */

export const ID_TYPE_CODES = {
  idCard: '100548',
  cnPassport: '100549',
  foreignPassport: '100550',
  hkMacaoPass: '100551',
  taiwanPass: '100552',
  foreignerPermit: '100566',
} as const;

export type IdTypeKey = keyof typeof ID_TYPE_CODES;
export type IdTypeCode = (typeof ID_TYPE_CODES)[IdTypeKey];

export interface IdType {
  code: IdTypeCode;
  key: IdTypeKey;
  name: string;
}

/** The six ID types in the order the form lists them. */
export const ID_TYPES: readonly IdType[] = [
  { code: ID_TYPE_CODES.idCard, key: 'idCard', name: '身份证' },
  { code: ID_TYPE_CODES.cnPassport, key: 'cnPassport', name: '中国护照' },
  { code: ID_TYPE_CODES.foreignPassport, key: 'foreignPassport', name: '外国护照' },
  { code: ID_TYPE_CODES.hkMacaoPass, key: 'hkMacaoPass', name: '港澳居民来往内地通行证' },
  { code: ID_TYPE_CODES.taiwanPass, key: 'taiwanPass', name: '台湾居民来往大陆通行证' },
  { code: ID_TYPE_CODES.foreignerPermit, key: 'foreignerPermit', name: '外国人永久居留身份证' },
];

export const ID_NUMBER_MESSAGES = {
  noType: '请选择证件类型',
  empty: '请输入证件号码',
  invalid: '证件号码不符合规范',
} as const;

/** The ID type of a code, or undefined. */
export function idTypeOf(code: string | null | undefined): IdType | undefined {
  return ID_TYPES.find((type) => type.code === code);
}

export function isIdTypeCode(code: string | null | undefined): code is IdTypeCode {
  return idTypeOf(code) !== undefined;
}

/** Trims and upper-cases a number as typed; use it before storing or comparing. */
export function normalizeIdNumber(idNo: string): string {
  return idNo.trim().toUpperCase();
}

// prettier-ignore
const PROVINCES = new Set([
  '11', '12', '13', '14', '15', '21', '22', '23', '31', '32', '33', '34', '35', '36', '37', '41',
  '42', '43', '44', '45', '46', '50', '51', '52', '53', '54', '61', '62', '63', '64', '65', '71',
  '81', '82', '83',
]);

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECKS = '10X98765432';

/** GB 11643 check character of 17 digits. */
export function idCardCheckDigit(first17: string): string | null {
  if (!/^\d{17}$/.test(first17)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17.charAt(i)) * (ID_WEIGHTS[i] ?? 0);
  return ID_CHECKS.charAt(sum % 11);
}

/** A real calendar date between 1900-01-01 and today. */
function isBirthDate(year: number, month: number, day: number, today: Date): boolean {
  if (year < 1900) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return false;
  }
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return date.getTime() <= todayUtc;
}

function birth8(text: string, today: Date): boolean {
  return isBirthDate(
    Number(text.slice(0, 4)),
    Number(text.slice(4, 6)),
    Number(text.slice(6, 8)),
    today,
  );
}

/** yyMMdd: the century that does not put the date in the future. */
function birth6(text: string, today: Date): boolean {
  const yy = Number(text.slice(0, 2));
  const month = Number(text.slice(2, 4));
  const day = Number(text.slice(4, 6));
  const year = 2000 + yy <= today.getFullYear() ? 2000 + yy : 1900 + yy;
  return isBirthDate(year, month, day, today);
}

function validIdCard(value: string, today: Date): boolean {
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  if (!PROVINCES.has(value.slice(0, 2))) return false;
  if (!birth8(value.slice(6, 14), today)) return false;
  return idCardCheckDigit(value.slice(0, 17)) === value.charAt(17);
}

function validForeignerPermit(value: string, today: Date): boolean {
  if (/^[A-Z]{3}\d{12}$/.test(value)) return birth6(value.slice(7, 13), today);
  if (!/^9\d{16}[\dX]$/.test(value)) return false;
  if (!PROVINCES.has(value.slice(1, 3))) return false;
  if (!birth8(value.slice(6, 14), today)) return false;
  return idCardCheckDigit(value.slice(0, 17)) === value.charAt(17);
}

const RULES: Record<IdTypeKey, (value: string, today: Date) => boolean> = {
  idCard: validIdCard,
  cnPassport: (value) => /^(?:E[0-9A-HJ-NP-Z]\d{7}|G\d{8}|[DPS]E?\d{7})$/.test(value),
  foreignPassport: (value) => /^[A-Z0-9]{5,17}$/.test(value) && /\d/.test(value),
  hkMacaoPass: (value) => /^[HM](?:\d{8}|\d{10})$/.test(value),
  taiwanPass: (value) => /^(?:\d{8}|\d{10})$/.test(value),
  foreignerPermit: validForeignerPermit,
};

/**
 * Validates an ID number for an ID type code (see ID_TYPES).
 * Returns null when valid, else the Chinese message to show.
 * `today` bounds birth dates (defaults to the current date).
 */
export function validateIdNumber(
  idType: string | null | undefined,
  idNo: string | null | undefined,
  today: Date = new Date(),
): string | null {
  const type = idTypeOf(idType);
  if (!type) return ID_NUMBER_MESSAGES.noType;
  if (idNo === null || idNo === undefined || idNo.trim() === '') return ID_NUMBER_MESSAGES.empty;
  return RULES[type.key](normalizeIdNumber(idNo), today) ? null : ID_NUMBER_MESSAGES.invalid;
}
