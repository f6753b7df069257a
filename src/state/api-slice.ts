/**
 * The RTK Query API of the signed-in portal: empty here, each feature injects its endpoints
 * (apiSlice.injectEndpoints) in its own chunk. Every endpoint's `queryFn` goes through
 * ./api-result.ts over the typed functions of src/api, so the HTTP client's rules hold (never
 * throws; 网络异常; the -403, -423 and token events).
 *
 * A section loads on every mount and argument change, as a page section always has (spec 1:
 * what the home shows is current); requests for the same data at the same time are shared.
 * What belongs to the signed-in user carries the tag `User`, what belongs to the institution
 * `Institution`: an institution switch invalidates both (the sections on screen ask again), a
 * logout drops the whole cache, so nothing of one user is left for the next (sessionRules).
 *
 * The reducer and the middleware are not in the store of the login page: importing this module
 * (only signed-in chunks do) injects the reducer into the root reducer and the middleware into
 * every store's dynamic middleware (src/state/dynamic-middleware.ts).
 */
import { createAction, type Middleware } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import type { ApiError } from './api-result';
import { dynamicMiddleware } from './dynamic-middleware';
import { rootReducer } from './root-reducer';
import { institutionSwitched, loggedOut } from './session-actions';

export const API_TAGS = ['User', 'Institution'] as const;

export const apiSlice = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<ApiError>(),
  tagTypes: API_TAGS,
  refetchOnMountOrArgChange: true,
  endpoints: () => ({}),
});

/** The cache follows the session: dropped on logout, loaded again after a switch. */
const sessionRules: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  if (loggedOut.match(action)) store.dispatch(apiSlice.util.resetApiState());
  if (institutionSwitched.match(action))
    store.dispatch(apiSlice.util.invalidateTags([...API_TAGS]));
  return result;
};

rootReducer.inject(apiSlice);
dynamicMiddleware.addMiddleware(apiSlice.middleware, sessionRules);

/** Any action fills the injected slice's state; the signed-in frame sends this one first. */
export const apiAttached = createAction('api/attached');
