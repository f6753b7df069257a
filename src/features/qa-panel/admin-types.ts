/**
 * What the mock's admin API answers (QA contract, "Mock admin API"), as the QA panel reads it.
 * The panel is part of the portal, which never imports the mock backend: the shapes are its own.
 */

export type FaultMethod = 'GET' | 'POST' | '*';
export type FaultKind = 'drop' | 'malformed' | 'hang';

/** What QA posts to POST /__mock__/faults. */
export interface FaultInput {
  method: FaultMethod;
  /** A path under /api/, `*` a wildcard */
  path: string;
  times?: number;
  status?: number;
  code?: number;
  message?: string;
  delayMs?: number;
  kind?: FaultKind;
}

/** An active fault of GET /__mock__/faults (a scenario's may also wait or vary its delay). */
export interface Fault extends FaultInput {
  id: string;
  after?: number;
  jitterMs?: number;
  /** Calls it still acts on; null: every one */
  remaining: number | null;
  /** Calls it still lets pass first */
  waiting: number;
}

export interface Scenario {
  name: string;
  description: string;
}

export interface JournalEntry {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  user: string | null;
  time: number;
  code: number | null;
}
