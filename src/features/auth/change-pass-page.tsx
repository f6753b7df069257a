/** /changePass (public, spec 2.1): changing the password needs the session of a logged-in user. */
import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { getToken } from '@/lib/token-cookie';
import { AuthCard } from './auth-card';
import { ChangePasswordForm } from './change-password-form';

export default function ChangePassPage() {
  return (
    <AuthCard heading="修改密码" width={480}>
      {getToken() ? (
        <ChangePasswordForm />
      ) : (
        <Alert
          type="info"
          showIcon
          data-testid="change-pass-signed-out"
          title="请先登录后再修改密码"
          description={
            <span>
              <Link to={`${PATHS.login}?redirect=${encodeURIComponent(PATHS.changePass)}`}>
                去登录
              </Link>
              ；忘记密码请<Link to={PATHS.forget}>找回密码</Link>。
            </span>
          }
        />
      )}
    </AuthCard>
  );
}
