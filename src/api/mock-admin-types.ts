/**
 * The shapes of the mock's admin API (QA contract, "Mock admin API"): a fault as QA posts it
 * and as GET /__mock__/faults lists it, and an entry of the request journal. Types only, shared
 * by the mock (src/mocks/admin), the QA panel and the e2e suite's admin helpers.
 */

export type FaultMethod = 'GET' | 'POST' | '*';
export type FaultKind = 'drop' | 'malformed' | 'hang';

export interface FaultSpec {
  method: FaultMethod;
  /** A path under /api/ without the prefix ('home/*', 'user/authc'); `*` matches any run */
  path: string;
  /** How many matching calls it acts on, then it is gone; absent: every one */
  times?: number;
  /** How many matching calls it lets pass before it acts (a scenario's "the third call") */
  after?: number;
  /** That HTTP status (the envelope's message as its body) */
  status?: number;
  /** HTTP 200 with this envelope code (and `message`) */
  code?: number;
  message?: string;
  /** The answer waits this long (alone: the real answer, later) */
  delayMs?: number;
  /** Up to this much more, at random per call (a network that is slow by turns) */
  jitterMs?: number;
  kind?: FaultKind;
}

export interface Fault extends FaultSpec {
  id: string;
  /** Calls it still acts on (null: no limit) */
  remaining: number | null;
  /** Calls it still lets pass first */
  waiting: number;
}

export interface JournalEntry {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  user: string | null;
  time: number;
  /** The envelope's code, else the HTTP status */
  code: number | null;
}

/** The bounds the admin API accepts for a fault's numbers (inclusive), path and message. */
export const FAULT_LIMITS = {
  pathLength: 200,
  messageLength: 500,
  code: [-1_000_000, 1_000_000],
  status: [100, 599],
  times: [1, 1_000_000],
  after: [0, 1_000_000],
  delayMs: [0, 600_000],
  jitterMs: [0, 600_000],
} as const;

/** GET /__mock__/clock and the answer of POST and DELETE: the scope's clock. */
export interface MockClock {
  /** The mock's now, ISO 8601 in UTC */
  now: string;
  /** The business date in China, yyyy-MM-dd */
  today: string;
  frozen: boolean;
}

/** POST /__mock__/clock: a jump or a move (not both), and/or freezing. */
export interface MockClockCommand {
  now?: string;
  advanceMs?: number;
  frozen?: boolean;
}
