/**
 * Shared helpers of the product, menu and value mock handlers: the products a user may see
 * (product permission) and the business codes of these domains. Codes are documented in
 * src/api/menu.ts, product.ts and value.ts. Their "now" is the mock's clock (../clock.ts) and
 * their trading days the one trading calendar (../db/trading-calendar.ts).
 */
import { isAdministrator } from '@/policy/roles';
import { db } from '../db/db';
import type { MockInstitution, MockUser } from '../db/seed-auth';
import type { ProdRecord } from '../db/seed-product';
import { PROD_STATUS_NAMES } from '../db/seed-product-list';
import { ApiError, type Params } from '../http-kit';
import { optStr } from '../validate';

/** Business codes of the menu (21xx), product (22xx) and value (23xx) domains. */
export const PC = {
  menuNotFound: 2101,
  extNotSupported: 2102,
  tooManyCommonMenus: 2103,
  commonMenuDenied: 2104,
  commonMenuRepeated: 2105,
  functionDenied: 2106,
  productNotFound: 2201,
  prodSetNotFound: 2202,
  prodSetNameTaken: 2203,
  tooManyProdSets: 2204,
  noticeNotFound: 2210,
  noticeConfirmed: 2211,
  serviceNotSupported: 2220,
  protocolNotFound: 2221,
  protocolSigned: 2222,
  openDayRefused: 2223,
  notSmallScale: 2301,
  taxSchemeConfirmed: 2302,
} as const;

export function refuse(code: number, message: string): never {
  throw new ApiError(code, message);
}

export interface Viewer {
  user: MockUser;
  inst: MockInstitution;
}

/**
 * Product permission: a non-isolated administrator sees every product of the institution
 * (including later ones), an isolated institution's administrator none (no business
 * functions), other users the products granted to them ('all' or a list) as of the last
 * recomputation (db.prodPermInForce; user/refreshProdPermission recomputes it).
 */
export function productScope({ user, inst }: Viewer): 'all' | string[] {
  if (isAdministrator(user.roleNames)) return inst.permissionMode === 'isolated' ? [] : 'all';
  const grant = db.prodPermInForce.find(
    (g) => g.userId === user.userId && g.instId === inst.instId,
  );
  if (!grant) return [];
  return grant.pdCodes === 'all' ? 'all' : [...grant.pdCodes];
}

/** user/refreshProdPermission: the user's grants of today become the permission in force. */
export function recomputeProductScope({ user, inst }: Viewer): void {
  const others = db.prodPermInForce.filter(
    (g) => g.userId !== user.userId || g.instId !== inst.instId,
  );
  const grant = db.prodUserGrants.find((g) => g.userId === user.userId && g.instId === inst.instId);
  db.prodPermInForce = grant ? [...others, structuredClone(grant)] : others;
}

/** The products the user may see in the institution, in seed order. */
export function visibleProducts(viewer: Viewer): ProdRecord[] {
  const scope = productScope(viewer);
  return db.prodProducts.filter(
    (p) => p.instId === viewer.inst.instId && (scope === 'all' || scope.includes(p.pdCode)),
  );
}

/** A product the user may see, by code (2201 产品不存在 otherwise). */
export function productOf(viewer: Viewer, pdCode: string): ProdRecord {
  const product = visibleProducts(viewer).find((p) => p.pdCode === pdCode);
  if (!product) refuse(PC.productNotFound, '产品不存在');
  return product;
}

/** The optional pdCode of a list call: a product the user may see (2201 产品不存在 otherwise). */
export function optProductCode(params: Params, viewer: Viewer): string | undefined {
  const pdCode = optStr(params, 'pdCode', '产品代码', 20);
  if (pdCode) productOf(viewer, pdCode);
  return pdCode;
}

/**
 * Which rows of a per-product list the user sees: the institution's rows of a product the user
 * may see, and only `pdCode`'s when the call names one.
 */
export function visibleRowFilter(
  viewer: Viewer,
  pdCode: string | undefined,
): (row: { instId: string; pdCode: string }) => boolean {
  const codes = new Set(visibleProducts(viewer).map((p) => p.pdCode));
  return (row) =>
    row.instId === viewer.inst.instId &&
    codes.has(row.pdCode) &&
    (!pdCode || row.pdCode === pdCode);
}

export function statusNameOf(status: string): string {
  return PROD_STATUS_NAMES[status] ?? '未知状态';
}

/** A stable pseudo-random number in [0, 1) from a text (FNV-1a). */
export function noise(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h / 0x100000000;
}

/** Amount text with two decimals, e.g. 12345678.9 → '12345678.90'. */
export function yuan(amount: number): string {
  return amount.toFixed(2);
}

/** A special function as the seed holds it (db.menuAuthorities). */
export interface HeldAuthority {
  authKey: string;
  authName: string;
  category: '业务' | '系统';
  adminOnly: boolean;
}

/**
 * The special functions (特殊功能权限) a user holds: a non-isolated administrator every one
 * (including later ones), an isolated institution's administrator the system ones only (spec
 * 6: no business functions), other users those granted to them, never an administrator's own.
 */
export function authoritiesOf({ user, inst }: Viewer): HeldAuthority[] {
  if (isAdministrator(user.roleNames)) {
    const isolated = inst.permissionMode === 'isolated';
    return db.menuAuthorities.filter((a) => !isolated || a.category === '系统');
  }
  const grant = db.menuAuthorityGrants.find(
    (g) => g.userId === user.userId && g.instId === inst.instId,
  );
  const keys: string[] = grant ? grant.authKeys : [];
  return db.menuAuthorities.filter((a) => !a.adminOnly && keys.includes(a.authKey));
}

/** Refuses (2106 无此功能权限：<name>) a user who does not hold the special function. */
export function requireFunction(viewer: Viewer, authKey: string): void {
  if (authoritiesOf(viewer).some((a) => a.authKey === authKey)) return;
  const name = db.menuAuthorities.find((a) => a.authKey === authKey)?.authName ?? authKey;
  refuse(PC.functionDenied, `无此功能权限：${name}`);
}
