/**
 * The qiankun 2 host of the shell (issue 6 items 2 to 6). Module-level, outside React, because
 * qiankun and single-spa are page-global: registered and started exactly once, whatever React
 * (StrictMode, remounts of the layout, logout and login again) does.
 *
 *   start()            a promise guard around `import('qiankun')` (its own chunk, downloaded
 *                      only after login), initGlobalState, registerMicroApps and start(); a
 *                      failed import may be tried again, a successful start never runs twice
 *   setGate(open)      the host opens the gate when a user is signed in and all six loading
 *                      flags are true (spec 4); each registration's activeRule asks the gate,
 *                      so no app mounts before (or after a logout, until the next login's flags)
 *   detach()           the host's frame is gone (its container with it): every app leaves
 *   pushGlobalState    the contract's GlobalState, pushed only when it changed
 *   setMessageHandler  where props.send of every app goes (the host's router and store)
 *   setPath            the path on screen: drives the apps mounted by hand after a retry
 *   retry(app)         loadMicroApp with a cache-busted entry and a fresh name
 *   prefetchKnownGood  prefetches the entries that mounted fine before in this tab
 *
 * ## Isolation settings (issue 6 item 4)
 * - `sandbox: true`: qiankun's Proxy sandbox (speedy, the 2.10 default). A sub-application's
 *   `window.x = ...` stays in its own proxy; intervals and window listeners added while it is
 *   mounted are freed at unmount by qiankun's patchers; styles and scripts it appends at run time
 *   live in its own wrapper and leave with it. The prototype confirmed `window.foo` of a stub
 *   never reached the host. Listeners on `document` and the routers' `popstate` listeners are
 *   the sub-application's own job (the stubs dispose their root and router in unmount, tested
 *   in apps-stub/kit/define-stub-app.test.tsx).
 * - No `strictStyleIsolation`: its shadow DOM breaks antd's CSS-in-JS and every pop-up mounted on
 *   document.body, and a sub-application could no longer find its root with
 *   `props.container.querySelector`. No `experimentalStyleIsolation` either: it rewrites each
 *   rule at run time with a `div[data-qiankun]` prefix, skips @keyframes and @font-face, and
 *   leaves pop-ups on body unstyled. Instead styles are isolated by naming (apps-stub/README
 *   "Isolation rules"): each app's classes carry its own prefix (`.ds-`, `.iservice-`,
 *   `.tgypt-`), no element or global selectors; the shell's antd styles are hashed `:where(.css-…)`
 *   selectors on `ant-` classes, which no stub class matches; a real sub-application with antd
 *   gives antd its own prefixCls and getPopupContainer. The sub-application's CSS is inlined
 *   into its wrapper and leaves with it at unmount.
 * - `singular: true`: one container, so one app at a time; qiankun waits for the previous app's
 *   unmount before it renders the next.
 * - `prefetch: false`: qiankun's own prefetch would fetch every other entry after the first
 *   mount, including one that is down, whose failure import-html-entry then keeps for the real
 *   load. The host prefetches known-good entries itself when the browser is idle.
 * - `fetch`: the browser's, with a 120 s timeout (the spec's chunk timeout): an entry that never
 *   answers ends as an error with a retry, not as an endless spinner.
 */
import type * as Qiankun from 'qiankun';
import type {
  FrameworkConfiguration,
  FrameworkLifeCycles,
  MicroApp,
  MicroAppStateActions,
  ObjectType,
} from 'qiankun';
import {
  createShellProps,
  EMPTY_GLOBAL_STATE,
  type GlobalState,
  type SubAppMessage,
  type SubAppName,
} from '@contract';
import type { MicroAppRegistration } from '@/config/micro-apps';
import { sameGlobalState } from '@/policy/global-state-of';
import {
  appOfInstanceName,
  appUnderPath,
  bustAssetUrls,
  isUnderBase,
  retryInstanceName,
  withCacheBust,
} from '@/policy/micro-entry';
import { createAppStatusStore, type AppStatus } from '@/features/micro/app-status';
import {
  appNamedBy,
  messageOf,
  type SubAppErrorPhase,
  type SubAppErrorReport,
} from '@/features/micro/error-report';

/** The part of qiankun the host uses (a fake in unit tests). */
export type QiankunApi = Pick<
  typeof Qiankun,
  | 'registerMicroApps'
  | 'start'
  | 'loadMicroApp'
  | 'initGlobalState'
  | 'addGlobalUncaughtErrorHandler'
  | 'addErrorHandler'
  | 'prefetchApps'
