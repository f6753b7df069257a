/**
 * The home page's writes (spec 1, 7.3, 7.4) as RTK Query mutations, injected with the home
 * chunk: each answers as a query does (the data, or the message the screen shows) and, once
 * accepted, invalidates what it changed, so the sections showing it read it again (their
 * content stays on screen meanwhile, src/state/load-state.ts).
 */
import { addProdSet, confirmNotice, removeProdSet, updateProdSet } from '@/api/product';
import {
  addCustomCalendar,
  collectCalendarItem,
  deleteCustomCalendar,
  submitReadFlag,
  updateCustomCalendar,
} from '@/api/system';
import { apiMutation, apiSlice } from '@/state/api-slice';
import { CALENDAR, LETTERS, NOTICES, PROD_SETS } from './home-api';

const SAVE_FAILED = '保存失败，请稍后重试';

export const homeWriteApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    addProdSet: apiMutation(build, addProdSet, SAVE_FAILED, [PROD_SETS]),
    updateProdSet: apiMutation(build, updateProdSet, SAVE_FAILED, [PROD_SETS]),
    removeProdSet: apiMutation(build, removeProdSet, '删除失败，请稍后重试', [PROD_SETS]),
    markNoticeRead: apiMutation(build, submitReadFlag, '标记已读失败', [NOTICES]),
    confirmLetter: apiMutation(build, confirmNotice, '确认失败', [LETTERS]),
    addCalendarEvent: apiMutation(build, addCustomCalendar, '保存失败', [CALENDAR]),
    updateCalendarEvent: apiMutation(build, updateCustomCalendar, '保存失败', [CALENDAR]),
    deleteCalendarEvent: apiMutation(build, deleteCustomCalendar, '删除失败', [CALENDAR]),
    collectCalendarItem: apiMutation(build, collectCalendarItem, '收藏失败', [CALENDAR]),
  }),
});

export const {
  useAddProdSetMutation,
  useUpdateProdSetMutation,
  useRemoveProdSetMutation,
  useMarkNoticeReadMutation,
  useConfirmLetterMutation,
  useAddCalendarEventMutation,
  useUpdateCalendarEventMutation,
  useDeleteCalendarEventMutation,
  useCollectCalendarItemMutation,
} = homeWriteApi;
