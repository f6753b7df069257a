/**
 * The runtime against a fake qiankun that records what the host asks of it: one start, the
 * registrations, the gate, the global state, messages, failures and the retry by hand.
 */
import { EMPTY_GLOBAL_STATE, type GlobalState, type SubAppName } from '@contract';
import { microAppsOf, SUBAPP_CONTAINER } from '@/config/micro-apps';
import { fakeQiankun, type Registered } from '@/features/micro/fake-qiankun';
import { createMicroRuntime, type MicroRuntimeDeps } from '@/features/micro/micro-runtime';

const APPS = microAppsOf({
  ds: 'http://localhost:7101/ds/',
  iservice: 'http://localhost:7102/iservice/',
  tgypt: 'http://localhost:7103/tgypt/',
});

const signedIn = (instName: string): GlobalState => ({
  ...EMPTY_GLOBAL_STATE,
  token: 't',
  instId: '1',
  instName,
});

function setup(overrides: Partial<MicroRuntimeDeps> = {}) {
  const qiankun = fakeQiankun();
  const container = document.createElement('div');
  const deps: MicroRuntimeDeps = {
    loadQiankun: vi.fn(async () => qiankun.api),
    apps: APPS,
    report: vi.fn(),
    appOfUncaught: vi.fn(() => null),
    triggerReroute: vi.fn(),
    manualContainer: () => container,
    knownGoodEntries: () => [],
    rememberGoodEntry: vi.fn(),
    now: () => 1234,
    fetchTimeout: 120_000,
    ...overrides,
  };
  const runtime = createMicroRuntime(deps);
  return { runtime, deps, qiankun, container };
}

const at = (pathname: string) => ({ pathname }) as Location;
const rule = (registered: Registered) => registered.activeRule as (location: Location) => boolean;

