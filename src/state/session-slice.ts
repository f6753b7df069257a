/** The signed-in user (spec 3 user info). The token itself lives only in the ACCESS-TOKEN cookie. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserInfo } from '@contract';
import { isAdministrator } from '@/policy/roles';
import { loggedOut } from './session-actions';

export interface SessionState {
  user: UserInfo | null;
}

const initialState: SessionState = { user: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** Login, user/status after a reload, or an institution switch. */
    userLoaded(state, action: PayloadAction<UserInfo>) {
      state.user = action.payload;
    },
    tokenRotated(state, action: PayloadAction<string>) {
      if (state.user) state.user.token = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
  selectors: {
    selectUser: (state) => state.user,
    selectIsSignedIn: (state) => state.user !== null,
    selectIsAdministrator: (state) => isAdministrator(state.user?.roleNames ?? []),
  },
});

export const { userLoaded, tokenRotated } = sessionSlice.actions;
export const { selectUser, selectIsSignedIn, selectIsAdministrator } = sessionSlice.selectors;
