/**
 * Wires the HTTP client's session events and the other tabs' messages to the store and the
 * router (spec 4, 8): -403 logs out to /login with the current path as redirect; a new
 * token from the server is stored and reloads the page (throttled); code -423 (the server keeps
 * the screen locked) locks this tab as the local flag does; logout, switching and locking in
 * another tab apply here too.
 */

import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { isLocked, lastTokenReloadAt, markTokenReload, setLocked } from '@/lib/browser-storage';
import { onHttpEvent } from '@/lib/http-events';
import { reloadPage } from '@/lib/page-reload';
import { onOtherTab } from '@/lib/tab-channel';
import { getToken, setToken } from '@/lib/token-cookie';
import { loginUrlFor } from '@/policy/redirect';
import { isPublicPath } from '@/policy/route-access';
import { decideTokenReload } from '@/policy/token-reload';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectUser } from '@/state/session-slice';
import { endSession, statusAfterUnlock } from '@/state/session-thunks';
import { useFeedback } from '@/lib/feedback';

export const SESSION_EXPIRED_MESSAGE = '登录已失效，请重新登录';

export function SessionBridge() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { message } = useFeedback();
  const user = useAppSelector(selectUser);
  // The listeners read the latest location and user without resubscribing.
  const here = useRef({ location, userId: user?.userId });
  useEffect(() => {
    here.current = { location, userId: user?.userId };
  }, [location, user?.userId]);

  useEffect(() => {
    const offExpired = onHttpEvent('sessionExpired', () => {
      const { pathname, search } = here.current.location;
      // The guard takes the user to the exit: /login with this page as redirect.
      const onPublicPage = isPublicPath(pathname) && pathname !== PATHS.locking;
      dispatch(endSession(onPublicPage ? PATHS.login : loginUrlFor(pathname, search)));
      if (pathname === PATHS.locking) navigate(PATHS.login, { replace: true });
      if (!onPublicPage)
        void message.warning({ content: SESSION_EXPIRED_MESSAGE, key: 'session-expired' });
    });
    // The server is the judge of the lock: a local flag removed by hand comes back.
    const offLocked = onHttpEvent('screenLocked', () => {
      if (!getToken()) return;
      const { pathname, search } = here.current.location;
      if (pathname === PATHS.locking) {
        setLocked(true);
        return;
      }
      // Already locked here (a call of the page being left): keep the page to return to.
      if (isLocked()) {
        navigate(PATHS.locking, { replace: true });
        return;
      }
      setLocked(true, `${pathname}${search}`);
      navigate(PATHS.locking, { replace: true, state: { from: `${pathname}${search}` } });
    });
    const offToken = onHttpEvent('tokenChanged', ({ token }) => {
      setToken(token);
      const now = Date.now();
      const decision = decideTokenReload({
        pathname: here.current.location.pathname,
        now,
        lastReloadAt: lastTokenReloadAt(),
      });
      if (decision === 'reload') {
        markTokenReload(now);
        reloadPage();
      } else if (decision === 'throttled') {
        console.warn('[session] token changed again within the reload window: stored, no reload');
      }
    });
    const offTabs = onOtherTab((event) => {
      const { pathname, search } = here.current.location;
      switch (event.type) {
        case 'logout':
          dispatch(endSession(PATHS.login, true));
          if (pathname === PATHS.locking) navigate(PATHS.login, { replace: true });
          break;
        case 'switch':
          if (getToken()) reloadPage();
          break;
        // Local storage reaches the other tabs' processes later than the message, so the
        // message is authoritative: this tab writes the flag itself before it moves.
        case 'lock':
          if (!getToken()) break;
          setLocked(true);
          if (pathname !== PATHS.locking)
            navigate(PATHS.locking, { replace: true, state: { from: `${pathname}${search}` } });
          break;
        case 'unlock':
          setLocked(false);
          void dispatch(statusAfterUnlock());
          // The lock page sends this tab back to where it was (kept in the location state).
          if (pathname === PATHS.locking)
            navigate(PATHS.locking, { replace: true, state: here.current.location.state });
          break;
        case 'login':
          // Another user signed in elsewhere: this tab must not keep showing the previous one.
          if (here.current.userId && here.current.userId !== event.userId) reloadPage();
          else if (pathname === PATHS.login && getToken()) navigate(PATHS.home, { replace: true });
          break;
      }
    });
    return () => {
      offExpired();
      offLocked();
      offToken();
      offTabs();
    };
  }, [dispatch, message, navigate]);

  return <Outlet />;
}
