/**
 * The qiankun 2 host of the shell. Module-level, outside React, because qiankun and single-spa
 * are page-global: started once, whatever React (StrictMode, remounts of the layout, logout and
 * login again) does.
 *
 * Every sub-application is mounted by hand with `loadMicroApp`, one at a time, following the
 * path on screen (spec 2.1: each base is the app's own router base):
 *   start()            `import('qiankun')` (its own chunk, downloaded only after login),
 *                      initGlobalState and the uncaught-error handler, once
 *   setGate(open)      open when a user is signed in and all six loading flags are true
 *                      (spec 4); closed, the app on screen leaves
 *   setPath(pathname)  the app whose base the path is under comes, any other leaves (the
 *                      address bar's path is watched as well, so a switch starts at once)
 *   detach()           the signed-in frame is gone: the app leaves
 *   pushGlobalState    the contract's GlobalState; held back from an app that is about to leave
 *                      (closed gate, detach), so a mounted app never sees a state of the
 *                      signed-out or half-switched shell: an institution switch unmounts the
 *                      app and mounts it again with the new institution's state
 *   retry(app)         a failed or crashed app is loaded afresh: cache-busted after a failed
 *                      load (import-html-entry keeps a failed fetch per URL), same name
 *
 * Each lifecycle phase (load, bootstrap, mount, unmount) gets at most `lifecycleTimeout`; one
 * that throws or never settles shows the area's error panel with a retry and is reported with
 * its app and phase (console and tracker). A loaded app is kept and mounted again on the next
 * visit (no second download or evaluation).
 *
 * Isolation: qiankun's Proxy sandbox (`sandbox: true`) for UMD apps; ES-module apps made with
 * vite-plugin-qiankun run their modules outside it (apps-stub/README.md says what that means).
 * Each app renders into a slot element of its own inside the one container, handed to qiankun
 * before it is in the document: qiankun then keeps no cache of its own keyed by the container's
 * place, which would hand a failed load back to every retry.
 */
import type * as Qiankun from 'qiankun';
import type { FrameworkConfiguration, MicroApp, MicroAppStateActions } from 'qiankun';
import {
  createShellProps,
  EMPTY_GLOBAL_STATE,
  type GlobalState,
  type SubAppMessage,
  type SubAppName,
} from '@contract';
import type { MicroAppRegistration } from '@/config/micro-apps';
import { sameGlobalState } from '@/policy/global-state-of';
import { canonicalPath } from '@/policy/canonical-path';
import { STATIC_KNOWN } from '@/policy/known-routes';
import { appUnderPath, bustAssetUrls, withCacheBust } from '@/policy/micro-entry';
import { PhaseError, settleWithin, type LifecyclePhase } from '@/features/micro/app-phases';
import { createAppStatusStore, type AppStatus } from '@/features/micro/app-status';
import { messageOf, type SubAppErrorReport } from '@/features/micro/error-report';

/** The part of qiankun the host uses (a fake in unit tests). */
export type QiankunApi = Pick<
  typeof Qiankun,
  'loadMicroApp' | 'initGlobalState' | 'addGlobalUncaughtErrorHandler' | 'prefetchApps'
>;

export type MessageHandler = (message: unknown, app: SubAppName) => void;

export interface MicroRuntimeDeps {
  loadQiankun: () => Promise<QiankunApi>;
  apps: readonly MicroAppRegistration[];
  /** Console and tracker (error-report.ts) */
  report: (report: SubAppErrorReport) => void;
  /** An uncaught error or rejection: its app, or null when it is the shell's */
  appOfUncaught: (event: Event) => { app: SubAppName; error: unknown } | null;
  /** The one sub-application container, when the frame is on the page */
  container: () => HTMLElement | null;
  /**
   * Calls back with the address bar's path whenever it changes (once started): the app comes or
   * goes as soon as the router has pushed the new address, not only once React has rendered it.
   */
  watchPath: (onPath: (pathname: string) => void) => void;
  /** Lets the next instance of `app` take the app's own name again (see freshInstanceName) */
  forgetInstanceName: (app: SubAppName) => void;
  /**
   * The CSS guard (./css-guard.ts): `fetch` wraps qiankun's fetches (an app's stylesheets are
   * rewritten on their way in), `watch` rewrites the styles an app adds inside its slot while
   * it lives, until the returned function stops it.
   */
  styleGuard: {
    fetch: (fetch: typeof window.fetch) => typeof window.fetch;
    watch: (slot: HTMLElement, app: SubAppName) => () => void;
  };
  knownGoodEntries: () => string[];
  rememberGoodEntry: (entry: string) => void;
  now: () => number;
  /** Entry and asset fetch timeout (ms) */
  fetchTimeout: number;
  /** Longest a lifecycle phase may take (ms) */
  lifecycleTimeout: number;
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
  /** Settles when the app on screen matches the gate and the path (tests) */
  settled(): Promise<void>;
}

/** The browser's fetch, given up after `timeout` ms. */
export function timedFetch(timeout: number): typeof window.fetch {
  return (input, init) =>
    window.fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(timeout) });
}

