/**
 * What the host knows of each sub-application, as a tiny external store the host component
 * reads with useSyncExternalStore:
 *   mode   'route': qiankun's registration mounts it by the URL; 'manual': it failed once in
 *          route mode, so the host mounts it itself with loadMicroApp (qiankun 2 keeps a failed
 *          entry fetch cached per URL, so route mode can never recover it)
 *   phase  idle, loading, mounted, or failed with a message
 */
import { SUB_APP_NAMES, type SubAppName } from '@contract';

export type AppPhase = 'idle' | 'loading' | 'mounted' | 'failed';

export interface AppStatus {
  mode: 'route' | 'manual';
  phase: AppPhase;
  /** Why the last load or mount failed ('' unless failed) */
  error: string;
}

export const IDLE_STATUS: AppStatus = Object.freeze({ mode: 'route', phase: 'idle', error: '' });

export interface AppStatusStore {
  get(app: SubAppName): AppStatus;
  set(app: SubAppName, patch: Partial<AppStatus>): void;
  subscribe(listener: () => void): () => void;
}

export function createAppStatusStore(): AppStatusStore {
  const statuses = new Map<SubAppName, AppStatus>(SUB_APP_NAMES.map((app) => [app, IDLE_STATUS]));
  const listeners = new Set<() => void>();
  return {
    get: (app) => statuses.get(app) ?? IDLE_STATUS,
    set(app, patch) {
      const current = statuses.get(app) ?? IDLE_STATUS;
      const next = { ...current, ...patch };
      if (next.phase !== 'failed') next.error = '';
      if (
        next.mode === current.mode &&
        next.phase === current.phase &&
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
