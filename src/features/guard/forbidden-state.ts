/** The router state the guard opens the 403 page with. */
export interface ForbiddenState {
  noGoBack: boolean;
  /** The policy rule that forbade the page (shown in development and mock builds). */
  rule?: string;
  /** The page that was forbidden. */
  from?: string;
}

export function readForbiddenState(state: unknown): ForbiddenState {
  if (typeof state !== 'object' || state === null) return { noGoBack: false };
  const value = state as Record<string, unknown>;
  return {
    noGoBack: value.noGoBack === true,
    rule: typeof value.rule === 'string' ? value.rule : undefined,
    from: typeof value.from === 'string' ? value.from : undefined,
  };
}
