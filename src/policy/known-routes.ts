/**
 * The routes whose spelling the shell knows (./canonical-path.ts): those it names itself
 * (its pages, the sub-applications' bases, the pages with a rule of their own: admin-only,
 * watermark, notice letter, agreement, the gmwb whitelist, menu targets), and, once the access
 * data is in, every route of the user's menu tree, white and black lists and blocked list.
 */
import { MICRO_APPS } from '@contract';
import {
  DUPLICATE_MENU_TARGETS,
  HKQXSZ_PATH,
  SETTLEMENT_DAY_CHANGE_PATH,
  WATERMARK_PATHS,
} from '@/config/menu-keys';
import { PATHS } from '@/config/paths';
import { knownRoutes, mergeKnown, type KnownRoutes } from './canonical-path';
import { isPage, MAIN_APP_ROUTES, pageRoute, type MenuLists, type MenuNode } from './menu-lists';
import {
  ADMIN_ONLY_PAGES,
  AGREEMENT_PAGE,
  GMWB_WHITELIST,
  LETTER_PAGE,
  PERFORMANCE_PREFIX,
} from './page-access';

export const STATIC_KNOWN: KnownRoutes = knownRoutes([
  ...Object.values(PATHS),
  ...MAIN_APP_ROUTES,
  ...Object.values(MICRO_APPS).map((app) => app.base),
  ...ADMIN_ONLY_PAGES,
  ...WATERMARK_PATHS,
  LETTER_PAGE,
  AGREEMENT_PAGE,
  PERFORMANCE_PREFIX,
  HKQXSZ_PATH,
  SETTLEMENT_DAY_CHANGE_PATH,
  ...Object.values(DUPLICATE_MENU_TARGETS),
  ...GMWB_WHITELIST,
]);

function treeRoutes(nodes: readonly MenuNode[], out: string[] = []): string[] {
  for (const node of nodes) {
    if (isPage(node)) out.push(pageRoute(node));
    treeRoutes(node.child ?? [], out);
  }
  return out;
}

export interface AccessRoutes {
  menu: readonly MenuNode[];
  lists: MenuLists;
  blocked: readonly string[];
}

/** The shell's own spellings first, then those of the user's access data. */
export function knownWithAccess(access: AccessRoutes): KnownRoutes {
  return mergeKnown(
    STATIC_KNOWN,
    knownRoutes([
      ...treeRoutes(access.menu),
      ...Object.keys(access.lists.white),
      ...Object.keys(access.lists.black),
      ...access.blocked,
    ]),
  );
}
