/**
 * The shell side of the sub-applications (issue 6), rendered once beside the root layout:
 * - loads the business data behind three of the six loading flags after login, and again after
 *   an institution switch (their parts are idle again);
 * - opens the runtime's gate and starts qiankun (once) when a user is signed in and all six
 *   flags are true;
 * - pushes the contract's global state whenever it changes (EMPTY when the signed-in frame
 *   goes: logout, lock screen);
 * - answers the sub-applications' messages with the router and the store;
 * - shows inside the sub-application area what it waits for, what failed (with a retry) or an
 *   app's load error (with a retry), never a silent hang;
 * - prefetches known-good entries when the browser is idle after the home page has shown.
 */
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useNavigate } from 'react-router-dom';
import { EMPTY_GLOBAL_STATE } from '@contract';
import { MICRO_APP_REGISTRATIONS } from '@/config/micro-apps';
import { PATHS } from '@/config/paths';
import { getToken } from '@/lib/token-cookie';
import { globalStateOf } from '@/policy/global-state-of';
import { appUnderPath } from '@/policy/micro-entry';
import { selectAccessData } from '@/state/access-slice';
import { selectIdleBizParts } from '@/state/biz-data-slice';
import { loadBizData } from '@/state/biz-data-thunks';
import { selectBackSeq } from '@/state/chrome-slice';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import {
  selectAllLoaded,
  selectLoadingErrors,
  selectLoadingFlags,
} from '@/state/loading-flags-slice';
import { retryFailedFlags } from '@/state/loading-flags-thunks';
import { selectUser } from '@/state/session-slice';
import { IDLE_STATUS } from '@/features/micro/app-status';
import { messageOf } from '@/features/micro/error-report';
import { microRuntime, subappSlots } from '@/features/micro/host-runtime';
import { createMessageHandler } from '@/features/micro/message-handler';
import type { MicroRuntime } from '@/features/micro/micro-runtime';
import { panelOf } from '@/features/micro/panel-of';
import { SubappPanel } from '@/features/micro/subapp-panel';
import type { SubappSlots } from '@/features/micro/subapp-slots';
import { useIdlePrefetch } from '@/features/micro/use-idle-prefetch';

const HOME_PATHS: readonly string[] = [PATHS.home, PATHS.main];

export interface MicroHostProps {
  /** The page's runtime and slots; tests pass their own */
  runtime?: MicroRuntime;
  slots?: SubappSlots;
}

export default function MicroHost({ runtime = microRuntime, slots = subappSlots }: MicroHostProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useAppSelector(selectUser);
  const flags = useAppSelector(selectLoadingFlags);
  const errors = useAppSelector(selectLoadingErrors);
  const allLoaded = useAppSelector(selectAllLoaded);
  const access = useAppSelector(selectAccessData);
  const backSeq = useAppSelector(selectBackSeq);
  const idleParts = useAppSelector(selectIdleBizParts);
  const [started, setStarted] = useState(() => runtime.isStarted());
  const [startError, setStartError] = useState<string | null>(null);
  const [startAttempt, setStartAttempt] = useState(0);
  const signedIn = user !== null;
  const app = appUnderPath(pathname, MICRO_APP_REGISTRATIONS);

  // 1. The business data of the flags: after login, and again once a switch made them idle.
  useEffect(() => {
    if (signedIn && idleParts !== '') void dispatch(loadBizData());
  }, [dispatch, idleParts, signedIn]);

  // 2. The global state, pushed when it changes; EMPTY when the signed-in frame goes.
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
  useEffect(() => () => runtime.pushGlobalState(EMPTY_GLOBAL_STATE), [runtime]);

  // 3. Messages. The path is the address bar's: the router pushes it synchronously and
  // single-spa mounts the app from it, so an app can send its first message before React has
  // rendered the new location (seen: setTitle after a menu click was taken for the old page).
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

  // 4. The gate, and the one start of qiankun (the runtime's promise guard makes it once).
  const gate = signedIn && allLoaded;
  useEffect(() => {
    runtime.setGate(gate);
    if (!gate) return;
    let live = true;
    runtime.start().then(
      () => {
        if (!live) return;
        setStarted(true);
        setStartError(null);
      },
      (error: unknown) => {
        console.error('[micro] qiankun could not start', error);
        if (live) setStartError(messageOf(error));
      },
    );
    return () => {
      live = false;
    };
  }, [gate, runtime, startAttempt]);
  useEffect(() => () => runtime.detach(), [runtime]);

  // 5. The path on screen: apps mounted by hand after a retry follow it.
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
    // qiankun empties the container when an app comes or goes: put the panel back.
    if (panel) slots.attach('panel');
  });

  const retry = () => {
    if (!panel) return;
    if (panel.kind === 'flags-failed') void dispatch(retryFailedFlags());
    if (panel.kind === 'start-failed') {
      setStartError(null);
      setStartAttempt((attempt) => attempt + 1);
    }
    if (panel.kind === 'app-failed') void runtime.retry(panel.app);
  };

  return panel
    ? createPortal(<SubappPanel panel={panel} onRetry={retry} />, slots.element('panel'))
    : null;
}
