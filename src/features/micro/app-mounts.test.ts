/**
 * Mounts by hand: each loaded app's slot under the CSS guard; a failed app waits for the retry,
 * which loads it afresh under its own name (cache-busted after a failed load).
 */
import { fakeQiankun } from '../../../test/support/fake-qiankun';
import { LIFECYCLE_LIMIT, setup, openAt, slotsOf } from '../../../test/support/micro-runtime-setup';

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
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