>;

export type MessageHandler = (message: unknown, app: SubAppName) => void;

export interface MicroRuntimeDeps {
  loadQiankun: () => Promise<QiankunApi>;
  apps: readonly MicroAppRegistration[];
  /** Console and tracker (error-report.ts) */
  report: (report: SubAppErrorReport) => void;
  /** An uncaught error or rejection: its app, or null when it is the shell's */
  appOfUncaught: (event: Event) => { app: SubAppName; error: unknown } | null;
  /** Makes single-spa look at the routes again (the gate opened without a URL change) */
  triggerReroute: () => void;
  /** Where the apps mounted by hand go: inside the registered container */
  manualContainer: () => HTMLElement | null;
  knownGoodEntries: () => string[];
  rememberGoodEntry: (entry: string) => void;
  now: () => number;
  /** Entry fetch timeout (ms) */
  fetchTimeout: number;
}

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
  /** Settles when the apps mounted by hand match the path (tests) */
  settled(): Promise<void>;
}

/** The browser's fetch, given up after `timeout` ms. */
export function timedFetch(timeout: number): typeof window.fetch {
  return (input, init) =>
    window.fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(timeout) });
}

/** qiankun's message when the container selector finds nothing. */
const CONTAINER_MISSING = /Target container with .* not existed/;
/** single-spa loads an app whose load failed again only 200 ms after the failure. */
const LOAD_RETRY_DELAY_MS = 250;

/** How long a hand mount waits at most for a route-mode app to leave the container. */
const ROUTE_IDLE_LIMIT_MS = 5_000;

interface ManualState {
  attempt: number;
  /** The instance name, entry and stamp that mounted fine: every later visit reuses them */
  good: { name: string; entry: string; stamp: number } | null;
  /** A retry asked for by the user, waiting for its turn */
  retryRequested: boolean;
}

interface Mounted {
  app: SubAppName;
  instance: MicroApp;
}

