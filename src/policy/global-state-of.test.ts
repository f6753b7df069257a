import { EMPTY_GLOBAL_STATE, isGlobalState } from '@contract';
import { globalStateOf, sameGlobalState, type ShellSnapshot } from './global-state-of';
import type { MenuNode } from './menu-lists';
import { sampleMenuItem } from '../../test/support/sample-menu-item';
import { sampleUser } from '../../test/support/sample-user';

const user = sampleUser({ token: 'mk1.old', instRoles: ['gmtgsx'] });

/** A menu item as the contract sends it to sub-applications. */
const contractPage = sampleMenuItem('N');
/** The same item as the menu call sends it: with parentKeys, which the contract lacks. */
const page = {
  ...contractPage,
  parentKeys: 'cpyy',
  child: [{ ...contractPage.child[0], parentKeys: 'cpyy,glrzhwh' }],
} as unknown as MenuNode;
const root = {
  ...page,
  key: 'cpyy',
  name: '产品运营',
  microAppName: '',
  urlPath: '',
  icon: 'cpyy',
  child: [page, { ...page, key: 'odd', microAppName: 'crm', child: [] }],
} as unknown as MenuNode;

const grant = {
  key: 'glrzhwh',
  qxkey: 'iservice_cpgl_glrzhwh',
  privilegeKeys: '*',
  name: '管理人账户维护',
};
const tips = { taxInfo: true, admin: true, taxNeedEdit: false, tjtsh: false, thgz_flag: false };

const snapshot: ShellSnapshot = {
  user,
  token: 'mk1.cookie',
  access: {
    menu: [root],
    lists: {
      white: { '/iservice/cpgl/glrzhwh': { ...grant, extra: 1 } as typeof grant },
      black: { '/iservice/xtgl/ptyhwh': { ...grant, key: 'ptyhwh' } },
    },
    blocked: ['/iservice/zcdj/lskfrsz'],
    tips,
  },
  backSeq: 0,
};

describe('globalStateOf', () => {
  it('builds the contract state of a signed-in user, the token from the cookie', () => {
    const state = globalStateOf(snapshot);
    expect(isGlobalState(state)).toBe(true);
    expect(state.token).toBe('mk1.cookie');
    expect(state.user).toEqual({ ...user, token: 'mk1.cookie' });
    expect([state.instId, state.instName]).toEqual(['20001', '星辰私募基金管理有限公司']);
    expect(state.permissions).toEqual({
      white: { '/iservice/cpgl/glrzhwh': grant },
      black: { '/iservice/xtgl/ptyhwh': { ...grant, key: 'ptyhwh' } },
      blocked: ['/iservice/zcdj/lskfrsz'],
    });
    expect(state.tips).toEqual(tips);
    expect(state.shellEvent).toBeNull();
  });

  it('sends the menu tree with exactly the contract fields', () => {
    const [top] = globalStateOf(snapshot).menus;
    expect(top).not.toHaveProperty('icon');
    expect(top).not.toHaveProperty('parentKeys');
    expect(top!.child[0]).toEqual(contractPage);
    // An app the contract does not know is not sent as one.
    expect(top!.child[1]!.microAppName).toBe('');
  });

  it('is JSON only: a round trip changes nothing', () => {
    const state = globalStateOf({ ...snapshot, backSeq: 3 });
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('falls back to the user token when the cookie is missing', () => {
    expect(globalStateOf({ ...snapshot, token: undefined }).token).toBe('mk1.old');
  });

  it.each([
    ['no user', { user: null }],
    ['no token at all', { token: '', user: { ...user, token: '' } }],
  ])('is the empty state with %s (logout)', (_name, patch) => {
    expect(globalStateOf({ ...snapshot, ...patch })).toBe(EMPTY_GLOBAL_STATE);
  });

  it('before the access data loads: the user, empty menus and permissions, no tips', () => {
    const state = globalStateOf({ ...snapshot, access: null });
    expect(isGlobalState(state)).toBe(true);
    expect(state.user?.userName).toBe('admin');
    expect(state.menus).toEqual([]);
    expect(state.permissions).toEqual({ white: {}, black: {}, blocked: [] });
    expect(state.tips).toBeNull();
  });

  it('an institution switch changes instId, instName, token and user together', () => {
    const switched = globalStateOf({
      ...snapshot,
      token: 'mk1.new',
      user: { ...user, instId: '11160', instName: '汇通基金管理有限公司', token: 'mk1.new' },
    });
    expect(switched.instId).toBe('11160');
    expect(switched.instName).toBe('汇通基金管理有限公司');
    expect(switched.user?.instName).toBe('汇通基金管理有限公司');
    expect(switched.token).toBe('mk1.new');
  });

  it('a tips change shows in the state', () => {
    const before = globalStateOf({
      ...snapshot,
      access: { ...snapshot.access!, tips: { ...tips, tjtsh: true } },
    });
    const after = globalStateOf(snapshot);
    expect(before.tips?.tjtsh).toBe(true);
    expect(after.tips?.tjtsh).toBe(false);
    expect(sameGlobalState(before, after)).toBe(false);
  });

  it('carries the back event once one was sent, with its seq', () => {
    expect(globalStateOf({ ...snapshot, backSeq: 0 }).shellEvent).toBeNull();
    expect(globalStateOf({ ...snapshot, backSeq: 2 }).shellEvent).toEqual({ type: 'back', seq: 2 });
  });

  it('sameGlobalState compares data, not identity or key order', () => {
    expect(sameGlobalState(globalStateOf(snapshot), globalStateOf(snapshot))).toBe(true);
    const state = globalStateOf(snapshot);
    const reordered = Object.fromEntries(Object.entries(state).reverse()) as typeof state;
    expect(sameGlobalState(state, reordered)).toBe(true);
    expect(sameGlobalState(globalStateOf(snapshot), EMPTY_GLOBAL_STATE)).toBe(false);
  });

  it('does not share arrays with the store (the store is frozen, the state is cloned)', () => {
    const state = globalStateOf(snapshot);
    expect(state.user?.roleNames).not.toBe(user.roleNames);
    expect(state.permissions.blocked).not.toBe(snapshot.access!.blocked);
  });
});
