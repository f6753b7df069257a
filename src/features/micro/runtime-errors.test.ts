/**
 * Every lifecycle phase that throws or hangs ends in a failed status naming it and a report;
 * an uncaught error of a mounted app marks it crashed, one of the shell is left to the browser.
 */
import { fakeQiankun } from '../../../test/support/fake-qiankun';
import { LIFECYCLE_LIMIT, setup, openAt, slotsOf } from '../../../test/support/micro-runtime-setup';

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
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
