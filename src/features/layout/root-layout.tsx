/**
 * The root layout (spec 2.1): header with the system title, the current institution and the
 * user menu, and the page below. The side menu, tabs and page chrome arrive with the frame issue.
 */
import { Layout, Typography } from 'antd';
import { Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/state/hooks';
import { selectUser } from '@/state/session-slice';
import { selectSystemTitle } from '@/state/sys-config-slice';
import { UserMenu } from './user-menu';

export default function RootLayout() {
  const user = useAppSelector(selectUser);
  const title = useAppSelector(selectSystemTitle);
  const onMount = /^\/(ds|iservice|tgypt)(\/|$)/.test(useLocation().pathname);

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
        {/* Rendered once and kept (tech notes): the mount routes render nothing themselves. */}
        <div id="subapp-container" data-testid="subapp-container" hidden={!onMount} />
      </Layout.Content>
    </Layout>
  );
}
