/**
 * Where a menu entry leads (spec 2.4): the report express and the direct-sales counter open the
 * addresses of the system config, the service guide opens the external guide, the
 * settlement-day key goes to the parameter-change page with type=10, hkqxsz goes to the
 * custody online-banking authorisation page for administrators only, the three duplicate keys
 * go to their targets (spec 2.3), and every other page goes to /{microAppName}{urlPath} with a
 * refresh timestamp `t`. Containers lead nowhere. Addresses from the config are opened only
 * when they are http(s) URLs or paths of this site.
 */
import {
  DS_COUNTER_KEY,
  DUPLICATE_MENU_TARGETS,
  HKQXSZ_KEY,
  HKQXSZ_PATH,
  REPORT_EXPRESS_KEY,
  SERVICE_GUIDE_KEY,
  SERVICE_GUIDE_URL,
  SETTLEMENT_DAY_CHANGE_KEY,
  SETTLEMENT_DAY_CHANGE_PATH,
  SETTLEMENT_DAY_CHANGE_QUERY,
} from '@/config/menu-keys';
import type { MenuNode } from './menu-lists';
import { pageRoute } from './menu-lists';
import { isAdministrator } from './roles';

export const REFRESH_PARAM = 't';

export type MenuLink =
  /** `route` is the page's path (no query), `to` what to navigate to. */
  | { kind: 'internal'; to: string; route: string }
  | { kind: 'external'; url: string }
  | { kind: 'none'; reason: 'container' | 'admin-only' | 'no-address' };

export interface MenuLinkContext {
  roleNames: readonly string[];
  config: { bbztcAddress?: string; dsAddress?: string } | null;
  now: number;
}

type LinkItem = Pick<MenuNode, 'key' | 'microAppName' | 'urlPath'>;

/** An address from the config that may be opened: http(s), or a path of this site. */
export function safeExternal(address: string | undefined): string | null {
  const value = (address ?? '').trim();
  if (/^https?:\/\/[^\s/]+/i.test(value)) return value;
  if (/^\/(?![/\\])/.test(value) && !/[\s\\]/.test(value)) return value;
  return null;
}

function external(address: string | undefined): MenuLink {
  const url = safeExternal(address);
  return url ? { kind: 'external', url } : { kind: 'none', reason: 'no-address' };
}

/**
 * The rules of the menu keys that lead somewhere of their own (external addresses, the
 * settlement-day page, hkqxsz, the duplicates); null for any other key.
 */
export function keyedMenuLink(
  item: Pick<LinkItem, 'key'>,
  context: MenuLinkContext,
): MenuLink | null {
  switch (item.key) {
    case REPORT_EXPRESS_KEY:
      return external(context.config?.bbztcAddress);
    case DS_COUNTER_KEY:
      return external(context.config?.dsAddress);
    case SERVICE_GUIDE_KEY:
      return external(SERVICE_GUIDE_URL);
    case SETTLEMENT_DAY_CHANGE_KEY: {
      const query = new URLSearchParams(SETTLEMENT_DAY_CHANGE_QUERY).toString();
      return {
        kind: 'internal',
        to: `${SETTLEMENT_DAY_CHANGE_PATH}?${query}`,
        route: SETTLEMENT_DAY_CHANGE_PATH,
      };
    }
    case HKQXSZ_KEY:
      return isAdministrator(context.roleNames)
        ? { kind: 'internal', to: HKQXSZ_PATH, route: HKQXSZ_PATH }
        : { kind: 'none', reason: 'admin-only' };
  }
  const duplicate = DUPLICATE_MENU_TARGETS[item.key];
  return duplicate ? { kind: 'internal', to: duplicate, route: duplicate } : null;
}

export function resolveMenuLink(item: LinkItem, context: MenuLinkContext): MenuLink {
  const keyed = keyedMenuLink(item, context);
  if (keyed) return keyed;
  if (!item.urlPath.startsWith('/')) return { kind: 'none', reason: 'container' };
  const route = pageRoute(item);
  return { kind: 'internal', to: `${route}?${REFRESH_PARAM}=${context.now}`, route };
}
