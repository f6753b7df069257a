import { configureStore } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '@/state/root-reducer';

/** A fresh store: one per browser page, one per test. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
