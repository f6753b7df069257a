/** Steps display (spec 3): the steps before the current one are finished, the current one is in process, the later ones wait. */
export type StepStatus = 'wait' | 'process' | 'finish' | 'error';

export function stepStatuses(count: number, current: number | undefined): StepStatus[] {
  const at = current ?? 0;
  return Array.from({ length: Math.max(0, count) }, (_, index) =>
    index < at ? 'finish' : index === at ? 'process' : 'wait',
  );
}
