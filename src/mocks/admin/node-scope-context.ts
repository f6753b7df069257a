/** The scope context of the HTTP mock server: each request's scope follows it across awaits. */
import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_SCOPE, type ScopeContext } from './scope-context';

export function nodeScopeContext(): ScopeContext {
  const storage = new AsyncLocalStorage<string>();
  return {
    run: (scope, fn) => storage.run(scope, fn),
    current: () => storage.getStore() ?? DEFAULT_SCOPE,
  };
}
