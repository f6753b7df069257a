/** The watermark layer rendered on its own, for its component tests. */
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { UserInfo } from '@contract';
import { makeStore } from '@/app/store';
import Watermark from '@/features/watermark/watermark';
import { userLoaded } from '@/state/session-slice';

/**
 * Renders the Watermark alone at a path, with a fresh store where `user` is signed in (no one
 * when it is undefined); returns the view with its store and router.
 */
export function renderWatermark(path: string, user?: UserInfo) {
  const store = makeStore();
  if (user) store.dispatch(userLoaded(user));
  const router = createMemoryRouter([{ path: '*', element: <Watermark /> }], {
    initialEntries: [path],
  });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router };
}
