import { describe, expect, it } from 'vitest';
import { stepStatuses } from './steps';

describe('stepStatuses', () => {
  it.each([
    [5, 1, ['finish', 'process', 'wait', 'wait', 'wait']],
    [3, 0, ['process', 'wait', 'wait']],
    [3, 2, ['finish', 'finish', 'process']],
    [3, undefined, ['process', 'wait', 'wait']],
    [2, 5, ['finish', 'finish']],
    [0, 0, []],
  ])('%i steps, current %s', (count, current, expected) => {
    expect(stepStatuses(count, current)).toEqual(expected);
  });
});
