/**
 * A fake qiankun for the host's tests: records what the host asks of it, lets a test settle
 * each loadMicroApp mount, raise a lifecycle error or an uncaught event, and write the global
 * state as a misbehaving sub-application would.
 */
import type { QiankunApi } from '@/features/micro/micro-runtime';

export type Registered = Parameters<QiankunApi['registerMicroApps']>[0][number];
export type LifeCycles = NonNullable<Parameters<QiankunApi['registerMicroApps']>[1]>;
export type Loaded = Parameters<QiankunApi['loadMicroApp']>;

export interface Deferred<T> {
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

/** A fake qiankun: records calls; each loadMicroApp's mount is settled by the test. */
export function fakeQiankun() {
  const calls = {
    registered: [] as Registered[],
    lifeCycles: null as LifeCycles | null,
    started: [] as unknown[],
    states: [] as Record<string, unknown>[],
    loaded: [] as {
      args: Loaded;
      mount: Deferred<void>;
      unmount: ReturnType<typeof vi.fn>;
    }[],
    prefetched: [] as unknown[],
  };
  let stateListener:
    ((state: Record<string, unknown>, prev: Record<string, unknown>) => void) | null = null;
  let errorHandler: ((error: unknown) => void) | null = null;
  let uncaughtHandler: ((event: Event | string) => void) | null = null;
  let globalState: Record<string, unknown> = {};
  const setGlobalState = (state: Record<string, unknown>) => {
    const prev = globalState;
    globalState = { ...globalState, ...JSON.parse(JSON.stringify(state)) };
    calls.states.push(globalState);
    stateListener?.(globalState, prev);
    return true;
  };
  const api = {
    registerMicroApps: vi.fn((apps: Registered[], lifeCycles?: LifeCycles) => {
      calls.registered.push(...apps);
      calls.lifeCycles = lifeCycles ?? null;
    }),
    start: vi.fn((options?: unknown) => void calls.started.push(options)),
    initGlobalState: vi.fn((state: Record<string, unknown>) => {
      globalState = JSON.parse(JSON.stringify(state));
      calls.states.push(globalState);
      return {
        onGlobalStateChange: (cb: typeof stateListener) => {
          stateListener = cb;
        },
        setGlobalState,
        offGlobalStateChange: () => true,
      };
    }),
    addErrorHandler: vi.fn((handler: (error: unknown) => void) => {
      errorHandler = handler;
    }),
    addGlobalUncaughtErrorHandler: vi.fn((handler: (event: Event | string) => void) => {
      uncaughtHandler = handler;
    }),
    loadMicroApp: vi.fn((...args: Loaded) => {
      const mount = deferred<void>();
      const unmount = vi.fn(async () => {});
      calls.loaded.push({ args, mount, unmount });
      const rejected = mount.promise.then(() => undefined);
      return {
        mountPromise: mount.promise,
        loadPromise: rejected,
        bootstrapPromise: rejected,
        unmountPromise: new Promise(() => {}),
        unmount,
        mount: vi.fn(),
        getStatus: () => 'MOUNTED',
        update: vi.fn(),
      };
    }),
    prefetchApps: vi.fn((apps: unknown) => void calls.prefetched.push(apps)),
  };
  return {
    api: api as unknown as QiankunApi,
    calls,
    fail: (error: unknown) => errorHandler?.(error),
    uncaught: (event: Event) => uncaughtHandler?.(event),
    /** A sub-application writing the state although it should not */
    foreignWrite: (patch: Record<string, unknown>) => setGlobalState(patch),
    currentState: () => globalState,
    /** Runs one of the host's lifecycle hooks as qiankun does for a registered app */
    lifecycle: async (hook: keyof LifeCycles, app: Registered) => {
      const hooks = calls.lifeCycles?.[hook];
      for (const fn of Array.isArray(hooks) ? hooks : hooks ? [hooks] : []) {
        await fn(app as never, window);
      }
    },
  };
}
