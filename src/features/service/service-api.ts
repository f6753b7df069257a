/**
 * The service zone's data (spec 7.4, 7.6), injected into the portal's API
 * (src/state/api-slice.ts) with the service pages' chunks.
 */
import { queryNoticeDetail, queryOperationalGuidance } from '@/api/system';
import { queryXinVideoRecentDetails } from '@/api/value';
import { apiEndpoint, apiSlice } from '@/state/api-slice';
import { searchContent } from './search-content';

const loadVideos = () => queryXinVideoRecentDetails();

export const serviceApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    signUpNotice: apiEndpoint(build, queryNoticeDetail, '活动信息加载失败'),
    guidance: apiEndpoint(build, queryOperationalGuidance, '运营指导加载失败'),
    recentVideos: apiEndpoint(build, loadVideos, '最新视频加载失败'),
    contentSearch: apiEndpoint(build, searchContent, '站内搜索失败', 'User'),
  }),
});

export const {
  useSignUpNoticeQuery,
  useGuidanceQuery,
  useRecentVideosQuery,
  useContentSearchQuery,
} = serviceApi;
