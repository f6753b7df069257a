/**
 * The page's one micro-frontend runtime (./micro-runtime.ts) wired to the browser: qiankun
 * imported on demand (its own chunk, never part of the signed-out pages), the registrations of
 * src/config/micro-apps.ts, the container, the CSS guard, the error report and the known-good
 * entries.
 */
import {
  MICRO_APP_REGISTRATIONS,
  MICRO_ENTRIES,
  registrationOf,
  SUBAPP_CONTAINER,
} from '@/config/micro-apps';
import { guardAppStyles, withCssGuard } from '@/features/micro/css-guard';
import { appOfUncaught, reportSubAppError } from '@/features/micro/error-report';
import { knownGoodEntries, rememberGoodEntry } from '@/features/micro/known-good-entries';
import { createMicroRuntime } from '@/features/micro/micro-runtime';
import { createPanelSlot } from '@/features/micro/panel-slot';
import { reloadPage } from '@/lib/page-reload';

/** The spec's script chunk timeout (spec 9), for the sub-applications' entries and scripts. */
export const ENTRY_TIMEOUT_MS = 120_000;

/** Longest a sub-application's load, bootstrap, mount or unmount may take. */
export const LIFECYCLE_TIMEOUT_MS = 30_000;

export const panelSlot = createPanelSlot(SUBAPP_CONTAINER);

/**
 * qiankun numbers the instances of an app ('ds', 'ds_1', ...) in a page-global map and hands
 * that number to the app as props.name. The host runs one instance of an app at a time, so a
 * retry takes the app's own name again by leaving the map without it.
 */
function forgetInstanceName(app: string): void {
  const names = (window as { __app_instance_name_map__?: Record<string, number> })
    .__app_instance_name_map__;
  if (names) delete names[app];
}

export const microRuntime = createMicroRuntime({
  loadQiankun: () => import('qiankun'),
  apps: MICRO_APP_REGISTRATIONS,
  report: reportSubAppError,
  appOfUncaught: (event) => appOfUncaught(event, MICRO_ENTRIES, window.location.origin),
  container: () => document.querySelector<HTMLElement>(SUBAPP_CONTAINER),
  forgetInstanceName,
  styleGuard: {
    fetch: (fetch) => withCssGuard(fetch, MICRO_APP_REGISTRATIONS),
    watch: (slot, app) => guardAppStyles(slot, registrationOf(app)),
  },
  // single-spa (started by qiankun) turns every pushState and replaceState into a popstate.
  watchPath: (onPath) =>
    window.addEventListener('popstate', () => onPath(window.location.pathname)),
  knownGoodEntries,
  rememberGoodEntry,
  now: () => Date.now(),
  fetchTimeout: ENTRY_TIMEOUT_MS,
  lifecycleTimeout: LIFECYCLE_TIMEOUT_MS,
});

// qiankun and single-spa are page-global and started once: a hot update of the runtime (this
// module or what it imports) would start a second one beside them, so it reloads the page.
if (import.meta.hot) import.meta.hot.accept(() => reloadPage());
