/**
 * The shell's local and session storage (spec 3, browser storage). Every read and write of a
 * documented key goes through here; storage that throws (private mode, quota) never breaks a page.
 */
import {
  isPreferenceKey,
  STORAGE_KEYS,
  TABS_SESSION_KEY,
  userLangKey,
  userThemeKey,
} from '@/policy/stored-keys';
import { HINT_CONFIRMED, isHintStorageKey } from '@/policy/home-hints';
import { DEFAULT_LANG } from './token-cookie';

function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch (error) {
    console.warn(`[storage] cannot write ${key}`, error);
  }
}

export function isLocked(): boolean {
  return read(localStorage, STORAGE_KEYS.locking) === '1';
}

/** Lock (with the page to come back to) or unlock the screen. */
export function setLocked(locked: boolean, returnPath?: string): void {
  write(localStorage, STORAGE_KEYS.locking, locked ? '1' : null);
  if (locked && returnPath) write(localStorage, STORAGE_KEYS.lockReturnPath, returnPath);
  if (!locked) write(localStorage, STORAGE_KEYS.lockReturnPath, null);
}

export function lockReturnPath(): string | null {
  return read(localStorage, STORAGE_KEYS.lockReturnPath);
}

/** The language keys of spec 3 (`lang` and `{userId}_lang`), zh_CN only. */
export function rememberLang(userId: string): void {
  write(localStorage, STORAGE_KEYS.lang, DEFAULT_LANG);
  write(localStorage, userLangKey(userId), DEFAULT_LANG);
}

export function lastTokenReloadAt(): number | null {
  const value = Number(read(sessionStorage, STORAGE_KEYS.tokenReloadAt));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function markTokenReload(now: number): void {
  write(sessionStorage, STORAGE_KEYS.tokenReloadAt, String(now));
}

/**
 * Logout and expiry: remove every local key but the preferences and the home hints' confirm
 * flags (spec 3 lists them among the local flags; they hold no user data), the registration
 * draft and the entry overrides among them, and all of session
 * storage (breadcrumbs, Thgz, ...), except the token-reload mark that guards against reload loops.
 */
export function clearUserData(): void {
  try {
    // A listed flag is kept only while it holds the confirmed value: a list planted in storage
    // cannot keep anything else (a draft, a token) across a logout.
    const hints = new Set(
      keptHintFlags().filter((key) => read(localStorage, key) === HINT_CONFIRMED),
    );
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
    for (const key of keys) {
      if (key !== null && !isPreferenceKey(key) && !hints.has(key)) localStorage.removeItem(key);
    }
    const reloadAt = read(sessionStorage, STORAGE_KEYS.tokenReloadAt);
    sessionStorage.clear();
    if (reloadAt !== null) write(sessionStorage, STORAGE_KEYS.tokenReloadAt, reloadAt);
  } catch (error) {
    console.warn('[storage] cannot clear user data', error);
  }
}

/** The permission key (qxkey) of the menu entry opened last (spec 3 MENUKEY; local storage). */
export function storeMenuKey(qxkey: string): void {
  write(localStorage, STORAGE_KEYS.menuKey, qxkey);
}

/** The custody notices to the manager (spec 7.4, Thgz), as JSON; null removes them. */
export function storeCustodyNotices(rows: readonly unknown[] | null): void {
  write(sessionStorage, STORAGE_KEYS.thgz, rows === null ? null : JSON.stringify(rows));
}

/** The breadcrumb tabs of this browser tab's session, as stored (session storage). */
export function storedTabs(): string | null {
  return read(sessionStorage, TABS_SESSION_KEY);
}

/** Stores the tabs, or removes the key (null). */
export function storeTabs(raw: string | null): void {
  write(sessionStorage, TABS_SESSION_KEY, raw);
}

/** The shell's model of this tab's history entries (src/policy/history-depth), as stored. */
export function storedHistoryModel(): string | null {
  return read(sessionStorage, STORAGE_KEYS.historyEntries);
}

export function storeHistoryModel(raw: string): void {
  write(sessionStorage, STORAGE_KEYS.historyEntries, raw);
}

/** The user's interface settings (spec 3 settings), kept per user as a preference. */
export function storedTheme(userId: string): string | null {
  return read(localStorage, userThemeKey(userId));
}

export function storeTheme(userId: string, raw: string): void {
  write(localStorage, userThemeKey(userId), raw);
}

/** The smgm home view's chosen side, as stored for this tab's session (session storage). */
export function storedHomeSide(): string | null {
  return read(sessionStorage, STORAGE_KEYS.homeSide);
}

export function storeHomeSide(side: string): void {
  write(sessionStorage, STORAGE_KEYS.homeSide, side);
}

/** The confirm flag of a home hint (its key named by sys/queryTipsConfigList; local storage). */
export function storedHintFlag(storageKey: string): string | null {
  return read(localStorage, storageKey);
}

/** The hint flags this browser has written, as listed (only keys a hint may use). */
function keptHintFlags(): string[] {
  try {
    const list: unknown = JSON.parse(read(localStorage, STORAGE_KEYS.hintFlags) ?? '[]');
    if (!Array.isArray(list)) return [];
    return list.filter((key): key is string => typeof key === 'string' && isHintStorageKey(key));
  } catch {
    return [];
  }
}

/** Stores a hint's confirm flag and lists its key, so that a logout keeps it (spec 3). */
export function storeHintFlag(storageKey: string, value: string): void {
  write(localStorage, storageKey, value);
  const kept = keptHintFlags();
  if (!kept.includes(storageKey)) {
    write(localStorage, STORAGE_KEYS.hintFlags, JSON.stringify([...kept, storageKey]));
  }
}
