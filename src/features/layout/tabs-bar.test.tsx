/**
 * The tabs record the page on screen only while the address still shows it (spec 2.5): once the
 * address has moved on, the next page is being rendered and the one on screen has been left.
 */
import { screen } from '@testing-library/react';
import { useContext, type ReactNode } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  UNSAFE_DataRouterContext,
  type Location,
} from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '../../../test/support/render-with-store';
import { TabsBar } from './tabs-bar';

/** The router's context as it is, but with the router at `address`. */
function AddressAt({ address, children }: { address: string; children: ReactNode }) {
  const data = useContext(UNSAFE_DataRouterContext)!;
  const location: Location = { pathname: address, search: '', hash: '', state: null, key: 'x' };
  const router = { ...data.router, state: { ...data.router.state, location } };
  return (
    <UNSAFE_DataRouterContext.Provider value={{ ...data, router }}>
      {children}
    </UNSAFE_DataRouterContext.Provider>
  );
}

function renderBarOn(page: string, address: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AddressAt address={address}>
            <TabsBar />
          </AddressAt>
        ),
      },
    ],
    { initialEntries: [page] },
  );
  return renderWithStore(<RouterProvider router={router} />);
}

describe('TabsBar', () => {
  it('records the page on screen while the address shows it', async () => {
    renderBarOn('/Settings/PersonalCenter', '/Settings/PersonalCenter');
    expect(await screen.findAllByTestId('tab-item')).toHaveLength(1);
  });

  it('does not record a page the address has left', async () => {
    const { store } = renderBarOn('/Settings/PersonalCenter', '/menuSet');
    await screen.findByTestId('tabs-bar');
    expect(screen.queryAllByTestId('tab-item')).toHaveLength(0);
    expect(store.getState().tabs.items).toEqual([]);
  });
});
