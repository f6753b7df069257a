/**
 * The mock data scope of this Playwright worker (QA contract: X-Mock-Scope): the config is
 * read again in each worker, whose TEST_PARALLEL_INDEX is its slot, stable across restarts.
 */
export function e2eScope(): string {
  return `e2e-${process.env.TEST_PARALLEL_INDEX ?? 'main'}`;
}
