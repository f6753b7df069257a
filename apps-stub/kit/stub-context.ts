/** React access to the stub's host: the global state, the API, `send`, the class prefix. */
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { GlobalState } from '@contract';
import type { StubHost } from './host';
import type { StandaloneHost } from './standalone-host';

export const StubHostContext = createContext<StubHost | null>(null);

export function useStubHost(): StubHost {
  const host = useContext(StubHostContext);
  if (!host) throw new Error('useStubHost outside a stub app');
  return host;
}

/** A slice of the global state; the selector must return a stable value (a field, a primitive). */
export function useGlobalState<T>(select: (state: GlobalState) => T): T {
  const { state } = useStubHost();
  return useSyncExternalStore(state.subscribe, () => select(state.get()));
}

/** Class names with the app's prefix: cls('page') -> 'ds-page' (styles stay per app). */
export function useCls(): (...names: string[]) => string {
  const { app } = useStubHost();
  return useCallback((...names: string[]) => names.map((n) => `${app}-${n}`).join(' '), [app]);
}

/** The host of standalone mode (the frame and the login form only). */
export function useStandaloneHost(): StandaloneHost {
  const host = useStubHost();
  if (host.mode !== 'standalone') throw new Error('useStandaloneHost in embedded mode');
  return host as StandaloneHost;
}

/** The current value of one of the host's small stores. */
export function useStoreValue<T>(store: {
  get(): T;
  subscribe(listener: () => void): () => void;
}): T {
  return useSyncExternalStore(store.subscribe, store.get);
}
