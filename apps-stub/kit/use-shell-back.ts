/**
 * Calls `onBack` once for each new back event of the shell (the shellEvent of the global state
 * with a seq greater than any seen since the component mounted). The event already in the state
 * at mount is not new. Only sent while the sub-application has turned step mode on.
 * `onBack` must be stable (useCallback).
 */
import { useEffect } from 'react';
import { useStubHost } from './stub-context';

export function useShellBack(onBack: () => void): void {
  const { state } = useStubHost();
  useEffect(() => {
    let handled = state.get().shellEvent?.seq ?? 0;
    return state.subscribe(() => {
      const event = state.get().shellEvent;
      if (!event || event.seq <= handled) return;
      handled = event.seq;
      if (event.type === 'back') onBack();
    });
  }, [state, onBack]);
}