/** The attribute naming the app of a slot element inside the container. */
export const SLOT_ATTRIBUTE = 'data-subapp-slot';

/** A loaded app: its qiankun instance, the element it renders into and that element's guard. */
interface Loaded {
  instance: MicroApp;
  slot: HTMLElement;
  unguard: () => void;
}

/** How the next load of an app is to be done. */
type Fresh = 'first' | 'reload' | 'bust';

export function createMicroRuntime(deps: MicroRuntimeDeps): MicroRuntime {
  const statuses = createAppStatusStore();
  const fetch = deps.styleGuard.fetch(timedFetch(deps.fetchTimeout));
  const limit = deps.lifecycleTimeout;
  let qiankun: QiankunApi | null = null;
  let startPromise: Promise<void> | null = null;
  let gate = false;
  let path = '';
  let latest: GlobalState = EMPTY_GLOBAL_STATE;
  let pushed: GlobalState | null = null;
  let actions: MicroAppStateActions | null = null;
  let handler: MessageHandler | null = null;
  let prefetched = false;
  /** The app in the container (mounting, mounted or leaving) */
  let current: SubAppName | null = null;
  const loaded = new Map<SubAppName, Loaded>();
  const nextLoad = new Map<SubAppName, Fresh>();
  /** qiankun instances per app that may still be alive (a late mount after a timeout) */
  const alive = new Map<SubAppName, number>();
  let queue: Promise<void> = Promise.resolve();

  const registrationOf = (app: SubAppName) => deps.apps.find((r) => r.name === app)!;
  const sendFor = (app: SubAppName) => (message: SubAppMessage) => handler?.(message, app);

  function fail(app: SubAppName, error: unknown): void {
    const phase: LifecyclePhase = error instanceof PhaseError ? error.phase : 'load';
    const original = error instanceof PhaseError ? (error.original ?? error) : error;
    const message = messageOf(error);
    statuses.set(app, { phase: 'failed', failedPhase: phase, error: message });
    deps.report({ app, phase, message, error: original });
  }

  // --- the global state ------------------------------------------------------------------------

  /** An app in the container while the gate is closed is leaving: it gets no new state. */
  const held = () => current !== null && !gate;

  function flushState(): void {
    if (!actions || held() || (pushed && sameGlobalState(pushed, latest))) return;
    pushed = latest;
    actions.setGlobalState({ ...latest });
  }

  // --- slots -------------------------------------------------------------------------------------

  function newSlot(app: SubAppName): HTMLElement {
    const slot = document.createElement('div');
    slot.setAttribute(SLOT_ATTRIBUTE, app);
    return slot;
  }

  function attach(slot: HTMLElement): boolean {
    const container = deps.container();
    if (!container) return false;
    if (slot.parentElement !== container) container.appendChild(slot);
    return true;
  }

  // --- one app in, one app out ---------------------------------------------------------------------

  function countAlive(app: SubAppName, delta: number): void {
    alive.set(app, (alive.get(app) ?? 0) + delta);
  }

  /** Drops an instance: a late mount is unmounted, and it no longer counts as alive. */
  function abandon(app: SubAppName, { instance, slot, unguard }: Loaded): void {
    slot.remove();
    unguard();
    const gone = () => countAlive(app, -1);
    instance.mountPromise
      .then(() => instance.unmount())
      .then(gone, gone)
      .catch(() => {});
  }

  async function loadFresh(app: SubAppName, fresh: Fresh): Promise<Loaded> {
    const api = qiankun!;
    const registration = registrationOf(app);
    const stamp = deps.now();
    const bust = fresh === 'bust';
    const configuration: FrameworkConfiguration = {
      sandbox: true,
      singular: false,
      fetch,
      // After a failed load the entry's scripts and styles too: each failed URL stays cached.
      ...(bust ? { getTemplate: (html: string) => bustAssetUrls(html, stamp) } : {}),
    };
    // props.name is the instance name: the app's own unless an earlier instance still lives.
    if ((alive.get(app) ?? 0) === 0) deps.forgetInstanceName(app);
    const slot = newSlot(app);
    const unguard = deps.styleGuard.watch(slot, app);
    const instance = api.loadMicroApp(
      {
        name: app,
        entry: bust ? withCacheBust(registration.entry, stamp) : registration.entry,
        container: slot,
        props: createShellProps(app, sendFor(app)),
      },
      configuration,
    );
    countAlive(app, 1);
    attach(slot);
    // single-spa hands out derived promises: each one would be an unhandled rejection.
    for (const promise of [instance.loadPromise, instance.bootstrapPromise, instance.mountPromise])
      promise.catch(() => {});
    const entry = { instance, slot, unguard };
    try {
      await settleWithin(instance.loadPromise, 'load', limit);
      await settleWithin(instance.bootstrapPromise, 'bootstrap', limit);
      await settleWithin(instance.mountPromise, 'mount', limit);
    } catch (error) {
      abandon(app, entry);
      throw error;
    }
    return entry;
  }

  async function enter(app: SubAppName): Promise<void> {
    current = app;
    statuses.set(app, { phase: 'loading' });
    const fresh = nextLoad.get(app) ?? 'first';
    nextLoad.delete(app);
    const kept = loaded.get(app);
    try {
      if (kept && attach(kept.slot)) {
        await settleWithin(kept.instance.mount(), 'mount', limit).catch((error: unknown) => {
          loaded.delete(app);
          abandon(app, kept);
          throw error;
        });
      } else {
        loaded.set(app, await loadFresh(app, fresh));
      }
      statuses.set(app, { phase: 'mounted' });
      deps.rememberGoodEntry(registrationOf(app).entry);
    } catch (error) {
      current = null;
      fail(app, error);
    }
  }

  async function leave(app: SubAppName): Promise<void> {
    const kept = loaded.get(app);
    if (kept) {
      // Off the page at once: the next page's panel shows while the app cleans up.
      kept.slot.remove();
      try {
        await settleWithin(kept.instance.unmount(), 'unmount', limit);
      } catch (error) {
        // Reported; its next visit loads it afresh.
        loaded.delete(app);
        abandon(app, kept);
        const phase = error instanceof PhaseError ? error.phase : 'unmount';
        deps.report({ app, phase, message: messageOf(error), error });
      }
    }
    current = null;
    if (statuses.get(app).phase !== 'failed') statuses.set(app, { phase: 'idle' });
  }

  /** The app that should be on screen: open gate, started, under the path, not failed. */
  function wanted(): SubAppName | null {
    if (!gate || !qiankun) return null;
    const app = appUnderPath(path, deps.apps);
    return app && statuses.get(app).phase !== 'failed' ? app : null;
  }

  /** Brings the container in line with the gate and the path, one step at a time. */
  function reconcile(): Promise<void> {
    const want = wanted();
    // Waiting for its turn is loading too: the area is never blank.
    if (want && want !== current && statuses.get(want).phase === 'idle')
      statuses.set(want, { phase: 'loading' });
    queue = queue.then(async () => {
      const target = wanted();
      if (current && current !== target) await leave(current);
      flushState();
      if (target && current !== target) await enter(target);
    });
    return queue;
  }

  // --- errors of a mounted app --------------------------------------------------------------------

  /** Uncaught errors and rejections of the page: only a sub-application's are reported. */
  function onUncaught(event: Event | string): void {
    if (typeof event === 'string') return;
    const found = deps.appOfUncaught(event);
    if (!found) return;
    // Reported here with its app, instead of the browser's bare "Uncaught" line.
    event.preventDefault();
    const message = messageOf(found.error);
    deps.report({ app: found.app, phase: 'runtime', message, error: found.error });
    if (statuses.get(found.app).phase === 'mounted')
      statuses.set(found.app, { phase: 'crashed', error: message });
  }

  async function doStart(): Promise<void> {
    const api = await deps.loadQiankun();
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
    api.addGlobalUncaughtErrorHandler(onUncaught);
    qiankun = api;
    deps.watchPath((pathname) => {
      // Another spelling of an address waits for the shell's canonical one (the guard's).
      if (pathname === path || canonicalPath(pathname, STATIC_KNOWN) !== pathname) return;
      path = pathname;
      void reconcile();
    });
    void reconcile();
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
    setGate(open) {
      if (gate === open) return;
      gate = open;
      void reconcile();
    },
    detach() {
      // The signed-in frame and its container are gone (logout, lock, a switch reloading the
      // access data): the app leaves, and the state it last saw is cleared after it has gone.
      gate = false;
      latest = EMPTY_GLOBAL_STATE;
      void reconcile();
    },
    pushGlobalState(state) {
      latest = state;
      flushState();
    },
    setMessageHandler(next) {
      handler = next;
    },
    setPath(pathname) {
      if (pathname === path) return;
      path = pathname;
      void reconcile();
    },
    retry(app) {
      const { phase, failedPhase } = statuses.get(app);
      if (phase !== 'failed' && phase !== 'crashed') return reconcile();
      nextLoad.set(app, failedPhase === 'load' ? 'bust' : 'reload');
      if (phase === 'crashed') {
        // Unmounted first, then loaded afresh in a new sandbox (under its own name again).
        queue = queue.then(async () => {
          if (current === app) await leave(app);
          const stale = loaded.get(app);
          if (stale && loaded.delete(app)) {
            stale.unguard();
            countAlive(app, -1);
          }
        });
      }
      statuses.set(app, { phase: 'loading' });
      return reconcile();
    },
    prefetchKnownGood() {
      if (!qiankun || prefetched) return false;
      prefetched = true;
      const good = new Set(deps.knownGoodEntries());
      const apps = deps.apps
        .filter((app) => good.has(app.entry) && !loaded.has(app.name))
        .filter((app) => statuses.get(app.name).phase === 'idle')
        .map(({ name, entry }) => ({ name, entry }));
      if (apps.length > 0) qiankun.prefetchApps(apps, { fetch });
      return apps.length > 0;
    },
    status: (app) => statuses.get(app),
    subscribe: (listener) => statuses.subscribe(listener),
    settled: () => queue,
  };
}
