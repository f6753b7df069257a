import { describe, expect, it } from 'vitest';
import { isGuidedManager } from './guided-manager';

describe('isGuidedManager (spec 3: FJMC A or B means guided)', () => {
  it.each([
    ['A', true],
    ['B', true],
    ['a', true],
    ['b', true],
    [' B ', true],
    ['\tA\n', true],
    ['C', false],
    ['c', false],
    ['AB', false],
    ['A1', false],
    ['', false],
    ['  ', false],
    [undefined, false],
    [null, false],
  ] as const)('FJMC %j: guided %s', (fjmc, guided) => {
    expect(isGuidedManager(fjmc)).toBe(guided);
  });
});
