/**
 * Seed of the menu and permission domain: the one menu tree (./seed-menu-tree.ts, viewed per
 * user by ./seed-menu-view.ts), per-institution menu rules, blocked routes, common menus, page
 * descriptions, the special-function authorities and who holds them.
 */
import { REPORT_EXPRESS_KEY } from '@/config/menu-keys';
import { SPECIAL_FUNCTIONS } from '@/policy/special-function';
import { seedMenuDescs } from './seed-menu-desc';
import { seedMenuTree } from './seed-menu-tree';
import type { MenuInstRule } from './seed-menu-view';

/** A route blocked for an institution (spec 4 blocked-menu list). */
export interface MenuBlockedRoute {
  instId: string;
  path: string;
  reason: string;
}

/** The common menus (常用菜单) of a user in an institution, in order. */
export interface MenuCommonSetting {
  userId: string;
  instId: string;
  menuKeys: string[];
}

/** When the product permissions of a user in an institution were last recomputed. */
export interface MenuPermRefresh {
  userId: string;
  instId: string;
  refreshedAt: string;
}

/** A special-function authority (特殊功能权限). */
export interface MenuAuthority {
  authKey: string;
  authName: string;
  category: '业务' | '系统';
  /** Held by administrators only */
  adminOnly: boolean;
}

/** The special functions an administrator granted to a user of the institution (功能授权). */
export interface MenuAuthorityGrant {
  userId: string;
  instId: string;
  authKeys: string[];
}

/** What an operator of the demo institutions is granted: every business function not an administrator's own. */
const OPERATOR_FUNCTIONS = [
  SPECIAL_FUNCTIONS.batchExport,
  SPECIAL_FUNCTIONS.valuationDownload,
  SPECIAL_FUNCTIONS.letterConfirm,
  SPECIAL_FUNCTIONS.productGroups,
];

/** [userId, instId] of the users granted OPERATOR_FUNCTIONS. */
const OPERATORS: [string, string][] = [
  ['U10002', '20001'],
  ['U10004', '20001'],
  ['U10004', '11160'],
  ['U10005', '11160'],
  ['U10006', '14379'],
  ['U10007', '1012'],
  ['U10008', '20002'],
  ['U10009', '20003'],
  ['U10010', '20004'],
  ['U10011', '20005'],
  ['U10012', '20001'],
  ['U10013', '20001'],
  ['U10014', '20001'],
  ['U10019', '20001'],
  ['U10020', '20001'],
];

export function seedMenu() {
  const menuInstRules: MenuInstRule[] = [
    {
      instId: '20001',
      deniedKeys: [],
      hiddenKeys: [],
      extraChannels: ['public', 'gmwb'],
      note: '全业务机构：私募、公募及公募外包业务均已开通（演示全部16个业务板块）',
    },
    {
      instId: '20003',
      deniedKeys: ['tjtsh'],
      hiddenKeys: [],
      note: '该机构未开通投资监督提示函查询服务',
    },
  ];
  const menuBlockedRoutes: MenuBlockedRoute[] = [
    { instId: '20001', path: '/iservice/xxpl/xxplbs', reason: '信息披露报送功能系统升级中' },
  ];
  const menuCommon: MenuCommonSetting[] = [
    {
      userId: 'U10001',
      instId: '20001',
      menuKeys: ['glrzhwh', 'cpfx', 'cpcsbg', 'zjhz', 'glftz', 'jxfx', REPORT_EXPRESS_KEY],
    },
    { userId: 'U10002', instId: '20001', menuKeys: ['cpfx', 'jyqrcx', 'gzbcx', 'tjtsh'] },
    { userId: 'U10005', instId: '11160', menuKeys: ['swxxqr', 'jesh', 'gmgzbxz'] },
  ];
  const menuAuthorities: MenuAuthority[] = [
    { authKey: 'TSGN_ZLFH', authName: '划款指令复核', category: '业务', adminOnly: true },
    { authKey: 'TSGN_PLDC', authName: '数据批量导出', category: '业务', adminOnly: false },
    { authKey: 'TSGN_DZYY', authName: '电子用印签署', category: '业务', adminOnly: true },
    { authKey: 'TSGN_GZBXZ', authName: '估值表下载', category: '业务', adminOnly: false },
    { authKey: 'TSGN_TSHQR', authName: '提示函确认', category: '业务', adminOnly: false },
    { authKey: 'TSGN_CPFZ', authName: '产品分组管理', category: '业务', adminOnly: false },
    { authKey: 'TSGN_YHGL', authName: '用户管理', category: '系统', adminOnly: true },
    { authKey: 'TSGN_QXSQ', authName: '权限授权', category: '系统', adminOnly: true },
  ];
  const menuAuthorityGrants: MenuAuthorityGrant[] = [
    ...OPERATORS.map(([userId, instId]) => ({ userId, instId, authKeys: [...OPERATOR_FUNCTIONS] })),
    // Internal staff (staff) read for the manager: valuation tables, no letters or groups.
    { userId: 'U10003', instId: '20001', authKeys: [SPECIAL_FUNCTIONS.valuationDownload] },
  ];
  return {
    menuTree: seedMenuTree(),
    menuInstRules,
    menuBlockedRoutes,
    menuCommon,
    menuDescs: seedMenuDescs(),
    menuAuthorities,
    menuAuthorityGrants,
    menuPermRefreshes: [] as MenuPermRefresh[],
  };
}
