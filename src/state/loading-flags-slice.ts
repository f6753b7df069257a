/**
 * Three of the six loading flags (./loading-flags.ts, spec 3 / spec 4): system config, menu, user
 * status. Each load after login sets its flag; a failed load records its error so the shell can
 * show what failed with a retry.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from './session-actions';
import { loadSysConfig } from './sys-config-slice';
import type { SliceFlag } from './loading-flags';

export interface LoadingFlagsState {
  loaded: Record<SliceFlag, boolean>;
  errors: Partial<Record<SliceFlag, string>>;
}

const initialState: LoadingFlagsState = {
  loaded: { sysConfig: false, menu: false, userStatus: false },
  errors: {},
};

export const loadingFlagsSlice = createSlice({
  name: 'loadingFlags',
  initialState,
  reducers: {
    flagLoaded(state, action: PayloadAction<SliceFlag>) {
      state.loaded[action.payload] = true;
      delete state.errors[action.payload];
    },
    flagFailed(state, action: PayloadAction<{ flag: SliceFlag; message: string }>) {
      state.loaded[action.payload.flag] = false;
      state.errors[action.payload.flag] = action.payload.message;
    },
    /** An institution switch reloads everything that depends on the institution. */
    flagsReset(state, action: PayloadAction<readonly SliceFlag[]>) {
      for (const flag of action.payload) {
        state.loaded[flag] = false;
        delete state.errors[flag];
      }
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadSysConfig.fulfilled, (state) => {
        state.loaded.sysConfig = true;
        delete state.errors.sysConfig;
      })
      .addCase(loadSysConfig.rejected, (state, action) => {
        state.loaded.sysConfig = false;
        state.errors.sysConfig = action.payload ?? '系统配置加载失败';
      });
    // The system config is not the user's: it survives a logout.
    builder.addCase(loggedOut, (state) => ({
      ...initialState,
      loaded: { ...initialState.loaded, sysConfig: state.loaded.sysConfig },
    }));
  },
  selectors: {
    selectSliceFlags: (state) => state.loaded,
    selectSliceErrors: (state) => state.errors,
  },
});

export const { flagLoaded, flagFailed, flagsReset } = loadingFlagsSlice.actions;
export const { selectSliceFlags, selectSliceErrors } = loadingFlagsSlice.selectors;
