/**
 * The personal centre's data (spec 7.1 user/profile and user/admin/auth, 7.4
 * sys/queryInstPicture and sys/queryGqManagerInfo, 7.2 sys/searchMenuDesc), injected into the
 * portal's API (src/state/api-slice.ts) with the layout's chunk; and its writes, each reading
 * again what it changed: the e-mail (POST user/profile) and the deleted picture.
 */
import { queryAdminAuth, queryProfile, updateProfile } from '@/api/auth';
import { searchMenuDesc } from '@/api/menu';
import { deleteInstPicture, queryGqManagerInfo, queryInstPicture } from '@/api/system';
import type { ApiResult } from '@/lib/http-client';
import { apiEndpoint, apiMutation, apiSlice } from '@/state/api-slice';

/** The delete's answer is the server's own words (删除成功). */
const removePicture = async (): ApiResult<string> => {
  const answer = await deleteInstPicture();
  return answer && { ...answer, data: answer.message || '删除成功' };
};

const PROFILE = ['User', 'profile'] as const;
export const INST_PICTURE = ['Institution', 'instPicture'] as const;

export const layoutApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    profile: apiEndpoint(build, queryProfile, '个人信息加载失败', PROFILE),
    updateProfile: apiMutation(build, updateProfile, '保存失败', [PROFILE]),
    instPicture: apiEndpoint(build, queryInstPicture, '机构图片加载失败', INST_PICTURE),
    deleteInstPicture: apiMutation(build, removePicture, '删除失败', [INST_PICTURE]),
    managerInfo: apiEndpoint(build, queryGqManagerInfo, '管理人信息加载失败'),
    adminAuth: apiEndpoint(build, queryAdminAuth, '管理员权限查询失败', 'User'),
    menuDescSearch: apiEndpoint(build, searchMenuDesc, '业务说明搜索失败', 'User'),
  }),
});

export const {
  useProfileQuery,
  useUpdateProfileMutation,
  useInstPictureQuery,
  useDeleteInstPictureMutation,
  useManagerInfoQuery,
  useAdminAuthQuery,
  useMenuDescSearchQuery,
} = layoutApi;
