/**
 * Product permissions (spec 6, 7.2): which products the shell offers a user (home product
 * groups, the product pickers, the trading calendar's products). user/productPermission answers
 * the user's grant: every product of the institution (allProducts) or a list of codes.
 *
 * Decision: a non-isolated administrator sees every product, including ones added later (spec
 * 6), whatever the grant says; an isolated institution's administrator none (no business
 * functions, spec 6); anyone else the products of the grant. null: not known yet (the grant or
 * the permission mode is still loading), so nothing is offered.
 */
import { isAdministrator } from './roles';

export interface ProductGrant {
  allProducts: boolean;
  pdCodes: readonly string[];
}

export interface ProductViewer {
  roleNames: readonly string[];
  /** Business permissions isolated (spec 6); null while the mode is not known */
  isolated: boolean | null;
}

export type ProductPermits = (pdCode: string) => boolean;

const ALL: ProductPermits = () => true;
const NONE: ProductPermits = () => false;

export function productPermits(
  viewer: ProductViewer,
  grant: ProductGrant | null,
): ProductPermits | null {
  if (isAdministrator(viewer.roleNames)) {
    if (viewer.isolated === null) return null;
    return viewer.isolated ? NONE : ALL;
  }
  if (grant === null) return null;
  if (grant.allProducts) return ALL;
  const codes = new Set(grant.pdCodes);
  return (pdCode) => codes.has(pdCode);
}

/** The items of permitted products, in their order. */
export function permittedOnly<T extends { pdCode: string }>(
  items: readonly T[],
  permits: ProductPermits,
): T[] {
  return items.filter((item) => permits(item.pdCode));
}
