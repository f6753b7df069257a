/** After 注册成功: the result and the way to the login page. */
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '@/config/paths';

export const REGISTERED_MESSAGE = '注册成功';

export function DoneView({ instName }: { instName: string }) {
  const navigate = useNavigate();
  return (
    <Result
      status="success"
      data-testid="register-success"
      title={REGISTERED_MESSAGE}
      subTitle={`${instName} 已完成机构注册，请使用管理员账号登录平台。`}
      extra={
        <Button
          type="primary"
          autoFocus
          onClick={() => navigate(PATHS.login)}
          data-testid="register-go-login"
        >
          前往登录
        </Button>
      }
    />
  );
}
