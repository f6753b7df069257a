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
import { appOfUncaught, reportSubAppError } from '@/features/micro/error-report';
import { knownGoodEntries, rememberGoodEntry } from '@/features/micro/known-good-entries';
import type { guardAppStyles, withCssGuard } from '@/features/micro/css-guard';
import { createMicroRuntime } from '@/features/micro/micro-runtime';
import type { MicroRuntimeDeps } from '@/features/micro/runtime-deps';
import { createPanelSlot } from '@/features/micro/panel-slot';
import { reloadPage } from '@/lib/page-reload';
import { SCRIPT_TIMEOUT_MS } from '@/config/spec-limits';

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

interface CssGuardModule {
  withCssGuard: typeof withCssGuard;
  guardAppStyles: typeof guardAppStyles;
}

/**
 * The CSS guard (./css-guard.ts, with its stylesheet parser) as a chunk of its own, loaded with
 * the first sub-application rather than with the home page: the fetch wrapper waits for it
 * before it hands qiankun anything, so no app's style reaches the page unguarded, and a slot's
 * watch starts as soon as it has come (it rewrites what is already there first).
 */
export function lazyStyleGuard(
  guard: () => Promise<CssGuardModule> = () => import('@/features/micro/css-guard'),
): MicroRuntimeDeps['styleGuard'] {
  return {
    fetch: (fetch) => {
      let guarded: Promise<typeof fetch> | null = null;
      return async (input, init) => {
        // A chunk that did not load fails this load (the area offers a retry) and is asked again.
        guarded ??= guard().then(
          (m) => m.withCssGuard(fetch, MICRO_APP_REGISTRATIONS),
          (error: unknown) => {
            guarded = null;
            throw error;
          },
        );
        return (await guarded)(input, init);
      };
    },
    watch: (slot, app) => {
      let stop: (() => void) | null = null;
      let stopped = false;
      void guard().then((m) => {
        if (!stopped) stop = m.guardAppStyles(slot, registrationOf(app));
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };
}

export const microRuntime = createMicroRuntime({
  loadQiankun: () => import('qiankun'),
  apps: MICRO_APP_REGISTRATIONS,
  report: reportSubAppError,
  appOfUncaught: (event) => appOfUncaught(event, MICRO_ENTRIES, window.location.origin),
  container: () => document.querySelector<HTMLElement>(SUBAPP_CONTAINER),
  forgetInstanceName,
  styleGuard: lazyStyleGuard(),
  // single-spa (started by qiankun) turns every pushState and replaceState into a popstate.
  watchPath: (onPath) =>
    window.addEventListener('popstate', () => onPath(window.location.pathname)),
  knownGoodEntries,
  rememberGoodEntry,
  now: () => Date.now(),
  reloadPage,
  fetchTimeout: SCRIPT_TIMEOUT_MS,
  lifecycleTimeout: LIFECYCLE_TIMEOUT_MS,
});

// qiankun and single-spa are page-global and started once: a hot update of the runtime (this
// module or what it imports) would start a second one beside them, so it reloads the page.
if (import.meta.hot) import.meta.hot.accept(() => reloadPage());
