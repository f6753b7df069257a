/**
 * The service zone's data (spec 7.4), injected into the portal's API (src/state/api-slice.ts)
 * with the service pages' chunks.
 */
import { queryNoticeDetail, queryOperationalGuidance } from '@/api/system';
import { apiEndpoint, apiSlice } from '@/state/api-slice';

export const serviceApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    signUpNotice: apiEndpoint(build, queryNoticeDetail, '活动信息加载失败'),
    guidance: apiEndpoint(build, queryOperationalGuidance, '运营指导加载失败'),
  }),
});

export const { useSignUpNoticeQuery, useGuidanceQuery } = serviceApi;
