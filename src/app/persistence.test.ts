import { describe, expect, it } from 'vitest';
import { tabVisited } from '@/state/tabs-slice';
import { loggedOut } from '@/state/session-actions';
import { persistStore, restoredState } from './persistence';
import { makeStore } from './store';

const tab = (path: string) => ({ name: path, path, menuPath: '' });

describe('tab persistence across a reload of the same session', () => {
  it('writes the tabs as they change and a new store reads them back', () => {
    const first = makeStore(restoredState());
    const stop = persistStore(first);
    first.dispatch(tabVisited(tab('/iservice/cpgl/cpfx')));
    first.dispatch(tabVisited(tab('/menuSet')));
    stop();
    const reloaded = makeStore(restoredState());
    expect(reloaded.getState().tabs.items).toEqual([tab('/iservice/cpgl/cpfx'), tab('/menuSet')]);
  });

  it('a logout leaves nothing to restore', () => {
    const store = makeStore(restoredState());
    const stop = persistStore(store);
    store.dispatch(tabVisited(tab('/iservice/cpgl/cpfx')));
    store.dispatch(loggedOut());
    stop();
    expect(makeStore(restoredState()).getState().tabs.items).toEqual([]);
    expect(sessionStorage.getItem('breadcrumbs')).toBeNull();
  });

  it.each(['{"tabs":1}', '[{"name":5,"path":"/x"}]', 'not json'])(
    'tabs of another shape (%s): none restored, and a note in the console',
    (raw) => {
      sessionStorage.setItem('breadcrumbs', raw);
      const note = vi.spyOn(console, 'info').mockImplementation(() => {});
      expect(makeStore(restoredState()).getState().tabs.items).toEqual([]);
      expect(note).toHaveBeenCalledWith('[storage] 页签 breadcrumbs：格式不符，已忽略');
    },
  );
});
