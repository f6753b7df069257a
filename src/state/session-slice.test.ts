import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { loggedOut } from './session-actions';
import {
  selectIsAdministrator,
  exitHandled,
  selectExitTo,
  selectIsSignedIn,
  selectUser,
  tokenRotated,
  userLoaded,
} from './session-slice';
import { sampleUser } from '../../test/support/sample-user';

const admin = sampleUser({ token: 't1' });

describe('session slice', () => {
  it('holds the loaded user and knows an administrator', () => {
    const store = makeStore();
    expect(selectIsSignedIn(store.getState())).toBe(false);
    store.dispatch(userLoaded(admin));
    expect(selectUser(store.getState())).toEqual(admin);
    expect(selectIsAdministrator(store.getState())).toBe(true);
    store.dispatch(userLoaded({ ...admin, roleNames: ['运营操作员'] }));
    expect(selectIsAdministrator(store.getState())).toBe(false);
  });

  it('takes a rotated token', () => {
    const store = makeStore();
    store.dispatch(userLoaded(admin));
    store.dispatch(tokenRotated('t2'));
    expect(selectUser(store.getState())?.token).toBe('t2');
  });

  it('forgets the user on logout', () => {
    const store = makeStore();
    store.dispatch(userLoaded(admin));
    store.dispatch(loggedOut());
    expect(selectUser(store.getState())).toBeNull();
  });

  it('remembers where the session exit goes until the exit page is reached or a user loads', () => {
    const store = makeStore();
    store.dispatch(userLoaded(admin));
    store.dispatch(loggedOut({ to: '/login?redirect=%2Fx' }));
    expect(selectUser(store.getState())).toBeNull();
    expect(selectExitTo(store.getState())).toBe('/login?redirect=%2Fx');
    store.dispatch(exitHandled());
    expect(selectExitTo(store.getState())).toBeNull();
    store.dispatch(loggedOut());
    expect(selectExitTo(store.getState())).toBe('/login');
    store.dispatch(userLoaded(admin));
    expect(selectExitTo(store.getState())).toBeNull();
  });
});
