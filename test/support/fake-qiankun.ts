/**
 * A fake qiankun for the host's tests: records every loadMicroApp with its instance, settles
 * each phase at once unless a test asks for one to fail or hang (and settles it later by hand),
 * raises uncaught events, and writes the global state as a misbehaving sub-application would.
 */
import type { MicroApp } from 'qiankun';
import type { QiankunApi } from '@/features/micro/runtime-deps';

export type LoadArgs = Parameters<QiankunApi['loadMicroApp']>;

export interface Deferred<T = void> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

export function deferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** What a phase does: settle at once, throw, or hang until the test settles it. */
export type Outcome = 'ok' | 'hang' | Error;
export type Phase = 'load' | 'bootstrap' | 'mount';

export interface FakeInstance {
  args: LoadArgs;
  phases: Record<Phase, Deferred>;
  /** Each instance.mount() after the first, and each instance.unmount() */
  remounts: Deferred[];
  unmounts: Deferred[];
  mounted: boolean;
}

function settle(d: Deferred, outcome: Outcome): void {
  if (outcome === 'ok') d.resolve();
  else if (outcome instanceof Error) d.reject(outcome);
}

/** qiankun runs the lifeCycles' beforeMount hooks right before the app's mount. */
async function beforeMount(args: LoadArgs): Promise<void> {
  const hooks = args[2]?.beforeMount;
  for (const hook of Array.isArray(hooks) ? hooks : hooks ? [hooks] : [])
    await hook(args[0] as never, window);
}

export function fakeQiankun() {
  const instances: FakeInstance[] = [];
  const states: Record<string, unknown>[] = [];
  /** Each state change with the apps that were mounted when it came */
  const pushes: { state: Record<string, unknown>; mounted: string[] }[] = [];
  let plan: Partial<Record<Phase, Outcome>> = {};
  let remountOutcome: Outcome = 'ok';
  let unmountOutcome: Outcome = 'ok';
  let stateListener: ((state: Record<string, unknown>) => void) | null = null;
  let uncaughtHandler: ((event: Event | string) => void) | null = null;
  let globalState: Record<string, unknown> = {};

  let poisoned = false;

  const setGlobalState = (state: Record<string, unknown>) => {
    if (poisoned) throw new Error('cloneDeep: a getter threw');
    globalState = { ...globalState, ...(JSON.parse(JSON.stringify(state)) as object) };
    states.push(globalState);
    pushes.push({ state: globalState, mounted: mountedApps() });
    stateListener?.(globalState);
    return true;
  };

  const mountedApps = () => instances.filter((i) => i.mounted).map((i) => i.args[0].name);

  const loadMicroApp = vi.fn((...args: LoadArgs) => {
    const phases = { load: deferred(), bootstrap: deferred(), mount: deferred() };
    const instance: FakeInstance = { args, phases, remounts: [], unmounts: [], mounted: false };
    instances.push(instance);
    // Mounted before anyone awaiting mountPromise hears of it, as single-spa's status is.
    phases.mount.promise.then(
      () => {
        instance.mounted = true;
      },
      () => {},
    );
    const outcomes = plan;
    plan = {};
    // Each phase waits for the one before, as single-spa's do.
    void (async () => {
      for (const phase of ['load', 'bootstrap', 'mount'] as const) {
        const hooked =
          phase === 'mount'
            ? await beforeMount(args).then(
                () => null,
                (e: Error) => e,
              )
            : null;
        settle(phases[phase], hooked ?? outcomes[phase] ?? 'ok');
        try {
          await phases[phase].promise;
        } catch (error) {
          const later = (['load', 'bootstrap', 'mount'] as const).slice(
            (['load', 'bootstrap', 'mount'] as const).indexOf(phase) + 1,
          );
          later.forEach((next) => phases[next].reject(error));
          return;
        }
      }
    })();
    const microApp = {
      loadPromise: phases.load.promise,
      bootstrapPromise: phases.bootstrap.promise,
      mountPromise: phases.mount.promise,
      unmountPromise: new Promise(() => {}),
      mount: vi.fn(() => {
        const d = deferred();
        instance.remounts.push(d);
        settle(d, remountOutcome);
        return d.promise.then(() => {
          instance.mounted = true;
        });
      }),
      unmount: vi.fn(() => {
        if (!instance.mounted) return Promise.reject(new Error('not mounted'));
        const d = deferred();
        instance.unmounts.push(d);
        settle(d, unmountOutcome);
        return d.promise.then(() => {
          instance.mounted = false;
        });
      }),
      update: vi.fn(),
      getStatus: () => (instance.mounted ? 'MOUNTED' : 'NOT_MOUNTED'),
    };
    return microApp as unknown as MicroApp;
  });

  const api = {
    loadMicroApp,
    initGlobalState: vi.fn((state: Record<string, unknown>) => {
      globalState = JSON.parse(JSON.stringify(state)) as Record<string, unknown>;
      states.push(globalState);
      return {
        onGlobalStateChange: (cb: typeof stateListener) => {
          stateListener = cb;
        },
        setGlobalState,
        offGlobalStateChange: () => true,
      };
    }),
    addGlobalUncaughtErrorHandler: vi.fn((handler: (event: Event | string) => void) => {
      uncaughtHandler = handler;
    }),
    prefetchApps: vi.fn(),
  };

  return {
    api: api as unknown as QiankunApi,
    instances,
    states,
    /** The next loadMicroApp's phases */
    plan(next: Partial<Record<Phase, Outcome>>) {
      plan = next;
    },
    /** What every later instance.mount() / unmount() does */
    remounts(outcome: Outcome) {
      remountOutcome = outcome;
    },
    unmounts(outcome: Outcome) {
      unmountOutcome = outcome;
    },
    pushes,
    /** The apps mounted now, by their config name */
    mountedApps,
    uncaught: (event: Event) => uncaughtHandler?.(event),
    /** A sub-application writing the state although it should not */
    foreignWrite: (patch: Record<string, unknown>) => setGlobalState(patch),
    /** A write qiankun keeps without telling a listener (its deep copy threw half-way) */
    silentWrite: (patch: Record<string, unknown>) => {
      globalState = { ...globalState, ...patch };
    },
    /** From now on every write throws before a listener hears of it (qiankun's copy throws) */
    poison: () => {
      poisoned = true;
    },
    currentState: () => globalState,
  };
}
