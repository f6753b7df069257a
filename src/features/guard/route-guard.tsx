/**
 * The route guard (spec 2.2, 4), in the spec's decision order: load the system config if
 * missing; report the online status when a token exists; render the decision of
 * src/policy/route-access (public pages, login, lock flag). A signed-in visit without user info
 * fetches user/status first: refused → log out to /login; a network failure shows a retry
 * instead of a white screen. With the user known, the page gate decides page access.
 */
import { Button, Spin } from 'antd';
import { StatusPanel } from '@/components/lookalikes/status-panel';
import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isLocked } from '@/lib/browser-storage';
import { reportOnlineStatus } from '@/api/system';
import { PageGate } from '@/features/guard/page-gate';
import { getToken } from '@/lib/token-cookie';
import { loginUrlFor } from '@/policy/redirect';
import { decideAccess } from '@/policy/route-access';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { exitHandled, selectExitTo, selectUser } from '@/state/session-slice';
import { endSession, loadUserStatus } from '@/state/session-thunks';
import { loadSysConfig, selectSysConfigStatus } from '@/state/sys-config-slice';

export function RouteGuard() {
  const location = useLocation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const exitTo = useAppSelector(selectExitTo);
  const configStatus = useAppSelector(selectSysConfigStatus);
  const reportedKey = useRef<string | null>(null);
  const [failed, setFailed] = useState(false);
  const inFlight = useRef(false);
  const decision = decideAccess({
    pathname: location.pathname,
    search: location.search,
    signedIn: Boolean(getToken()),
    locked: isLocked(),
    exitTo,
  });
  const needsUser = decision.kind === 'allow' && decision.rule === 'signed-in' && !user;
  const onPublicPage = decision.kind === 'allow' && decision.rule === 'public';

  useEffect(() => {
    if (configStatus === 'idle') void dispatch(loadSysConfig());
  }, [configStatus, dispatch]);

  // Online status: once per navigation while a token exists; a failure is only logged.
  useEffect(() => {
    if (!getToken() || reportedKey.current === location.key) return;
    reportedKey.current = location.key;
    void reportOnlineStatus(location.pathname);
  }, [location.key, location.pathname]);

  useEffect(() => {
    if (onPublicPage && exitTo !== null) dispatch(exitHandled());
  }, [dispatch, exitTo, onPublicPage]);

  useEffect(() => {
    if (!needsUser || failed || inFlight.current) return;
    inFlight.current = true;
    void dispatch(loadUserStatus()).then((result) => {
      inFlight.current = false;
      if (result === 'network') setFailed(true);
      if (result === 'refused')
        dispatch(endSession(loginUrlFor(location.pathname, location.search)));
    });
  }, [dispatch, failed, location.pathname, location.search, needsUser]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (needsUser) {
    if (failed) {
      return (
        <StatusPanel
          status="error"
          title="网络异常"
          subTitle="用户信息加载失败，请检查网络后重试"
          extra={
            <Button type="primary" onClick={() => setFailed(false)} data-testid="guard-retry">
              重试
            </Button>
          }
        />
      );
    }
    return <Spin fullscreen description="系统登录中..." />;
  }
  if (onPublicPage || !user) return <Outlet />;
  return <PageGate user={user} />;
}
