/**
 * The root layout (spec 2.1): header with the system title, the current institution and the
 * user menu, and the page below. The side menu, tabs and page chrome arrive with the frame issue.
 */
import { Layout, Typography } from 'antd';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectUser } from '@/state/session-slice';
import { loadSysConfig, selectSysConfigStatus, selectSystemTitle } from '@/state/sys-config-slice';
import { UserMenu } from './user-menu';

export default function RootLayout() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const title = useAppSelector(selectSystemTitle);
  const configStatus = useAppSelector(selectSysConfigStatus);

  useEffect(() => {
    if (configStatus === 'idle') void dispatch(loadSysConfig());
  }, [configStatus, dispatch]);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 24,
          background: '#1f4e9c',
          color: '#fff',
          paddingInline: 24,
        }}
      >
        <Typography.Text
          strong
          data-testid="header-title"
          style={{ color: '#fff', fontSize: 18, whiteSpace: 'nowrap' }}
        >
          {title}
        </Typography.Text>
        <span
          data-testid="header-inst"
          style={{ flex: 1, opacity: 0.85, overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          {user?.instName}
        </span>
        {user && <UserMenu user={user} />}
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
