import { afterEach, describe, expect, it } from 'vitest';
import { readScope, SCOPE_NAME, writeScope } from './scope-cookie';

afterEach(() => writeScope(null));

describe('the MOCK-SCOPE cookie', () => {
  it('is written for the whole site, read back among other cookies, and cleared', () => {
    expect(readScope()).toBeNull();
    document.cookie = 'other=1; path=/';
    writeScope('tester-1');
    expect(document.cookie).toContain('MOCK-SCOPE=tester-1');
    expect(readScope()).toBe('tester-1');
    writeScope(null);
    expect(readScope()).toBeNull();
  });

  it('takes the names the mock takes (letters, digits, _ and -, up to 64)', () => {
    expect(SCOPE_NAME.test('worker_2-a')).toBe(true);
    expect(SCOPE_NAME.test('a'.repeat(64))).toBe(true);
    expect(SCOPE_NAME.test('a'.repeat(65))).toBe(false);
    expect(SCOPE_NAME.test('bad name')).toBe(false);
    expect(SCOPE_NAME.test('')).toBe(false);
  });
});
