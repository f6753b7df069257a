/**
 * The lifecycle phases of a sub-application as the host drives them, each given at most the
 * lifecycle limit: a phase that throws or never settles ends as a PhaseError that names it, so
 * the area shows what failed and a retry instead of staying blank (single-spa's own timeouts
 * only warn in the console).
 */
import { messageOf } from '@/features/micro/error-report';

export type LifecyclePhase = 'load' | 'bootstrap' | 'mount' | 'unmount';

/** What the area says failed, per phase. */
export const PHASE_LABELS: Record<LifecyclePhase, string> = {
  load: '加载',
  bootstrap: '初始化',
  mount: '挂载',
  unmount: '卸载',
};

export class PhaseError extends Error {
  readonly phase: LifecyclePhase;
  readonly original: unknown;

  constructor(phase: LifecyclePhase, message: string, original: unknown) {
    super(message);
    this.name = 'PhaseError';
    this.phase = phase;
    this.original = original;
  }
}

/** The message of a phase that did not settle in time. */
export function timeoutMessage(limitMs: number): string {
  return `未在 ${Math.round(limitMs / 1000)} 秒内完成`;
}

/**
 * `work` settled within `limitMs`, or a PhaseError: its own error wrapped, or a timeout. A late
 * settlement after the timeout is ignored here; the caller cleans up what it leaves behind.
 */
export function settleWithin<T>(
  work: Promise<T>,
  phase: LifecyclePhase,
  limitMs: number,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new PhaseError(phase, timeoutMessage(limitMs), null)),
      limitMs,
    );
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new PhaseError(phase, messageOf(error), error));
      },
    );
  });
}
