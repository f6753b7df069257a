import { configureStore } from '@reduxjs/toolkit';
import { dynamicMiddleware } from '@/state/dynamic-middleware';
import { rootReducer, type RootState } from '@/state/root-reducer';

/**
 * A fresh store: one per browser page, one per test. The dynamic middleware takes RTK Query's
 * when a signed-in chunk loads (src/state/api-slice.ts).
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().concat(dynamicMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
