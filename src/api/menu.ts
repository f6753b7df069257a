/**
 * API functions of menus and permissions (spec 7.2, 3, 4, 5.1, 6).
 *
 * ## The menu (queryMenu)
 * One tree of 16 business areas; each user sees it through the rules of the mock server:
 *   - a non-isolated administrator (a role name containing 管理员) sees every page 'Y';
 *   - other users see the business pages, but the five system-admin pages, the e-contract page
 *     and the hkqxsz entry are visible 'N' (so they land in the black list);
 *   - in an isolated institution (spec 6) the administrator sees only 系统管理 (and the home
 *     page): business pages are absent;
 *   - public-fund outsourcing institutions (gmwb) see the 公募外包 set, the others the private
 *     business menus (smgm both, xbgm the public view); 星辰 (20001) has every channel opened,
 *     so its administrator sees all 16 areas;
 *   - an institution may lack a service: 20003 has the notice-letter page /iservice/tgtj/tjtsh
 *     visible 'N' (the letter menu is not available), while 20002 has it 'Y'.
 * The page route of an item is `/${microAppName}${urlPath}` (urlPath alone for shell pages,
 * microAppName ''). Pages are items of type 'menu' with a urlPath; containers have none, and
 * the external-link keys of src/config/menu-keys.ts neither. interfaceWhiteMenu holds every
 * page visible 'Y', blackMenuList every page visible 'N', both keyed by route; a route with two
 * entries (the duplicate keys) is white when either is 'Y'. Tabs and buttons are not pages.
 * privilegeKeys of a page: '*' when the user sees all its tabs and buttons, else the comma list
 * of the qxkeys it sees ('' for a page without tabs).
 *
 * ## Codes (mock API)
 * 1001 a required parameter is missing, 1002 malformed; 2101 菜单不存在 (unknown key or route);
 * 2102 不支持的外部地址 (verifyPermForExt); 2103 常用菜单最多设置12个; 2104 菜单不存在或无权限：<key>
 * (a common-menu key the user cannot open); 2105 常用菜单不能重复; 2106 无此功能权限：<function> (a
 * call of a special function the user does not hold, e.g. prod/confirmNotice without 提示函确认).
 *
 * ## Special functions (listAuthority)
 * Each names a function by authKey (src/policy/special-function.ts); a non-isolated
 * administrator holds every one, an isolated institution's administrator the system ones, other
 * users those an administrator granted them (the seed: operators hold 数据批量导出, 估值表下载,
 * 提示函确认 and 产品分组管理; the internal staff account only 估值表下载).
 */
import { boundedLists } from '@/lib/bounded-answer';
import { get, post, type ApiResult } from '@/lib/http-client';
import type { MenuIconKey } from '@/config/menu-keys';
import { MENU_URLS } from './menu-urls';

/** A user keeps at most 12 common menus: the server refuses more (2103 常用菜单最多设置12个). */
export const COMMON_MENU_LIMIT = 12;

/** Sub-application of a page; '' for a shell page or an external link. */
export type MicroAppName = 'ds' | 'iservice' | 'tgypt' | '';

export type MenuType = 'menu' | 'tab' | 'button';

/** A menu item (spec 3). */
export interface MenuItem {
  key: string;
  name: string;
  microAppName: MicroAppName;
  /** Path inside the sub-application, starting with /; '' for containers and external links */
  urlPath: string;
  child: MenuItem[];
  type: MenuType;
  /** Permission key (权限key); toTabName names a tab by it */
  qxkey: string;
  visible: 'Y' | 'N';
  /** '*' for all tabs, else the comma list of the visible tab and button qxkeys */
  privilegeKeys: string;
  /** Comma list of the ancestors' keys, root first ('' at the top level) */
  parentKeys: string;
  /** Top-level items only */
  icon?: MenuIconKey;
}

/** What the white and black lists carry for one route. */
export interface MenuRouteEntry {
  key: string;
  qxkey: string;
  privilegeKeys: string;
  name: string;
}

/** Full route path (e.g. '/iservice/cpgl/glrzhwh') → entry. */
export type MenuRouteMap = Record<string, MenuRouteEntry>;

export interface MenuData {
  menuList: MenuItem[];
  interfaceWhiteMenu: MenuRouteMap;
  blackMenuList: MenuRouteMap;
}

/** A special-function authority (特殊功能权限) the user holds. */
export interface AuthorityItem {
  authKey: string;
  authName: string;
  /** 业务 business function, 系统 system management */
  category: '业务' | '系统';
}

/** A product in a permission or group answer. */
export interface ProductBrief {
  pdId: string;
  pdCode: string;
  pdName: string;
}

export interface ProductPermission {
  /** All products of the institution, including later ones (non-isolated administrator) */
  allProducts: boolean;
  pdCodes: string[];
  products: ProductBrief[];
  /** yyyy-MM-dd HH:mm:ss of the last refresh */
  refreshedAt: string;
}

