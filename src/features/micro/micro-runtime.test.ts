/**
 * The runtime against a fake qiankun: one start, the app under the path mounted by hand into a
 * slot of its own, kept and mounted again on the next visit; every lifecycle phase that throws
 * or hangs ends in a failed status naming it; a retry keeps the app's name; the global state
 * held back from an app that leaves; uncaught errors; prefetch.
 */
import { EMPTY_GLOBAL_STATE, type GlobalState } from '@contract';
import { microAppsOf } from '@/config/micro-apps';
import { fakeQiankun } from '../../../test/support/fake-qiankun';
import {
  createMicroRuntime,
  SLOT_ATTRIBUTE,
  type MicroRuntimeDeps,
} from '@/features/micro/micro-runtime';

const APPS = microAppsOf({
  ds: 'http://localhost:7101/ds/',
  iservice: 'http://localhost:7102/iservice/',
  tgypt: 'http://localhost:7103/tgypt/',
});

/** The limit for a lifecycle phase, in ms (30 s). */
const LIFECYCLE_LIMIT = 30_000;

const signedIn = (instName: string): GlobalState => ({
  ...EMPTY_GLOBAL_STATE,
  token: 't',
  instId: '1',
  instName,
});

function setup(overrides: Partial<MicroRuntimeDeps> = {}) {
  const qiankun = fakeQiankun();
  const container = document.createElement('div');
  document.body.appendChild(container);
  const deps: MicroRuntimeDeps = {
    loadQiankun: vi.fn(async () => qiankun.api),
    apps: APPS,
    report: vi.fn(),
    appOfUncaught: vi.fn(() => null),
    container: () => container,
    forgetInstanceName: vi.fn(),
    watchPath: vi.fn(),
    styleGuard: { fetch: (fetch) => fetch, watch: () => () => {} },
    knownGoodEntries: () => [],
    rememberGoodEntry: vi.fn(),
    now: () => 1234,
    fetchTimeout: 120_000,
    lifecycleTimeout: LIFECYCLE_LIMIT,
    ...overrides,
  };
  const runtime = createMicroRuntime(deps);
  return { runtime, deps, qiankun, container };
}

/** Started, gate open, at `path`, settled. */
async function openAt(path: string, overrides: Partial<MicroRuntimeDeps> = {}) {
  const context = setup(overrides);
  const { runtime } = context;
  runtime.setPath(path);
  runtime.setGate(true);
  await runtime.start();
  await runtime.settled();
  return context;
}

const slotsOf = (container: HTMLElement) =>
  [...container.querySelectorAll(`[${SLOT_ATTRIBUTE}]`)].map((slot) =>
    slot.getAttribute(SLOT_ATTRIBUTE),
  );

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('start', () => {
  it('imports qiankun and sets up the state once, however often it is asked', async () => {
    const { runtime, deps, qiankun } = setup();
    await Promise.all([runtime.start(), runtime.start()]);
    await runtime.start();
    expect(deps.loadQiankun).toHaveBeenCalledTimes(1);
    expect(qiankun.api.initGlobalState).toHaveBeenCalledTimes(1);
    expect(qiankun.api.addGlobalUncaughtErrorHandler).toHaveBeenCalledTimes(1);
    expect(runtime.isStarted()).toBe(true);
  });

  it('may be tried again when the qiankun chunk did not load', async () => {
    const qiankun = fakeQiankun();
    const loadQiankun = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(qiankun.api);
    const { runtime } = setup({ loadQiankun });
    await expect(runtime.start()).rejects.toThrow('Failed to fetch');
    expect(runtime.isStarted()).toBe(false);
    await runtime.start();
    expect(runtime.isStarted()).toBe(true);
  });
});

