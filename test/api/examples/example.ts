/**
 * The shape of the API coverage examples: for every function of an API module, a valid call
 * (answered with code 0) and an invalid one (answered with a non-zero code). `Examples<typeof
 * module>` makes a missing function a type error, and the coverage test fails on it too.
 */
import type { DemoAccount } from '../../support/session';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ApiFn = (...args: any[]) => Promise<unknown>;

/** Who calls: a demo account (default admin) or 'anonymous' (no token). */
export type Caller = DemoAccount | 'anonymous';

export type Invalid =
  /** Call with these (malformed or incomplete) arguments. */
  | { args: unknown[]; as?: Caller; setup?: () => void | Promise<void> }
  /** Call with the valid arguments but no session: the server must answer -403. */
  | { anonymous: true }
  /** The call has no input that can be wrong (say why). */
  | { none: string };

export interface Example<F extends ApiFn> {
  as?: Caller;
  /** Prepares the db or earlier steps (send an SMS first, create a group first, ...). */
  setup?: () => void | Promise<void>;
  valid: Parameters<F> | (() => Parameters<F> | Promise<Parameters<F>>);
  invalid: Invalid;
}

export type Examples<M> = {
  [K in keyof M as M[K] extends ApiFn ? K : never]: M[K] extends ApiFn ? Example<M[K]> : never;
};
