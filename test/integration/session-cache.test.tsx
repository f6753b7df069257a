/**
 * The data the sections loaded belongs to the session it was loaded in: a logout or an
 * institution switch drops it, and what is on screen asks again, once (src/state/api-slice.ts).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { switchInstitution } from '@/state/session-thunks';
import { countRequests } from '../support/count-requests';
import { renderApp } from '../support/render-app';
import { signInAs } from '../support/session';

vi.mock('@/lib/page-reload', () => ({ reloadPage: vi.fn() }));

const cachedAnswers = (state: { api?: { queries: Record<string, unknown> } }) =>
  Object.keys(state.api?.queries ?? {}).length;

describe('the section cache and the session', () => {
  it('a logout leaves nothing of the user in the cache for the next one', async () => {
    signInAs('admin');
    const { router, store } = renderApp('/');
    await screen.findAllByTestId('common-menu-item');
    expect(cachedAnswers(store.getState())).toBeGreaterThan(0);

    const user = userEvent.setup();
    await user.click(await screen.findByTestId('user-menu'));
    await user.click(await screen.findByTestId('logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(cachedAnswers(store.getState())).toBe(0);
  });

  it('after an institution switch the sections on screen ask again, once', async () => {
    signInAs('multi');
    const { store } = renderApp('/');
    await screen.findByTestId('home-sections');
    const viewCalls = countRequests('sys/queryHomeViewConfig');

    expect(await store.dispatch(switchInstitution('11160'))).toMatchObject({ ok: true });
    await waitFor(() => expect(viewCalls.count).toBe(1));
    expect(await screen.findByTestId('home-sections')).toBeInTheDocument();
    // Nothing else asks: the reset and the page coming back share one request.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(viewCalls.count).toBe(1);
  });
});
