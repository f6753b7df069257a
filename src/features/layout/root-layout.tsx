/**
 * The root layout (spec 2.1, 2.4 to 2.6): header with the system title, the current
 * institution, the notice count and the user menu; a collapsible side menu with its search,
 * coloured and patterned as the user's settings say; the breadcrumb tabs and the page chrome
 * above the page; the one sub-application container below it. The app passes in what other
 * features render beside the page (the chat panel) and over it (the watermark).
 */
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { MenuSearch } from '@/features/layout/menu-search';
import { NoticeBell } from '@/features/layout/notice-bell';
import { PageHeader } from '@/features/layout/page-header';
import { SideMenu } from '@/features/layout/side-menu';
import { TabsBar } from '@/features/layout/tabs-bar';
import { useCustodyNotices } from '@/features/layout/use-custody-notices';
import { useTradeCookie } from '@/features/layout/use-trade-cookie';
import { useOpenedOnce } from '@/features/layout/use-opened-once';
import { UserMenu } from '@/features/layout/user-menu';
import { storedTheme } from '@/lib/browser-storage';
import { DEFAULT_THEME, MENU_BACKGROUNDS, parseTheme } from '@/policy/theme-settings';
import { noteDropped } from '@/lib/stored-shape';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectUser } from '@/state/session-slice';
import { selectSystemTitle } from '@/state/sys-config-slice';
import { selectTheme, themeLoaded } from '@/state/theme-slice';
import { PlainText } from '@/components/lookalikes/plain-typography';

/** The settings drawer (colour pickers, slider, form): loaded when first opened. */
const ThemeDrawer = lazy(async () => ({
  default: (await import('@/features/layout/theme-drawer')).ThemeDrawer,
}));

const MOUNT_PATH = /^\/(ds|iservice|tgypt)(\/|$)/;

export default function RootLayout({ aside, overlay }: { aside?: ReactNode; overlay?: ReactNode }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const title = useAppSelector(selectSystemTitle);
  const theme = useAppSelector(selectTheme);
  const { pathname } = useLocation();
  const onMount = MOUNT_PATH.test(pathname);
  const [collapsed, setCollapsed] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsUsed = useOpenedOnce(settingsOpen);
  useCustodyNotices(user?.instId);
  useTradeCookie(pathname, user?.instId);

  useEffect(() => {
    if (!user) return;
    const raw = storedTheme(user.userId);
    const theme = parseTheme(raw);
    // The default itself comes back only when nothing of the stored value could be read.
    noteDropped(`界面设置 ${user.userId}_theme`, raw, theme !== DEFAULT_THEME);
    dispatch(themeLoaded(theme));
  }, [dispatch, user?.userId]); // eslint-disable-line react-hooks/exhaustive-deps

  const pattern = theme.showBackground ? MENU_BACKGROUNDS[theme.menuBackground] : '';
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 16,
          background: theme.mainColor,
          color: '#fff',
          paddingInline: 16,
        }}
      >
        <Button
          type="text"
          aria-label={collapsed ? '展开菜单' : '收起菜单'}
          onClick={() => setCollapsed((c) => !c)}
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          style={{ color: '#fff' }}
        />
        <PlainText
          strong
          data-testid="header-title"
          style={{ color: '#fff', fontSize: 18, whiteSpace: 'nowrap' }}
        >
          {title}
        </PlainText>
        <span
          data-testid="header-inst"
          style={{ flex: 1, opacity: 0.85, overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          {user?.instName}
        </span>
        {user && <NoticeBell instId={user.instId} />}
        {user && <UserMenu user={user} onSettings={() => setSettingsOpen(true)} />}
      </Layout.Header>
      <Layout>
        <Layout.Sider
          width={232}
          collapsedWidth={56}
          collapsed={collapsed}
          trigger={null}
          style={{
            background: pattern ? `${pattern}, ${theme.menuColor}` : theme.menuColor,
            overflow: 'auto',
          }}
        >
          {!collapsed && (
            <div style={{ padding: 12 }}>
              <MenuSearch />
            </div>
          )}
          <SideMenu collapsed={collapsed} />
        </Layout.Sider>
        <Layout.Content style={{ padding: '0 16px 16px', minWidth: 0 }}>
          <TabsBar />
          <PageHeader />
          <Outlet />
          {/* Rendered once and kept (tech notes): the mount routes render nothing themselves. */}
          <div id="subapp-container" data-testid="subapp-container" hidden={!onMount} />
        </Layout.Content>
        {aside}
      </Layout>
      {overlay}
      {user && settingsUsed && (
        <Suspense fallback={null}>
          <ThemeDrawer
            open={settingsOpen}
            userId={user.userId}
            onClose={() => setSettingsOpen(false)}
          />
        </Suspense>
      )}
    </Layout>
  );
}