describe('mounting by the path', () => {
  it('loads the app under the path into its own slot, with its name and the contract props', async () => {
    const { qiankun, runtime, container, deps } = await openAt('/iservice/cpgl/cpfx');
    expect(qiankun.instances).toHaveLength(1);
    const [app, configuration] = qiankun.instances[0]!.args;
    expect(app.name).toBe('iservice');
    expect(app.entry).toBe('http://localhost:7102/iservice/');
    expect(app.props).toEqual({ basePath: '/iservice', send: expect.any(Function) });
    expect(configuration).toMatchObject({ sandbox: true, singular: false });
    expect(configuration?.getTemplate).toBeUndefined();
    expect('container' in app && app.container).toBeInstanceOf(HTMLElement);
    expect(slotsOf(container)).toEqual(['iservice']);
    expect(runtime.status('iservice').phase).toBe('mounted');
    expect(deps.rememberGoodEntry).toHaveBeenCalledWith('http://localhost:7102/iservice/');
  });

  it('nothing before the gate opens, nothing on a shell page, nothing under a look-alike base', async () => {
    const { runtime, qiankun } = setup();
    runtime.setPath('/iservice/cpgl/cpfx');
    await runtime.start();
    await runtime.settled();
    expect(qiankun.instances).toHaveLength(0);
    runtime.setGate(true);
    runtime.setPath('/');
    await runtime.settled();
    runtime.setPath('/iservicex/a');
    await runtime.settled();
    expect(qiankun.instances).toHaveLength(0);
  });

  it('moving inside a base keeps the app; another base swaps it; coming back remounts the kept one', async () => {
    const { runtime, qiankun, container } = await openAt('/ds/a');
    runtime.setPath('/ds/b');
    await runtime.settled();
    expect(qiankun.instances).toHaveLength(1);
    runtime.setPath('/tgypt/x');
    await runtime.settled();
    expect(qiankun.mountedApps()).toEqual(['tgypt']);
    expect(slotsOf(container)).toEqual(['tgypt']);
    expect(runtime.status('ds').phase).toBe('idle');
    runtime.setPath('/ds/a');
    await runtime.settled();
    // No second load: the kept instance is mounted again.
    expect(qiankun.instances).toHaveLength(2);
    expect(qiankun.instances[0]!.remounts).toHaveLength(1);
    expect(qiankun.mountedApps()).toEqual(['ds']);
    expect(slotsOf(container)).toEqual(['ds']);
  });

  it('follows the address bar as soon as it changes, before the shell has rendered the page', async () => {
    let onPath: (pathname: string) => void = () => {};
    const { runtime, qiankun } = await openAt('/ds/a', {
      watchPath: (callback) => {
        onPath = callback;
      },
    });
    onPath('/tgypt/x');
    await runtime.settled();
    expect(qiankun.mountedApps()).toEqual(['tgypt']);
    // The shell's own (later) report of the same path changes nothing.
    runtime.setPath('/tgypt/x');
    await runtime.settled();
    expect(qiankun.instances).toHaveLength(2);
  });

  it('waits for the canonical spelling of an address before it follows it', async () => {
    let onPath: (pathname: string) => void = () => {};
    const { runtime, qiankun } = await openAt('/ds/a', {
      watchPath: (callback) => {
        onPath = callback;
      },
    });
    for (const spelling of ['/TGYPT/x', '/tgypt/%78', '//tgypt/x', '/tgypt/./x', '/tgypt/x/']) {
      onPath(spelling);
      await runtime.settled();
      expect(qiankun.mountedApps(), spelling).toEqual(['ds']);
    }
    runtime.setPath('/tgypt/x');
    await runtime.settled();
    expect(qiankun.mountedApps()).toEqual(['tgypt']);
  });

  it('an app waiting for its turn is already loading (the area is never blank)', async () => {
    const { runtime, qiankun } = await openAt('/ds/a');
    qiankun.unmounts('hang');
    runtime.setPath('/tgypt/x');
    expect(runtime.status('tgypt').phase).toBe('loading');
    await vi.waitFor(() => expect(qiankun.instances[0]!.unmounts).toHaveLength(1));
    expect(runtime.status('tgypt').phase).toBe('loading');
    qiankun.instances[0]!.unmounts[0]!.resolve();
    await runtime.settled();
    expect(runtime.status('tgypt').phase).toBe('mounted');
  });

  it('a closed gate or a detach makes the app leave', async () => {
    const { runtime, qiankun } = await openAt('/ds/a');
    runtime.setGate(false);
    await runtime.settled();
    expect(qiankun.mountedApps()).toEqual([]);
    runtime.setGate(true);
    await runtime.settled();
    expect(qiankun.mountedApps()).toEqual(['ds']);
    runtime.detach();
    await runtime.settled();
    expect(qiankun.mountedApps()).toEqual([]);
  });
});

