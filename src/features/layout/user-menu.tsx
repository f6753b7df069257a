/** The header's user drop-down (QA test ids user-menu, switch-inst, lock-screen, logout). */
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { UserInfo } from '@contract';
import { PATHS } from '@/config/paths';
import { useAppDispatch } from '@/state/hooks';
import { lockScreen, logOut } from '@/state/session-thunks';
import { useOpenedOnce } from './use-opened-once';
import { useFeedback } from '@/lib/feedback';

/** The institution switch: its code (list, tags, skeleton) loads when it is first opened. */
const SwitchInstModal = lazy(async () => ({
  default: (await import('./switch-inst-modal')).SwitchInstModal,
}));

/**
 * antd's small icon avatar drawn by itself: antd's Avatar brings Avatar.Group with its
 * popover into the frame's first download for one grey circle.
 */
const AVATAR = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  width: 24,
  height: 24,
  borderRadius: '50%',
  border: '1px solid transparent',
  background: 'rgba(0, 0, 0, 0.25)',
  color: '#fff',
  fontSize: 14,
  verticalAlign: 'middle',
} as const;

export function UserMenu({ user, onSettings }: { user: UserInfo; onSettings: () => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { message } = useFeedback();
  const [switching, setSwitching] = useState(false);
  const switchUsed = useOpenedOnce(switching);

  const items: MenuProps['items'] = [
    {
      key: 'personal',
      label: <span data-testid="personal-center">个人中心</span>,
    },
    { key: 'password', label: <span data-testid="change-password">修改密码</span> },
    { key: 'switch', label: <span data-testid="switch-inst">切换机构</span> },
    { key: 'settings', label: <span data-testid="theme-settings">界面设置</span> },
    { key: 'lock', label: <span data-testid="lock-screen">锁屏</span> },
    { type: 'divider' },
    { key: 'logout', danger: true, label: <span data-testid="logout">退出登录</span> },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    switch (key) {
      case 'personal':
        navigate(PATHS.personalCenter);
        break;
      case 'password':
        navigate(PATHS.settingsChangePass);
        break;
      case 'switch':
        setSwitching(true);
        break;
      case 'settings':
        onSettings();
        break;
      case 'lock':
        void dispatch(lockScreen(`${location.pathname}${location.search}`));
        navigate(PATHS.locking);
        break;
      case 'logout':
        void dispatch(logOut()).then((outcome) => {
          if (outcome.ok) void message.success(outcome.message ?? '退出成功');
          else void message.error(outcome.message);
          // The guard takes the signed-out user to /login.
        });
        break;
    }
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <button
          type="button"
          data-testid="user-menu"
          aria-label="用户菜单"
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            background: 'transparent',
            border: 0,
            color: 'inherit',
            cursor: 'pointer',
            font: 'inherit',
          }}
        >
          <span style={AVATAR}>
            <UserOutlined />
          </span>
          <span data-testid="header-user-name">{user.realName || user.userName}</span>
          <DownOutlined style={{ fontSize: 10 }} />
        </button>
      </Dropdown>
      {switchUsed && (
        <Suspense fallback={null}>
          <SwitchInstModal
            open={switching}
            currentInstId={user.instId}
            onClose={() => setSwitching(false)}
            onSwitched={() => setSwitching(false)}
          />
        </Suspense>
      )}
    </>
  );
}
