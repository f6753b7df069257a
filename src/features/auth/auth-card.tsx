/** The frame of the signed-out screens: system title above a card. */
import { Alert, Button, Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import {
  loadSysConfig,
  selectSysConfigError,
  selectSysConfigStatus,
  selectSystemTitle,
} from '@/state/sys-config-slice';

export function AuthCard({
  heading,
  width = 420,
  children,
}: {
  heading: string;
  width?: number;
  children: ReactNode;
}) {
  const dispatch = useAppDispatch();
  const title = useAppSelector(selectSystemTitle);
  const status = useAppSelector(selectSysConfigStatus);
  const error = useAppSelector(selectSysConfigError);

  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        background: 'linear-gradient(135deg, #e8eef8 0%, #f5f7fb 100%)',
        padding: 16,
      }}
    >
      <div style={{ width, maxWidth: '100%' }}>
        <Typography.Title
          level={2}
          data-testid="login-system-title"
          style={{ textAlign: 'center', color: '#1f4e9c' }}
        >
          {title}
        </Typography.Title>
        <Card>
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {heading}
          </Typography.Title>
          {status === 'failed' && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title={`系统配置加载失败：${error ?? '网络异常'}`}
              action={
                <Button size="small" onClick={() => void dispatch(loadSysConfig())}>
                  重试
                </Button>
              }
            />
          )}
          {children}
        </Card>
      </div>
    </main>
  );
}
