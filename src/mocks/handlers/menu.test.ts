import { describe, expect, it } from 'vitest';
import * as api from '@/api/menu';
import { addProdSet, confirmNotice, queryProductList } from '@/api/product';
import type { MenuItem } from '@/api/menu';
import {
  DUPLICATE_MENU_TARGETS,
  HKQXSZ_KEY,
  HKQXSZ_PATH,
  MENU_ICON_KEYS,
  NOTICE_LETTER_PATH,
  PERFORMANCE_AGREEMENT_PATH,
  PERFORMANCE_PATHS,
  SETTLEMENT_DAY_CHANGE_KEY,
  SYSTEM_ADMIN_PATHS,
  WATERMARK_PATHS,
} from '@/config/menu-keys';
import { data, refusal } from '../../../test/support/api-result';
import { onBusinessDay } from '../../../test/support/business-day';
import { signInAs, type DemoAccount } from '../../../test/support/session';
import { seedMenuDescs } from '../db/seed-menu-desc';
import { seedMenuTree } from '../db/seed-menu-tree';
import { buildRouteLists, flattenMenu, isPage, routeOf } from '../db/seed-menu-view';
import { db } from '../db/db';

async function menuOf(account: DemoAccount, instId?: string) {
  signInAs(account, instId);
  return data(await api.queryMenu());
}

function item(key: string, over: Partial<MenuItem> = {}): MenuItem {
  return {
    key,
    name: key,
    microAppName: 'iservice',
    urlPath: `/demo/${key}`,
    child: [],
    type: 'menu',
    qxkey: key,
    visible: 'Y',
    privilegeKeys: '',
    parentKeys: '',
    ...over,
  };
}

describe('the menu tree', () => {
  const nodes = flattenMenu(seedMenuTree());

  it('has unique keys and 16 top-level areas with spec icons', () => {
    const keys = nodes.map((n) => n.key);
    expect(new Set(keys).size).toBe(keys.length);
    const top = seedMenuTree();
    expect(top).toHaveLength(16);
    for (const area of top) expect(MENU_ICON_KEYS).toContain(area.icon);
  });

  it('holds every notable page of the spec', () => {
    const routes = new Set(nodes.filter(isPage).map(routeOf));
    const notable = [
      '/iservice/cpgl/glrzhwh',
      '/iservice/gzhs/xjrgjxgkjzzgzffqr',
      '/iservice/cpgl/cpfx',
      '/iservice/cpgl/cpcsbg',
      '/iservice/zcdj/lskfrsz',
      NOTICE_LETTER_PATH,
      PERFORMANCE_AGREEMENT_PATH,
      ...PERFORMANCE_PATHS,
      '/iservice/SupplementaryAgreement',
      '/iservice/htgl/dzht',
      ...SYSTEM_ADMIN_PATHS,
      '/iservice/fygzbg/glftz',
      '/iservice/fygzbg/xsfwftz',
      '/iservice/fygzbg/tzgwftz',
      ...Object.values(DUPLICATE_MENU_TARGETS),
      ...WATERMARK_PATHS,
    ];
    expect(notable.filter((r) => !routes.has(r))).toEqual([]);
  });

  it('gives each duplicate key a second entry pointing at its target', () => {
    for (const [key, target] of Object.entries(DUPLICATE_MENU_TARGETS)) {
      const entries = nodes.filter((n) => isPage(n) && routeOf(n) === target);
      expect(entries.map((n) => n.key)).toContain(key);
      expect(entries.length).toBeGreaterThanOrEqual(2);
    }
  });
  it('describes only pages of the tree, by their own tab keys', () => {
    for (const [pageKey, descs] of Object.entries(seedMenuDescs())) {
      const page = nodes.find((n) => n.key === pageKey);
      expect(page && isPage(page), pageKey).toBe(true);
      const tabKeys = [pageKey, ...(page?.child.map((c) => c.key) ?? [])];
      for (const tabKey of Object.keys(descs)) expect(tabKeys, pageKey).toContain(tabKey);
    }
  });
});

