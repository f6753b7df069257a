import { createAction } from '@reduxjs/toolkit';

/**
 * The session ended (logout, expiry, password change). Every slice that holds user data resets
 * on it, so nothing of one user is left for the next.
 */
export const loggedOut = createAction('session/loggedOut', (exit?: { to: string }) => ({
  payload: { to: exit?.to ?? '/login' },
}));

/**
 * The user is now in another institution (spec 4 institution switching): what the screens
 * loaded for the previous one is loaded again.
 */
export const institutionSwitched = createAction('session/institutionSwitched');
