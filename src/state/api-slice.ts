/**
 * The RTK Query API of the signed-in portal: empty here, each feature injects its endpoints
 * (apiSlice.injectEndpoints) in its own chunk. Every endpoint's `queryFn` goes through
 * ./api-result.ts over the typed functions of src/api, so the HTTP client's rules hold (never
 * throws; 网络异常; the -403, -423 and token events).
 *
 * A section loads on every mount and argument change, as a page section always has (spec 1:
 * what the home shows is current); requests for the same data at the same time are shared.
 * What belongs to the signed-in user carries the tag `User`, what belongs to the institution
 * `Institution`, each with an id naming the data a write changes (apiMutation invalidates it,
 * so the sections showing it read it again). A logout and an institution switch drop the whole
 * cache (sessionRules): nothing of one user or institution is left for the next, and a section
 * still on screen asks again, once.
 *
 * The reducer and the middleware are not in the store of the login page: importing this module
 * (only signed-in chunks do) injects the reducer into the root reducer and the middleware into
 * every store's dynamic middleware (src/state/dynamic-middleware.ts).
 */
import {
  createAction,
  type Middleware,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { EndpointBuilder } from '@reduxjs/toolkit/query';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { useDispatch } from 'react-redux';
import type { ApiResult } from '@/lib/http-client';
import { apiQuery, type ApiError } from './api-result';
import { dynamicMiddleware } from './dynamic-middleware';
import { rootReducer } from './root-reducer';
import { institutionSwitched, loggedOut } from './session-actions';

export const API_TAGS = ['User', 'Institution'] as const;
export type ApiTag = (typeof API_TAGS)[number];

const baseQuery = fakeBaseQuery<ApiError>();

export const apiSlice = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: API_TAGS,
  refetchOnMountOrArgChange: true,
  // A section that comes back asks again with its skeleton, as it always did (spec 1: current).
  keepUnusedDataFor: 0,
  endpoints: () => ({}),
});

export type ApiBuilder = EndpointBuilder<typeof baseQuery, ApiTag, 'api'>;

/** What an API function answers with, and what it is asked (void for none; an optional query is asked). */
type AnswerOf<F> = F extends (...args: never[]) => ApiResult<infer T> ? T : never;
type ArgOf<F extends (...args: never[]) => unknown> =
  Parameters<F> extends [] ? void : NonNullable<Parameters<F>[0]>;

/** Whose data, and which: `[tag, id]`; a write invalidates the ids it changes (or a whole tag). */
export type ApiTagOf = ApiTag | readonly [ApiTag, string];
const tagOf = (tag: ApiTagOf) => (typeof tag === 'string' ? tag : { type: tag[0], id: tag[1] });

/**
 * A query over one function of src/api (or a composition of them): `fallback` is the message of
 * a refusal without one; `tag` says whose data it is (the institution's unless said otherwise)
 * and, with an id, which of it a write invalidates.
 */
export function apiEndpoint<F extends (arg: never) => ApiResult<unknown>>(
  build: ApiBuilder,
  call: F,
  fallback: string,
  tag: ApiTagOf = 'Institution',
) {
  return build.query<AnswerOf<F>, ArgOf<F>>({
    queryFn: apiQuery(call as unknown as (arg: ArgOf<F>) => ApiResult<AnswerOf<F>>, fallback),
    providesTags: [tagOf(tag)],
  });
}

/**
 * A write over one function of src/api: its answer or its error as a query's (`fallback` for a
 * refusal without a message); once accepted, what it changed (`invalidates`) is read again by
 * the sections that show it. A refused or failed write changes nothing.
 */
export function apiMutation<F extends (arg: never) => ApiResult<unknown>>(
  build: ApiBuilder,
  call: F,
  fallback: string,
  invalidates: readonly ApiTagOf[],
) {
  return build.mutation<AnswerOf<F>, ArgOf<F>>({
    queryFn: apiQuery(call as unknown as (arg: ArgOf<F>) => ApiResult<AnswerOf<F>>, fallback),
    invalidatesTags: (_answer, error) => (error ? [] : invalidates.map(tagOf)),
  });
}

/** The action that reads `tags` again (a write the server answered without a mutation's say). */
export const invalidate = (...tags: ApiTagOf[]) => apiSlice.util.invalidateTags(tags.map(tagOf));

/**
 * Dispatch for the cache's own thunks (util.updateQueryData after a local change): the store's
 * state type has the injected slice as optional, which those thunks' types do not accept.
 */
export const useApiDispatch = useDispatch.withTypes<ThunkDispatch<never, unknown, UnknownAction>>();

/**
 * The cache follows the session: dropped on logout and on an institution switch. A reset rather
 * than an invalidation: the frame re-mounts its page after a switch (the loading flags start
 * over), and a mounted query re-subscribes after a reset, so each section asks exactly once.
 */
const sessionRules: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  if (loggedOut.match(action) || institutionSwitched.match(action)) {
    store.dispatch(apiSlice.util.resetApiState());
  }
  return result;
};

rootReducer.inject(apiSlice);
dynamicMiddleware.addMiddleware(apiSlice.middleware, sessionRules);

/** Any action fills the injected slice's state; the signed-in frame sends this one first. */
export const apiAttached = createAction('api/attached');
