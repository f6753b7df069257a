/**
 * What the store keeps in browser storage across a reload: the breadcrumb tabs of this browser
 * tab's session. Read once when the store is made, written back whenever they change.
 */
import { storedTabs, storeTabs } from '@/lib/browser-storage';
import { noteDropped } from '@/lib/stored-shape';
import { TABS_SESSION_KEY } from '@/policy/stored-keys';
import { parseTabs } from '@/policy/tabs';
import type { RootState } from '@/state/root-reducer';
import { selectTabs } from '@/state/tabs-slice';
import type { AppStore } from './store';

export function restoredState(): Partial<RootState> {
  const raw = storedTabs();
  const items = parseTabs(raw);
  noteDropped(`页签 ${TABS_SESSION_KEY}`, raw, items.length > 0 || raw === '[]');
  return { tabs: { items } };
}

export function persistStore(store: AppStore): () => void {
  let tabs = selectTabs(store.getState());
  return store.subscribe(() => {
    const next = selectTabs(store.getState());
    if (next === tabs) return;
    tabs = next;
    // No tabs, no key: a logout leaves nothing behind in session storage.
    storeTabs(next.length > 0 ? JSON.stringify(next) : null);
  });
}
