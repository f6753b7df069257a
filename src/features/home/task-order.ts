/** Moving one task type in the user's order (drag and drop, or the keyboard's up and down). */

/** The order with `moved` put where `target` is (before it when moving up, after when down). */
export function dropBefore<T>(order: readonly T[], moved: T, target: T): T[] {
  const from = order.indexOf(moved);
  const to = order.indexOf(target);
  if (from < 0 || to < 0 || from === to) return [...order];
  const next = [...order];
  next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** The order with the entry at `index` moved by `delta` places (unchanged at the ends). */
export function moveBy<T>(order: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (index < 0 || index >= order.length || target < 0 || target >= order.length) {
    return [...order];
  }
  const next = [...order];
  const [entry] = next.splice(index, 1);
  next.splice(target, 0, entry as T);
  return next;
}

/**
 * The task types in the user's order (sys/task/queryHomeTasksCenterCollation): those the order
 * names first, in its order; any type it does not name keeps its place after them.
 */
export function inCollationOrder<T extends { taskType: string }>(
  types: readonly T[],
  order: readonly string[],
): T[] {
  const rank = (type: T) => {
    const at = order.indexOf(type.taskType);
    return at < 0 ? order.length : at;
  };
  return types
    .map((type, index) => ({ type, index }))
    .sort((a, b) => rank(a.type) - rank(b.type) || a.index - b.index)
    .map(({ type }) => type);
}
