/**
 * The chat panel's data (spec 7.4 sys/queryProcessConfigList), injected into the portal's API
 * (src/state/api-slice.ts) with the frame's chunk.
 */
import { queryProcessConfigList } from '@/api/system';
import { apiEndpoint, apiSlice } from '@/state/api-slice';

/** What a failed or empty answer says. */
export const PROCESS_FAILED = '办理流程加载失败';

export const chatApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    processConfig: apiEndpoint(build, queryProcessConfigList, PROCESS_FAILED),
  }),
});

export const { useProcessConfigQuery } = chatApi;
