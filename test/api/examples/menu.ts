import type * as api from '@/api/menu';
import { HKQXSZ_KEY, REPORT_EXPRESS_KEY, SETTLEMENT_DAY_CHANGE_KEY } from '@/config/menu-keys';
import type { Examples } from './example';

export const menuExamples: Examples<typeof api> = {
  queryMenu: { valid: [], invalid: { anonymous: true } },
  listAuthority: { valid: [], invalid: { anonymous: true } },
  queryProductPermission: { as: 'operator', valid: [], invalid: { anonymous: true } },
  refreshProdPermission: { valid: [], invalid: { anonymous: true } },
  queryCompoPermissionSetting: { as: 'isolated', valid: [], invalid: { anonymous: true } },
  menuCombinationConversion: {
    valid: [['glrzhwh', SETTLEMENT_DAY_CHANGE_KEY, HKQXSZ_KEY, REPORT_EXPRESS_KEY]],
    invalid: { args: [['glrzhwh', 'bucunzai_caidan']] },
  },
  queryCommonMenu: { valid: [], invalid: { anonymous: true } },
  queryMenuDesc: {
    valid: [{ menuKey: 'cpfx' }],
    invalid: { args: [{}] },
  },
  clearMenuCache: { valid: [], invalid: { anonymous: true } },
  verifyPermForExt: { valid: [REPORT_EXPRESS_KEY], invalid: { args: ['http://evil.example.com'] } },
  updateCommonMenu: {
    as: 'operator',
    valid: [['cpfx', 'jyqrcx', 'glftz']],
    // The system-admin pages are visible 'N' for an operator.
    invalid: { as: 'operator', args: [['cpfx', 'ptyhwh']] },
  },
  searchMenuDesc: { valid: ['托管人'], invalid: { args: [''] } },
  queryBlockedMenuList: { valid: [], invalid: { anonymous: true } },
};
