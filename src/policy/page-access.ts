/**
 * Page access of a signed-in user (spec 4, 5.1, 6): allow, redirect (where and why) or forbid
 * (which rule). Pure: the guard fetches what it needs and renders the decision.
 *
 * Order, each a named rule:
 *   1. error-page        403/404/405 and the maintenance page: always allowed;
 *   2. admin-only        the five system-admin pages and the e-contract page (also the target of
 *                        the hkqxsz key) need a role name containing 管理员;
 *   3. blocked           the blocked-menu list of the user (user/queryBlockedMenuList);
 *   4. black-listed      a page with a black-list entry (invisible in the menu);
 *   5. gmwb-whitelist    institution type gmwb: the front-end whitelist and any route containing
 *                        cpgl/viewDetail/ are allowed (our reading: a black-list entry still
 *                        wins, so no invisible page ever opens);
 *   6. tab-*             a toTabName query needs a white-list entry and either privilegeKeys '*'
 *                        or a visible tab with that qxkey;
 *   7. main-app          the shell's own routes;
 *   8. not-in-whitelist  iservice routes in whitelist mode (public-fund views), and every
 *                        sub-application route of an isolated institution (its administrator
 *                        manages users and permissions only), need a white-list entry;
 *   9. not-black-listed  everything else is allowed;
 * then, for an allowed page, the post-rules of spec 4:
 *  10. letter-pending    a type-0 user with a pending, mandatory notice letter: with the letter
 *                        menu available every page but the exempt ones redirects to the letter
 *                        page with the 提示 modal (administrators keep the admin pages); without
 *                        it the page opens with a warning (letter-menu-missing);
 *  11. agreement-unsigned  performance-analysis pages (/iservice/tzjx/*) redirect to the
 *                        agreement page while an agreement waits for signature.
 * Lookups try the path as given, then without a trailing slash, then (cpgl/glrbccxDetail/{id}/
 * {pdCode}) its first four segments split on '/' ('' + iservice + cpgl + glrbccxDetail).
 */
import {
  E_CONTRACT_PATH,
  NOTICE_LETTER_PATH,
  PERFORMANCE_AGREEMENT_PATH,
  SYSTEM_ADMIN_PATHS,
} from '@/config/menu-keys';
import { PATHS } from '@/config/paths';
import { isInstType } from './inst-types';
import {
  findPage,
  MAIN_APP_ROUTES,
  type MenuList,
  type MenuListEntry,
  type MenuLists,
  type MenuNode,
} from './menu-lists';
import { isAdministrator } from './roles';
import { stripTrailingSlash } from './route-access';

export const ERROR_PAGES: readonly string[] = [
  PATHS.error403,
  PATHS.error404,
  PATHS.error405,
  PATHS.maintenance,
];

/** Administrator-only pages (spec 6); /iservice/xtgl/tgwysqssc is also the hkqxsz target. */
export const ADMIN_ONLY_PAGES: readonly string[] = [...SYSTEM_ADMIN_PATHS, E_CONTRACT_PATH];

export const LETTER_PAGE = NOTICE_LETTER_PATH;
export const AGREEMENT_PAGE = PERFORMANCE_AGREEMENT_PATH;
export const PERFORMANCE_PREFIX = '/iservice/tzjx/';

/** Pages a pending notice letter does not take the user away from. */
export const LETTER_EXEMPT_PAGES: readonly string[] = [
  PATHS.home,
  LETTER_PAGE,
  PATHS.personalCenter,
  PATHS.settingsChangePass,
  ...ERROR_PAGES,
];

/**
 * The gmwb front-end whitelist (spec 5.1 lists part of it; the last six are our completion:
 * the settlement-day change, product detail, valuation reconciliation, fund data submission,
 * instruction and transaction confirmation pages a public-fund outsourcing client uses daily).
 */
export const GMWB_WHITELIST: readonly string[] = [
  '/iservice/swgl/swxxqr',
  '/iservice/cpgl/cpfx',
  '/iservice/cpgl/cpfh',
  '/iservice/cpgl/cpzs',
  '/iservice/cpgl/cpqp',
  '/iservice/zxyy/xzdxjg',
  '/iservice/zcdj/lskfrsz',
  '/iservice/zcdj/tayjbczksq',
  '/iservice/zcdj/jsblqrsq',
  '/iservice/htgl/htdygl',
  '/iservice/htgl/cpsb',
  '/iservice/zxyy/jesh',
  '/iservice/zxyy/dxtacs',
  '/iservice/gzhs/gmgzbxz',
  '/iservice/jygl/cwjygl',
  '/iservice/cpgl/cpcsbg',
  '/iservice/cpgl/cpxq',
  '/iservice/gzhs/gzdz',
  '/iservice/sjbs/gmsjbs',
  '/iservice/zlgl/zlcx',
  '/iservice/jygl/jyqr',
];

export type PageRule =
  | 'error-page'
  | 'admin-only'
  | 'blocked'
  | 'black-listed'
  | 'gmwb-whitelist'
  | 'tab-visible'
  | 'tab-not-in-whitelist'
  | 'tab-not-visible'
  | 'main-app'
  | 'not-in-whitelist'
  | 'not-black-listed'
  | 'letter-pending'
  | 'agreement-unsigned';

export type PageDecision =
  | { kind: 'allow'; rule: PageRule; warning?: 'letter-menu-missing' }
  | {
      kind: 'redirect';
      to: string;
      rule: 'letter-pending' | 'agreement-unsigned';
      modal?: 'letter';
    }
  | { kind: 'forbid'; rule: PageRule };

