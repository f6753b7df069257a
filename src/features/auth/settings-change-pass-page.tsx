/** Settings/ChangePass (spec 2.1): changing the password inside the portal. */
import { Card } from 'antd';
import { ChangePasswordForm } from './change-password-form';

export default function SettingsChangePassPage() {
  return (
    <Card title="修改密码">
      <ChangePasswordForm />
    </Card>
  );
}
