/**
 * The app in the container, one at a time: `enter` mounts it (the kept instance again, or a new
 * one), `leave` unmounts it. A loaded app is kept and mounted again on the next visit (no second
 * download or evaluation). After a failure the next load is a fresh instance: cache-busted after
 * a failed load (import-html-entry keeps a failed fetch per URL), under the app's own name.
 */
import type { SubAppName } from '@contract';
import type { LifecyclePhase } from '@/features/micro/app-phases';
import { settleWithin } from '@/features/micro/app-phases';
import type { AppStatusStore } from '@/features/micro/app-status';
import type { AppLoader, Fresh, Loaded } from '@/features/micro/app-loader';
import type { MicroRuntimeDeps } from '@/features/micro/runtime-deps';
import { reportFailedLoad, reportFailedUnmount } from '@/features/micro/runtime-errors';

export interface AppMounts {
  /** The app in the container (mounting, mounted or leaving) */
  current(): SubAppName | null;
  enter(app: SubAppName): Promise<void>;
  leave(app: SubAppName): Promise<void>;
  isLoaded(app: SubAppName): boolean;
  /** The next load of an app that failed in `failedPhase` is a fresh one. */
  reloadNext(app: SubAppName, failedPhase: LifecyclePhase | null): void;
  /** A crashed app: unmounted if on screen, and its instance dropped. */
  discard(app: SubAppName): Promise<void>;
}

export interface AppMountsParts {
  deps: Pick<MicroRuntimeDeps, 'apps' | 'report' | 'rememberGoodEntry' | 'lifecycleTimeout'>;
  statuses: AppStatusStore;
  loader: AppLoader;
}

export function createAppMounts({ deps, statuses, loader }: AppMountsParts): AppMounts {
  const limit = deps.lifecycleTimeout;
  let current: SubAppName | null = null;
  const loaded = new Map<SubAppName, Loaded>();
  const nextLoad = new Map<SubAppName, Fresh>();

  async function enter(app: SubAppName): Promise<void> {
    current = app;
    statuses.set(app, { phase: 'loading' });
    const fresh = nextLoad.get(app) ?? 'first';
    nextLoad.delete(app);
    const kept = loaded.get(app);
    try {
      if (kept && loader.attach(kept.slot)) {
        await settleWithin(kept.instance.mount(), 'mount', limit).catch((error: unknown) => {
          loaded.delete(app);
          loader.abandon(app, kept);
          throw error;
        });
      } else {
        loaded.set(app, await loader.load(app, fresh));
      }
      statuses.set(app, { phase: 'mounted' });
      deps.rememberGoodEntry(deps.apps.find((r) => r.name === app)!.entry);
    } catch (error) {
      current = null;
      reportFailedLoad(statuses, deps.report, app, error);
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
        loaded.delete(app);
        loader.abandon(app, kept);
        reportFailedUnmount(deps.report, app, error);
      }
    }
    current = null;
    if (statuses.get(app).phase !== 'failed') statuses.set(app, { phase: 'idle' });
  }

  return {
    current: () => current,
    enter,
    leave,
    isLoaded: (app) => loaded.has(app),
    reloadNext(app, failedPhase) {
      nextLoad.set(app, failedPhase === 'load' ? 'bust' : 'reload');
    },
    async discard(app) {
      if (current === app) await leave(app);
      const stale = loaded.get(app);
      if (stale && loaded.delete(app)) loader.drop(app, stale);
    },
  };
}
