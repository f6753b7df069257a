/**
 * The page chrome's state (spec 2.6): step mode (Back sends a back event to the sub-application
 * instead of leaving the page) and the title or breadcrumb name a sub-application sets for the
 * page it shows. Both belong to one path and are dropped when the user leaves it.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from './session-actions';

export interface ChromeState {
  /** The path whose page is in step mode, or null. */
  stepModePath: string | null;
  /** Counts the back events sent in step mode (the sub-application reacts to a new value). */
  backSeq: number;
  /** A title set by the sub-application for one path. */
  pageTitle: { path: string; title: string } | null;
  /** A breadcrumb name set by the sub-application for one path. */
  breadcrumbName: { path: string; name: string } | null;
}

const initialState: ChromeState = {
  stepModePath: null,
  backSeq: 0,
  pageTitle: null,
  breadcrumbName: null,
};

export const chromeSlice = createSlice({
  name: 'chrome',
  initialState,
  reducers: {
    stepModeChanged(state, action: PayloadAction<{ path: string; on: boolean }>) {
      state.stepModePath = action.payload.on ? action.payload.path : null;
    },
    backRequested(state) {
      state.backSeq += 1;
    },
    pageTitleSet(state, action: PayloadAction<{ path: string; title: string }>) {
      state.pageTitle = action.payload;
    },
    breadcrumbNameSet(state, action: PayloadAction<{ path: string; name: string }>) {
      state.breadcrumbName = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
  selectors: {
    selectBackSeq: (state) => state.backSeq,
    selectStepModePath: (state) => state.stepModePath,
    selectPageTitleFor: (state, path: string) =>
      state.pageTitle?.path === path ? state.pageTitle.title : null,
    selectBreadcrumbNameFor: (state, path: string) =>
      state.breadcrumbName?.path === path ? state.breadcrumbName.name : null,
  },
});

export const { stepModeChanged, backRequested, pageTitleSet, breadcrumbNameSet } =
  chromeSlice.actions;
export const { selectBackSeq, selectStepModePath, selectPageTitleFor, selectBreadcrumbNameFor } =
  chromeSlice.selectors;
