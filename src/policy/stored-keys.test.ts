import { describe, expect, it } from 'vitest';
import { isPreferenceKey, userLangKey, userThemeKey } from './stored-keys';

describe('isPreferenceKey', () => {
  const rows: [string, boolean][] = [
    ['lang', true],
    [userLangKey('U10001'), true],
    [userThemeKey('U10001'), true],
    ['isAutoShowChat', true],
    ['subapp-entry:ds', false],
    ['register_draft', false],
    ['my-subapp-entry:ds', false],
    ['locking', false],
    ['lockReturnPath', false],
    ['MENUKEY', false],
    ['sftz', false],
    ['breadcrumbs', false],
    ['Thgz', false],
    ['_lang', false],
    ['language', false],
    ['U10001_theme_backup', false],
  ];
  it.each(rows)('%s → %s', (key, expected) => {
    expect(isPreferenceKey(key)).toBe(expected);
  });
});
