/**
 * The route guard (spec 2.2, 4): renders the decision of src/policy/route-access. A signed-in
 * visit without user info fetches user/status first: refused → log out to /login; a network
 * failure shows a retry instead of a white screen.
 */
import { Button, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isLocked } from '@/lib/browser-storage';
import { getToken } from '@/lib/token-cookie';
import { loginUrlFor } from '@/policy/redirect';
import { decideAccess } from '@/policy/route-access';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { exitHandled, selectExitTo, selectUser } from '@/state/session-slice';
import { endSession, loadUserStatus } from '@/state/session-thunks';

export function RouteGuard() {
  const location = useLocation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const exitTo = useAppSelector(selectExitTo);
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
        <Result
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
    return <Spin fullscreen description="加载中..." />;
  }
  return <Outlet />;
}
