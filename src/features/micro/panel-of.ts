/**
 * What the host shows in the sub-application area besides the app itself: nothing on a shell
 * page; what failed, with a retry, when a loading flag failed (never a silent hang); what it
 * still waits for while the flags load; a failed start of the runtime; an app whose lifecycle
 * phase failed, with the phase and a retry; a spinner for as long as an app loads; over an app
 * that threw an uncaught error, an offer to reload the area.
 */
import type { SubAppName } from '@contract';
import { LOADING_FLAGS, type LoadingFlag } from '@/state/loading-flags';
import type { LifecyclePhase } from '@/features/micro/app-phases';
import type { AppStatus } from '@/features/micro/app-status';

export type HostPanel =
  | { kind: 'waiting'; pending: LoadingFlag[] }
  | { kind: 'flags-failed'; failed: { flag: LoadingFlag; message: string }[] }
  | { kind: 'start-failed'; message: string }
  | { kind: 'app-loading'; app: SubAppName }
  | { kind: 'app-failed'; app: SubAppName; phase: LifecyclePhase; message: string }
  | { kind: 'app-crashed'; app: SubAppName; message: string };

export interface PanelInput {
  /** The app whose base the page is under, null on a shell page */
  app: SubAppName | null;
  flags: Record<LoadingFlag, boolean>;
  errors: Partial<Record<LoadingFlag, string>>;
  status: AppStatus;
  /** Why the runtime could not start (its chunk did not load), or null */
  startError: string | null;
}

export function panelOf({ app, flags, errors, status, startError }: PanelInput): HostPanel | null {
  if (!app) return null;
  const failed = LOADING_FLAGS.filter((flag) => errors[flag] !== undefined).map((flag) => ({
    flag,
    message: errors[flag] ?? '',
  }));
  if (failed.length > 0) return { kind: 'flags-failed', failed };
  const pending = LOADING_FLAGS.filter((flag) => !flags[flag]);
  // After an institution switch the app on screen stays while the flags load again.
  if (pending.length > 0) return status.phase === 'mounted' ? null : { kind: 'waiting', pending };
  if (startError !== null) return { kind: 'start-failed', message: startError };
  if (status.phase === 'failed')
    return { kind: 'app-failed', app, phase: status.failedPhase ?? 'load', message: status.error };
  if (status.phase === 'crashed') return { kind: 'app-crashed', app, message: status.error };
  if (status.phase === 'loading') return { kind: 'app-loading', app };
  return null;
}
