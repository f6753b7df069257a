/**
 * The runtime against a fake qiankun: one start, the app under the path mounted by hand into a
 * slot of its own, kept and mounted again on the next visit; the gate; messages; prefetch.
 */
import { fakeQiankun } from '../../../test/support/fake-qiankun';
import { setup, openAt, slotsOf } from '../../../test/support/micro-runtime-setup';

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
