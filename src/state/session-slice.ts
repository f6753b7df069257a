/** The signed-in user (spec 3 user info). The token itself lives only in the ACCESS-TOKEN cookie. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserInfo } from '@contract';
import { isAdministrator } from '@/policy/roles';
import { loggedOut } from './session-actions';

export interface SessionState {
  user: UserInfo | null;
  /**
   * Where the session just ended wants the user to go (/login, or /login with the page as
   * redirect after an expiry). The guard follows it, so the exit has one navigation only.
   */
  exitTo: string | null;
  /**
   * user/status has answered for this session and institution (the login and a switch answer
   * it too): the userStatus loading flag of spec 3, 4 (./slice-flags.ts).
   */
  statusLoaded: boolean;
}

const initialState: SessionState = { user: null, exitTo: null, statusLoaded: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** Login, user/status after a reload, or an institution switch. */
    userLoaded(state, action: PayloadAction<UserInfo>) {
      state.user = action.payload;
      state.exitTo = null;
      state.statusLoaded = true;
    },
    /**
     * The user of a session the server keeps locked (user/status -423), for the lock page: the
     * status has not been answered, statusLoaded stays as it is.
     */
    lockedUserLoaded(state, action: PayloadAction<UserInfo>) {
      state.user = action.payload;
      state.exitTo = null;
    },
    /** The exit page has been reached: later visits redirect as usual. */
    exitHandled(state) {
      state.exitTo = null;
    },
    tokenRotated(state, action: PayloadAction<string>) {
      if (state.user) state.user.token = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, (_state, action) => ({
      ...initialState,
      exitTo: action.payload.to,
    }));
  },
  selectors: {
    selectUser: (state) => state.user,
    selectIsSignedIn: (state) => state.user !== null,
    selectExitTo: (state) => state.exitTo,
    /** user/status has answered for this session (the userStatus loading flag, spec 4). */
    selectStatusLoaded: (state) => state.statusLoaded,
    selectIsAdministrator: (state) => isAdministrator(state.user?.roleNames ?? []),
  },
});

export const { userLoaded, lockedUserLoaded, tokenRotated, exitHandled } = sessionSlice.actions;
export const {
  selectUser,
  selectIsSignedIn,
  selectIsAdministrator,
  selectExitTo,
  selectStatusLoaded,
} = sessionSlice.selectors;