export interface PageAccessInput {
  pathname: string;
  search: string;
  roleNames: readonly string[];
  userType: number;
  instId: string;
  lists: MenuLists;
  /** The menu tree, for the visible tabs of a page (else privilegeKeys is read). */
  tree?: readonly MenuNode[];
  /** Routes of the blocked-menu list. */
  blocked: readonly string[];
  /** Business permissions isolated (spec 6). */
  isolated: boolean;
  /** Whitelist mode for iservice routes (see inst-types.ts). */
  whitelistMode: boolean;
  /** tips.tjtsh: a notice letter waits; mandatory unless TJTSHFQZQR is '1'. */
  letter: { pending: boolean; mandatory: boolean };
  /** sys/queryMgrProtocolSign (proType 6, signSt 0) answered data; null when not checked. */
  agreementUnsigned: boolean | null;
}

const GLRBCCX_DETAIL = /\/cpgl\/glrbccxDetail\//;

/** The keys a route is looked up by, in order. */
export function lookupKeys(pathname: string): string[] {
  const keys = [pathname];
  const stripped = stripTrailingSlash(pathname);
  if (stripped !== pathname) keys.push(stripped);
  if (GLRBCCX_DETAIL.test(stripped)) keys.push(stripped.split('/').slice(0, 4).join('/'));
  return keys;
}

export function lookup(list: MenuList, pathname: string): MenuListEntry | null {
  for (const key of lookupKeys(pathname)) {
    const entry = list[key];
    if (entry) return entry;
  }
  return null;
}

function listed(paths: readonly string[], pathname: string): boolean {
  return lookupKeys(pathname).some((key) => paths.includes(key));
}

function tabDecision(input: PageAccessInput, tab: string): PageDecision {
  const entry = lookup(input.lists.white, input.pathname);
  if (!entry) return { kind: 'forbid', rule: 'tab-not-in-whitelist' };
  if (entry.privilegeKeys === '*') return { kind: 'allow', rule: 'tab-visible' };
  const node = input.tree ? findPage(input.tree, stripTrailingSlash(input.pathname)) : null;
  const visible = node
    ? node.child.some((c) => c.type === 'tab' && c.qxkey === tab && c.visible === 'Y')
    : entry.privilegeKeys.split(',').includes(tab);
  return visible
    ? { kind: 'allow', rule: 'tab-visible' }
    : { kind: 'forbid', rule: 'tab-not-visible' };
}

/** Rules 1-9: may the user open the page at all. */
export function decidePermission(input: PageAccessInput): PageDecision {
  const { pathname } = input;
  const path = stripTrailingSlash(pathname);
  if (listed(ERROR_PAGES, pathname)) return { kind: 'allow', rule: 'error-page' };
  if (listed(ADMIN_ONLY_PAGES, pathname) && !isAdministrator(input.roleNames)) {
    return { kind: 'forbid', rule: 'admin-only' };
  }
  if (listed(input.blocked, pathname)) return { kind: 'forbid', rule: 'blocked' };
  if (lookup(input.lists.black, pathname) && !lookup(input.lists.white, pathname)) {
    return { kind: 'forbid', rule: 'black-listed' };
  }
  if (
    isInstType(input.instId, 'gmwb') &&
    (listed(GMWB_WHITELIST, pathname) || path.includes('cpgl/viewDetail/'))
  ) {
    return { kind: 'allow', rule: 'gmwb-whitelist' };
  }
  const tab = new URLSearchParams(input.search).get('toTabName');
  if (tab) return tabDecision(input, tab);
  if (listed(MAIN_APP_ROUTES, pathname)) return { kind: 'allow', rule: 'main-app' };
  const subApp = /^\/(ds|iservice|tgypt)(\/|$)/.exec(path)?.[1];
  const needsWhite = input.isolated
    ? Boolean(subApp)
    : input.whitelistMode && subApp === 'iservice';
  if (needsWhite && !lookup(input.lists.white, pathname)) {
    return { kind: 'forbid', rule: 'not-in-whitelist' };
  }
  return { kind: 'allow', rule: 'not-black-listed' };
}

/** The whole decision: permission, then the notice-letter and agreement rules of spec 4. */
export function decidePageAccess(input: PageAccessInput): PageDecision {
  const permission = decidePermission(input);
  if (permission.kind !== 'allow' || permission.rule === 'error-page') return permission;
  const { pathname } = input;
  const letterApplies = input.userType === 0 && input.letter.pending && input.letter.mandatory;
  if (letterApplies && !listed(LETTER_EXEMPT_PAGES, pathname)) {
    const adminPage = listed(SYSTEM_ADMIN_PATHS, pathname) && isAdministrator(input.roleNames);
    const letterMenu = lookup(input.lists.white, LETTER_PAGE) !== null;
    if (!letterMenu) return { ...permission, warning: 'letter-menu-missing' };
    if (!adminPage) {
      return { kind: 'redirect', to: LETTER_PAGE, rule: 'letter-pending', modal: 'letter' };
    }
  }
  if (stripTrailingSlash(pathname).startsWith(PERFORMANCE_PREFIX) && input.agreementUnsigned) {
    return { kind: 'redirect', to: AGREEMENT_PAGE, rule: 'agreement-unsigned' };
  }
  return permission;
}

/** Performance-analysis pages, for which the guard checks the agreement first. */
export function isPerformancePage(pathname: string): boolean {
  return stripTrailingSlash(pathname).startsWith(PERFORMANCE_PREFIX);
}
