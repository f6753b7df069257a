/**
 * The QA panel's fault form (./fault-form.tsx) as the body of POST /__mock__/faults (QA
 * contract): the chosen effect gives status, code with its message, kind, or a delay alone;
 * `times` and an extra delay go with any effect.
 */
import type { FaultInput, FaultKind, FaultMethod } from './admin-types';

export type EffectChoice = 'code' | 'status' | 'delay' | FaultKind;

export interface FaultFormValues {
  method: FaultMethod;
  path: string;
  effect: EffectChoice;
  code?: number | null;
  message?: string;
  status?: number | null;
  times?: number | null;
  delayMs?: number | null;
}

const given = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export function faultBody(values: FaultFormValues): FaultInput {
  const body: FaultInput = { method: values.method, path: values.path.trim() };
  if (values.effect === 'code' && given(values.code)) {
    body.code = values.code;
    if (values.message?.trim()) body.message = values.message.trim();
  }
  if (values.effect === 'status' && given(values.status)) body.status = values.status;
  if (values.effect === 'drop' || values.effect === 'malformed' || values.effect === 'hang') {
    body.kind = values.effect;
  }
  if (given(values.delayMs)) body.delayMs = values.delayMs;
  if (given(values.times)) body.times = values.times;
  return body;
}