describe('the CSS guard', () => {
  it("qiankun fetches through the guard; each loaded app's slot is watched until it is dropped", async () => {
    const guarded = vi.fn(() => Promise.resolve(new Response('')));
    const unwatch = vi.fn();
    const watch = vi.fn(() => unwatch);
    const qiankun = fakeQiankun();
    const { runtime } = await openAt('/ds/a', {
      loadQiankun: async () => qiankun.api,
      styleGuard: { fetch: () => guarded, watch },
    });
    expect(qiankun.instances[0]!.args[1]?.fetch).toBe(guarded);
    const [slot, app] = watch.mock.calls[0] as unknown as [HTMLElement, string];
    expect(app).toBe('ds');
    const loaded = qiankun.instances[0]!.args[0];
    expect('container' in loaded && loaded.container).toBe(slot);
    // Kept across a visit elsewhere: still watched (the same styles come back with it).
    runtime.setPath('/');
    await runtime.settled();
    expect(unwatch).not.toHaveBeenCalled();
    runtime.setPath('/ds/a');
    await runtime.settled();
    expect(watch).toHaveBeenCalledTimes(1);
  });

  it('a failed load stops watching its slot', async () => {
    const unwatch = vi.fn();
    const qiankun = fakeQiankun();
    qiankun.plan({ load: new Error('x') });
    await openAt('/ds/a', {
      loadQiankun: async () => qiankun.api,
      styleGuard: { fetch: (fetch) => fetch, watch: () => unwatch },
    });
    expect(unwatch).toHaveBeenCalledTimes(1);
  });
});

describe('a lifecycle that throws or never settles', () => {
  it.each(['load', 'bootstrap', 'mount'] as const)(
    '%s throwing: failed with its phase, reported, the slot gone',
    async (phase) => {
      const qiankun = fakeQiankun();
      qiankun.plan({ [phase]: new Error(`${phase} boom`) });
      const { runtime, deps, container } = await openAt('/tgypt/x', {
        loadQiankun: async () => qiankun.api,
      });
      expect(runtime.status('tgypt')).toEqual({
        phase: 'failed',
        failedPhase: phase,
        error: `${phase} boom`,
      });
      expect(deps.report).toHaveBeenCalledWith(
        expect.objectContaining({ app: 'tgypt', phase, message: `${phase} boom` }),
      );
      expect(slotsOf(container)).toEqual([]);
    },
  );

  it.each(['load', 'bootstrap', 'mount'] as const)(
    '%s hanging: failed after 30 s, and a late mount is unmounted again',
    async (phase) => {
      vi.useFakeTimers();
      const qiankun = fakeQiankun();
      qiankun.plan({ [phase]: 'hang' });
      const { runtime, deps } = setup({ loadQiankun: async () => qiankun.api });
      runtime.setPath('/ds/a');
      runtime.setGate(true);
      await runtime.start();
      await vi.advanceTimersByTimeAsync(LIFECYCLE_LIMIT - 1);
      expect(runtime.status('ds').phase).toBe('loading');
      await vi.advanceTimersByTimeAsync(1);
      expect(runtime.status('ds')).toMatchObject({ phase: 'failed', failedPhase: phase });
      expect(runtime.status('ds').error).toContain('30 秒');
      expect(deps.report).toHaveBeenCalledWith(expect.objectContaining({ app: 'ds', phase }));
      // The app settles after all: it does not stay mounted behind the error panel.
      qiankun.instances[0]!.phases[phase].resolve();
      await vi.advanceTimersByTimeAsync(0);
      expect(qiankun.mountedApps()).toEqual([]);
    },
  );

  it('a remount that hangs fails after 30 s; the retry loads it afresh', async () => {
    vi.useFakeTimers();
    const { runtime, qiankun } = setup();
    runtime.setPath('/ds/a');
    runtime.setGate(true);
    await runtime.start();
    await vi.advanceTimersByTimeAsync(0);
    runtime.setPath('/');
    await vi.advanceTimersByTimeAsync(0);
    qiankun.remounts('hang');
    runtime.setPath('/ds/a');
    await vi.advanceTimersByTimeAsync(LIFECYCLE_LIMIT);
    expect(runtime.status('ds')).toMatchObject({ phase: 'failed', failedPhase: 'mount' });
    qiankun.remounts('ok');
    void runtime.retry('ds');
    await vi.advanceTimersByTimeAsync(0);
    expect(qiankun.instances).toHaveLength(2);
    expect(runtime.status('ds').phase).toBe('mounted');
  });

  it('an unmount that throws is reported and does not hold the next app back', async () => {
    const { runtime, qiankun, deps } = await openAt('/ds/a');
    qiankun.unmounts(new Error('unmount boom'));
    runtime.setPath('/iservice/x');
    await runtime.settled();
    expect(deps.report).toHaveBeenCalledWith(
      expect.objectContaining({ app: 'ds', phase: 'unmount', message: 'unmount boom' }),
    );
    expect(runtime.status('iservice').phase).toBe('mounted');
    expect(runtime.status('ds').phase).toBe('idle');
    // Its next visit loads it afresh.
    qiankun.unmounts('ok');
    runtime.setPath('/ds/a');
    await runtime.settled();
    expect(qiankun.instances.map((i) => i.args[0].name)).toEqual(['ds', 'iservice', 'ds']);
  });
});

