import { describe, expect, it } from 'vitest';
import { instTypesOf, isWhitelistMode, type InstType } from './inst-types';

describe('instTypesOf (spec 6)', () => {
  const rows: [string, InstType[], boolean][] = [
    ['11160', ['gmwb', 'gmwbsy'], true],
    ['9866', ['gmwb'], true],
    ['1000', ['gmwb'], true],
    ['201', ['gmwb'], true],
    ['14379', ['smgm'], false],
    ['2959', ['smgm'], false],
    ['2210', ['smgm'], false],
    ['1012', ['xbgm'], true],
    ['20001', [], false],
    ['', [], false],
    ['111600', [], false],
  ];
  it.each(rows)('%s → %j, whitelist mode %s', (instId, types, whitelist) => {
    expect(instTypesOf(instId)).toEqual(types);
    expect(isWhitelistMode(instId)).toBe(whitelist);
  });
});
