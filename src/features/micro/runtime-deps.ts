/**
 * What the sub-application host (./micro-runtime.ts) is given: qiankun, the registrations of
 * src/config/micro-apps.ts, the page's container and address, the CSS guard, the error report and
 * the limits. ./host-runtime.ts wires them to the browser; the unit tests hand in fakes.
 */
import type * as Qiankun from 'qiankun';
import type { SubAppName } from '@contract';
import type { MicroAppRegistration } from '@/config/micro-apps';
import type { SubAppErrorReport } from '@/features/micro/error-report';

/** The part of qiankun the host uses (a fake in unit tests). */
export type QiankunApi = Pick<
  typeof Qiankun,
  'loadMicroApp' | 'initGlobalState' | 'addGlobalUncaughtErrorHandler' | 'prefetchApps'
>;

export type MessageHandler = (message: unknown, app: SubAppName) => void;

export interface MicroRuntimeDeps {
  loadQiankun: () => Promise<QiankunApi>;
  apps: readonly MicroAppRegistration[];
  /** Console and tracker (error-report.ts) */
  report: (report: SubAppErrorReport) => void;
  /** An uncaught error or rejection: its app, or null when it is the shell's */
  appOfUncaught: (event: Event) => { app: SubAppName; error: unknown } | null;
  /** The one sub-application container, when the frame is on the page */
  container: () => HTMLElement | null;
  /**
   * Calls back with the address bar's path whenever it changes (once started): the app comes or
   * goes as soon as the router has pushed the new address, not only once React has rendered it.
   */
  watchPath: (onPath: (pathname: string) => void) => void;
  /** Lets the next instance of `app` take the app's own name again (./host-runtime.ts) */
  forgetInstanceName: (app: SubAppName) => void;
  /**
   * The CSS guard (./css-guard.ts): `fetch` wraps qiankun's fetches (an app's stylesheets are
   * rewritten on their way in), `watch` rewrites the styles an app adds inside its slot while
   * it lives, until the returned function stops it.
   */
  styleGuard: {
    fetch: (fetch: typeof window.fetch) => typeof window.fetch;
    watch: (slot: HTMLElement, app: SubAppName) => () => void;
  };
  knownGoodEntries: () => string[];
  rememberGoodEntry: (entry: string) => void;
  now: () => number;
  /** Loads the page again (qiankun's global state poisoned by an app: ./global-state-channel.ts) */
  reloadPage: () => void;
  /** Entry and asset fetch timeout (ms) */
  fetchTimeout: number;
  /** Longest a lifecycle phase may take (ms) */
  lifecycleTimeout: number;
}

/** The browser's fetch, given up after `timeout` ms. */
export function timedFetch(timeout: number): typeof window.fetch {
  return (input, init) =>
    window.fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(timeout) });
}
