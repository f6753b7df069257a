/**
 * The portal against the mock API in integration tests: a call that fails once, the portal
 * opened as a demo account, and a home section once it has loaded.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import { server } from '@/mocks/node';
import { renderApp } from './render-app';
import { signInAs, type DemoAccount } from './session';
import { API } from './shell-pages';

/**
 * Makes the next request to an API path (e.g. MENU_URLS.queryCommonMenu) fail as a network
 * error; the ones after it are answered as usual.
 */
export function failOnce(method: 'get' | 'post', path: string): void {
  server.use(http[method](`${API}${path}`, () => HttpResponse.error(), { once: true }));
}

/**
 * Signs in as a demo account and opens the portal at a path (default: the home page); returns
 * what renderApp returns and a user-event session for the person's clicks and typing.
 */
export function openAs(account: DemoAccount, path = '/') {
  signInAs(account);
  const user = userEvent.setup();
  return { ...renderApp(path), user };
}

/** A home section once its code and its first answer are in (the card is then the final one). */
export async function loaded(id: string): Promise<HTMLElement> {
  return waitFor(() => {
    const card = screen.getByTestId(`home-section-${id}`);
    expect(within(card).queryByTestId('section-loading')).toBeNull();
    return card;
  });
}