describe('buildRouteLists', () => {
  it('puts visible pages in the white list and the others in the black list', () => {
    const tree = [
      item('area', {
        microAppName: '',
        urlPath: '',
        child: [
          item('open', {
            child: [
              item('open_t1', { type: 'tab', urlPath: '/demo/open' }),
              item('open_b1', { type: 'button', urlPath: '/demo/open' }),
            ],
          }),
          item('shut', { visible: 'N' }),
          item('home', { microAppName: '', urlPath: '/' }),
        ],
      }),
    ];
    const lists = buildRouteLists(tree);
    expect(Object.keys(lists.interfaceWhiteMenu).sort()).toEqual(['/', '/iservice/demo/open']);
    expect(lists.interfaceWhiteMenu['/iservice/demo/open']).toEqual({
      key: 'open',
      qxkey: 'open',
      privilegeKeys: '',
      name: 'open',
    });
    expect(Object.keys(lists.blackMenuList)).toEqual(['/iservice/demo/shut']);
  });

  it('keeps a route white when any of its entries is visible', () => {
    const tree = [
      item('main', { urlPath: '/same', visible: 'N' }),
      item('second', { urlPath: '/same' }),
    ];
    const lists = buildRouteLists(tree);
    expect(lists.interfaceWhiteMenu['/iservice/same']?.key).toBe('second');
    expect(lists.blackMenuList).toEqual({});
  });
});

describe('user/queryMenu/v2 per user', () => {
  it('shows the administrator every area and every page', async () => {
    const menu = await menuOf('admin');
    expect(menu.menuList.map((m) => m.name)).toHaveLength(16);
    expect(menu.blackMenuList).toEqual({});
    for (const path of [...SYSTEM_ADMIN_PATHS, '/iservice/htgl/dzht', NOTICE_LETTER_PATH]) {
      expect(menu.interfaceWhiteMenu[path], path).toBeDefined();
    }
    const tjtsh = menu.interfaceWhiteMenu[NOTICE_LETTER_PATH];
    expect(tjtsh?.privilegeKeys).toBe('*');
  });

  it('keeps the system-admin pages and hkqxsz from an operator (black list)', async () => {
    for (const account of ['operator', 'staff'] as const) {
      const menu = await menuOf(account);
      for (const path of SYSTEM_ADMIN_PATHS) {
        expect(menu.interfaceWhiteMenu[path], `${account} ${path}`).toBeUndefined();
        expect(menu.blackMenuList[path], `${account} ${path}`).toBeDefined();
      }
      const hkqxsz = flattenMenu(menu.menuList).find((i) => i.key === HKQXSZ_KEY);
      expect(hkqxsz?.visible).toBe('N');
      expect(menu.interfaceWhiteMenu['/iservice/cpgl/glrzhwh']).toBeDefined();
      // The custody-order review tab is administrators' only: privilegeKeys lists the others.
      expect(menu.interfaceWhiteMenu['/tgypt/tgwy/zjhz']?.privilegeKeys).toBe(
        'zjhz_hkzl,zjhz_zlcx',
      );
    }
  });

  it('shows an isolated institution only system management', async () => {
    const menu = await menuOf('isolated');
    const areas = menu.menuList.map((m) => m.key);
    expect(areas).not.toContain('cpyy');
    expect(menu.menuList.find((m) => m.key === 'xtgl')?.visible).toBe('Y');
    const routes = Object.keys(menu.interfaceWhiteMenu);
    expect(routes).toEqual(expect.arrayContaining([...SYSTEM_ADMIN_PATHS]));
    // Besides system management, only the shell's own pages.
    expect(routes.filter((r) => !r.startsWith('/iservice/xtgl/'))).toEqual(['/', '/menuSet']);
    expect(menu.interfaceWhiteMenu['/iservice/cpgl/cpfx']).toBeUndefined();
  });

  it('shows the letter page to letter and not to letter2', async () => {
    expect((await menuOf('letter')).interfaceWhiteMenu[NOTICE_LETTER_PATH]).toBeDefined();
    const menu = await menuOf('letter2');
    expect(menu.interfaceWhiteMenu[NOTICE_LETTER_PATH]).toBeUndefined();
    expect(menu.blackMenuList[NOTICE_LETTER_PATH]).toBeDefined();
  });

  it('shows the performance pages and their agreement to agreement', async () => {
    const menu = await menuOf('agreement');
    for (const path of [PERFORMANCE_AGREEMENT_PATH, ...PERFORMANCE_PATHS]) {
      expect(menu.interfaceWhiteMenu[path], path).toBeDefined();
    }
  });

  it('shows public-fund outsourcing institutions their set', async () => {
    for (const [account, instId] of [
      ['gmwb', undefined],
      ['multi', '11160'],
    ] as const) {
      const menu = await menuOf(account, instId);
      expect(menu.menuList.map((m) => m.key)).toContain('gmwbyy');
      expect(menu.interfaceWhiteMenu['/iservice/swgl/swxxqr']).toBeDefined();
      expect(menu.interfaceWhiteMenu['/tgypt/tgwy/zjhz']).toBeUndefined();
    }
  });

  it('leaves tabs and buttons out of the lists and sets parentKeys', async () => {
    const menu = await menuOf('admin');
    const all = flattenMenu(menu.menuList);
    const tab = all.find((i) => i.key === 'glrzhwh_lsbb');
    expect(tab).toMatchObject({ type: 'tab', visible: 'N', parentKeys: 'cpyy,cpgl,glrzhwh' });
    expect(menu.interfaceWhiteMenu['/iservice/cpgl/glrzhwh']?.privilegeKeys).not.toContain(
      'glrzhwh_lsbb',
    );
  });
});

