/**
 * Browser storage (spec 3): which keys are the user's preferences and outlive a logout, and
 * which hold session data to be removed (nothing of the previous user stays behind
 * but the documented preferences).
 */

/** Local-storage keys of the spec (spec 3, browser storage). */
export const STORAGE_KEYS = {
  lang: 'lang',
  locking: 'locking',
  menuKey: 'MENUKEY',
  isAutoShowChat: 'isAutoShowChat',
  sftz: 'sftz',
  /** Where the lock screen returns to (ours: the spec keeps it in memory, lost on reload). */
  lockReturnPath: 'lockReturnPath',
  /** When the token-mismatch reload last happened (session storage). */
  tokenReloadAt: 'tokenReloadAt',
  /** 托管告知: the custody notices to the manager of the session's institution (session storage). */
  thgz: 'Thgz',
  /** The side of the switchable (smgm) home view the user chose (session storage). */
  homeSide: 'homeSide',
  /** The shell's model of this tab's history entries, for Back without the Navigation API (session storage). */
  historyEntries: 'historyEntries',
  /** The keys of the home hints' confirm flags written on this browser (JSON list; local). */
  hintFlags: 'hintFlags',
  /** The /create wizard's draft (ours: nothing typed is lost; removed at logout). */
  registerDraft: 'register_draft',
} as const;

export const userLangKey = (userId: string): string => `${userId}_lang`;
export const userThemeKey = (userId: string): string => `${userId}_theme`;

const PREFERENCE = [
  /^lang$/,
  /^.+_lang$/,
  /^.+_theme$/,
  /^isAutoShowChat$/,
  /^hintFlags$/,
];

/**
 * A local-storage key that survives logout: language, theme, the chat auto-open choice and the
 * list of the home hints' confirm flags (the flags themselves are kept by that list, when they
 * hold the confirmed value: their keys come from the server). Nothing read from storage adds to
 * this list. A sub-application developer's entry overrides end with the session.
 */
export function isPreferenceKey(key: string): boolean {
  return PREFERENCE.some((pattern) => pattern.test(key));
}

/** Session-storage key of the breadcrumb tabs (ours: kept across a reload of the same session). */
export const TABS_SESSION_KEY = 'breadcrumbs';
