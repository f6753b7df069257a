/** The React tree of a stub: its host in context, its router. */
import type { createBrowserRouter } from 'react-router-dom';
import { RouterProvider } from 'react-router-dom';
import type { StubHost } from './host';
import { StubHostContext } from './stub-context';

export type StubRouter = ReturnType<typeof createBrowserRouter>;

export function StubRoot({ host, router }: { host: StubHost; router: StubRouter }) {
  return (
    <StubHostContext value={host}>
      <RouterProvider router={router} />
    </StubHostContext>
  );
}
