import { describe, expect, it } from 'vitest';
import { parseHomeSide } from './home-side';

describe('parseHomeSide', () => {
  const rows: [string | null, 'private' | 'public' | null][] = [
    ['private', 'private'],
    ['public', 'public'],
    [null, null],
    ['', null],
    ['PUBLIC', null],
    [' public', null],
    ['gmwb', null],
    ['"public"', null],
  ];
  it.each(rows)('%j → %j', (raw, expected) => {
    expect(parseHomeSide(raw)).toBe(expected);
  });
});
