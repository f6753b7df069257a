/**
 * Renders the real portal (store restored from storage and persisted as the app does,
 * providers, routes) at a path, in memory, for integration tests. `history: 'browser'` puts the
 * path in jsdom's address bar and routes through it, as the portal does (createBrowserRouter), for
 * the behaviour that depends on the address changing before the page on screen does.
 */
import { render } from '@testing-library/react';
import { createBrowserRouter, createMemoryRouter, RouterProvider } from 'react-router-dom';
import { persistStore, restoredState } from '@/app/persistence';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { makeStore } from '@/app/store';

export function renderApp(path: string, options: { history?: 'memory' | 'browser' } = {}) {
  const store = makeStore(restoredState());
  const stopPersisting = persistStore(store);
  const browser = options.history === 'browser';
  if (browser) window.history.replaceState(null, '', path);
  const router = browser
    ? createBrowserRouter(routes)
    : createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const unmount = () => {
    stopPersisting();
    view.unmount();
    if (!browser) return;
    router.dispose();
    window.history.replaceState(null, '', '/');
  };
  return { ...view, unmount, store, router };
}
