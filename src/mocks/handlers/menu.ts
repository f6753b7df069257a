/**
 * Mock handlers of the menu and permission API domain (src/api/menu.ts, behaviour and codes
 * documented there). Every answer is derived from the one menu tree (db.menuTree) through the
 * caller's view (../db/seed-menu-view.ts): the user's roles, the institution's channels,
 * permission mode and menu rules.
 */
import type { HttpHandler } from 'msw';
import type {
  AuthorityItem,
  CommonMenu,
  MenuDescHit,
  MenuDescMap,
  MenuItem,
  MenuRoute,
  ProductPermission,
} from '@/api/menu';
import { MENU_URLS } from '@/api/menu-urls';
import {
  DUPLICATE_MENU_TARGETS,
  EXTERNAL_MENU_KEYS,
  HKQXSZ_KEY,
  SETTLEMENT_DAY_CHANGE_KEY,
} from '@/config/menu-keys';
import { keyedMenuLink } from '@/policy/menu-link';
import { chinaDateTime, mockNow } from '../clock';
import { db } from '../db/db';
import type { MenuSeedNode } from '../db/seed-menu-tree';
import { flattenMenu, isPage, menuDataFor, routeOf, viewerOf } from '../db/seed-menu-view';
import { addDays } from '../db/trading-calendar';
import { ApiError, CODE, ok, route, type Params } from '../http-kit';
import type { MockSession } from '../session';
import { list, optStr, str } from '../validate';
import {
  authoritiesOf,
  PC,
  productScope,
  recomputeProductScope,
  refuse,
  visibleProducts,
} from './product-kit';

export const MAX_COMMON_MENUS = 12;

/** The nightly recomputation of product permissions runs at this time of day (China). */
const NIGHTLY_REFRESH_TIME = '02:00:00';

/** When no refresh was recorded: the latest nightly recomputation, today's or last night's. */
function nightlyRefresh(): string {
  const now = chinaDateTime();
  const today = now.slice(0, 10);
  const day = now.slice(11) >= NIGHTLY_REFRESH_TIME ? today : addDays(today, -1);
  return `${day} ${NIGHTLY_REFRESH_TIME}`;
}

/** Second entries of a page (their route's main entry holds the description). */
const ALIAS_KEYS = new Set([
  ...Object.keys(DUPLICATE_MENU_TARGETS),
  SETTLEMENT_DAY_CHANGE_KEY,
  HKQXSZ_KEY,
]);

export function menuOf(session: MockSession) {
  return menuDataFor(db.menuTree, viewerOf(session.user, session.inst, db.menuInstRules));
}

/** The user's items (containers, pages, links, tabs, buttons), depth first. */
function itemsOf(session: MockSession): MenuItem[] {
  return flattenMenu(menuOf(session).menuList);
}

function seedNode(key: string): MenuSeedNode | undefined {
  return flattenMenu(db.menuTree).find((n) => n.key === key);
}

/** Pages and external links: what a common menu or a menu link can open. */
function isOpenable(item: Pick<MenuItem, 'key' | 'type' | 'urlPath'>): boolean {
  return isPage(item) || EXTERNAL_MENU_KEYS.includes(item.key);
}

/** The portal's own rule for the menu keys that lead somewhere of their own (spec 2.4). */
function keyedLink(key: string, session: MockSession) {
  const context = { roleNames: session.user.roleNames, config: db.sysConfig, now: mockNow() };
  return keyedMenuLink({ key }, context);
}

function externalUrl(key: string, session: MockSession): string {
  const link = keyedLink(key, session);
  return link?.kind === 'external' ? link.url : '';
}

/**
 * Where a menu key leads (spec 2.4): the keys of their own as the portal resolves them
 * (src/policy/menu-link.ts), else its route; a tab or a button opens its page on that tab.
 */
