/**
 * Renders the real portal (store restored from storage and persisted as the app does,
 * providers, routes) at a path, in memory, for integration tests.
 */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { persistStore, restoredState } from '@/app/persistence';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { makeStore } from '@/app/store';

export function renderApp(path: string) {
  const store = makeStore(restoredState());
  const stopPersisting = persistStore(store);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const unmount = () => {
    stopPersisting();
    view.unmount();
  };
  return { ...view, unmount, store, router };
}
