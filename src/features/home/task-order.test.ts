import { describe, expect, it } from 'vitest';
import { dropBefore, inCollationOrder, moveBy } from './task-order';

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

describe('inCollationOrder (the saved order of the task types)', () => {
  const types = (...keys: string[]) => keys.map((taskType) => ({ taskType }));
  it.each<[string[], string[], string[]]>([
    [
      ORDER,
      ['fxts', 'htqs', 'hkzl', 'gzfh', 'xxpl', 'cpcl'],
      ['fxts', 'htqs', 'hkzl', 'gzfh', 'xxpl', 'cpcl'],
    ],
    [ORDER, [], ORDER],
    [ORDER, ['gzfh'], ['gzfh', 'cpcl', 'xxpl', 'hkzl', 'htqs', 'fxts']],
    [
      ['cpcl', 'xxpl'],
      ['xxpl', 'unknown', 'cpcl'],
      ['xxpl', 'cpcl'],
    ],
    [[], ORDER, []],
  ])('%j in the order %j -> %j', (keys, order, expected) => {
    expect(inCollationOrder(types(...keys), order).map((t) => t.taskType)).toEqual(expected);
  });
});