function targetOf(
  node: Pick<MenuItem, 'key' | 'type' | 'microAppName' | 'urlPath' | 'qxkey'>,
  session: MockSession,
) {
  const link = keyedLink(node.key, session);
  if (link?.kind === 'external') return { route: link.url, external: true };
  if (link?.kind === 'internal') return { route: link.to, external: false };
  if (link) return { route: '', external: EXTERNAL_MENU_KEYS.includes(node.key) };
  if (node.type !== 'menu') {
    return { route: `${routeOf(node)}?toTabName=${node.qxkey}`, external: false };
  }
  return { route: isPage(node) ? routeOf(node) : '', external: false };
}

function iconOf(items: MenuItem[], item: MenuItem): string {
  const top = item.parentKeys.split(',')[0] || item.key;
  return items.find((i) => i.key === top)?.icon ?? '';
}

function commonMenusOf(session: MockSession, keys: string[]): CommonMenu[] {
  const items = itemsOf(session);
  return keys
    .map((key) => items.find((i) => i.key === key && i.visible === 'Y' && isOpenable(i)))
    .filter((i): i is MenuItem => i !== undefined)
    .map((i) => ({
      key: i.key,
      name: i.name,
      route: targetOf(i, session).route,
      icon: iconOf(items, i),
    }));
}

function commonSettingOf(session: MockSession) {
  return db.menuCommon.find(
    (c) => c.userId === session.user.userId && c.instId === session.inst.instId,
  );
}

function permissionOf(session: MockSession): ProductPermission {
  const refresh = db.menuPermRefreshes.find(
    (r) => r.userId === session.user.userId && r.instId === session.inst.instId,
  );
  const products = visibleProducts(session);
  return {
    allProducts: productScope(session) === 'all',
    pdCodes: products.map((p) => p.pdCode),
    products: products.map((p) => ({ pdId: p.pdId, pdCode: p.pdCode, pdName: p.pdName })),
    refreshedAt: refresh?.refreshedAt ?? nightlyRefresh(),
  };
}

/** The page of a route, its main entry first (not a duplicate or special key). */
function pageByRoute(path: string): MenuSeedNode | undefined {
  const clean = path.split('?')[0]?.replace(/(.)\/+$/, '$1') ?? '';
  const pages = flattenMenu(db.menuTree).filter((n) => isPage(n) && routeOf(n) === clean);
  return pages.find((n) => !ALIAS_KEYS.has(n.key)) ?? pages[0];
}

function descsOf(node: MenuSeedNode): MenuDescMap {
  const own = db.menuDescs[node.key];
  if (own) return own;
  const main = node.urlPath ? pageByRoute(routeOf(node)) : undefined;
  return (main && db.menuDescs[main.key]) ?? {};
}

