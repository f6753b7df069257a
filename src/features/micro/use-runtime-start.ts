/**
 * The runtime's gate and its one start of qiankun: the gate opens when a user is signed in and
 * all six loading flags are true (spec 4), and closes as soon as either is no longer so; the
 * runtime's promise guard starts qiankun once. A start that failed (the qiankun chunk did not
 * load) is tried again by `retryStart`.
 */
import { useEffect, useState } from 'react';
import { messageOf } from '@/features/micro/error-report';
import type { MicroRuntime } from '@/features/micro/micro-runtime';

export function useRuntimeStart(runtime: MicroRuntime, gate: boolean) {
  const [started, setStarted] = useState(() => runtime.isStarted());
  const [startError, setStartError] = useState<string | null>(null);
  const [startAttempt, setStartAttempt] = useState(0);

  useEffect(() => {
    runtime.setGate(gate);
    if (!gate) return;
    let live = true;
    runtime.start().then(
      () => {
        if (!live) return;
        setStarted(true);
        setStartError(null);
      },
      (error: unknown) => {
        console.error('[micro] qiankun could not start', error);
        if (live) setStartError(messageOf(error));
      },
    );
    return () => {
      live = false;
    };
  }, [gate, runtime, startAttempt]);

  const retryStart = () => {
    setStartError(null);
    setStartAttempt((attempt) => attempt + 1);
  };

  return { started, startError, retryStart };
}
