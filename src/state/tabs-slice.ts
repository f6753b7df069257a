/**
 * The breadcrumb tabs (spec 2.5): the rules are src/policy/tabs; this slice holds the list,
 * cleared on logout. The layout restores it from session storage and writes it back.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { addTab, type TabEntry, type TabVisit } from '@/policy/tabs';
import { loggedOut } from './session-actions';

export interface TabsState {
  items: TabEntry[];
}

const initialState: TabsState = { items: [] };

export const tabsSlice = createSlice({
  name: 'tabs',
  initialState,
  reducers: {
    tabVisited(state, action: PayloadAction<TabVisit>) {
      state.items = addTab(state.items, action.payload);
    },
    /** The list after a close (src/policy/tabs closeTab decides it and where to go). */
    tabsReplaced(state, action: PayloadAction<TabEntry[]>) {
      state.items = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
  selectors: {
    selectTabs: (state) => state.items,
  },
});

export const { tabVisited, tabsReplaced } = tabsSlice.actions;
export const { selectTabs } = tabsSlice.selectors;