/** Lets the runtime's queued steps (and the route-idle timer) run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('start', () => {
  it('imports, registers and starts qiankun once, however often it is asked', async () => {
    const { runtime, deps, qiankun } = setup();
    await Promise.all([runtime.start(), runtime.start()]);
    await runtime.start();
    expect(deps.loadQiankun).toHaveBeenCalledTimes(1);
    expect(qiankun.api.registerMicroApps).toHaveBeenCalledTimes(1);
    expect(qiankun.api.start).toHaveBeenCalledTimes(1);
    expect(qiankun.api.initGlobalState).toHaveBeenCalledTimes(1);
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
    expect(qiankun.api.start).toHaveBeenCalledTimes(1);
  });

  it('registers the three apps in the one container, with the contract props', async () => {
    const { runtime, qiankun } = setup();
    await runtime.start();
    const registered = qiankun.calls.registered;
    expect(registered.map((app) => [app.name, app.entry])).toEqual([
      ['ds', 'http://localhost:7101/ds/'],
      ['iservice', 'http://localhost:7102/iservice/'],
      ['tgypt', 'http://localhost:7103/tgypt/'],
    ]);
    for (const app of registered) {
      expect('container' in app && app.container).toBe(SUBAPP_CONTAINER);
      expect(app.props).toEqual({ basePath: `/${app.name}`, send: expect.any(Function) });
    }
    expect(qiankun.calls.started).toEqual([
      { prefetch: false, singular: true, sandbox: true, fetch: expect.any(Function) },
    ]);
  });

  it('activeRule: the app base, only while the gate is open', async () => {
    const { runtime, qiankun } = setup();
    await runtime.start();
    const iservice = rule(qiankun.calls.registered[1]!);
    expect(iservice(at('/iservice/cpgl/cpfx'))).toBe(false);
    runtime.setGate(true);
    expect(iservice(at('/iservice/cpgl/cpfx'))).toBe(true);
    expect(iservice(at('/iservice'))).toBe(true);
    expect(iservice(at('/iservicex'))).toBe(false);
    expect(iservice(at('/ds/x'))).toBe(false);
    runtime.setGate(false);
    expect(iservice(at('/iservice/cpgl/cpfx'))).toBe(false);
  });

  it('the gate opening makes single-spa look again; a detach makes every app leave', async () => {
    const { runtime, deps } = setup();
    runtime.setGate(true);
    expect(deps.triggerReroute).not.toHaveBeenCalled(); // not started yet: start() routes
    await runtime.start();
    runtime.setGate(false);
    expect(deps.triggerReroute).not.toHaveBeenCalled(); // the app on screen stays
    runtime.setGate(true);
    expect(deps.triggerReroute).toHaveBeenCalledTimes(1);
    runtime.detach();
    expect(deps.triggerReroute).toHaveBeenCalledTimes(2);
  });
});

describe('global state', () => {
  it('starts with the latest state, then pushes changes only', async () => {
    const { runtime, qiankun } = setup();
    runtime.pushGlobalState(signedIn('甲'));
    await runtime.start();
    expect(qiankun.api.initGlobalState).toHaveBeenCalledWith(signedIn('甲'));
    runtime.pushGlobalState(signedIn('甲'));
    expect(qiankun.calls.states).toHaveLength(1);
    runtime.pushGlobalState(signedIn('乙'));
    runtime.pushGlobalState(EMPTY_GLOBAL_STATE);
    expect(qiankun.calls.states.map((s) => s.instName)).toEqual(['甲', '乙', '']);
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
  it("each app's send reaches the handler with the app's name", async () => {
    const { runtime, qiankun } = setup();
    const handler = vi.fn();
    runtime.setMessageHandler(handler);
    await runtime.start();
    const send = (qiankun.calls.registered[2]!.props as { send: (m: unknown) => void }).send;
    send({ type: 'refreshTips' });
    expect(handler).toHaveBeenCalledWith({ type: 'refreshTips' }, 'tgypt');
    runtime.setMessageHandler(null);
    send({ type: 'refreshTips' });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('route mode', () => {
  it('follows the lifecycles: loading, mounted (a known-good entry), idle', async () => {
    const { runtime, qiankun, deps } = setup();
    await runtime.start();
    const ds = qiankun.calls.registered[0]!;
    ds.loader?.(true);
    expect(runtime.status('ds').phase).toBe('loading');
    await qiankun.lifecycle('afterMount', ds);
    expect(runtime.status('ds')).toEqual({ mode: 'route', phase: 'mounted', error: '' });
    expect(deps.rememberGoodEntry).toHaveBeenCalledWith('http://localhost:7101/ds/');
    await qiankun.lifecycle('afterUnmount', ds);
    expect(runtime.status('ds').phase).toBe('idle');
  });

  it('a load error fails the app, reports it, and takes it out of route mode', async () => {
    const { runtime, qiankun, deps } = setup();
    await runtime.start();
    runtime.setGate(true);
    const error = Object.assign(
      new Error("application 'tgypt' died in status LOADING_SOURCE_CODE: Failed to fetch"),
      { appOrParcelName: 'tgypt' },
    );
    qiankun.fail(error);
    expect(runtime.status('tgypt')).toEqual({
      mode: 'manual',
      phase: 'failed',
      error: error.message,
    });
    expect(deps.report).toHaveBeenCalledWith({
      app: 'tgypt',
      phase: 'load',
      message: error.message,
      error,
    });
    expect(rule(qiankun.calls.registered[2]!)(at('/tgypt/zcdj/jyqrcx'))).toBe(false);
    // The same cached failure again on a later visit is not reported twice.
    qiankun.fail(error);
    expect(deps.report).toHaveBeenCalledTimes(1);
  });
});

describe('a container away for a moment (the guard redirecting)', () => {
  const away = (app: string, status: string) =>
    Object.assign(
      new Error(
        `application '${app}' died in status ${status}: [qiankun]: Target container with #subapp-container not existed while ${app} loading!`,
      ),
      { appOrParcelName: app },
    );

  it('a load that found no container: single-spa is asked again, no error shown', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { runtime, qiankun, deps } = setup();
    await runtime.start();
    runtime.setGate(true);
    vi.mocked(deps.triggerReroute).mockClear();
    qiankun.fail(away('iservice', 'LOADING_SOURCE_CODE'));
    expect(runtime.status('iservice')).toEqual({ mode: 'route', phase: 'idle', error: '' });
    expect(deps.report).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(deps.triggerReroute).toHaveBeenCalledTimes(1);
    expect(rule(qiankun.calls.registered[1]!)(at('/iservice/tgtj/tjtsh'))).toBe(true);
  });

  it('a mount that found no container: mounted by hand, without a click', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { runtime, qiankun, deps } = setup();
    await runtime.start();
    runtime.setGate(true);
    runtime.setPath('/iservice/tgtj/tjtsh');
    qiankun.fail(away('iservice', 'MOUNTING'));
    await flush();
    expect(deps.report).not.toHaveBeenCalled();
    expect(qiankun.calls.loaded[0]!.args[0]).toMatchObject({ name: 'iservice__retry1' });
    qiankun.calls.loaded[0]!.mount.resolve();
    await runtime.settled();
    expect(runtime.status('iservice')).toEqual({ mode: 'manual', phase: 'mounted', error: '' });
  });
});

describe('retry with loadMicroApp', () => {
  async function failed(app: SubAppName) {
    const context = setup();
    await context.runtime.start();
    context.runtime.setGate(true);
    context.runtime.setPath(`/${app}/a`);
    context.qiankun.fail(Object.assign(new Error('Failed to fetch'), { appOrParcelName: app }));
    await flush();
    return context;
  }

  it('a failed app waits for the retry: nothing is loaded by hand before', async () => {
    const { qiankun } = await failed('tgypt');
    expect(qiankun.calls.loaded).toHaveLength(0);
  });

  it('loads the app with a cache-busted entry, a fresh name and its own container', async () => {
    const { runtime, qiankun, container } = await failed('tgypt');
    const retried = runtime.retry('tgypt');
    await flush();
    expect(runtime.status('tgypt').phase).toBe('loading');
    const [app, configuration] = qiankun.calls.loaded[0]!.args;
    expect(app).toMatchObject({
      name: 'tgypt__retry1',
      entry: 'http://localhost:7103/tgypt/?t=1234',
      container,
      props: { basePath: '/tgypt', send: expect.any(Function) },
    });
    expect(configuration).toMatchObject({ sandbox: true, singular: false });
    // The entry's own scripts are asked for anew too.
    expect(configuration!.getTemplate!('<script src="/tgypt/tgypt.umd.js"></script>')).toBe(
      '<script src="/tgypt/tgypt.umd.js?t=1234"></script>',
    );
    qiankun.calls.loaded[0]!.mount.resolve();
    await retried;
    expect(runtime.status('tgypt')).toEqual({ mode: 'manual', phase: 'mounted', error: '' });
  });

  it('follows the path afterwards: unmounted when the user leaves, the same instance name back', async () => {
    const { runtime, qiankun } = await failed('tgypt');
    const retried = runtime.retry('tgypt');
    await flush();
    qiankun.calls.loaded[0]!.mount.resolve();
    await retried;

    runtime.setPath('/ds/xsgl/khcx');
    await runtime.settled();
    expect(qiankun.calls.loaded[0]!.unmount).toHaveBeenCalledTimes(1);
    expect(runtime.status('tgypt').phase).toBe('idle');

    runtime.setPath('/tgypt/zcdj/jyqrcx');
    await flush();
    expect(qiankun.calls.loaded).toHaveLength(2);
    expect(qiankun.calls.loaded[1]!.args[0]).toMatchObject({
      name: 'tgypt__retry1',
      entry: 'http://localhost:7103/tgypt/?t=1234',
    });
    qiankun.calls.loaded[1]!.mount.resolve();
    await runtime.settled();
    expect(runtime.status('tgypt').phase).toBe('mounted');

    // Signed out (the frame goes): the app leaves.
    runtime.detach();
    await runtime.settled();
    expect(qiankun.calls.loaded[1]!.unmount).toHaveBeenCalledTimes(1);
  });

  it('a retry that fails again shows the error; the next one uses a new name', async () => {
    const { runtime, qiankun, deps } = await failed('ds');
    const first = runtime.retry('ds');
    await flush();
    qiankun.calls.loaded[0]!.mount.reject(new Error('Failed to fetch'));
    await first;
    expect(runtime.status('ds')).toMatchObject({ phase: 'failed', error: 'Failed to fetch' });
    expect(deps.report).toHaveBeenCalledTimes(2);

    const second = runtime.retry('ds');
    await flush();
    expect(qiankun.calls.loaded[1]!.args[0]).toMatchObject({ name: 'ds__retry2' });
    qiankun.calls.loaded[1]!.mount.resolve();
    await second;
    expect(runtime.status('ds').phase).toBe('mounted');
  });

  it('waits for a route-mode app to leave the container first', async () => {
    const { runtime, qiankun } = await failed('tgypt');
    const ds = qiankun.calls.registered[0]!;
    await qiankun.lifecycle('beforeMount', ds);
    const retried = runtime.retry('tgypt');
    await flush();
    expect(qiankun.calls.loaded).toHaveLength(0);
    await qiankun.lifecycle('afterUnmount', ds);
    await flush();
    expect(qiankun.calls.loaded).toHaveLength(1);
    qiankun.calls.loaded[0]!.mount.resolve();
    await retried;
  });
});

describe('uncaught errors', () => {
  it("reports a sub-application's and keeps the browser's own line out", async () => {
    const error = new Error('boom');
    const appOfUncaught = vi.fn((event: Event) =>
      event.type === 'error' ? { app: 'iservice' as const, error } : null,
    );
    const { runtime, qiankun, deps } = setup({ appOfUncaught });
    await runtime.start();
    const event = new ErrorEvent('error', { error, cancelable: true });
    qiankun.uncaught(event);
    expect(event.defaultPrevented).toBe(true);
    expect(deps.report).toHaveBeenCalledWith({
      app: 'iservice',
      phase: 'runtime',
      message: 'boom',
      error,
    });

    const shellEvent = new Event('unhandledrejection', { cancelable: true });
    qiankun.uncaught(shellEvent);
    expect(shellEvent.defaultPrevented).toBe(false);
    expect(deps.report).toHaveBeenCalledTimes(1);
  });
});

describe('prefetch', () => {
  it('prefetches the known-good entries not loaded yet, once', async () => {
    const { runtime, qiankun } = setup({
      knownGoodEntries: () => ['http://localhost:7102/iservice/', 'http://localhost:7101/ds/'],
    });
    expect(runtime.prefetchKnownGood()).toBe(false); // not started
    await runtime.start();
    qiankun.calls.registered[0]!.loader?.(true); // ds is loading already
    expect(runtime.prefetchKnownGood()).toBe(true);
    expect(qiankun.calls.prefetched).toEqual([
      [{ name: 'iservice', entry: 'http://localhost:7102/iservice/' }],
    ]);
    expect(runtime.prefetchKnownGood()).toBe(false);
  });

  it('prefetches nothing without a known-good entry', async () => {
    const { runtime, qiankun } = setup();
    await runtime.start();
    expect(runtime.prefetchKnownGood()).toBe(false);
    expect(qiankun.api.prefetchApps).not.toHaveBeenCalled();
  });
});
