/** Every slice of the store. Slices shared by several features live in src/state. */
import { combineSlices } from '@reduxjs/toolkit';
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
);

export type RootState = ReturnType<typeof rootReducer>;
