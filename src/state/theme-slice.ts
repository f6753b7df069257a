/** The user's interface settings (spec 3): read from `{userId}_theme`, reset on logout. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_THEME, type ThemeSettings } from '@/policy/theme-settings';
import { loggedOut } from './session-actions';

export const themeSlice = createSlice({
  name: 'theme',
  initialState: DEFAULT_THEME,
  reducers: {
    themeLoaded: (_state, action: PayloadAction<ThemeSettings>) => action.payload,
    themeChanged: (state, action: PayloadAction<Partial<ThemeSettings>>) => ({
      ...state,
      ...action.payload,
    }),
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => DEFAULT_THEME);
  },
  selectors: {
    selectTheme: (state) => state,
  },
});

export const { themeLoaded, themeChanged } = themeSlice.actions;
export const { selectTheme } = themeSlice.selectors;