function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function snippetOf(text: string, keyword: string): string {
  const at = text.indexOf(keyword);
  const start = Math.max(0, at - 20);
  const end = Math.min(text.length, at + keyword.length + 40);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

function menuKeysOf(params: Params): string[] {
  const keys = list(params, 'menuKeys', '菜单标识').map((k) => String(k).trim());
  if (keys.some((k) => k === '')) throw new ApiError(CODE.malformed, '菜单标识格式不正确');
  return keys;
}

export const menuHandlers: HttpHandler[] = [
  route('get', MENU_URLS.queryMenu, ({ session }) => ok(menuOf(session), { token: session.token })),

  route('get', MENU_URLS.listAuthority, ({ session }) => {
    const rows: AuthorityItem[] = authoritiesOf(session).map((a) => ({
      authKey: a.authKey,
      authName: a.authName,
      category: a.category,
    }));
    return ok(rows);
  }),

  route('get', MENU_URLS.productPermission, ({ session }) => ok(permissionOf(session))),

  route('get', MENU_URLS.refreshProdPermission, ({ session }) => {
    const { userId } = session.user;
    const { instId } = session.inst;
    const row = db.menuPermRefreshes.find((r) => r.userId === userId && r.instId === instId);
    const refreshedAt = chinaDateTime();
    if (row) row.refreshedAt = refreshedAt;
    else db.menuPermRefreshes.push({ userId, instId, refreshedAt });
    recomputeProductScope(session);
    return ok(permissionOf(session), { message: '产品权限已刷新' });
  }),

  route('get', MENU_URLS.queryCompoPermissionSetting, ({ session }) =>
    ok({ permissionMode: session.inst.permissionMode, changeable: false }),
  ),

  route('get', MENU_URLS.menuCombinationConversion, ({ params, session }) => {
    const keys = menuKeysOf(params);
    const items = itemsOf(session);
    const rows: MenuRoute[] = keys.map((key) => {
      const node = seedNode(key);
      if (!node) refuse(PC.menuNotFound, `菜单不存在：${key}`);
      const mine = items.find((i) => i.key === key);
      return {
        key,
        name: node.name,
        ...targetOf(node, session),
        visible: mine?.visible ?? 'N',
      };
    });
    return ok(rows);
  }),

  route('get', MENU_URLS.queryCommonMenu, ({ session }) =>
    ok(commonMenusOf(session, commonSettingOf(session)?.menuKeys ?? [])),
  ),

  route('post', MENU_URLS.updateCommonMenuNew, ({ params, session }) => {
    const keys = menuKeysOf(params);
    if (keys.length > MAX_COMMON_MENUS) {
      refuse(PC.tooManyCommonMenus, `常用菜单最多设置${MAX_COMMON_MENUS}个`);
    }
    if (new Set(keys).size !== keys.length) refuse(PC.commonMenuRepeated, '常用菜单不能重复');
    const items = itemsOf(session);
    for (const key of keys) {
      const item = items.find((i) => i.key === key);
      if (!item || item.visible !== 'Y' || !isOpenable(item)) {
        refuse(PC.commonMenuDenied, `菜单不存在或无权限：${key}`);
      }
    }
    const setting = commonSettingOf(session);
    if (setting) setting.menuKeys = keys;
    else {
      db.menuCommon.push({
        userId: session.user.userId,
        instId: session.inst.instId,
        menuKeys: keys,
      });
    }
    return ok(commonMenusOf(session, keys), { message: '保存成功' });
  }),

  route('get', MENU_URLS.queryMenuDesc, ({ params }) => {
    const menuKey = optStr(params, 'menuKey', '菜单标识', 100);
    const path = optStr(params, 'path', '页面路径', 300);
    if (!menuKey && !path) throw new ApiError(CODE.missing, '菜单标识不能为空');
    const node = menuKey ? seedNode(menuKey) : pageByRoute(path ?? '');
    if (!node) refuse(PC.menuNotFound, '菜单不存在');
    return ok(descsOf(node));
  }),

  route('post', MENU_URLS.searchMenuDesc, ({ params, session }) => {
    const keyword = str(params, 'keyword', '关键字', 50);
    const pages = itemsOf(session).filter(
      (i) => isPage(i) && i.visible === 'Y' && !ALIAS_KEYS.has(i.key),
    );
    const hits: MenuDescHit[] = [];
    for (const page of pages) {
      for (const [tabKey, desc] of Object.entries(db.menuDescs[page.key] ?? {})) {
        const text = plainText(desc.content);
        const inTitle = desc.title.includes(keyword) || page.name.includes(keyword);
        if (!inTitle && !text.includes(keyword)) continue;
        hits.push({
          key: page.key,
          name: page.name,
          route: routeOf(page),
          tabKey,
          title: desc.title,
          snippet: text.includes(keyword) ? snippetOf(text, keyword) : snippetOf(text, ''),
        });
      }
    }
    return ok(hits);
  }),

  route('post', MENU_URLS.clearMenuCache, () => ok(null, { message: '菜单缓存已清除' })),

  route('post', MENU_URLS.verifyPermForExt, ({ params, session }) => {
    const extKey = str(params, 'extKey', '外部地址标识', 50);
    if (!EXTERNAL_MENU_KEYS.includes(extKey)) refuse(PC.extNotSupported, '不支持的外部地址');
    const item = itemsOf(session).find((i) => i.key === extKey);
    const allowed = item?.visible === 'Y';
    return ok({ allowed, url: allowed ? externalUrl(extKey, session) : '' });
  }),

  route('get', MENU_URLS.queryBlockedMenuList, ({ session }) =>
    ok(db.menuBlockedRoutes.filter((b) => b.instId === session.inst.instId).map((b) => b.path)),
  ),
];
