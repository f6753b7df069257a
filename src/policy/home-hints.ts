/**
 * The home hints with memory (spec 3: the confirm flags of the multi-card product notice and the
 * new-share subscription hint). sys/queryTipsConfigList gives the hints; a hint
 * is due when it is enabled and its local-storage flag (`storageKey`) is not set; confirming it
 * writes HINT_CONFIRMED there, so it stays hidden after a reload.
 *
 * Pure: the page reads the stored flags (src/lib/browser-storage.ts) and asks which hints are
 * due.
 *
 * - A hint whose storage key is not a plain name (letters, digits, _ and -, at most 64), or
 *   names a key the portal itself uses (locking, lang, the breadcrumbs, ...), is never shown:
 *   confirming it would overwrite that key (a server-configured `locking` would lock the screen).
 * - A tipKey named twice shows once (the first).
 * - Any non-empty stored value counts as confirmed.
 *
 * The flags are local flags of the browser (spec 3): a logout keeps them, as the list of their
 * keys (STORAGE_KEYS.hintFlags) is a preference, so a confirmed hint stays hidden for whoever
 * signs in on this browser next. They hold no user data.
 */
import { isPreferenceKey, STORAGE_KEYS, TABS_SESSION_KEY } from './stored-keys';

/** What a confirmed hint's flag holds. */
export const HINT_CONFIRMED = '1';

/** What the policy reads of a hint of sys/queryTipsConfigList (src/api/system-types.ts TipConfig). */
export interface HintConfig {
  tipKey: string;
  storageKey: string;
  enabled: boolean;
}

const PLAIN_KEY = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
const PORTAL_KEYS: readonly string[] = [...Object.values(STORAGE_KEYS), TABS_SESSION_KEY];

/** A storage key a hint may use for its flag. */
export function isHintStorageKey(key: string): boolean {
  return PLAIN_KEY.test(key) && !PORTAL_KEYS.includes(key) && !isPreferenceKey(key);
}

/**
 * The hints to show, in the server's order: enabled, with a usable storage key, not confirmed.
 * `stored` gives the current value of a storage key (null when absent).
 */
export function dueHints<T extends HintConfig>(
  hints: readonly T[],
  stored: (storageKey: string) => string | null,
): T[] {
  const seen = new Set<string>();
  const due: T[] = [];
  for (const hint of hints) {
    if (seen.has(hint.tipKey)) continue;
    seen.add(hint.tipKey);
    if (!hint.enabled || !isHintStorageKey(hint.storageKey)) continue;
    const value = stored(hint.storageKey);
    if (value !== null && value !== '') continue;
    due.push(hint);
  }
  return due;
}
