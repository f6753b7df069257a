/**
 * The six loading flags of spec 3 / spec 4: sub-applications load only when all are true.
 * Each load after login sets its flag; a failed load records its error so the shell can show
 * what failed with a retry. This slice holds three of them (system config, menu, user status);
 * the other three follow the queries of the business data (./biz-queries.ts), and
 * ./use-loading-flags.ts shows the six together.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from './session-actions';
import { loadSysConfig } from './sys-config-slice';

export const LOADING_FLAGS = [
  'productList',
  'sysConfig',
  'menu',
  'userStatus',
  'authorityView',
  'participantInfo',
] as const;

export type LoadingFlag = (typeof LOADING_FLAGS)[number];

/** The flags this slice holds. */
export const SLICE_FLAGS = ['sysConfig', 'menu', 'userStatus'] as const;
export type SliceFlag = (typeof SLICE_FLAGS)[number];

/** The flags of the business data's queries. */
export const BIZ_FLAGS = ['productList', 'authorityView', 'participantInfo'] as const;
export type BizFlag = (typeof BIZ_FLAGS)[number];

export function isBizFlag(flag: LoadingFlag): flag is BizFlag {
  return (BIZ_FLAGS as readonly string[]).includes(flag);
}

/** What each flag waits for, in words a user understands. */
export const LOADING_FLAG_LABELS: Record<LoadingFlag, string> = {
  productList: '产品列表',
  sysConfig: '系统配置',
  menu: '菜单',
  userStatus: '用户状态',
  authorityView: '特殊功能权限',
  participantInfo: '管理人信息',
};

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
