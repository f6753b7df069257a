/**
 * /changePass (public, spec 2.1): changing the password needs the session of a logged-in user.
 * A changed password ends the session and leads to /login; a session the server ended (-403)
 * leaves the page asking the visitor to log in again, with this page as the way back.
 */
import { Alert } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { getToken } from '@/lib/token-cookie';
import { AuthCard } from './auth-card';
import { ChangePasswordForm, type SessionEnd } from './change-password-form';

const LOGIN_AND_BACK = `${PATHS.login}?redirect=${encodeURIComponent(PATHS.changePass)}`;

export default function ChangePassPage() {
  const navigate = useNavigate();
  const [signedIn, setSignedIn] = useState(() => Boolean(getToken()));
  const [expired, setExpired] = useState(false);

  const onSessionEnd = (end: SessionEnd) => {
    if (end === 'changed') {
      navigate(PATHS.login, { replace: true });
      return;
    }
    setExpired(true);
    setSignedIn(false);
  };

  return (
    <AuthCard heading="修改密码" width={480}>
      {signedIn ? (
        <ChangePasswordForm onSessionEnd={onSessionEnd} />
      ) : (
        <Alert
          type={expired ? 'warning' : 'info'}
          showIcon
          data-testid="change-pass-signed-out"
          title={expired ? '登录已失效，请重新登录后再修改密码' : '请先登录后再修改密码'}
          description={
            <span>
              <Link to={LOGIN_AND_BACK}>去登录</Link>
              ；忘记密码请<Link to={PATHS.forget}>找回密码</Link>。
            </span>
          }
        />
      )}
    </AuthCard>
  );
}
