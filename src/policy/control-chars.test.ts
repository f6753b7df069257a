import { describe, expect, it } from 'vitest';
import { hasControl } from './control-chars';

describe('hasControl', () => {
  it.each([
    ['\u0000', 'NUL'],
    ['\t', 'tab'],
    ['\n', 'line feed'],
    ['\u001f', 'the last of C0'],
    ['\u007f', 'DEL'],
    ['\u0085', 'NEL (C1)'],
    ['\u009f', 'the last of C1'],
    ['\u2028', 'line separator'],
    ['\u2029', 'paragraph separator'],
  ])('finds %j (%s) anywhere in a path', (char) => {
    expect(hasControl(`/iservice/${char}xtgl`)).toBe(true);
  });

  it.each(['/iservice/XTGL/xtglywh', '/ds/产品 查询', '/a-b_c.d~e', '\u00a0', '\u200b'])(
    'lets %j through',
    (text) => {
      expect(hasControl(text)).toBe(false);
    },
  );
});
