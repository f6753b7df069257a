/**
 * The six loading flags of spec 3 / spec 4: sub-applications load only when all are true; a
 * failed one shows its message with a retry. Three follow the slices that hold their data
 * (system config, menu, user status: ./slice-flags.ts), three the queries of the business data
 * (./biz-queries.ts); ./use-loading-flags.ts shows the six together.
 */

export const LOADING_FLAGS = [
  'productList',
  'sysConfig',
  'menu',
  'userStatus',
  'authorityView',
  'participantInfo',
] as const;

export type LoadingFlag = (typeof LOADING_FLAGS)[number];

/** The flags that follow the slices holding their data. */
export const SLICE_FLAGS = ['sysConfig', 'menu', 'userStatus'] as const;
export type SliceFlag = (typeof SLICE_FLAGS)[number];

/** The flags of the business data's queries. */
export const BIZ_FLAGS = ['productList', 'authorityView', 'participantInfo'] as const;
export type BizFlag = (typeof BIZ_FLAGS)[number];

/** A flag as the frame shows it. */
export interface LoadingFlagState {
  loaded: boolean;
  /** Why the last load failed (kept while a retry is under way), else undefined */
  error: string | undefined;
}

export function isBizFlag(flag: LoadingFlag): flag is BizFlag {
  return (BIZ_FLAGS as readonly string[]).includes(flag);
}

/** What each flag waits for, in words a user understands. */
export const LOADING_FLAG_LABELS: Record<LoadingFlag, string> = {
  productList: '产品列表',
  sysConfig: '系统配置',
  menu: '菜单',
  userStatus: '用户状态',
  authorityView: '特殊功能权限',
  participantInfo: '管理人信息',
};
