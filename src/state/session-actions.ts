import { createAction } from '@reduxjs/toolkit';

/**
 * The session ended (logout, expiry, password change). Every slice that holds user data resets
 * on it, so nothing of one user is left for the next.
 */
export const loggedOut = createAction('session/loggedOut', (exit?: { to: string }) => ({
  payload: { to: exit?.to ?? '/login' },
}));
