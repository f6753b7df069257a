/** Table tests of pure functions: one test per row, titled by it.each's format. */
import { expect, it } from 'vitest';

/**
 * One test per row: `fn` called with all of the row but its last value returns that last value
 * (toBe). `title` is it.each's title format over the whole row (e.g. '%s → %s').
 */
export function eachReturns<A extends unknown[]>(
  title: string,
  fn: (...args: A) => unknown,
  rows: readonly (readonly [...A, unknown])[],
): void {
  it.each(rows.map((row) => [...row]))(title, (...row: unknown[]) => {
    expect(fn(...(row.slice(0, -1) as A))).toBe(row.at(-1));
  });
}