describe('menu calls', () => {
  it('converts special keys to their targets', async () => {
    signInAs('admin');
    const rows = data(
      await api.menuCombinationConversion([SETTLEMENT_DAY_CHANGE_KEY, HKQXSZ_KEY, 'xsyy_jyqrcx']),
    );
    expect(rows.map((r) => r.route)).toEqual([
      '/iservice/cpgl/cpcsbg?type=10',
      HKQXSZ_PATH,
      '/tgypt/zcdj/jyqrcx',
    ]);
    // The portal's rule (src/policy/menu-link.ts): hkqxsz leads nowhere for a non-administrator.
    signInAs('operator');
    const [hk] = data(await api.menuCombinationConversion([HKQXSZ_KEY]));
    expect(hk).toMatchObject({ visible: 'N', route: '' });
  });

  it('saves common menus the user can open, at most 12, no repeats', async () => {
    signInAs('operator');
    const saved = data(await api.updateCommonMenu(['cpfx', 'glftz']));
    expect(saved.map((m) => m.route)).toEqual(['/iservice/cpgl/cpfx', '/iservice/fygzbg/glftz']);
    expect(saved[0]?.icon).toBe('cpyy');
    expect(data(await api.queryCommonMenu()).map((m) => m.key)).toEqual(['cpfx', 'glftz']);
    refusal(await api.updateCommonMenu(['cpfx', 'ptyhwh']), 2104, '菜单不存在或无权限：ptyhwh');
    refusal(await api.updateCommonMenu(['cpfx', 'cpfx']), 2105, '常用菜单不能重复');
    const thirteen = ['cpfx', 'cpcsbg', 'cpfh', 'cpzs', 'cpqp', 'glrbccx', 'khcx', 'jycx'];
    thirteen.push('dxjggl', 'mjzhcx', 'tzzsdx', 'fecx', 'ghdj');
    refusal(await api.updateCommonMenu(thirteen), 2103, '常用菜单最多设置12个');
  });

  it('answers descriptions with and without steps, and {} when none', async () => {
    signInAs('admin');
    const cpfx = data(await api.queryMenuDesc({ path: '/iservice/cpgl/cpfx' }));
    expect(cpfx.cpfx_fxsq?.steps?.length).toBeGreaterThan(0);
    expect(cpfx.cpfx_fxjd?.steps).toBeUndefined();
    // The settlement-day key shares the description of its page.
    const jsrbg = data(await api.queryMenuDesc({ menuKey: SETTLEMENT_DAY_CHANGE_KEY }));
    expect(Object.keys(jsrbg)).toContain('cpcsbg_jsrbg');
    expect(data(await api.queryMenuDesc({ menuKey: 'khcx' }))).toEqual({});
    refusal(await api.queryMenuDesc({ menuKey: 'nothing' }), 2101, '菜单不存在');
    const hits = data(await api.searchMenuDesc('复核'));
    expect(hits.map((h) => h.key)).toEqual(expect.arrayContaining(['glrzhwh', 'zjhz']));
  });

  it('answers the authorities, permission mode and blocked routes of the session', async () => {
    signInAs('isolated');
    const setting = data(await api.queryCompoPermissionSetting());
    expect(setting).toEqual({ permissionMode: 'isolated', changeable: false });
    expect(data(await api.listAuthority()).every((a) => a.category === '系统')).toBe(true);
    expect(data(await api.queryProductPermission()).pdCodes).toEqual([]);
    expect(data(await api.queryBlockedMenuList())).toEqual([]);
    signInAs('admin');
    const perm = data(await api.queryProductPermission());
    expect(perm.allProducts).toBe(true);
    expect(perm.pdCodes.length).toBeGreaterThanOrEqual(21);
    expect(data(await api.queryBlockedMenuList())).toEqual(['/iservice/xxpl/xxplbs']);
    signInAs('operator');
    expect(data(await api.listAuthority()).map((a) => a.authKey)).not.toContain('TSGN_ZLFH');
  });

  it('lets only users who see an external link open it', async () => {
    signInAs('admin');
    expect(data(await api.verifyPermForExt('zxgt'))).toEqual({
      allowed: true,
      url: db.sysConfig.dsAddress,
    });
    // An address of the config the portal would not open is not handed out either.
    db.sysConfig.dsAddress = 'javascript:alert(1)';
    expect(data(await api.verifyPermForExt('zxgt'))).toEqual({ allowed: true, url: '' });
    signInAs('gmwb');
    expect(data(await api.verifyPermForExt('zxgt'))).toEqual({ allowed: false, url: '' });
    refusal(await api.verifyPermForExt('baidu'), 2102, '不支持的外部地址');
  });
});

