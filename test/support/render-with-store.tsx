/**
 * A component rendered with a fresh store of the app (src/app/store.ts), as the signed-in frame
 * gives it: the RTK Query cache its sections read is there. A test's second render (e.g. a
 * remount) may pass the same store.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { makeStore, type AppStore } from '@/app/store';

export function renderWithStore(ui: ReactElement, store: AppStore = makeStore()) {
  return { store, ...render(<Provider store={store}>{ui}</Provider>) };
}
