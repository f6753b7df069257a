/**
 * The login page rendered at build time (scripts/prerender-login.ts): the browser
 * paints it from the HTML, before any script has run, and React hydrates it in place. It is the
 * page of a first visit: no session cookie, empty storage, the system config not yet loaded.
 * The same providers, routes and store as the browser's App, so the first client render matches.
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { AppProviders } from './providers';
import { resolveLazyRoutes } from './resolve-lazy-routes';
import { routes } from './router';
import { makeStore } from './store';

export interface PrerenderedPage {
  /** The markup of the portal's root element (#portal-root). */
  html: string;
  /** antd's theme variables for the head, as `<style>` elements. */
  styles: string;
}

export async function prerenderLogin(): Promise<PrerenderedPage> {
  await resolveLazyRoutes(routes, PATHS.login);
  const router = createMemoryRouter(routes, { initialEntries: [PATHS.login] });
  const cache = createCache();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StyleProvider cache={cache}>
        <AppProviders store={makeStore()}>
          <RouterProvider router={router} />
        </AppProviders>
      </StyleProvider>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, styles: extractStyle(cache) };
}
