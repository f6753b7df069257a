/**
 * The page chrome on every page of the layout (spec 2.6): Back (one history step, or a back
 * event to the sub-application in step mode), the page title, the Business Description button
 * (hidden for gmtgsx + 内部员工) and the Help Center drop-down whose 'consult me' opens the chat.
 */
import { ArrowLeftOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SERVICE_GUIDE_URL } from '@/config/menu-keys';
import { PATHS } from '@/config/paths';
import { SERVICE_PHONE } from '@/config/spec-limits';
import { useHistoryDepth } from '@/features/layout/use-history-depth';
import { useOpenedOnce } from '@/features/layout/use-opened-once';
import { usePageName } from '@/features/layout/use-page-name';
import { decideBack } from '@/policy/history-depth';
import { hidesBusinessDescription } from '@/policy/roles';
import { stripTrailingSlash } from '@/policy/route-access';
import { tabKey } from '@/policy/tabs';
import { chatOpened } from '@/state/chat-slice';
import { backRequested, selectPageTitleFor, selectStepModePath } from '@/state/chrome-slice';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectUser } from '@/state/session-slice';
import { PlainTitle } from '@/components/lookalikes/plain-typography';

/** The business description modal (steps, tabs): loaded when first opened. */
const BusinessDescription = lazy(async () => ({
  default: (await import('@/features/layout/business-description')).BusinessDescription,
}));

export function PageHeader() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useAppSelector(selectUser);
  const path = stripTrailingSlash(location.pathname);
  const stepMode = useAppSelector(selectStepModePath) === path;
  const appTitle = useAppSelector((state) =>
    selectPageTitleFor(state, tabKey(`${location.pathname}${location.hash}`)),
  );
  const name = usePageName();
  const [describing, setDescribing] = useState(false);
  const describedOnce = useOpenedOnce(describing);
  const historyDepth = useHistoryDepth();
  const showDescription = !hidesBusinessDescription(user?.roleNames ?? [], user?.instRoles ?? []);

  const back = () => {
    const action = decideBack({ stepMode, depth: historyDepth() });
    if (action === 'step') dispatch(backRequested());
    else if (action === 'history') void navigate(-1);
    // The first page of this tab: nothing to go back to inside the portal.
    else void navigate(PATHS.home);
  };

  const helpItems: MenuProps['items'] = [
    { key: 'consult', label: <span data-testid="consult-me">咨询我</span> },
    { key: 'guide', label: '服务指南' },
    { type: 'divider' },
    { key: 'phone', label: `客服热线 ${SERVICE_PHONE}`, disabled: true },
  ];
  const onHelp: MenuProps['onClick'] = ({ key }) => {
    if (key === 'consult') dispatch(chatOpened());
    if (key === 'guide') window.open(SERVICE_GUIDE_URL, '_blank', 'noopener,noreferrer');
  };

  return (
    <header
      data-testid="page-header"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        padding: '8px 16px',
        marginBottom: 12,
        background: '#fff',
        borderRadius: 6,
      }}
    >
      <Button
        data-testid="page-back"
        icon={<ArrowLeftOutlined />}
        onClick={back}
        aria-label={stepMode ? '上一步' : '返回'}
      >
        {stepMode ? '上一步' : '返回'}
      </Button>
      <PlainTitle
        level={5}
        data-testid="page-title"
        style={{ margin: 0, flex: 1, minWidth: 0 }}
        ellipsis
      >
        {appTitle ?? name}
      </PlainTitle>
      {showDescription && (
        <Button data-testid="biz-desc-button" onClick={() => setDescribing(true)}>
          业务说明
        </Button>
      )}
      <Dropdown menu={{ items: helpItems, onClick: onHelp }} trigger={['click']} autoFocus>
        <Button data-testid="help-center" icon={<QuestionCircleOutlined />}>
          帮助中心
        </Button>
      </Dropdown>
      {showDescription && describedOnce && (
        <Suspense fallback={null}>
          <BusinessDescription
            open={describing}
            route={path}
            onClose={() => setDescribing(false)}
          />
        </Suspense>
      )}
    </header>
  );
}
