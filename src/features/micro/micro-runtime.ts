/**
 * The qiankun 2 host of the shell. Module-level, outside React, because qiankun and single-spa
 * are page-global: started once, whatever React (StrictMode, remounts of the layout, logout and
 * login again) does. Every sub-application is mounted by hand with `loadMicroApp`, one at a time,
 * following the path on screen:
 *   start()            `import('qiankun')` (its own chunk, downloaded only after login),
 *                      the global state and the uncaught-error handler, once
 *   setGate(open)      which app is on screen follows the gate and the path (./app-switch.ts)
 *   setPath(pathname)
 *   detach()           the signed-in frame is gone: the app leaves
 *   pushGlobalState    the contract's GlobalState (./global-state-channel.ts)
 *   retry(app)         a failed or crashed app is loaded afresh (./app-mounts.ts)
 *   status(app)        what the area shows (./app-status.ts); errors: ./runtime-errors.ts
 */
import type { GlobalState, SubAppName } from '@contract';
import { createAppStatusStore, type AppStatus } from '@/features/micro/app-status';
import { createAppLoader } from '@/features/micro/app-loader';
import { createAppMounts } from '@/features/micro/app-mounts';
import { createAppSwitch } from '@/features/micro/app-switch';
import { createGlobalStateChannel } from '@/features/micro/global-state-channel';
import { uncaughtHandler } from '@/features/micro/runtime-errors';
import {
  timedFetch,
  type MessageHandler,
  type MicroRuntimeDeps,
  type QiankunApi,
} from '@/features/micro/runtime-deps';

export interface MicroRuntime {
  start(): Promise<void>;
  isStarted(): boolean;
  setGate(open: boolean): void;
  detach(): void;
  pushGlobalState(state: GlobalState): void;
  setMessageHandler(handler: MessageHandler | null): void;
  setPath(pathname: string): void;
  retry(app: SubAppName): Promise<void>;
  prefetchKnownGood(): boolean;
  status(app: SubAppName): AppStatus;
  subscribe(listener: () => void): () => void;
  /** Settles when the app on screen matches the gate and the path (tests) */
  settled(): Promise<void>;
}

export function createMicroRuntime(deps: MicroRuntimeDeps): MicroRuntime {
  const statuses = createAppStatusStore();
  const fetch = deps.styleGuard.fetch(timedFetch(deps.fetchTimeout));
  let qiankun: QiankunApi | null = null;
  let startPromise: Promise<void> | null = null;
  let handler: MessageHandler | null = null;
  let prefetched = false;
  const loader = createAppLoader({
    deps,
    qiankun: () => qiankun!,
    fetch,
    send: (app) => (message) => handler?.(message, app),
    beforeMount: (app) => (state.reassert() ? Promise.resolve() : poisoned(app)),
  });
  const mounts = createAppMounts({ deps, statuses, loader });
  // An app in the container while the gate is closed is leaving: it gets no new state.
  const state = createGlobalStateChannel(() => mounts.current() !== null && !appSwitch.gateOpen());
  const appSwitch = createAppSwitch({
    apps: deps.apps,
    statuses,
    mounts,
    started: () => qiankun !== null,
    flushState: state.flush,
  });

  /**
   * qiankun's global state can no longer be copied (a sub-application put a value into it whose
   * copy throws): no app can be given a state in this page, so the page is loaded again (the
   * session and the tabs live on) and this mount fails meanwhile.
   */
  function poisoned(app: SubAppName): Promise<void> {
    const error = new Error('全局状态已被子应用破坏，页面将重新加载');
    deps.report({ app, phase: 'mount', message: error.message, error });
    deps.reloadPage();
    return Promise.reject(error);
  }

  async function doStart(): Promise<void> {
    const api = await deps.loadQiankun();
    state.init(api);
    api.addGlobalUncaughtErrorHandler(uncaughtHandler(statuses, deps));
    qiankun = api;
    deps.watchPath(appSwitch.followAddress);
    void appSwitch.reconcile();
  }

  return {
    start() {
      startPromise ??= doStart().catch((error: unknown) => {
        startPromise = null;
        throw error;
      });
      return startPromise;
    },
    isStarted: () => qiankun !== null,
    setGate: appSwitch.setGate,
    detach() {
      // The signed-in frame and its container are gone (logout, lock, a switch reloading the
      // access data): the app leaves, and the state it last saw is cleared after it has gone.
      state.clear();
      appSwitch.close();
    },
    pushGlobalState: state.push,
    setMessageHandler(next) {
      handler = next;
    },
    setPath: appSwitch.setPath,
    retry(app) {
      const { phase, failedPhase } = statuses.get(app);
      if (phase !== 'failed' && phase !== 'crashed') return appSwitch.reconcile();
      mounts.reloadNext(app, failedPhase);
      // Unmounted first, then loaded afresh in a new sandbox (under its own name again).
      if (phase === 'crashed') appSwitch.enqueue(() => mounts.discard(app));
      statuses.set(app, { phase: 'loading' });
      return appSwitch.reconcile();
    },
    prefetchKnownGood() {
      if (!qiankun || prefetched) return false;
      prefetched = true;
      const good = new Set(deps.knownGoodEntries());
      const apps = deps.apps
        .filter((app) => good.has(app.entry) && !mounts.isLoaded(app.name))
        .filter((app) => statuses.get(app.name).phase === 'idle')
        .map(({ name, entry }) => ({ name, entry }));
      if (apps.length > 0) qiankun.prefetchApps(apps, { fetch });
      return apps.length > 0;
    },
    status: (app) => statuses.get(app),
    subscribe: (listener) => statuses.subscribe(listener),
    settled: () => appSwitch.settled(),
  };
}
