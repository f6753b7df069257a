/** A retry counter for useApiLoad's reloadKey: `retry()` loads the page's data again. */
import { useReducer } from 'react';

export function useRetry(): [tries: number, retry: () => void] {
  return useReducer((n: number) => n + 1, 0);
}
