import {
  EMPTY_GLOBAL_STATE,
  GLOBAL_STATE_KEYS,
  isGlobalState,
  isShellEvent,
  isSubAppMenuItem,
  readGlobalState,
  type GlobalState,
} from './global-state';
import { sampleMenuItem } from '../../test/support/sample-menu-item';
import { sampleUser } from '../../test/support/sample-user';
import { eachReturns } from '../../test/support/each-returns';

const user = sampleUser({ token: 'mk1.a.b' });

const page = sampleMenuItem();

const full: GlobalState = {
  user,
  token: user.token,
  instId: user.instId,
  instName: user.instName,
  menus: [{ ...page, key: 'cpyy', name: '产品运营', urlPath: '', child: [page] }],
  permissions: {
    white: {
      '/iservice/cpgl/glrzhwh': {
        key: 'glrzhwh',
        qxkey: 'iservice_cpgl_glrzhwh',
        privilegeKeys: '*',
        name: '管理人账户维护',
      },
    },
    black: {},
    blocked: ['/iservice/zcdj/lskfrsz'],
  },
  tips: { taxInfo: false, admin: true, taxNeedEdit: false, tjtsh: false, thgz_flag: false },
  shellEvent: { type: 'back', seq: 3 },
};

describe('isGlobalState', () => {
  it('accepts the empty state and a full one, also after a JSON round trip', () => {
    expect(isGlobalState(EMPTY_GLOBAL_STATE)).toBe(true);
    expect(isGlobalState(full)).toBe(true);
    expect(isGlobalState(JSON.parse(JSON.stringify(full)))).toBe(true);
  });

  it('allows extra keys (a newer shell)', () => {
    expect(isGlobalState({ ...full, theme: 'dark' })).toBe(true);
  });

  const broken: [string, unknown][] = [
    ['null', null],
    ['an array', []],
    ['a missing key', { ...full, tips: undefined }],
    ['a user without realName', { ...full, user: { ...user, realName: undefined } }],
    ['a user with a numeric userId', { ...full, user: { ...user, userId: 10001 } }],
    ['a user with roleNames not strings', { ...full, user: { ...user, roleNames: [1] } }],
    ['a numeric token', { ...full, token: 123 }],
    ['a null instName', { ...full, instName: null }],
    ['menus not an array', { ...full, menus: {} }],
    ['a menu item of an unknown app', { ...full, menus: [{ ...page, microAppName: 'crm' }] }],
    ['a menu item with visible true', { ...full, menus: [{ ...page, visible: true }] }],
    [
      'a nested menu item without a key',
      { ...full, menus: [{ ...page, child: [{ ...page, key: undefined }] }] },
    ],
    ['permissions without blocked', { ...full, permissions: { white: {}, black: {} } }],
    [
      'a white entry without qxkey',
      { ...full, permissions: { white: { '/a': { key: 'a' } }, black: {}, blocked: [] } },
    ],
    ['tips with a string flag', { ...full, tips: { ...full.tips, tjtsh: 'true' } }],
    ['a shellEvent of an unknown type', { ...full, shellEvent: { type: 'close', seq: 1 } }],
    ['a shellEvent with a negative seq', { ...full, shellEvent: { type: 'back', seq: -1 } }],
  ];
  it.each(broken)('rejects %s', (_name, value) => {
    expect(isGlobalState(value)).toBe(false);
  });
});

describe('readGlobalState', () => {
  it('returns a well-formed state as it is, without extra keys', () => {
    expect(readGlobalState({ ...full, extra: 1 })).toEqual(full);
  });

  it.each([null, undefined, 'x', 42, []])('reads %j as the empty state', (value) => {
    expect(readGlobalState(value)).toEqual(EMPTY_GLOBAL_STATE);
  });

  const salvaged: [string, Partial<Record<keyof GlobalState, unknown>>, keyof GlobalState][] = [
    ['malformed menus', { menus: [{ name: 'x' }] }, 'menus'],
    ['a malformed user', { user: { userName: 'admin' } }, 'user'],
    ['a malformed token', { token: null }, 'token'],
    ['malformed tips', { tips: { tjtsh: 1 } }, 'tips'],
    ['a malformed event', { shellEvent: { type: 'back' } }, 'shellEvent'],
    ['malformed permissions', { permissions: [] }, 'permissions'],
  ];
  it.each(salvaged)('keeps the other keys when given %s', (_name, patch, key) => {
    const read = readGlobalState({ ...full, ...patch });
    expect(read[key]).toEqual(EMPTY_GLOBAL_STATE[key]);
    for (const other of GLOBAL_STATE_KEYS.filter((k) => k !== key)) {
      expect(read[other]).toEqual(full[other]);
    }
  });

  it('the empty state cannot be changed by a reader', () => {
    const read = readGlobalState(null);
    expect(() => read.menus.push(page)).toThrow();
    expect(() => read.permissions.blocked.push('/x')).toThrow();
  });
});

describe('small guards', () => {
  eachReturns('isShellEvent(%j) is %s', isShellEvent, [
    [{ type: 'back', seq: 0 }, true],
    [{ type: 'back', seq: 1.5 }, false],
    [{ type: 'back', seq: '1' }, false],
    [{ seq: 1 }, false],
  ]);

  it('isSubAppMenuItem accepts a shell page item and rejects a tab type it does not know', () => {
    expect(isSubAppMenuItem({ ...page, microAppName: '', urlPath: '/menuSet' })).toBe(true);
    expect(isSubAppMenuItem({ ...page, type: 'link' })).toBe(false);
  });
});
