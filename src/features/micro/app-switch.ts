/**
 * Which app is on screen, following the path (spec 2.1: each base is the app's own router base)
 * and the gate: open when a user is signed in and all six loading flags are true (spec 4),
 * closed, the app on screen leaves. The container is brought in line one step at a time: the
 * app on screen leaves, the state is pushed, the wanted app enters.
 */
import type { SubAppName } from '@contract';
import { canonicalPath } from '@/policy/canonical-path';
import { STATIC_KNOWN } from '@/policy/known-routes';
import { appUnderPath } from '@/policy/micro-entry';
import type { AppStatusStore } from '@/features/micro/app-status';
import type { AppMounts } from '@/features/micro/app-mounts';
import type { MicroAppRegistration } from '@/config/micro-apps';

export interface AppSwitch {
  gateOpen(): boolean;
  setGate(open: boolean): void;
  /** Closes the gate and brings the container in line, even when it was closed already */
  close(): void;
  /** The shell's path (the router's) */
  setPath(pathname: string): void;
  /** The address bar's path: followed once the shell has made it canonical (the guard's) */
  followAddress(pathname: string): void;
  /** Brings the container in line with the gate and the path */
  reconcile(): Promise<void>;
  /** Runs `step` in turn with the container's other steps */
  enqueue(step: () => Promise<void>): void;
  /** Settles when the app on screen matches the gate and the path */
  settled(): Promise<void>;
}

export interface AppSwitchParts {
  apps: readonly MicroAppRegistration[];
  statuses: AppStatusStore;
  mounts: AppMounts;
  started: () => boolean;
  /** Pushes the global state between the leaving and the entering app */
  flushState: () => void;
}

export function createAppSwitch(parts: AppSwitchParts): AppSwitch {
  const { statuses, mounts } = parts;
  let gate = false;
  let path = '';
  let queue: Promise<void> = Promise.resolve();

  /** The app that should be on screen: open gate, started, under the path, not failed. */
  function wanted(): SubAppName | null {
    if (!gate || !parts.started()) return null;
    const app = appUnderPath(path, parts.apps);
    return app && statuses.get(app).phase !== 'failed' ? app : null;
  }

  function reconcile(): Promise<void> {
    const want = wanted();
    // Waiting for its turn is loading too: the area is never blank.
    if (want && want !== mounts.current() && statuses.get(want).phase === 'idle')
      statuses.set(want, { phase: 'loading' });
    queue = queue.then(async () => {
      const target = wanted();
      const current = mounts.current();
      if (current && current !== target) await mounts.leave(current);
      parts.flushState();
      if (target && mounts.current() !== target) await mounts.enter(target);
    });
    return queue;
  }

  function setPath(pathname: string): void {
    if (pathname === path) return;
    path = pathname;
    void reconcile();
  }

  return {
    gateOpen: () => gate,
    setGate(open) {
      if (gate === open) return;
      gate = open;
      void reconcile();
    },
    close() {
      gate = false;
      void reconcile();
    },
    setPath,
    followAddress(pathname) {
      if (canonicalPath(pathname, STATIC_KNOWN) === pathname) setPath(pathname);
    },
    reconcile,
    enqueue(step) {
      queue = queue.then(step);
    },
    settled: () => queue,
  };
}
