import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import './app/global.css';
import { resolveLazyRoutes } from './app/resolve-lazy-routes';
import { routes } from './app/router';
import './config/env';
import { PORTAL_ROOT_ID } from './config/portal-root';
import { enableDeferredStylesheets } from './lib/deferred-stylesheets';
import { loadHttp } from './lib/http-client';
import { ensureLangCookie, getToken } from './lib/token-cookie';
import { mayHydrate } from './policy/prerender';

async function boot(): Promise<void> {
  ensureLangCookie();
  // Compared literally so that a server-mode build drops the mock backend entirely.
  if (import.meta.env.VITE_MOCK === 'worker') {
    const { startWorker } = await import('./mocks/browser');
    await startWorker();
  }
  const container = document.getElementById(PORTAL_ROOT_ID);
  if (!container) throw new Error(`#${PORTAL_ROOT_ID} is missing from index.html`);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  const { pathname } = window.location;
  // The production build's login page is prerendered (scripts/prerender-login.ts): painted from
  // the HTML, then hydrated in place once its route's module is here.
  if (
    mayHydrate({ prerendered: container.dataset.prerendered, pathname, signedIn: !!getToken() })
  ) {
    await resolveLazyRoutes(routes, pathname);
    hydrateRoot(container, app);
    return;
  }
  // axios loads beside the first render instead of before it; a failure is the first call's.
  // The prerendered login page leaves it to its first call (the captcha): evaluated while the
  // form hydrates, it delayed the form's first answer to a click by about 40 ms.
  loadHttp().catch(() => {});
  // A prerendered page's markup thrown away: the page rendered afresh needs its whole sheet now.
  enableDeferredStylesheets();
  container.replaceChildren();
  createRoot(container).render(app);
}

void boot();
