/**
 * Every slice of the store. Slices shared by several features live in src/state. The RTK Query
 * cache (./api-slice.ts) and the chat's state (./chat-slice.ts) are injected by the signed-in
 * chunks that use them, so the login page's store neither holds nor downloads them.
 */
import { combineSlices, type WithSlice } from '@reduxjs/toolkit';
import type { apiSlice } from './api-slice';
import { accessSlice } from './access-slice';
import type { chatSlice } from './chat-slice';
import { chromeSlice } from './chrome-slice';
import { sessionSlice } from './session-slice';
import { sysConfigSlice } from './sys-config-slice';
import { tabsSlice } from './tabs-slice';
import { themeSlice } from './theme-slice';

export const rootReducer = combineSlices(
  sysConfigSlice,
  sessionSlice,
  accessSlice,
  tabsSlice,
  chromeSlice,
  themeSlice,
).withLazyLoadedSlices<WithSlice<typeof apiSlice> & WithSlice<typeof chatSlice>>();

export type RootState = ReturnType<typeof rootReducer>;
