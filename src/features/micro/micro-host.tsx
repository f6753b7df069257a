/**
 * The shell side of the sub-applications, rendered once beside the root layout:
 * - keeps the business data behind three of the six loading flags loaded while a user is signed
 *   in, once per session and institution (src/state/use-loading-flags.ts);
 * - opens the runtime's gate and starts qiankun (once) when a user is signed in and all six
 *   flags are true (spec 4, ./use-runtime-start.ts); the gate closes first, so an app that
 *   leaves (a switch, a logout) is gone before the new state is pushed;
 * - pushes the contract's global state whenever it changes;
 * - answers the sub-applications' messages with the router and the store;
 * - shows inside the sub-application area what it waits for, what failed (with a retry), an
 *   app loading, an app whose lifecycle failed (with a retry) or that threw (with a reload):
 *   never a silent area;
 * - prefetches known-good entries when the browser is idle after the home page has shown;
 * - in development and demo builds, shows the entry overrides in force.
 */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useNavigate } from 'react-router-dom';
import { ENTRY_OVERRIDES, ENTRY_OVERRIDES_ON } from '@/config/entry-overrides';
import { MICRO_APP_REGISTRATIONS } from '@/config/micro-apps';
import { PATHS } from '@/config/paths';
import { getToken } from '@/lib/token-cookie';
import { globalStateOf } from '@/policy/global-state-of';
import { appUnderPath } from '@/policy/micro-entry';
import { selectAccessData } from '@/state/access-slice';
import { selectBackSeq } from '@/state/chrome-slice';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { retryFailedFlags } from '@/state/loading-flags-thunks';
import { selectUser } from '@/state/session-slice';
import { useLoadingFlags } from '@/state/use-loading-flags';
import { IDLE_STATUS } from '@/features/micro/app-status';
import { microRuntime, panelSlot } from '@/features/micro/host-runtime';
import { EntryOverrideNotice } from '@/features/micro/entry-override-notice';
import { createMessageHandler } from '@/features/micro/message-handler';
import type { MicroRuntime } from '@/features/micro/micro-runtime';
import { panelOf } from '@/features/micro/panel-of';
import { SubappPanel } from '@/features/micro/subapp-panel';
import type { PanelSlot } from '@/features/micro/panel-slot';
import { useIdlePrefetch } from '@/features/micro/use-idle-prefetch';
import { useRuntimeStart } from '@/features/micro/use-runtime-start';

const HOME_PATHS: readonly string[] = [PATHS.home, PATHS.main];

export interface MicroHostProps {
  /** The page's runtime and panel slot; tests pass their own */
  runtime?: MicroRuntime;
  slot?: PanelSlot;
}

export default function MicroHost({ runtime = microRuntime, slot = panelSlot }: MicroHostProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useAppSelector(selectUser);
  const access = useAppSelector(selectAccessData);
  const backSeq = useAppSelector(selectBackSeq);
  const signedIn = user !== null;
  const app = appUnderPath(pathname, MICRO_APP_REGISTRATIONS);

  // 1. The six flags; the business data behind three of them stays loaded while signed in.
  const { flags, errors, allLoaded } = useLoadingFlags(signedIn);

  // 2. The gate, and the one start of qiankun (the runtime's promise guard makes it once).
  // Before the state: an app that leaves is not handed the state it leaves for.
  const gate = signedIn && allLoaded;
  const { started, startError, retryStart } = useRuntimeStart(runtime, gate);
  useEffect(() => () => runtime.detach(), [runtime]);

  // 3. The global state, pushed when it changes (held back from an app that is leaving).
  const globalState = useMemo(
    () =>
      globalStateOf({
        user,
        token: getToken(),
        access: access && {
          menu: access.menu,
          lists: access.lists,
          blocked: access.blocked,
          tips: access.tips,
        },
        backSeq,
      }),
    [access, backSeq, user],
  );
  useEffect(() => runtime.pushGlobalState(globalState), [globalState, runtime]);

  // 4. Messages. The path is the address bar's: the router pushes it synchronously, and an app
  // routing inside its base can send a message before React has rendered the new location
  // (seen: setTitle after a menu click was taken for the old page).
  useEffect(() => {
    runtime.setMessageHandler(
      createMessageHandler({
        dispatch,
        navigate: (to, options) => void navigate(to, options),
        pathname: () => window.location.pathname,
        now: () => Date.now(),
      }),
    );
    return () => runtime.setMessageHandler(null);
  }, [dispatch, navigate, runtime]);

  // 5. The path on screen: the app under it comes, any other leaves.
  useEffect(() => runtime.setPath(pathname), [pathname, runtime]);

  // 6. Prefetch after the home page, when the browser is idle.
  const prefetch = useCallback(() => void runtime.prefetchKnownGood(), [runtime]);
  useIdlePrefetch(started && HOME_PATHS.includes(pathname), prefetch);

  // 7. What the sub-application area shows besides the app.
  const status = useSyncExternalStore(runtime.subscribe, () =>
    app ? runtime.status(app) : IDLE_STATUS,
  );
  const panel = panelOf({ app, flags, errors, status, startError });
  useEffect(() => {
    // The frame (and its container) may be new since the last render: a switch, a login.
    if (panel) slot.attach();
  });

  const retry = () => {
    if (!panel) return;
    if (panel.kind === 'flags-failed') void dispatch(retryFailedFlags());
    if (panel.kind === 'start-failed') retryStart();
    if (panel.kind === 'app-failed' || panel.kind === 'app-crashed') void runtime.retry(panel.app);
  };

  return (
    <>
      {panel && createPortal(<SubappPanel panel={panel} onRetry={retry} />, slot.element())}
      {ENTRY_OVERRIDES_ON && <EntryOverrideNotice overrides={ENTRY_OVERRIDES} />}
    </>
  );
}
