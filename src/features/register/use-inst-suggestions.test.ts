import { describe, expect, it } from 'vitest';
import { mergeSuggestions } from './use-inst-suggestions';

describe('mergeSuggestions', () => {
  it('keeps the rich suggestions and adds names only searchSuggest/inst knows', () => {
    const merged = mergeSuggestions(
      [{ instName: '甲', creditCode: 'C1', amacCode: 'P1', registered: true }],
      ['甲', '乙'],
    );
    expect(merged).toEqual([
      { instName: '甲', creditCode: 'C1', amacCode: 'P1', registered: true },
      { instName: '乙', creditCode: '', amacCode: '', registered: false },
    ]);
  });

  it('works with either answer missing and keeps ten', () => {
    expect(mergeSuggestions(null, null)).toEqual([]);
    const names = Array.from({ length: 12 }, (_, i) => `机构${i}`);
    expect(mergeSuggestions(null, names)).toHaveLength(10);
  });
});
