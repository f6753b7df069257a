/**
 * Every slice of the store. Slices shared by several features live in src/state. The RTK Query
 * cache (./api-slice.ts) is injected by the signed-in chunks that use it, so the login page's
 * store neither holds nor downloads it.
 */
import { combineSlices, type WithSlice } from '@reduxjs/toolkit';
import type { apiSlice } from './api-slice';
import { accessSlice } from './access-slice';
import { bizDataSlice } from './biz-data-slice';
import { chatSlice } from './chat-slice';
import { chromeSlice } from './chrome-slice';
import { loadingFlagsSlice } from './loading-flags-slice';
import { sessionSlice } from './session-slice';
import { sysConfigSlice } from './sys-config-slice';
import { tabsSlice } from './tabs-slice';
import { themeSlice } from './theme-slice';

export const rootReducer = combineSlices(
  sysConfigSlice,
  sessionSlice,
  loadingFlagsSlice,
  accessSlice,
  bizDataSlice,
  tabsSlice,
  chromeSlice,
  themeSlice,
  chatSlice,
).withLazyLoadedSlices<WithSlice<typeof apiSlice>>();

export type RootState = ReturnType<typeof rootReducer>;
