import { describe, expect, it } from 'vitest';
import { ODD_TEXT } from '../../test/support/odd-text';
import { cutText } from './cut-text';
import { eachReturns } from '../../test/support/each-returns';

describe('cutText', () => {
  eachReturns('%j to %d -> %j', cutText, [
    ['', 5, ''],
    ['基金', 5, '基金'],
    ['基金管理人服务', 5, '基金管理人'],
    // 𠮷 is two code units: cut before it rather than through it.
    ['基金𠮷', 3, '基金'],
    ['基金𠮷', 4, '基金𠮷'],
    ['\u{1F469}\u{1F3FD}', 3, '\u{1F469}'],
    ['abc', 0, ''],
  ]);

  it('keeps at most the limit of the odd text, and never a lone surrogate', () => {
    for (let max = 1; max <= 60; max += 1) {
      const cut = cutText(ODD_TEXT, max);
      expect(cut.length).toBeLessThanOrEqual(max);
      expect(ODD_TEXT.startsWith(cut)).toBe(true);
      expect(() => encodeURIComponent(cut)).not.toThrow();
    }
  });
});
