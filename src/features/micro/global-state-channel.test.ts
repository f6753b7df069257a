/**
 * The global state through the runtime: changes only, held back from an app that leaves, a
 * sub-application's own write overruled.
 */
import { EMPTY_GLOBAL_STATE } from '@contract';
import { signedIn, setup, openAt } from '../../../test/support/micro-runtime-setup';

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('global state', () => {
  it('starts with the latest state, then pushes changes only', async () => {
    const { runtime, qiankun } = setup();
    runtime.pushGlobalState(signedIn('甲'));
    await runtime.start();
    expect(qiankun.api.initGlobalState).toHaveBeenCalledWith(signedIn('甲'));
    runtime.pushGlobalState(signedIn('甲'));
    expect(qiankun.states).toHaveLength(1);
    runtime.pushGlobalState(signedIn('乙'));
    runtime.pushGlobalState(EMPTY_GLOBAL_STATE);
    expect(qiankun.states.map((s) => s.instName)).toEqual(['甲', '乙', '']);
  });

  it('a mounted app gets live changes while the gate is open', async () => {
    const { runtime, qiankun } = await openAt('/ds/a');
    runtime.pushGlobalState(signedIn('甲'));
    expect(qiankun.pushes.at(-1)).toEqual({
      state: expect.objectContaining({ instName: '甲' }),
      mounted: ['ds'],
    });
  });

  it('a switch: the gate closes, the app leaves before it sees the half-loaded or empty state', async () => {
    const { runtime, qiankun } = await openAt('/ds/a');
    runtime.pushGlobalState(signedIn('甲'));
    const before = qiankun.pushes.length;
    qiankun.unmounts('hang');
    runtime.setGate(false);
    runtime.pushGlobalState({ ...signedIn('乙'), menus: [] });
    runtime.pushGlobalState(EMPTY_GLOBAL_STATE);
    runtime.pushGlobalState(signedIn('乙'));
    await vi.waitFor(() => expect(qiankun.instances[0]!.unmounts).toHaveLength(1));
    expect(qiankun.pushes).toHaveLength(before);
    qiankun.instances[0]!.unmounts[0]!.resolve();
    await runtime.settled();
    expect(qiankun.pushes.slice(before)).toEqual([
      { state: expect.objectContaining({ instName: '乙' }), mounted: [] },
    ]);
    qiankun.unmounts('ok');
    runtime.setGate(true);
    await runtime.settled();
    expect(qiankun.mountedApps()).toEqual(['ds']);
    expect(qiankun.currentState().instName).toBe('乙');
  });

  it('overrules a sub-application that writes it', async () => {
    const { runtime, qiankun } = setup();
    runtime.pushGlobalState(signedIn('甲'));
    await runtime.start();
    qiankun.foreignWrite({ instName: '伪造' });
    expect(qiankun.currentState().instName).toBe('甲');
  });

  it('writes its state again right before each mount, over a write nobody was told of', async () => {
    const { runtime, qiankun } = await openAt('/ds/a');
    runtime.pushGlobalState(signedIn('甲'));
    qiankun.silentWrite({ instName: '伪造' });
    runtime.setPath('/iservice/b');
    await runtime.settled();
    expect(qiankun.mountedApps()).toEqual(['iservice']);
    expect(qiankun.pushes.at(-1)).toEqual({
      state: expect.objectContaining({ instName: '甲' }),
      mounted: [],
    });
  });

  it('a poisoned store (no write can be copied): the mount fails, reported, and the page reloads', async () => {
    const { runtime, qiankun, deps } = await openAt('/ds/a');
    runtime.pushGlobalState(signedIn('甲'));
    qiankun.poison();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    runtime.setPath('/iservice/b');
    await runtime.settled();
    expect(deps.reloadPage).toHaveBeenCalledTimes(1);
    expect(deps.report).toHaveBeenCalledWith(
      expect.objectContaining({
        app: 'iservice',
        message: '全局状态已被子应用破坏，页面将重新加载',
      }),
    );
    expect(qiankun.mountedApps()).toEqual([]);
  });
});