describe('special functions and product permissions', () => {
  const keysOf = async () => data(await api.listAuthority()).map((a) => a.authKey);

  it('answers each user the special functions granted to them', async () => {
    signInAs('admin');
    expect(await keysOf()).toEqual(db.menuAuthorities.map((a) => a.authKey));
    signInAs('operator');
    expect(await keysOf()).toEqual(['TSGN_PLDC', 'TSGN_GZBXZ', 'TSGN_TSHQR', 'TSGN_CPFZ']);
    signInAs('staff');
    expect(await keysOf()).toEqual(['TSGN_GZBXZ']);
    // A grant made by an administrator counts at the next call.
    db.menuAuthorityGrants.find((g) => g.userId === 'U10003')?.authKeys.push('TSGN_CPFZ');
    expect(await keysOf()).toEqual(['TSGN_GZBXZ', 'TSGN_CPFZ']);
  });

  it('refuses a special function to a user who does not hold it (2106)', async () => {
    signInAs('staff');
    refusal(await addProdSet({ setName: '关注', pdCodes: [] }), 2106, '无此功能权限：产品分组管理');
    db.letterNotices.push({
      noticeId: 'TJTS202611250009',
      instId: '20001',
      title: '提示函',
      content: '<p>请确认。</p>',
      issuedAt: '2026-11-25 09:00:00',
      confirmed: false,
      confirmedBy: null,
      confirmedAt: null,
    });
    refusal(await confirmNotice('TJTS202611250009'), 2106, '无此功能权限：提示函确认');
    signInAs('operator');
    expect(data(await addProdSet({ setName: '关注', pdCodes: [] })).setId).toMatch(/^PS/);
    expect(data(await confirmNotice('TJTS202611250009')).confirmed).toBe(true);
  });

  it('a grant made since takes effect at user/refreshProdPermission, for every product call', async () => {
    signInAs('operator');
    const codes = async () =>
      data(await queryProductList({ pageSize: 100 })).list.map((p) => p.pdCode);
    expect(data(await api.queryProductPermission()).pdCodes).not.toContain('SXC124');
    const grant = db.prodUserGrants.find((g) => g.userId === 'U10002' && g.instId === '20001');
    if (!grant || grant.pdCodes === 'all') throw new Error('the seed lists the grant');
    grant.pdCodes.push('SXC124');
    expect(data(await api.queryProductPermission()).pdCodes).not.toContain('SXC124');
    expect(await codes()).not.toContain('SXC124');

    const refreshed = data(await api.refreshProdPermission());
    expect(refreshed.pdCodes).toContain('SXC124');
    expect(refreshed.refreshedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(data(await api.queryProductPermission())).toEqual(refreshed);
    expect(await codes()).toContain('SXC124');
    // Withdrawn: gone at the next refresh.
    grant.pdCodes.splice(0, grant.pdCodes.length);
    expect(data(await api.refreshProdPermission()).pdCodes).toEqual([]);
    expect(await codes()).toEqual([]);
  });

  it('a non-isolated administrator has every product, one added later too', async () => {
    signInAs('admin');
    const template = db.prodProducts.find((p) => p.pdCode === 'SXC101');
    if (!template) throw new Error('seed product');
    db.prodProducts.push({ ...template, pdId: 'P20001999', pdCode: 'SXC199' });
    const permission = data(await api.queryProductPermission());
    expect(permission.allProducts).toBe(true);
    expect(permission.pdCodes).toContain('SXC199');
    signInAs('operator');
    expect(data(await api.queryProductPermission()).pdCodes).not.toContain('SXC199');
  });
});

describe('the nightly product-permission refresh', () => {
  describe('after 02:00', () => {
    onBusinessDay('2031-02-28T10:00:00+08:00');

    it('is of that night when the user has not refreshed since', async () => {
      signInAs('operator');
      expect(data(await api.queryProductPermission()).refreshedAt).toBe('2031-02-28 02:00:00');
      expect(data(await api.refreshProdPermission()).refreshedAt).toMatch(
        /^2031-02-28 10:00:\d{2}$/,
      );
    });
  });

  describe('before 02:00', () => {
    onBusinessDay('2031-03-01T01:30:00+08:00');

    it('is of the night before', async () => {
      signInAs('operator');
      expect(data(await api.queryProductPermission()).refreshedAt).toBe('2031-02-28 02:00:00');
    });
  });
});
