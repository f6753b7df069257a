/**
 * Interface settings (spec 3 settings): menu background image and colour, main colour,
 * language (zh_CN only), accordion menu, background shown. Stored per user as `{userId}_theme`;
 * whatever is read back is checked, and anything malformed falls back to the default.
 */

/** Menu background images: a few built-in patterns, named by id. */
export const MENU_BACKGROUNDS = {
  none: '',
  lines: 'repeating-linear-gradient(135deg, rgba(255,255,255,0.04) 0 2px, transparent 2px 12px)',
  glow: 'radial-gradient(circle at 20% 0%, rgba(91,141,239,0.35), transparent 60%)',
  dusk: 'linear-gradient(180deg, rgba(255,255,255,0.06), rgba(0,0,0,0.25))',
} as const;

export type MenuBackground = keyof typeof MENU_BACKGROUNDS;

export interface ThemeSettings {
  mainColor: string;
  menuColor: string;
  menuBackground: MenuBackground;
  showBackground: boolean;
  accordion: boolean;
  lang: 'zh_CN';
}

export const DEFAULT_THEME: ThemeSettings = {
  mainColor: '#1f4e9c',
  menuColor: '#001529',
  menuBackground: 'none',
  showBackground: true,
  accordion: true,
  lang: 'zh_CN',
};

const HEX = /^#[0-9a-f]{6}$/i;

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value);
}

export function parseTheme(raw: string | null): ThemeSettings {
  if (!raw) return DEFAULT_THEME;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return DEFAULT_THEME;
  }
  if (typeof value !== 'object' || value === null) return DEFAULT_THEME;
  const v = value as Record<string, unknown>;
  return {
    mainColor: isHexColor(v.mainColor) ? v.mainColor : DEFAULT_THEME.mainColor,
    menuColor: isHexColor(v.menuColor) ? v.menuColor : DEFAULT_THEME.menuColor,
    menuBackground:
      typeof v.menuBackground === 'string' && Object.hasOwn(MENU_BACKGROUNDS, v.menuBackground)
        ? (v.menuBackground as MenuBackground)
        : DEFAULT_THEME.menuBackground,
    showBackground:
      typeof v.showBackground === 'boolean' ? v.showBackground : DEFAULT_THEME.showBackground,
    accordion: typeof v.accordion === 'boolean' ? v.accordion : DEFAULT_THEME.accordion,
    lang: 'zh_CN',
  };
}
