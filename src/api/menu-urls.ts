/** URL constants of the menu and permission domain (spec 7.2), relative to the API base; shared with the mocks. */
export const MENU_URLS = {
  queryMenu: 'user/queryMenu/v2',
  listAuthority: 'sys/authorityView/listAuthority',
  productPermission: 'user/productPermission',
  refreshProdPermission: 'user/refreshProdPermission',
  queryCompoPermissionSetting: 'user/queryCompoPermissionSetting',
  menuCombinationConversion: 'user/menuCombinationConversion',
  queryCommonMenu: 'sys/queryCommonMenu',
  queryMenuDesc: 'sys/queryMenuDesc',
  clearMenuCache: 'user/clearMenuCache',
  verifyPermForExt: 'user/verifyPermForExt',
  updateCommonMenuNew: 'sys/updateCommonMenuNew',
  searchMenuDesc: 'sys/searchMenuDesc',
  /** Path chosen by us: the spec leaves it unnamed (the blocked-menu list of spec 4). */
  queryBlockedMenuList: 'user/queryBlockedMenuList',
} as const;
