import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, parseTheme } from './theme-settings';

describe('parseTheme', () => {
  it('reads back what was stored', () => {
    const stored = {
      ...DEFAULT_THEME,
      mainColor: '#aa3300',
      menuColor: '#102030',
      menuBackground: 'glow',
      accordion: false,
      showBackground: false,
    };
    expect(parseTheme(JSON.stringify(stored))).toEqual(stored);
  });

  it.each([null, '', 'not json', '42', 'null', '[]'])('falls back to the default for %s', (raw) =>
    expect(parseTheme(raw)).toEqual(DEFAULT_THEME),
  );

  it.each([
    ['a colour that is not #rrggbb', { mainColor: 'red; background:url(x)' }, 'mainColor'],
    ['an unknown background', { menuBackground: 'url(javascript:alert(1))' }, 'menuBackground'],
    ['a non-boolean accordion', { accordion: 'yes' }, 'accordion'],
    ['another language', { lang: 'en_US' }, 'lang'],
  ])('replaces %s with the default', (_name, stored, field) => {
    const theme = parseTheme(JSON.stringify(stored));
    expect(theme[field as keyof typeof theme]).toEqual(DEFAULT_THEME[field as keyof typeof theme]);
  });

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    'an inherited name %s is no background, and the menu colour stays',
    (name) => {
      const theme = parseTheme(JSON.stringify({ menuColor: '#102030', menuBackground: name }));
      expect(theme.menuBackground).toBe('none');
      expect(theme.menuColor).toBe('#102030');
    },
  );
});
