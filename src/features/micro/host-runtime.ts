/**
 * The page's one micro-frontend runtime (./micro-runtime.ts) wired to the browser: qiankun
 * imported on demand (its own chunk, never part of the signed-out pages), the registrations of
 * src/config/micro-apps.ts, the container slots, the error report and the known-good entries.
 */
import { env } from '@/config/env';
import { MICRO_APP_REGISTRATIONS, SUBAPP_CONTAINER } from '@/config/micro-apps';
import { appOfUncaught, reportSubAppError } from '@/features/micro/error-report';
import { knownGoodEntries, rememberGoodEntry } from '@/features/micro/known-good-entries';
import { createMicroRuntime } from '@/features/micro/micro-runtime';
import { createSubappSlots } from '@/features/micro/subapp-slots';
import { reloadPage } from '@/lib/page-reload';

/** The spec's script chunk timeout (spec 9), for the sub-applications' entries and scripts. */
export const ENTRY_TIMEOUT_MS = 120_000;

export const subappSlots = createSubappSlots(SUBAPP_CONTAINER);

/**
 * single-spa looks at the routes again on a hashchange; React Router's browser history listens
 * to popstate only, so this does not make the shell navigate.
 */
function triggerReroute(): void {
  const href = window.location.href;
  window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL: href, newURL: href }));
}

export const microRuntime = createMicroRuntime({
  loadQiankun: () => import('qiankun'),
  apps: MICRO_APP_REGISTRATIONS,
  report: reportSubAppError,
  appOfUncaught: (event) => appOfUncaught(event, env.microEntries, window.location.origin),
  triggerReroute,
  manualContainer: () => subappSlots.attach('manual'),
  knownGoodEntries,
  rememberGoodEntry,
  now: () => Date.now(),
  fetchTimeout: ENTRY_TIMEOUT_MS,
});

// qiankun and single-spa are page-global and started once: a hot update of the runtime (this
// module or what it imports) would start a second one beside them, so it reloads the page.
if (import.meta.hot) import.meta.hot.accept(() => reloadPage());
