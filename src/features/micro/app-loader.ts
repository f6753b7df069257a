/**
 * One qiankun instance of a sub-application, loaded by hand with `loadMicroApp` into a slot
 * element of its own inside the one container. The slot is handed to qiankun before it is in the
 * document: qiankun then keeps no cache of its own keyed by the container's place, which would
 * hand a failed load back to every retry. Each lifecycle phase gets at most `lifecycleTimeout`;
 * an instance that fails or times out is abandoned (a late mount is unmounted again).
 *
 * Isolation: qiankun's Proxy sandbox (`sandbox: true`) for UMD apps; ES-module apps made with
 * vite-plugin-qiankun run their modules outside it (apps-stub/README.md says what that means).
 */
import type { FrameworkConfiguration, MicroApp } from 'qiankun';
import { createShellProps, type SubAppMessage, type SubAppName } from '@contract';
import { bustAssetUrls, withCacheBust } from '@/policy/micro-entry';
import { settleWithin } from '@/features/micro/app-phases';
import type { MicroRuntimeDeps, QiankunApi } from '@/features/micro/runtime-deps';

/** The attribute naming the app of a slot element inside the container. */
export const SLOT_ATTRIBUTE = 'data-subapp-slot';

/** A loaded app: its qiankun instance, the element it renders into and that element's guard. */
export interface Loaded {
  instance: MicroApp;
  slot: HTMLElement;
  unguard: () => void;
}

/** How the next load of an app is to be done: after a failed load, cache-busted. */
export type Fresh = 'first' | 'reload' | 'bust';

export interface AppLoader {
  /** A new instance of `app`, loaded, bootstrapped and mounted, or a PhaseError */
  load(app: SubAppName, fresh: Fresh): Promise<Loaded>;
  /** Puts a slot into the container; false when the container is not on the page */
  attach(slot: HTMLElement): boolean;
  /** Drops an instance: a late mount is unmounted, and it no longer counts as alive. */
  abandon(app: SubAppName, loaded: Loaded): void;
  /** Drops an instance that has been unmounted. */
  drop(app: SubAppName, loaded: Loaded): void;
}

export interface AppLoaderParts {
  deps: Pick<
    MicroRuntimeDeps,
    'apps' | 'container' | 'forgetInstanceName' | 'styleGuard' | 'now' | 'lifecycleTimeout'
  >;
  qiankun: () => QiankunApi;
  /** qiankun's fetch (timed and guarded) */
  fetch: typeof window.fetch;
  send: (app: SubAppName) => (message: SubAppMessage) => void;
  /** Right before each mount of an app (qiankun's beforeMount); a rejection fails the mount */
  beforeMount: (app: SubAppName) => Promise<void>;
}

function newSlot(app: SubAppName): HTMLElement {
  const slot = document.createElement('div');
  slot.setAttribute(SLOT_ATTRIBUTE, app);
  return slot;
}

export function createAppLoader({
  deps,
  qiankun,
  fetch,
  send,
  beforeMount,
}: AppLoaderParts): AppLoader {
  const limit = deps.lifecycleTimeout;
  /** qiankun instances per app that may still be alive (a late mount after a timeout) */
  const alive = new Map<SubAppName, number>();
  const countAlive = (app: SubAppName, delta: number) =>
    alive.set(app, (alive.get(app) ?? 0) + delta);

  function attach(slot: HTMLElement): boolean {
    const container = deps.container();
    if (!container) return false;
    if (slot.parentElement !== container) container.appendChild(slot);
    return true;
  }

  function abandon(app: SubAppName, { instance, slot, unguard }: Loaded): void {
    slot.remove();
    unguard();
    const gone = () => countAlive(app, -1);
    instance.mountPromise
      .then(() => instance.unmount())
      .then(gone, gone)
      .catch(() => {});
  }

  function start(app: SubAppName, fresh: Fresh): Loaded {
    const registration = deps.apps.find((r) => r.name === app)!;
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
    const instance = qiankun().loadMicroApp(
      {
        name: app,
        entry: bust ? withCacheBust(registration.entry, stamp) : registration.entry,
        container: slot,
        props: createShellProps(app, send(app)),
      },
      configuration,
      {
        beforeMount: () => beforeMount(app),
      },
    );
    countAlive(app, 1);
    attach(slot);
    // single-spa hands out derived promises: each one would be an unhandled rejection.
    for (const promise of [instance.loadPromise, instance.bootstrapPromise, instance.mountPromise])
      promise.catch(() => {});
    return { instance, slot, unguard };
  }

  return {
    async load(app, fresh) {
      const entry = start(app, fresh);
      const { instance } = entry;
      try {
        await settleWithin(instance.loadPromise, 'load', limit);
        await settleWithin(instance.bootstrapPromise, 'bootstrap', limit);
        await settleWithin(instance.mountPromise, 'mount', limit);
      } catch (error) {
        abandon(app, entry);
        throw error;
      }
      return entry;
    },
    attach,
    abandon,
    drop(app, { unguard }) {
      unguard();
      countAlive(app, -1);
    },
  };
}
