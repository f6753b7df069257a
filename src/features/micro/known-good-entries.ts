/**
 * The entries that mounted fine in this browser tab (session storage, so a reload keeps them
 * and a logout, which clears session storage, forgets them). Only these are prefetched: the
 * prefetch of an entry that is down fills the console with "Failed to fetch" and leaves the
 * failure in qiankun's cache for the real load (tech notes).
 */
export const KNOWN_GOOD_KEY = 'microKnownGoodEntries';

export function knownGoodEntries(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KNOWN_GOOD_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberGoodEntry(entry: string): void {
  const entries = knownGoodEntries();
  if (entries.includes(entry)) return;
  try {
    sessionStorage.setItem(KNOWN_GOOD_KEY, JSON.stringify([...entries, entry]));
  } catch {
    // Storage full or denied: the entry is simply not prefetched next time.
  }
}