describe('retry', () => {
  it('a failed app waits for the retry; it is not loaded again by a visit', async () => {
    const qiankun = fakeQiankun();
    qiankun.plan({ load: new Error('Failed to fetch') });
    const { runtime } = await openAt('/ds/a', { loadQiankun: async () => qiankun.api });
    runtime.setPath('/');
    await runtime.settled();
    runtime.setPath('/ds/a');
    await runtime.settled();
    expect(qiankun.instances).toHaveLength(1);
    expect(runtime.status('ds').phase).toBe('failed');
  });

  it("after a failed load: the same name, cache-busted entry and assets, the app's own props", async () => {
    const qiankun = fakeQiankun();
    qiankun.plan({ load: new Error('Failed to fetch') });
    const { runtime, deps, container } = await openAt('/ds/a', {
      loadQiankun: async () => qiankun.api,
    });
    await runtime.retry('ds');
    expect(runtime.status('ds').phase).toBe('mounted');
    const [app, configuration] = qiankun.instances[1]!.args;
    expect(app.name).toBe('ds');
    expect(app.entry).toBe('http://localhost:7101/ds/?t=1234');
    expect(app.props).toEqual({ basePath: '/ds', send: expect.any(Function) });
    expect(configuration?.getTemplate?.('<script src="/ds/ds.umd.js"></script>')).toBe(
      '<script src="/ds/ds.umd.js?t=1234"></script>',
    );
    // Nothing else of ds alive: qiankun may give the new instance the app's own name.
    expect(deps.forgetInstanceName).toHaveBeenCalledTimes(2);
    expect(slotsOf(container)).toEqual(['ds']);
  });

  it('after a failed mount: loaded again without busting the entry', async () => {
    const qiankun = fakeQiankun();
    qiankun.plan({ mount: new Error('mount boom') });
    const { runtime } = await openAt('/ds/a', { loadQiankun: async () => qiankun.api });
    await runtime.retry('ds');
    expect(qiankun.instances[1]!.args[0].entry).toBe('http://localhost:7101/ds/');
    expect(runtime.status('ds').phase).toBe('mounted');
  });

  it('while a timed-out instance may still come, the new one is not given its name', async () => {
    vi.useFakeTimers();
    const { runtime, qiankun, deps } = setup();
    qiankun.plan({ mount: 'hang' });
    runtime.setPath('/ds/a');
    runtime.setGate(true);
    await runtime.start();
    await vi.advanceTimersByTimeAsync(LIFECYCLE_LIMIT);
    expect(deps.forgetInstanceName).toHaveBeenCalledTimes(1);
    void runtime.retry('ds');
    await vi.advanceTimersByTimeAsync(0);
    expect(qiankun.instances).toHaveLength(2);
    expect(deps.forgetInstanceName).toHaveBeenCalledTimes(1);
  });
});