export function createMicroRuntime(deps: MicroRuntimeDeps): MicroRuntime {
  const statuses = createAppStatusStore();
  const fetch = timedFetch(deps.fetchTimeout);
  let qiankun: QiankunApi | null = null;
  let startPromise: Promise<void> | null = null;
  let gate = false;
  let path = '';
  let latest: GlobalState = EMPTY_GLOBAL_STATE;
  let pushed: GlobalState | null = null;
  let actions: MicroAppStateActions | null = null;
  let handler: MessageHandler | null = null;
  let prefetched = false;
  const routeBusy = new Set<string>();
  const routeIdleWaiters = new Set<() => void>();
  const manual = new Map<SubAppName, ManualState>(
    deps.apps.map((app) => [app.name, { attempt: 0, good: null, retryRequested: false }]),
  );
  let mounted: Mounted | null = null;
  let queue: Promise<void> = Promise.resolve();

  const registrationOf = (app: SubAppName) => deps.apps.find((r) => r.name === app)!;
  const sendFor = (app: SubAppName) => (message: SubAppMessage) => handler?.(message, app);
  const propsOf = (app: SubAppName) => createShellProps(app, sendFor(app));

  function fail(app: SubAppName, phase: SubAppErrorPhase, error: unknown): void {
    const message = messageOf(error);
    statuses.set(app, { mode: 'manual', phase: 'failed', error: message });
    deps.report({ app, phase, message, error });
  }

  // --- route mode: qiankun's registrations ---------------------------------------------------

  function routeIdle(name: string): void {
    // qiankun empties the container in the step after afterUnmount: a macrotask is after it.
    setTimeout(() => {
      routeBusy.delete(name);
      if (routeBusy.size === 0) routeIdleWaiters.forEach((resolve) => resolve());
    }, 0);
  }

  function waitRouteIdle(): Promise<void> {
    if (routeBusy.size === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        routeIdleWaiters.delete(done);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(done, ROUTE_IDLE_LIMIT_MS);
      routeIdleWaiters.add(done);
    });
  }

  const lifeCycles: FrameworkLifeCycles<ObjectType> = {
    beforeMount: async (app) => {
      routeBusy.add(app.name);
    },
    afterMount: async (app) => {
      const name = appOfInstanceName(app.name);
      if (!name) return;
      statuses.set(name, { phase: 'mounted' });
      deps.rememberGoodEntry(registrationOf(name).entry);
    },
    afterUnmount: async (app) => {
      const name = appOfInstanceName(app.name);
      if (name && statuses.get(name).mode === 'route') statuses.set(name, { phase: 'idle' });
      routeIdle(app.name);
    },
  };

  function activeRule(registration: MicroAppRegistration) {
    return (location: Location) =>
      gate &&
      statuses.get(registration.name).mode === 'route' &&
      isUnderBase(location.pathname, registration.activeRule);
  }

  /** single-spa's lifecycle errors: they name their app. */
  function onLifecycleError(error: unknown): void {
    const app = appNamedBy(error);
    if (!app) {
      console.error('[micro] qiankun error', error);
      return;
    }
    routeIdle((error as { appOrParcelName: string }).appOrParcelName);
    // After its first failure an app is mounted by hand: route mode cannot recover it.
    if (statuses.get(app).mode === 'manual') return;
    const message = messageOf(error);
    // single-spa prefixes the message with the status the app died in.
    const whileLoading = /LOADING_SOURCE_CODE/.test(message);
    if (CONTAINER_MISSING.test(message)) {
      containerWasAway(app, whileLoading, error);
      return;
    }
    fail(app, whileLoading ? 'load' : 'mount', error);
    void reconcile();
  }

  /**
   * qiankun found no container: the layout was away for a moment (the guard shows a redirect
   * or a spinner instead of the layout). Nothing is wrong with the app, so it comes back on
   * its own: a failed load is loaded again by single-spa on the next reroute (the entry is
   * cached fine; single-spa waits 200 ms after a load error), a failed mount is done by hand.
   */
  function containerWasAway(app: SubAppName, whileLoading: boolean, error: unknown): void {
    console.warn(`[micro] ${app}: no container for a moment, mounting it again`, error);
    if (whileLoading) {
      statuses.set(app, { phase: 'idle' });
      setTimeout(() => {
        if (gate) deps.triggerReroute();
      }, LOAD_RETRY_DELAY_MS);
      return;
    }
    statuses.set(app, { mode: 'manual', phase: 'idle' });
    manual.get(app)!.retryRequested = true;
    void reconcile();
  }

  /** Uncaught errors and rejections of the page: only a sub-application's are reported. */
  function onUncaught(event: Event | string): void {
    if (typeof event === 'string') return;
    const found = deps.appOfUncaught(event);
    if (!found) return;
    // Reported here with its app, instead of the browser's bare "Uncaught" line.
    event.preventDefault();
    deps.report({
      app: found.app,
      phase: 'runtime',
      message: messageOf(found.error),
      error: found.error,
    });
  }

  async function doStart(): Promise<void> {
    const api = await deps.loadQiankun();
    qiankun = api;
    actions = api.initGlobalState({ ...latest });
    pushed = latest;
    // The shell owns the state: a sub-application that writes it anyway is overruled.
    let restoring = false;
    actions.onGlobalStateChange((value) => {
      if (restoring || !pushed || sameGlobalState(value as GlobalState, pushed)) return;
      restoring = true;
      actions?.setGlobalState({ ...pushed });
      restoring = false;
    });
    api.addErrorHandler(onLifecycleError);
    api.addGlobalUncaughtErrorHandler(onUncaught);
    api.registerMicroApps(
      deps.apps.map((registration) => ({
        name: registration.name,
        entry: registration.entry,
        container: registration.container,
        activeRule: activeRule(registration),
        props: propsOf(registration.name),
        loader: (loading: boolean) => {
          const { mode, phase } = statuses.get(registration.name);
          if (mode !== 'route') return;
          if (loading && phase !== 'mounted') statuses.set(registration.name, { phase: 'loading' });
        },
      })),
      lifeCycles,
    );
    api.start({ prefetch: false, singular: true, sandbox: true, fetch });
  }

  function start(): Promise<void> {
    startPromise ??= doStart().catch((error: unknown) => {
      startPromise = null;
      qiankun = null;
      throw error;
    });
    return startPromise;
  }

  // --- apps mounted by hand after a retry ---------------------------------------------------

  function wanted(): SubAppName | null {
    if (!gate || !qiankun) return null;
    const app = appUnderPath(path, deps.apps);
    if (!app || statuses.get(app).mode !== 'manual') return null;
    const state = manual.get(app)!;
    return state.good || state.retryRequested ? app : null;
  }

  async function unmountCurrent(): Promise<void> {
    if (!mounted) return;
    const { app, instance } = mounted;
    mounted = null;
    try {
      await instance.unmount();
    } catch (error) {
      console.warn(`[micro] ${app} unmount failed`, error);
    }
    if (statuses.get(app).phase !== 'failed') statuses.set(app, { phase: 'idle' });
  }

  async function mountByHand(app: SubAppName): Promise<void> {
    const api = qiankun;
    if (!api) return;
    const state = manual.get(app)!;
    let target = state.good;
    if (!target) {
      state.attempt += 1;
      const stamp = deps.now();
      target = {
        name: retryInstanceName(app, state.attempt),
        entry: withCacheBust(registrationOf(app).entry, stamp),
        stamp,
      };
    }
    state.retryRequested = false;
    statuses.set(app, { phase: 'loading' });
    // A route-mode app still leaving would empty the container after this one came in.
    await waitRouteIdle();
    const container = deps.manualContainer();
    if (!container) {
      statuses.set(app, { phase: 'idle' });
      return;
    }
    const stamp = target.stamp;
    const configuration: FrameworkConfiguration = {
      sandbox: true,
      singular: false,
      fetch,
      // The entry's scripts and styles too: a failed script fetch is cached per URL as well.
      getTemplate: (html: string) => bustAssetUrls(html, stamp),
    };
    const instance = api.loadMicroApp(
      { name: target.name, entry: target.entry, container, props: propsOf(app) },
      configuration,
    );
    // single-spa hands out derived promises: each one would be an unhandled rejection.
    instance.loadPromise.catch(() => {});
    instance.bootstrapPromise.catch(() => {});
    try {
      await instance.mountPromise;
      state.good = target;
      mounted = { app, instance };
      statuses.set(app, { phase: 'mounted' });
      deps.rememberGoodEntry(registrationOf(app).entry);
    } catch (error) {
      fail(app, 'load', error);
      try {
        await instance.unmount();
      } catch {
        // A parcel that never mounted cannot unmount: nothing to clean.
      }
    }
  }

  /** Brings the hand-mounted app in line with the path, one step at a time. */
  function reconcile(): Promise<void> {
    queue = queue.then(async () => {
      const want = wanted();
      if (mounted && mounted.app !== want) await unmountCurrent();
      if (want && !mounted) await mountByHand(want);
    });
    return queue;
  }

  // --- the rest of the API -------------------------------------------------------------------

  return {
    start,
    isStarted: () => qiankun !== null,
    setGate(open) {
      if (gate === open) return;
      gate = open;
      // Opened (again, after an institution switch or a new login) without a URL change. A
      // gate that closes leaves the app on screen alone: it gets the new state when it comes.
      if (open && qiankun) deps.triggerReroute();
      void reconcile();
    },
    detach() {
      // The signed-in frame and its container are gone (logout, lock, the guard reloading the
      // access data): every app leaves now, and mounts again into the next container.
      gate = false;
      if (qiankun) deps.triggerReroute();
      void reconcile();
    },
    pushGlobalState(state) {
      latest = state;
      if (!actions || (pushed && sameGlobalState(pushed, state))) return;
      pushed = state;
      actions.setGlobalState({ ...state });
    },
    setMessageHandler(next) {
      handler = next;
    },
    setPath(pathname) {
      path = pathname;
      void reconcile();
    },
    retry(app) {
      const state = manual.get(app);
      if (!state) return Promise.resolve();
      statuses.set(app, { mode: 'manual' });
      state.retryRequested = true;
      state.good = null;
      return reconcile();
    },
    prefetchKnownGood() {
      if (!qiankun || prefetched) return false;
      prefetched = true;
      const good = new Set(deps.knownGoodEntries());
      const apps = deps.apps
        .filter((app) => good.has(app.entry) && statuses.get(app.name).phase === 'idle')
        .filter((app) => statuses.get(app.name).mode === 'route')
        .map(({ name, entry }) => ({ name, entry }));
      if (apps.length > 0) qiankun.prefetchApps(apps, { fetch });
      return apps.length > 0;
    },
    status: (app) => statuses.get(app),
    subscribe: (listener) => statuses.subscribe(listener),
    settled: () => queue,
  };
}
