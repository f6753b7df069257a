import { describe, expect, it } from 'vitest';
import {
  ID_TYPE_CODES,
  ID_TYPES,
  idCardCheckDigit,
  idTypeOf,
  normalizeIdNumber,
  validateIdNumber,
} from './id-number';

const INVALID = '证件号码不符合规范';
const EMPTY = '请输入证件号码';
const NO_TYPE = '请选择证件类型';
const TODAY = new Date(2026, 10, 22);

const { idCard, cnPassport, foreignPassport, hkMacaoPass, taiwanPass, foreignerPermit } =
  ID_TYPE_CODES;

// Rows that test a date or a province carry a correct check digit, so that each fails for the
// reason its label gives.
describe('validateIdNumber', () => {
  it.each<[string, string | null | undefined, string | null | undefined, string | null]>([
    // 身份证
    ['ID card', idCard, '330106198503146754', null],
    ['ID card, check digit X', idCard, '44030519900105028X', null],
    ['ID card, lower-case x', idCard, '31011519880305773x', null],
    ['ID card born on 29 February of a leap year', idCard, '370212198002290627', null],
    ['ID card born in 2000', idCard, '110101200001012059', null],
    ['ID card, wrong check digit', idCard, '330106198503146755', INVALID],
    ['ID card, 17 digits', idCard, '33010619850314675', INVALID],
    ['ID card, old 15-digit number', idCard, '330106850314675', INVALID],
    ['ID card, 30 February', idCard, '330106198502306752', INVALID],
    ['ID card, born in the future', idCard, '330106203003146751', INVALID],
    ['ID card, born before 1900', idCard, '330106189903146759', INVALID],
    ['ID card, unknown province 99', idCard, '990106198503146757', INVALID],
    ['ID card, a letter inside', idCard, '3301061985031A6754', INVALID],
    // 中国护照
    ['Chinese passport E + 8 digits', cnPassport, 'E12345678', null],
    ['Chinese passport E + letter + 7 digits', cnPassport, 'EA1234567', null],
    ['Chinese passport G + 8 digits', cnPassport, 'G28765432', null],
    ['Chinese service passport', cnPassport, 'SE1234567', null],
    ['Chinese passport, E + I (letter I not issued)', cnPassport, 'EI1234567', INVALID],
    ['Chinese passport, 7 digits after E', cnPassport, 'E1234567', INVALID],
    ['Chinese passport, unknown prefix K', cnPassport, 'K12345678', INVALID],
    // 外国护照
    ['foreign passport (US, 9 digits)', foreignPassport, '545678123', null],
    ['foreign passport (UK, letters and digits)', foreignPassport, 'GB1234567', null],
    ['foreign passport, lower case', foreignPassport, 'x9876543', null],
    ['foreign passport, too short', foreignPassport, 'A123', INVALID],
    ['foreign passport, letters only', foreignPassport, 'ABCDEFGH', INVALID],
    ['foreign passport, punctuation', foreignPassport, 'AB-123456', INVALID],
    ['foreign passport, 18 characters', foreignPassport, 'A12345678901234567', INVALID],
    // 港澳居民来往内地通行证
    ['Hong Kong pass (card)', hkMacaoPass, 'H12345678', null],
    ['Macao pass (card)', hkMacaoPass, 'M87654321', null],
    ['Hong Kong pass (booklet, 10 digits)', hkMacaoPass, 'H1234567890', null],
    ['Hong Kong and Macao pass, wrong letter', hkMacaoPass, 'A12345678', INVALID],
    ['Hong Kong and Macao pass, 9 digits', hkMacaoPass, 'H123456789', INVALID],
    ['Hong Kong and Macao pass, no letter', hkMacaoPass, '12345678', INVALID],
    // 台湾居民来往大陆通行证
    ['Taiwan pass (card, 8 digits)', taiwanPass, '01234567', null],
    ['Taiwan pass (booklet, 10 digits)', taiwanPass, '1234567890', null],
    ['Taiwan pass, 9 digits', taiwanPass, '123456789', INVALID],
    ['Taiwan pass, with a letter', taiwanPass, 'T1234567', INVALID],
    // 外国人永久居留身份证
    ['permanent residence card 2017', foreignerPermit, 'USA310085061512', null],
    ['permanent residence card 2023', foreignerPermit, '931840197806112008', null],
    ['permanent residence card 2023 (UK)', foreignerPermit, '911826198509235320', null],
    [
      'permanent residence card 2017, born 30 February 1985',
      foreignerPermit,
      'USA310085023012',
      INVALID,
    ],
    [
      'permanent residence card 2023, wrong check digit',
      foreignerPermit,
      '931840197806112009',
      INVALID,
    ],
    ['permanent residence card 2023, 30 February', foreignerPermit, '931840197802302007', INVALID],
    [
      'permanent residence card 2023, unknown province',
      foreignerPermit,
      '991840197806112009',
      INVALID,
    ],
    ['permanent residence card, an ID card number', foreignerPermit, '330106198503146754', INVALID],
    // type and emptiness
    ['no type', '', '330106198503146754', NO_TYPE],
    ['null type', null, '330106198503146754', NO_TYPE],
    ['unknown type code', '100999', '330106198503146754', NO_TYPE],
    ['a type name instead of a code', '身份证', '330106198503146754', NO_TYPE],
    ['empty number', idCard, '', EMPTY],
    ['blank number', cnPassport, '   ', EMPTY],
    ['undefined number', taiwanPass, undefined, EMPTY],
  ])('%s', (_label, idType, idNo, expected) => {
    expect(validateIdNumber(idType, idNo, TODAY)).toBe(expected);
  });

  it('judges birth dates against today by default', () => {
    expect(validateIdNumber(idCard, '330106198503146754')).toBeNull();
  });
});

describe('ID types', () => {
  it('lists the six types of spec 3 with distinct codes', () => {
    expect(ID_TYPES.map((type) => type.name)).toEqual([
      '身份证',
      '中国护照',
      '外国护照',
      '港澳居民来往内地通行证',
      '台湾居民来往大陆通行证',
      '外国人永久居留身份证',
    ]);
    expect(new Set(ID_TYPES.map((type) => type.code)).size).toBe(6);
    expect(idTypeOf(idCard)?.name).toBe('身份证');
    expect(idTypeOf('nope')).toBeUndefined();
  });

  it('uses only codes of the ranges of spec 3 (100548–100566, 100648–100656)', () => {
    const codes = Object.values(ID_TYPE_CODES).map(Number);
    expect(codes).toHaveLength(6);
    for (const code of codes) {
      const inFirst = code >= 100548 && code <= 100566;
      const inSecond = code >= 100648 && code <= 100656;
      expect(inFirst || inSecond, `code ${code}`).toBe(true);
    }
    expect(ID_TYPES.map((type) => type.code)).toEqual(Object.values(ID_TYPE_CODES));
  });

  it('computes the GB 11643 check digit', () => {
    expect(idCardCheckDigit('11010519491231002')).toBe('X');
    expect(idCardCheckDigit('33010619850314675')).toBe('4');
    expect(idCardCheckDigit('3301061985031467')).toBeNull();
  });

  it('normalises as typed', () => {
    expect(normalizeIdNumber(' 31011519880305773x ')).toBe('31011519880305773X');
  });
});
