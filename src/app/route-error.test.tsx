/** A lazy route that fails: one reload for a chunk, then the error page; other errors too. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { CHUNK_RELOAD_KEY, resetChunkReloadForTests, withChunkTimeout } from '@/lib/chunk-reload';
import { appTracker } from '@/lib/app-tracker';
import { reloadPage } from '@/lib/page-reload';
import { PAGE_ERROR_EVENT, RouteError } from './route-error';

vi.mock('@/lib/page-reload', () => ({ reloadPage: vi.fn() }));

beforeEach(() => {
  vi.mocked(reloadPage).mockClear();
  vi.spyOn(appTracker, 'track').mockImplementation(() => {});
});
afterEach(() => resetChunkReloadForTests());

function renderFailing(failure: unknown) {
  const load = withChunkTimeout<{ default: React.ComponentType }>(() => Promise.reject(failure));
  const router = createMemoryRouter(
    [
      {
        path: '/',
        hydrateFallbackElement: <p>…</p>,
        errorElement: <RouteError />,
        lazy: async () => ({ Component: (await load()).default }),
      },
    ],
    { initialEntries: ['/'] },
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
  render(<RouterProvider router={router} />);
}

const chunkFailure = new TypeError(
  'Failed to fetch dynamically imported module: http://localhost:4173/assets/home-page-x1.js',
);

describe('RouteError', () => {
  it('a chunk that did not load reloads the page once, with the mark set', async () => {
    renderFailing(chunkFailure);
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
    expect(screen.queryByTestId('route-error')).toBeNull();
  });

  it('after that reload, the same failure shows the error page: no reload loop', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    renderFailing(chunkFailure);
    const page = await screen.findByTestId('route-error');
    expect(page).toHaveAttribute('data-reason', 'chunk');
    expect(page).toHaveTextContent('页面资源加载失败');
    expect(reloadPage).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('route-error-reload'));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('another error of a page: the error page, no automatic reload', async () => {
    renderFailing(new Error('Cannot read properties of undefined'));
    const page = await screen.findByTestId('route-error');
    expect(page).toHaveAttribute('data-reason', 'page');
    expect(reloadPage).not.toHaveBeenCalled();
    expect(appTracker.track).toHaveBeenCalledWith(PAGE_ERROR_EVENT, {
      path: '/',
      reason: 'page',
      message: 'Cannot read properties of undefined',
    });
  });
});