/** Business-permission mode (业务权限隔离, spec 6). */
export interface CompoPermissionSetting {
  permissionMode: 'isolated' | 'normal';
  /** Always false once set: the mode cannot change (spec 4) */
  changeable: boolean;
}

/** A menu key resolved to where it leads. */
export interface MenuRoute {
  key: string;
  name: string;
  /** Page route, with its query for the settlement-day key; an absolute URL for external keys */
  route: string;
  external: boolean;
  /** 'N' when the user cannot open it */
  visible: 'Y' | 'N';
}

/** A common menu (常用菜单) of the user, in the user's order. */
export interface CommonMenu {
  key: string;
  name: string;
  route: string;
  /** Icon of the top-level area the menu belongs to */
  icon: string;
}

/** One step of a business process in a description. */
export interface MenuDescStep {
  title: string;
  description: string;
}

/** Business description (业务说明) of one tab of a page. */
export interface MenuDesc {
  title: string;
  /** Rich text (HTML) */
  content: string;
  steps?: MenuDescStep[];
  /** Index of the current step in steps */
  current?: number;
}

/** Tab key (the page key for a page without tabs) → description; {} when none. */
export type MenuDescMap = Record<string, MenuDesc>;

export interface MenuDescQuery {
  /** Menu key of the page */
  menuKey?: string;
  /** Or its route, e.g. /iservice/cpgl/cpfx */
  path?: string;
}

export interface MenuDescHit {
  key: string;
  name: string;
  route: string;
  tabKey: string;
  title: string;
  /** Plain-text excerpt around the keyword */
  snippet: string;
}

export interface ExtPermission {
  allowed: boolean;
  /** The address to open; '' when not allowed */
  url: string;
}

/** GET user/queryMenu/v2: the user's menu tree and its white and black lists. */
export function queryMenu(): ApiResult<MenuData> {
  return get(MENU_URLS.queryMenu);
}

/** GET sys/authorityView/listAuthority: the special-function authorities of the user. */
export function listAuthority(): ApiResult<AuthorityItem[]> {
  return get(MENU_URLS.listAuthority);
}

/** GET user/productPermission: the products the user may see. */
export function queryProductPermission(): ApiResult<ProductPermission> {
  return get(MENU_URLS.productPermission);
}

/** GET user/refreshProdPermission: recomputes the product permissions (after new products). */
export function refreshProdPermission(): ApiResult<ProductPermission> {
  return get(MENU_URLS.refreshProdPermission);
}

/** GET user/queryCompoPermissionSetting: the institution's business-permission mode. */
export function queryCompoPermissionSetting(): ApiResult<CompoPermissionSetting> {
  return get(MENU_URLS.queryCompoPermissionSetting);
}

/** GET user/menuCombinationConversion: menu keys → routes (sent as a comma list). */
export function menuCombinationConversion(menuKeys: string[]): ApiResult<MenuRoute[]> {
  return get(MENU_URLS.menuCombinationConversion, { menuKeys: menuKeys.join(',') });
}

/** GET sys/queryCommonMenu: the user's common menus (at most 12). */
export function queryCommonMenu(): ApiResult<CommonMenu[]> {
  return boundedLists(get(MENU_URLS.queryCommonMenu), COMMON_MENU_LIMIT);
}

/** GET sys/queryMenuDesc: the business description of a page, by menu key or route. */
export function queryMenuDesc(query: MenuDescQuery): ApiResult<MenuDescMap> {
  return get(MENU_URLS.queryMenuDesc, { ...query });
}

/** POST user/clearMenuCache (json): drops the server's cached menu of the user. */
export function clearMenuCache(): ApiResult<null> {
  return post(MENU_URLS.clearMenuCache, {}, { json: true });
}

/** POST user/verifyPermForExt (json): may the user open this external-address menu key? */
export function verifyPermForExt(extKey: string): ApiResult<ExtPermission> {
  return post(MENU_URLS.verifyPermForExt, { extKey }, { json: true });
}

/**
 * POST sys/updateCommonMenuNew (json): replaces the user's common menus (at most 12, each a
 * page or link the user can open, no repeats); answers the new list.
 */
export function updateCommonMenu(menuKeys: string[]): ApiResult<CommonMenu[]> {
  return post(MENU_URLS.updateCommonMenuNew, { menuKeys }, { json: true });
}

/** POST sys/searchMenuDesc: searches the business descriptions of the pages the user sees. */
export function searchMenuDesc(keyword: string): ApiResult<MenuDescHit[]> {
  return post(MENU_URLS.searchMenuDesc, { keyword });
}

/**
 * GET user/queryBlockedMenuList (path chosen by us: the spec leaves it unnamed): route paths
 * blocked for this user and institution (e.g. under maintenance); the guard sends them to 403.
 */
export function queryBlockedMenuList(): ApiResult<string[]> {
  return get(MENU_URLS.queryBlockedMenuList);
}
