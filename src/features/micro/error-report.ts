/**
 * Errors of the sub-applications: a lifecycle phase that failed or did not settle (the host
 * names the app), and uncaught errors or rejections whose script is a sub-application's (an
 * event's filename or a stack frame under its entry folder). Each is reported to the console and
 * the tracker (`subapp_error`); an error of the shell itself is left alone.
 */
import type { SubAppName } from '@contract';
import { appTracker } from '@/lib/app-tracker';
import type { LifecyclePhase } from '@/features/micro/app-phases';
import { appOfInstanceName, appOfSource } from '@/policy/micro-entry';

export type SubAppErrorPhase = LifecyclePhase | 'runtime' | 'prefetch';

export interface SubAppErrorReport {
  app: SubAppName;
  phase: SubAppErrorPhase;
  message: string;
  error: unknown;
}

export const SUBAPP_ERROR_EVENT = 'subapp_error';

export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/** The part of a single-spa message after its "application 'x' died in status …:" prefix. */
export function technicalDetail(message: string): string {
  return message
    .replace(/^(?:(?:application|parcel) '[^']*' died in status [A-Z_]+: )+/, '')
    .trim();
}

/** Console and tracker. */
export function reportSubAppError(report: SubAppErrorReport): void {
  console.error(
    `[micro] 子应用 ${report.app} 出错（${report.phase}）：${report.message}`,
    report.error,
  );
  appTracker.track(SUBAPP_ERROR_EVENT, {
    app: report.app,
    phase: report.phase,
    message: report.message.slice(0, 200),
  });
}

/** The app an error names through single-spa's appOrParcelName, if any. */
export function appNamedBy(error: unknown): SubAppName | null {
  if (typeof error !== 'object' || error === null) return null;
  return appOfInstanceName((error as { appOrParcelName?: unknown }).appOrParcelName);
}

/**
 * The sub-application an uncaught error or rejection event belongs to, or null (the shell's).
 * `event` is what qiankun's addGlobalUncaughtErrorHandler delivers: an ErrorEvent or a
 * PromiseRejectionEvent.
 */
export function appOfUncaught(
  event: Event,
  entries: Record<SubAppName, string>,
  origin: string,
): { app: SubAppName; error: unknown } | null {
  const error =
    'reason' in event
      ? (event as PromiseRejectionEvent).reason
      : ((event as ErrorEvent).error ?? (event as ErrorEvent).message);
  const named = appNamedBy(error);
  if (named) return { app: named, error };
  const filename = 'filename' in event ? (event as ErrorEvent).filename : undefined;
  const stack = error instanceof Error ? error.stack : undefined;
  const app = appOfSource([filename, stack], entries, origin);
  return app ? { app, error } : null;
}
