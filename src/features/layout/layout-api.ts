/**
 * The personal centre's data (spec 7.1 user/profile, 7.4 sys/queryInstPicture), injected into
 * the portal's API (src/state/api-slice.ts) with the layout's chunk.
 */
import { queryProfile } from '@/api/auth';
import { queryInstPicture } from '@/api/system';
import { apiEndpoint, apiSlice } from '@/state/api-slice';

export const layoutApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    profile: apiEndpoint(build, queryProfile, '个人信息加载失败', 'User'),
    instPicture: apiEndpoint(build, queryInstPicture, '机构图片加载失败'),
  }),
});

export const { useProfileQuery, useInstPictureQuery } = layoutApi;
