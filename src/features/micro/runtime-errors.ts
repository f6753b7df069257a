/**
 * How the host reports what went wrong with a sub-application: each report names the app and
 * the phase (console and tracker through `report`), and the status store shows it to the area.
 *   a lifecycle phase that threw or did not settle   failed, with a retry
 *   an unmount that failed                           reported only: the next page goes on
 *   an uncaught error of a mounted app               crashed, the app stays on screen
 * An uncaught error of the shell itself is left to the browser.
 */
import type { SubAppName } from '@contract';
import { PhaseError, type LifecyclePhase } from '@/features/micro/app-phases';
import type { AppStatusStore } from '@/features/micro/app-status';
import { messageOf } from '@/features/micro/error-report';
import type { MicroRuntimeDeps } from '@/features/micro/runtime-deps';

type Report = MicroRuntimeDeps['report'];

/** A load, bootstrap or mount that failed: the app's area shows the phase and the reason. */
export function reportFailedLoad(
  statuses: AppStatusStore,
  report: Report,
  app: SubAppName,
  error: unknown,
): void {
  const phase: LifecyclePhase = error instanceof PhaseError ? error.phase : 'load';
  const original = error instanceof PhaseError ? (error.original ?? error) : error;
  const message = messageOf(error);
  statuses.set(app, { phase: 'failed', failedPhase: phase, error: message });
  report({ app, phase, message, error: original });
}

/** An unmount that failed: reported; the app's next visit loads it afresh. */
export function reportFailedUnmount(report: Report, app: SubAppName, error: unknown): void {
  const phase = error instanceof PhaseError ? error.phase : 'unmount';
  report({ app, phase, message: messageOf(error), error });
}

/**
 * The handler for qiankun's addGlobalUncaughtErrorHandler: uncaught errors and rejections of the
 * page, of which only a sub-application's are reported.
 */
export function uncaughtHandler(
  statuses: AppStatusStore,
  deps: Pick<MicroRuntimeDeps, 'report' | 'appOfUncaught'>,
): (event: Event | string) => void {
  return (event) => {
    if (typeof event === 'string') return;
    const found = deps.appOfUncaught(event);
    if (!found) return;
    // Reported here with its app, instead of the browser's bare "Uncaught" line.
    event.preventDefault();
    const message = messageOf(found.error);
    deps.report({ app: found.app, phase: 'runtime', message, error: found.error });
    if (statuses.get(found.app).phase === 'mounted')
      statuses.set(found.app, { phase: 'crashed', error: message });
  };
}
