/**
 * /locking (spec 2.2): the screen stays locked until the user's password, checked by
 * the server (user/authc), unlocks it; then back to the page the user was on. Log out is offered.
 */
import { Avatar, Button, Form, Spin, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { isLocked, lockReturnPath } from '@/lib/browser-storage';
import { getToken } from '@/lib/token-cookie';
import { AuthStepForm, CurrentPasswordField } from './auth-step-form';
import { useClickGuard } from '@/components/use-click-guard';
import { safeRedirect } from '@/policy/redirect';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectUser } from '@/state/session-slice';
import { loadUserStatus, logOut, unlockScreen } from '@/state/session-thunks';
import { AuthCard } from './auth-card';
import { useFeedback } from '@/lib/feedback';

export default function LockingPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { message } = useFeedback();
  const user = useAppSelector(selectUser);
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<{ password: string }>();
  const from = (location.state as { from?: string } | null)?.from;
  // Read once: unlocking clears the stored path while this page is still on screen.
  const [returnTo] = useState(() => safeRedirect(from ?? lockReturnPath()));
  const signedIn = Boolean(getToken());

  useEffect(() => {
    if (signedIn && !user) void dispatch(loadUserStatus());
  }, [dispatch, signedIn, user]);

  const unlock = useCallback(
    async ({ password }: { password: string }) => {
      setError(null);
      const target = returnTo;
      const outcome = await dispatch(unlockScreen(password));
      if (outcome.ok) {
        navigate(target, { replace: true });
        return true;
      }
      if (outcome.ended) {
        // The session has ended (account locked, session expired): on to the login page.
        void message.error(outcome.message);
        navigate(PATHS.login, { replace: true });
        return undefined;
      }
      setError(outcome.message);
      form.setFieldValue('password', '');
      // A wrong password or a network failure frees the button for the next try at once.
      return false;
    },
    [dispatch, form, message, navigate, returnTo],
  );
  const guard = useClickGuard(unlock);

  const exit = async () => {
    const outcome = await dispatch(logOut());
    if (!outcome.ok) void message.error(outcome.message);
    navigate(PATHS.login, { replace: true });
  };

  if (!signedIn) return <Navigate to={PATHS.login} replace />;
  if (!isLocked()) return <Navigate to={returnTo} replace />;

  return (
    <AuthCard heading="屏幕已锁定" width={400}>
      <div style={{ textAlign: 'center', marginBottom: 16 }}>
        <Avatar size={72} style={{ background: '#1f4e9c', fontSize: 28 }}>
          {(user?.realName || user?.userName || '用').slice(0, 1)}
        </Avatar>
        <Typography.Title level={5} data-testid="locking-user" style={{ marginTop: 8 }}>
          {user ? `${user.realName || user.userName}（${user.userName}）` : <Spin size="small" />}
        </Typography.Title>
        {user && <Typography.Text type="secondary">{user.instName}</Typography.Text>}
      </div>
      <AuthStepForm
        form={form}
        action={guard}
        error={error}
        errorTestId="unlock-error"
        submitTestId="unlock-submit"
        submitLabel="解锁"
        footer={
          <Button type="link" block onClick={() => void exit()} data-testid="locking-logout">
            退出登录
          </Button>
        }
      >
        <CurrentPasswordField
          label="登录密码"
          name="password"
          message="请输入密码"
          testId="unlock-password"
          autoFocus
        />
      </AuthStepForm>
    </AuthCard>
  );
}
