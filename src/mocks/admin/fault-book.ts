/**
 * Faults QA sets on the mock API (QA contract, mock admin API): each matches a method and a path
 * under /api/ (`*` a wildcard), waits `after` matching calls, then acts on `times` of them (or
 * on all), and is gone. What it does to the answer is ./fault-effect.ts.
 */

import {
  FAULT_LIMITS,
  type Fault,
  type FaultKind,
  type FaultMethod,
  type FaultSpec,
} from '@/api/mock-admin-types';

export type { Fault, FaultKind, FaultMethod, FaultSpec };

const isInt = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** A fault as QA posts it, checked field by field; the first problem in Chinese otherwise. */
export function parseFault(body: unknown): { spec: FaultSpec } | { error: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { error: '请求体须为 JSON 对象' };
  }
  const input = body as Record<string, unknown>;
  const method = input.method ?? '*';
  if (method !== 'GET' && method !== 'POST' && method !== '*') {
    return { error: 'method 只能是 GET、POST 或 *' };
  }
  const { path } = input;
  if (typeof path !== 'string' || path.trim() === '' || path.length > FAULT_LIMITS.pathLength) {
    return {
      error: `path 须为 /api/ 下的路径（1 到 ${FAULT_LIMITS.pathLength} 个字符，* 为通配）`,
    };
  }
  const spec: FaultSpec = { method, path: path.trim().replace(/^\/?(api\/)?/, '') };
  const numbers = ['times', 'after', 'status', 'code', 'delayMs', 'jitterMs'] as const;
  for (const name of numbers) {
    const [min, max] = FAULT_LIMITS[name];
    const value = input[name];
    if (value === undefined) continue;
    if (!isInt(value, min, max)) return { error: `${name} 须为 ${min} 到 ${max} 之间的整数` };
    (spec as unknown as Record<string, number>)[name] = value;
  }
  if (input.message !== undefined) {
    if (typeof input.message !== 'string' || input.message.length > FAULT_LIMITS.messageLength) {
      return { error: `message 须为不超过 ${FAULT_LIMITS.messageLength} 个字符的文本` };
    }
    spec.message = input.message;
  }
  if (input.kind !== undefined) {
    if (input.kind !== 'drop' && input.kind !== 'malformed' && input.kind !== 'hang') {
      return { error: 'kind 只能是 drop、malformed 或 hang' };
    }
    spec.kind = input.kind;
  }
  const effects = ['status', 'code', 'kind', 'delayMs'].filter(
    (name) => spec[name as keyof FaultSpec] !== undefined,
  );
  if (effects.length === 0) return { error: '须至少给出 status、code、kind 或 delayMs 之一' };
  if ([spec.status, spec.code, spec.kind].filter((value) => value !== undefined).length > 1) {
    return { error: 'status、code 与 kind 只能三选一' };
  }
  return { spec };
}

/** A path pattern (`*` any run of characters, the rest literal) against a path under /api/. */
export function pathMatches(pattern: string, path: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^/?${source.replace(/^\//, '')}$`).test(path.replace(/^\//, ''));
}

/** The faults of one scope, in the order they were set. */
export class FaultBook {
  private faults: Fault[] = [];
  private next = 1;

  list(): readonly Fault[] {
    return this.faults;
  }

  add(spec: FaultSpec): Fault {
    const fault: Fault = {
      ...spec,
      id: `f${this.next++}`,
      remaining: spec.times ?? null,
      waiting: spec.after ?? 0,
    };
    this.faults.push(fault);
    return fault;
  }

  remove(id: string): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((fault) => fault.id !== id);
    return this.faults.length !== before;
  }

  clear(): void {
    this.faults = [];
  }

  /**
   * The fault that acts on this call, counted: the first matching one past its `after`. Every
   * matching fault still waiting counts the call; one whose `times` ran out is gone.
   */
  take(method: string, path: string): Fault | null {
    let acting: Fault | null = null;
    for (const fault of this.faults) {
      if (fault.method !== '*' && fault.method !== method.toUpperCase()) continue;
      if (!pathMatches(fault.path, path)) continue;
      if (fault.waiting > 0) {
        fault.waiting -= 1;
        continue;
      }
      if (acting) continue;
      acting = fault;
      if (fault.remaining !== null) fault.remaining -= 1;
    }
    this.faults = this.faults.filter((fault) => fault.remaining !== 0);
    return acting ? { ...acting } : null;
  }
}
