import { describe, expect, it } from 'vitest';
import { loggedOut } from './session-actions';
import { selectTabs, tabsReplaced, tabsSlice, tabVisited } from './tabs-slice';

const reduce = tabsSlice.reducer;
const tab = (path: string) => ({ name: path, path, menuPath: '' });

describe('tabs slice', () => {
  it('records visits by the tab rules and clears on logout', () => {
    let state = reduce(undefined, tabVisited(tab('/iservice/a')));
    state = reduce(state, tabVisited(tab('/iservice/fygzbg/glftz')));
    state = reduce(state, tabVisited(tab('/iservice/a')));
    expect(selectTabs({ tabs: state })).toEqual([tab('/iservice/a')]);
    state = reduce(state, loggedOut());
    expect(state.items).toEqual([]);
  });

  it('replaces the list after a close', () => {
    const state = reduce({ items: [tab('/a'), tab('/b')] }, tabsReplaced([tab('/b')]));
    expect(state.items).toEqual([tab('/b')]);
  });
});
