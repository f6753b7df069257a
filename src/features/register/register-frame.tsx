/** The frame of /create: system title, page heading, a way back to the login page. */
import { Card, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { loadSysConfig, selectSysConfigStatus, selectSystemTitle } from '@/state/sys-config-slice';

export function RegisterFrame({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const title = useAppSelector(selectSystemTitle);
  const status = useAppSelector(selectSysConfigStatus);

  useEffect(() => {
    if (status === 'idle') void dispatch(loadSysConfig());
  }, [dispatch, status]);

  useEffect(() => {
    document.title = `机构注册 - ${title}`;
  }, [title]);

  return (
    <main
      data-testid="register-page"
      style={{
        minHeight: '100vh',
        background: 'linear-gradient(135deg, #e8eef8 0%, #f5f7fb 100%)',
        padding: '24px 16px',
      }}
    >
      <div style={{ width: 1040, maxWidth: '100%', margin: '0 auto' }}>
        <div
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            flexWrap: 'wrap',
            gap: 8,
          }}
        >
          <Typography.Title level={2} style={{ color: '#1f4e9c', margin: 0 }}>
            {title}
          </Typography.Title>
          <Link to={PATHS.login} data-testid="register-to-login">
            已有账号，返回登录
          </Link>
        </div>
        <Card style={{ marginTop: 16 }}>
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            机构注册
          </Typography.Title>
          {children}
        </Card>
      </div>
    </main>
  );
}
