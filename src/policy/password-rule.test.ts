import { describe, expect, it } from 'vitest';
import {
  checkPassword,
  PASSWORD_MESSAGES,
  PASSWORD_RULE_TEXT,
  passwordKinds,
  passwordProblem,
  SYSTEM_DEFAULT_PASSWORD,
} from './password-rule';

describe('checkPassword', () => {
  it.each([
    // [password, confirm, expected message or null]
    ['Portal@2026', undefined, null],
    ['Portal@2026', 'Portal@2026', null],
    ['Ab1@x', undefined, PASSWORD_MESSAGES.tooShort],
    ['', '', PASSWORD_MESSAGES.tooShort],
    ['Abcdef', undefined, PASSWORD_MESSAGES.weak],
    ['Ab1@xy', undefined, null],
    ['Abcdefghij1234567890', undefined, null],
    ['Abcdefghij12345678901', undefined, PASSWORD_MESSAGES.tooLong],
    ['Portal@2026', 'Portal@2027', PASSWORD_MESSAGES.mismatch],
    [SYSTEM_DEFAULT_PASSWORD, SYSTEM_DEFAULT_PASSWORD, PASSWORD_MESSAGES.systemDefault],
    ['abcdef123', undefined, PASSWORD_MESSAGES.weak],
    ['ABCDEF123', undefined, PASSWORD_MESSAGES.weak],
    ['abcdef@@@', undefined, PASSWORD_MESSAGES.weak],
    ['abcdef12#', undefined, null],
    ['ABCDEF12#', undefined, null],
    ['Abcdefgh9', undefined, null],
    ['Abcdefgh!', undefined, null],
    ['123456', '123456', PASSWORD_MESSAGES.weak],
    ['abc 123 ABC', undefined, null],
    // Only printable ASCII: CJK, emoji, Zalgo, direction and zero-width
    // characters would otherwise count as "symbols".
    ['Portal@2026密码', undefined, PASSWORD_MESSAGES.characters],
    ['基金Za\u0337l@1', undefined, PASSWORD_MESSAGES.characters],
    ['Portal\u{1F469}\u{1F3FD}1', undefined, PASSWORD_MESSAGES.characters],
    ['Portal@2026\u202E', undefined, PASSWORD_MESSAGES.characters],
    ['Portal@\u200B2026', 'Portal@2026', PASSWORD_MESSAGES.characters],
    ['Ｐortal@2026', undefined, PASSWORD_MESSAGES.characters],
  ] as const)('%s / %s → %s', (password, confirm, expected) => {
    expect(checkPassword(password, confirm)).toBe(expected);
  });

  it('checks length before the match, the match before the default, the default before strength', () => {
    expect(passwordProblem('Ab1', 'zz')).toBe('tooShort');
    expect(passwordProblem(SYSTEM_DEFAULT_PASSWORD, 'other')).toBe('mismatch');
    expect(passwordProblem(SYSTEM_DEFAULT_PASSWORD)).toBe('systemDefault');
  });

  it('counts the four kinds of characters; white space is not a symbol', () => {
    expect(passwordKinds('aA1@')).toBe(4);
    expect(passwordKinds('aaa   ')).toBe(1);
    expect(passwordKinds('')).toBe(0);
  });

  it('has a rule text and Chinese messages', () => {
    expect(PASSWORD_RULE_TEXT).toContain('6-20');
    for (const message of Object.values(PASSWORD_MESSAGES))
      expect(message).toMatch(/[\u4e00-\u9fa5]/);
  });
});
