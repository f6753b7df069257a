import { Alert, Button, Card, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import {
  loadSysConfig,
  selectSysConfigError,
  selectSysConfigStatus,
  selectSystemTitle,
} from '@/state/sys-config-slice';

/** /login: the system title from sys/querySysConfig above the sign-in card. */
export default function LoginPage() {
  const dispatch = useAppDispatch();
  const title = useAppSelector(selectSystemTitle);
  const status = useAppSelector(selectSysConfigStatus);
  const error = useAppSelector(selectSysConfigError);

  useEffect(() => {
    if (status === 'idle') void dispatch(loadSysConfig());
  }, [dispatch, status]);

  useEffect(() => {
    document.title = `登录 - ${title}`;
  }, [title]);

  return (
    <main
      style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f0f3f8' }}
    >
      <Card style={{ width: 400 }}>
        <Typography.Title level={3} data-testid="login-system-title">
          {title}
        </Typography.Title>
        <Typography.Title level={4}>用户登录</Typography.Title>
        {status === 'loading' && <Spin tip="系统配置加载中..." />}
        {status === 'failed' && (
          <Alert
            type="error"
            showIcon
            message={error}
            action={
              <Button size="small" onClick={() => void dispatch(loadSysConfig())}>
                重试
              </Button>
            }
          />
        )}
      </Card>
    </main>
  );
}
