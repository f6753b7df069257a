import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { persistStore, restoredState } from './persistence';
import { AppProviders } from './providers';
import { makeRouter } from './router';
import { makeStore } from './store';

export function App() {
  const [store] = useState(() => makeStore(restoredState()));
  const [router] = useState(makeRouter);
  useEffect(() => persistStore(store), [store]);
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
