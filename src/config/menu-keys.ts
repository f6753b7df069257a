/**
 * Menu keys and page routes with a behaviour of their own (spec 2.3, 2.4, 2.8, 6). The menu seed
 * of the mock server and the shell's menu links both read them. Pure constants.
 */

/** 报表直通车: opens sysConfig.bbztcAddress in a new window. */
export const REPORT_EXPRESS_KEY = 'bbztc';

/** 直销柜台: opens sysConfig.dsAddress in a new window. */
export const DS_COUNTER_KEY = 'zxgt';

/** 服务指南: opens the external service guide. */
export const SERVICE_GUIDE_KEY = 'fwzn';

/** The external service guide opened by SERVICE_GUIDE_KEY: src/config/external-pages.ts. */
export { SERVICE_GUIDE_URL } from './external-pages';

/** 结算日变更: goes to the product parameter change page with query type=10. */
export const SETTLEMENT_DAY_CHANGE_KEY = 'jsrbg';
export const SETTLEMENT_DAY_CHANGE_PATH = '/iservice/cpgl/cpcsbg';
export const SETTLEMENT_DAY_CHANGE_QUERY = { type: '10' } as const;

/** 划款权限设置: goes to the custody online-banking authorisation page, administrators only. */
export const HKQXSZ_KEY = 'hkqxsz';
export const HKQXSZ_PATH = '/iservice/xtgl/tgwysqssc';

/** Second menu entries (sales operations, product operations) of pages that live elsewhere. */
export const DUPLICATE_JYQRCX_KEY = 'xsyy_jyqrcx';
export const DUPLICATE_FHXXCX_KEY = 'xsyy_fhxxcx';
export const DUPLICATE_YYSJYJDY_KEY = 'cpyy_yysjyjdy';

/** Duplicate menu key → the page it opens (spec 2.3, 2.4). */
export const DUPLICATE_MENU_TARGETS: Readonly<Record<string, string>> = {
  [DUPLICATE_JYQRCX_KEY]: '/tgypt/zcdj/jyqrcx',
  [DUPLICATE_FHXXCX_KEY]: '/tgypt/zcdj/fhxxcx',
  [DUPLICATE_YYSJYJDY_KEY]: '/iservice/xxpl/yysjyjdy',
};

/** Menu keys that open an address outside the portal. */
export const EXTERNAL_MENU_KEYS: readonly string[] = [
  REPORT_EXPRESS_KEY,
  DS_COUNTER_KEY,
  SERVICE_GUIDE_KEY,
];

/** The five system-admin pages: role 管理员 only (spec 2.3, 5.1, 6). */
export const SYSTEM_ADMIN_PATHS: readonly string[] = [
  '/iservice/xtgl/xtglywh',
  '/iservice/xtgl/ptyhwh',
  '/iservice/xtgl/cpqxsq',
  '/iservice/xtgl/ptgnsq',
  '/iservice/xtgl/tgwysqssc',
];

/** The e-contract page, administrators only (spec 6). */
export const E_CONTRACT_PATH = '/iservice/htgl/dzht';

/** The investment-supervision notice letter query (投资监督提示函查询). */
export const NOTICE_LETTER_PATH = '/iservice/tgtj/tjtsh';

/** The performance-analysis agreement page and the pages it guards (spec 2.3, 4). */
export const PERFORMANCE_AGREEMENT_PATH = '/iservice/jxfxxy';
export const PERFORMANCE_PATHS: readonly string[] = [
  '/iservice/tzjx/jjtyfxpt',
  '/iservice/tzjx/jxfx',
  '/iservice/tzjx/smzscx',
];

/** Fee ledgers that are never recorded as breadcrumb tabs (spec 2.5). */
export const UNRECORDED_TAB_PATHS: readonly string[] = [
  '/iservice/fygzbg/glftz',
  '/iservice/fygzbg/xsfwftz',
  '/iservice/fygzbg/tzgwftz',
];

/** Pages under the full-screen watermark (spec 2.8). */
export const WATERMARK_PATHS: readonly string[] = [
  '/tgypt/tsfw/sjsj_gzbcxyxz',
  '/tgypt/tsfw/sjsj_gzpz',
  '/tgypt/tsfw/sjsj_cjqsrbb',
  '/tgypt/tsfw/sjsj_zzsfaqr',
  '/tgypt/tsfw/glrsj_fymxcx',
];

/** Top-level menu icon keys (spec 2.4). */
export const MENU_ICON_KEYS = [
  'cpyy',
  'xsmj',
  'tgwy',
  'zcdj',
  'gzhs',
  'sfzx',
  'supervision_report',
  'sjfs',
  'jxfx',
  'tzrpt',
  'dlqs',
  'qtfw',
  'tsfw',
  'zonghegl',
] as const;

export type MenuIconKey = (typeof MENU_ICON_KEYS)[number];
