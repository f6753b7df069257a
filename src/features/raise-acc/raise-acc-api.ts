/**
 * The raised-account check (spec 2.7, GET fund/wb/queryRaiseAccCheck), injected into the
 * portal's API (src/state/api-slice.ts) with the page's chunk; the query is the cache key.
 */
import { queryRaiseAccCheck } from '@/api/home';
import { apiEndpoint, apiSlice } from '@/state/api-slice';

export const raiseAccApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    raiseAccCheck: apiEndpoint(build, queryRaiseAccCheck, '核查失败'),
  }),
});

export const { useRaiseAccCheckQuery } = raiseAccApi;
