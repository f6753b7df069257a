/**
 * What the host knows of each sub-application, as a tiny external store the host component
 * reads with useSyncExternalStore:
 *   idle      not on screen
 *   loading   waiting for its turn, loading, bootstrapping or mounting
 *   mounted   on screen
 *   failed    a lifecycle phase threw or did not settle in time: `failedPhase` and `error` say
 *             which and why; it stays so until the user retries
 *   crashed   on screen, but an uncaught error of its own came since it mounted
 */
import { SUB_APP_NAMES, type SubAppName } from '@contract';
import type { LifecyclePhase } from '@/features/micro/app-phases';

export type AppPhase = 'idle' | 'loading' | 'mounted' | 'failed' | 'crashed';

export interface AppStatus {
  phase: AppPhase;
  /** The lifecycle phase that failed, while failed */
  failedPhase: LifecyclePhase | null;
  /** Why it failed or crashed ('' otherwise) */
  error: string;
}

export const IDLE_STATUS: AppStatus = Object.freeze({
  phase: 'idle',
  failedPhase: null,
  error: '',
});

export interface AppStatusStore {
  get(app: SubAppName): AppStatus;
  set(app: SubAppName, status: Partial<AppStatus> & { phase: AppPhase }): void;
  subscribe(listener: () => void): () => void;
}

export function createAppStatusStore(): AppStatusStore {
  const statuses = new Map<SubAppName, AppStatus>(SUB_APP_NAMES.map((app) => [app, IDLE_STATUS]));
  const listeners = new Set<() => void>();
  return {
    get: (app) => statuses.get(app) ?? IDLE_STATUS,
    set(app, patch) {
      const current = statuses.get(app) ?? IDLE_STATUS;
      const next: AppStatus = {
        phase: patch.phase,
        failedPhase: patch.phase === 'failed' ? (patch.failedPhase ?? null) : null,
        error: patch.phase === 'failed' || patch.phase === 'crashed' ? (patch.error ?? '') : '',
      };
      if (
        next.phase === current.phase &&
        next.failedPhase === current.failedPhase &&
        next.error === current.error
      ) {
        return;
      }
      statuses.set(app, Object.freeze(next));
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
