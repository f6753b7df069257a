import { lazy, Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { enableDeferredStylesheets } from '@/lib/deferred-stylesheets';
import { persistStore, restoredState } from './persistence';
import { AppProviders } from './providers';
import { makeRouter } from './router';
import { makeStore } from './store';

/**
 * The QA panel over the mock's admin API: development and demo builds only. Compared literally
 * so that the production build drops it, module and all (bench/budgets.json checks).
 */
const QaPanelSlot =
  import.meta.env.DEV || import.meta.env.VITE_MOCK === 'worker'
    ? lazy(() => import('./qa-panel-slot'))
    : null;

export function App() {
  const [store] = useState(() => makeStore(restoredState()));
  const [router] = useState(makeRouter);
  useEffect(() => persistStore(store), [store]);
  // The prerendered login page's whole stylesheet, held back until React has the page.
  useEffect(() => enableDeferredStylesheets(), []);
  const pages = <RouterProvider router={router} />;
  return (
    <AppProviders store={store}>
      {/* The same literal gate: the production build keeps only `pages`. */}
      {(import.meta.env.DEV || import.meta.env.VITE_MOCK === 'worker') && QaPanelSlot ? (
        <>
          {pages}
          <Suspense fallback={null}>
            <QaPanelSlot />
          </Suspense>
        </>
      ) : (
        pages
      )}
    </AppProviders>
  );
}
