/**
 * The shell's guard of the global state against qiankun's own global state module (not a fake:
 * its deep copies and its in-place writes decide what the other listeners receive). A hostile
 * sub-application writes forged values of every kind JSON cannot hold; another app listening
 * never receives them, and the state the next app mounts with is the shell's.
 */
import type { MicroAppStateActions } from 'qiankun';
import { EMPTY_GLOBAL_STATE, watchGlobalState, type GlobalState } from '@contract';
import { createGlobalStateChannel } from '@/features/micro/global-state-channel';
import type { QiankunApi } from '@/features/micro/runtime-deps';

type StateModule = {
  initGlobalState: QiankunApi['initGlobalState'];
  getMicroAppStateActions: (id: string, isMaster?: boolean) => MicroAppStateActions;
};

const SHELL: GlobalState = {
  ...EMPTY_GLOBAL_STATE,
  user: {
    token: 'shell-token',
    userId: 'u1',
    instId: 'I1',
    instName: '华夏远景资产管理有限公司',
    userName: 'admin',
    realName: '张明远',
    userType: 4,
    roleNames: ['管理员'],
    instRoles: [],
  },
  token: 'shell-token',
  instId: 'I1',
  instName: '华夏远景资产管理有限公司',
  shellEvent: { type: 'back', seq: 2 },
};

function cyclic(): Record<string, unknown> {
  const node: Record<string, unknown> = { name: 'HACKED' };
  node.self = node;
  return node;
}

/** Forged values of every kind JSON cannot represent, with a forged user, token and institution. */
const FORGERIES: [string, () => Record<string, unknown>][] = [
  ['a BigInt in shellEvent', () => ({ shellEvent: { type: 'back', seq: 10n } })],
  ['a cycle', () => ({ menus: [cyclic()] })],
  ['a function', () => ({ tips: { taxInfo: () => 'HACKED' } })],
  ['a symbol', () => ({ shellEvent: Symbol('HACKED') })],
  ['a huge string', () => ({ instId: 'H'.repeat(5_000_000) })],
];

const forgedIdentity = {
  user: { ...SHELL.user!, realName: 'HACKED 张明远', token: 'forged-token' },
  token: 'forged-token',
  instName: '伪造机构',
};

let qiankun: StateModule;

beforeEach(async () => {
  vi.resetModules();
  qiankun = (await import('qiankun/es/globalState')) as unknown as StateModule;
});

/** The shell started with its state, and an app "iservice" recording every call it gets. */
function started() {
  const channel = createGlobalStateChannel(() => false);
  channel.push(SHELL);
  channel.init({ initGlobalState: qiankun.initGlobalState } as QiankunApi);
  const calls: { state: Record<string, unknown>; prev: Record<string, unknown> }[] = [];
  qiankun
    .getMicroAppStateActions('iservice')
    .onGlobalStateChange((state, prev) => calls.push({ state, prev }));
  const current = () => {
    let seen: Record<string, unknown> = {};
    const probe = qiankun.getMicroAppStateActions('probe');
    probe.onGlobalStateChange((state) => (seen = state), true);
    probe.offGlobalStateChange();
    return seen;
  };
  return { channel, calls, current };
}

const identity = (state: Record<string, unknown>) => ({
  token: state.token,
  instName: state.instName,
  realName: (state.user as GlobalState['user'])?.realName,
});

describe("the shell's guard of the global state", () => {
  it.each(FORGERIES)(
    'a forged user, token and institution with %s: restored, and no other app receives it',
    (_kind, extra) => {
      const { calls, current } = started();
      const hostile = qiankun.getMicroAppStateActions('ds');
      expect(() => hostile.setGlobalState({ ...forgedIdentity, ...extra() })).not.toThrow();
      expect(identity(current())).toEqual({
        token: 'shell-token',
        instName: '华夏远景资产管理有限公司',
        realName: '张明远',
      });
      expect(current().shellEvent).toEqual({ type: 'back', seq: 2 });
      expect(calls.length).toBeGreaterThan(0);
      for (const { state } of calls) expect(identity(state).token).toBe('shell-token');
      expect(calls.map(({ state }) => state.instName)).not.toContain('伪造机构');
    },
  );

  it('an app that writes again from its own listener is overruled each time', () => {
    const { current } = started();
    const hostile = qiankun.getMicroAppStateActions('ds');
    let writes = 0;
    hostile.onGlobalStateChange((state) => {
      if (state.token !== 'forged-token' && writes < 2) {
        writes += 1;
        hostile.setGlobalState(forgedIdentity);
      }
    });
    hostile.setGlobalState(forgedIdentity);
    expect(writes).toBe(2);
    expect(identity(current()).token).toBe('shell-token');
  });

  it('a write whose copy throws half-way (a getter) poisons the store: reassert says so', () => {
    const { channel } = started();
    expect(channel.reassert()).toBe(true);
    const trap = Object.defineProperty({}, 'x', {
      enumerable: true,
      get() {
        throw new Error('trap');
      },
    });
    // qiankun assigns the value into its state, then its deep copy throws: nobody is told, and
    // every later write (the shell's too) throws before a listener hears of it.
    const hostile = qiankun.getMicroAppStateActions('ds');
    expect(() => hostile.setGlobalState({ ...forgedIdentity, menus: [trap] })).toThrow('trap');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(channel.reassert()).toBe(false);
  });

  it("a listener of a sub-application that throws does not stop the shell's push", () => {
    const { channel, current } = started();
    qiankun.getMicroAppStateActions('ds').onGlobalStateChange(() => {
      throw new Error('boom');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => channel.push({ ...SHELL, instName: '乙' })).not.toThrow();
    expect(current().instName).toBe('乙');
  });

  it("the contract's watchGlobalState gives as prevState what it gave before, never the forged write", () => {
    started();
    const seen: [string, string][] = [];
    watchGlobalState(qiankun.getMicroAppStateActions('tgypt'), (state, prev) =>
      seen.push([state.token, prev.token]),
    );
    qiankun.getMicroAppStateActions('ds').setGlobalState(forgedIdentity);
    expect(seen.flat()).not.toContain('forged-token');
    expect(seen[0]).toEqual(['shell-token', 'shell-token']);
  });
});
