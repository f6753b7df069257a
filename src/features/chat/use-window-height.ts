/** The window's inner height, following resizes. */
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const height = () => window.innerHeight;

export function useWindowHeight(): number {
  return useSyncExternalStore(subscribe, height, height);
}