describe('uncaught errors', () => {
  it("a mounted app's error: reported, the app stays, marked crashed; reload brings it back afresh", async () => {
    const appOfUncaught = vi.fn((event: Event) =>
      (event as ErrorEvent).message === 'app boom'
        ? { app: 'ds' as const, error: 'app boom' }
        : null,
    );
    const { runtime, qiankun, deps } = await openAt('/ds/a', { appOfUncaught });
    const event = new ErrorEvent('error', { message: 'app boom', cancelable: true });
    qiankun.uncaught(event);
    expect(event.defaultPrevented).toBe(true);
    expect(deps.report).toHaveBeenCalledWith(
      expect.objectContaining({ app: 'ds', phase: 'runtime', message: 'app boom' }),
    );
    expect(runtime.status('ds')).toMatchObject({ phase: 'crashed', error: 'app boom' });
    expect(qiankun.mountedApps()).toEqual(['ds']);
    await runtime.retry('ds');
    await runtime.settled();
    expect(qiankun.instances).toHaveLength(2);
    expect(qiankun.instances[0]!.mounted).toBe(false);
    expect(qiankun.mountedApps()).toEqual(['ds']);
    // The old instance is gone: the new one takes the app's own name.
    expect(deps.forgetInstanceName).toHaveBeenCalledTimes(2);
    expect(runtime.status('ds').phase).toBe('mounted');
  });

  it("the shell's own errors are left to the browser", async () => {
    const { runtime, qiankun, deps } = await openAt('/ds/a');
    const event = new ErrorEvent('error', { message: 'shell', cancelable: true });
    qiankun.uncaught(event);
    expect(event.defaultPrevented).toBe(false);
    expect(deps.report).not.toHaveBeenCalled();
    expect(runtime.status('ds').phase).toBe('mounted');
  });
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
});

describe('messages', () => {
  it("an app's send reaches the handler with the app's name", async () => {
    const { runtime, qiankun } = await openAt('/tgypt/x');
    const handler = vi.fn();
    runtime.setMessageHandler(handler);
    const props = qiankun.instances[0]!.args[0].props as { send: (m: unknown) => void };
    props.send({ type: 'refreshTips' });
    expect(handler).toHaveBeenCalledWith({ type: 'refreshTips' }, 'tgypt');
    runtime.setMessageHandler(null);
    props.send({ type: 'refreshTips' });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('prefetch', () => {
  it('prefetches the known-good entries not loaded yet, once', async () => {
    const { runtime, qiankun } = await openAt('/ds/a', {
      knownGoodEntries: () => ['http://localhost:7101/ds/', 'http://localhost:7103/tgypt/'],
    });
    expect(runtime.prefetchKnownGood()).toBe(true);
    expect(runtime.prefetchKnownGood()).toBe(false);
    expect(qiankun.api.prefetchApps).toHaveBeenCalledTimes(1);
    expect(qiankun.api.prefetchApps).toHaveBeenCalledWith(
      [{ name: 'tgypt', entry: 'http://localhost:7103/tgypt/' }],
      { fetch: expect.any(Function) },
    );
  });

  it('prefetches nothing without a known-good entry, nothing before the start', async () => {
    const { runtime, qiankun } = setup();
    expect(runtime.prefetchKnownGood()).toBe(false);
    await runtime.start();
    expect(runtime.prefetchKnownGood()).toBe(false);
    expect(qiankun.api.prefetchApps).not.toHaveBeenCalled();
  });
});
