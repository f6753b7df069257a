/** System configuration (spec 3) loaded from sys/querySysConfig; the title and external addresses. */
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { querySysConfig, type SysConfig } from '@/api/auth';

export const DEFAULT_TITLE = '基金管理人服务平台';

export interface SysConfigState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  config: SysConfig | null;
  /** Why the last load failed (kept while a retry is under way), null once one succeeds */
  error: string | null;
}

const initialState: SysConfigState = { status: 'idle', config: null, error: null };

export const loadSysConfig = createAsyncThunk<SysConfig, void, { rejectValue: string }>(
  'sysConfig/load',
  async (_, { rejectWithValue }) => {
    const response = await querySysConfig();
    if (response === false) return rejectWithValue('网络异常');
    const config = response.data?.data?.[0];
    if (response.code !== 0 || !config)
      return rejectWithValue(response.message || '系统配置加载失败');
    return config;
  },
);

export const sysConfigSlice = createSlice({
  name: 'sysConfig',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadSysConfig.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(loadSysConfig.fulfilled, (state, action) => {
        state.status = 'ready';
        state.config = action.payload;
        state.error = null;
      })
      .addCase(loadSysConfig.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload ?? '系统配置加载失败';
      });
  },
  selectors: {
    selectSysConfig: (state) => state.config,
    selectSysConfigStatus: (state) => state.status,
    selectSysConfigError: (state) => state.error,
    selectSystemTitle: (state) => state.config?.title || DEFAULT_TITLE,
  },
});

export const { selectSysConfig, selectSysConfigStatus, selectSysConfigError, selectSystemTitle } =
  sysConfigSlice.selectors;
