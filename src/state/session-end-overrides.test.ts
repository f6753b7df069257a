/**
 * Entry overrides end with the session (development and demo builds): the keys go with the
 * user's data, and a page that used an override is loaded afresh at the exit, so the next user's
 * areas come from their real entries.
 */
import type * as EntryOverrides from '@/config/entry-overrides';
import { makeStore } from '@/app/store';
import { endSession } from './session-thunks';

const overrides = vi.hoisted(() => ({ list: [] as { app: string; verdict: { kind: string } }[] }));
const loadPageAt = vi.hoisted(() => vi.fn());

vi.mock('@/config/entry-overrides', async (original) => ({
  ...(await original<typeof EntryOverrides>()),
  get ENTRY_OVERRIDES() {
    return overrides.list;
  },
}));
vi.mock('@/lib/page-reload', () => ({ loadPageAt, reloadPage: vi.fn() }));

afterEach(() => {
  overrides.list = [];
  loadPageAt.mockClear();
});

describe('the end of a session and the entry overrides', () => {
  it('a page that used an override is loaded afresh at the exit, its keys gone', () => {
    overrides.list = [{ app: 'ds', verdict: { kind: 'accepted' } }];
    localStorage.setItem('subapp-entry:ds', 'http://127.0.0.1:7301/');
    makeStore().dispatch(endSession('/login?expired=1'));
    expect(localStorage.getItem('subapp-entry:ds')).toBeNull();
    expect(loadPageAt).toHaveBeenCalledWith('/login?expired=1');
  });

  it('without an accepted override the page stays', () => {
    overrides.list = [{ app: 'tgypt', verdict: { kind: 'refused' } }];
    makeStore().dispatch(endSession());
    expect(loadPageAt).not.toHaveBeenCalled();
  });
});
