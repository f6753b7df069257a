import { describe, expect, it } from 'vitest';
import { dropBefore, moveBy } from './task-order';

const ORDER = ['cpcl', 'xxpl', 'gzfh', 'hkzl', 'htqs', 'fxts'];

describe('dropBefore (drag and drop)', () => {
  it.each([
    ['fxts', 'cpcl', ['fxts', 'cpcl', 'xxpl', 'gzfh', 'hkzl', 'htqs']],
    ['hkzl', 'cpcl', ['hkzl', 'cpcl', 'xxpl', 'gzfh', 'htqs', 'fxts']],
    ['cpcl', 'gzfh', ['xxpl', 'gzfh', 'cpcl', 'hkzl', 'htqs', 'fxts']],
    ['cpcl', 'cpcl', ORDER],
    ['none', 'cpcl', ORDER],
  ])('%s onto %s', (moved, target, expected) => {
    expect(dropBefore(ORDER, moved, target)).toEqual(expected);
  });
});

describe('moveBy (keyboard)', () => {
  it('moves one place and stays put at the ends', () => {
    expect(moveBy(ORDER, 0, 1)).toEqual(['xxpl', 'cpcl', 'gzfh', 'hkzl', 'htqs', 'fxts']);
    expect(moveBy(ORDER, 5, -1)).toEqual(['cpcl', 'xxpl', 'gzfh', 'hkzl', 'fxts', 'htqs']);
    expect(moveBy(ORDER, 0, -1)).toEqual(ORDER);
    expect(moveBy(ORDER, 5, 1)).toEqual(ORDER);
  });
});
