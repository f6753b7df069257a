/**
 * The breadcrumb tabs (spec 2.5): home first and fixed, then the pages visited (the rules are
 * src/policy/tabs). A click navigates, the cross closes. src/app/persistence.ts keeps them in
 * session storage, so a reload of the same session keeps them; logout clears them.
 */
import { CloseOutlined, HomeOutlined } from '@ant-design/icons';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { usePageNaming } from '@/features/layout/use-page-name';
import { useRouterAddress } from '@/features/layout/use-router-address';
import { menuEntries } from '@/policy/menu-search';
import { pageRoute } from '@/policy/menu-lists';
import { closeTab, tabKey, tabPath } from '@/policy/tabs';
import { selectMenuTree } from '@/state/access-slice';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectTabs, tabsReplaced, tabVisited } from '@/state/tabs-slice';

const tabStyle = (active: boolean): React.CSSProperties => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '4px 10px',
  borderRadius: 4,
  border: `1px solid ${active ? 'var(--ant-color-primary, #1f4e9c)' : '#d9d9d9'}`,
  background: active ? 'var(--ant-color-primary, #1f4e9c)' : '#fff',
  color: active ? '#fff' : 'inherit',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  font: 'inherit',
  fontSize: 13,
});

/**
 * A button without its box, keeping the browser's focus ring (`all: unset` took it away, and
 * with it the only sign of where the keyboard is).
 */
const BARE_BUTTON = {
  background: 'none',
  border: 0,
  padding: 0,
  margin: 0,
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
} as const;

export function TabsBar() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const address = useRouterAddress();
  const tabs = useAppSelector(selectTabs);
  const tree = useAppSelector(selectMenuTree);
  const { name, provisional } = usePageNaming();
  const trails = useMemo(() => {
    const map = new Map<string, string>();
    for (const hit of menuEntries(tree ?? [])) map.set(pageRoute(hit.item), hit.trail.join(' / '));
    return map;
  }, [tree]);

  const current = tabKey(`${location.pathname}${location.hash}`);
  useEffect(() => {
    // A page the address has already left (the next one is being rendered) is not recorded:
    // closed while it was on its way, it would come back.
    const now = address();
    if (tabKey(`${now.pathname}${now.hash}`) !== current) return;
    dispatch(
      tabVisited({
        name,
        provisional,
        path: tabPath(location.pathname, location.search, location.hash),
        menuPath: trails.get(tabKey(location.pathname)) ?? '',
      }),
    );
  }, [
    dispatch,
    address,
    current,
    location.pathname,
    location.search,
    location.hash,
    name,
    provisional,
    trails,
  ]);

  const close = (path: string) => {
    // The page the user is on is the address's, a page still on its way included.
    const now = address();
    const { tabs: next, goTo } = closeTab(tabs, path, `${now.pathname}${now.hash}`);
    dispatch(tabsReplaced(next));
    if (goTo) navigate(goTo);
  };

  return (
    <nav
      data-testid="tabs-bar"
      aria-label="已打开的页面"
      style={{ display: 'flex', gap: 6, overflowX: 'auto', padding: '8px 0' }}
    >
      <button
        type="button"
        style={tabStyle(current === PATHS.home)}
        onClick={() => navigate(PATHS.home)}
        aria-current={current === PATHS.home ? 'page' : undefined}
      >
        <HomeOutlined /> 首页
      </button>
      {tabs.map((tab) => {
        const active = tabKey(tab.path) === current;
        return (
          <span key={tab.path} data-testid="tab-item" style={tabStyle(active)} title={tab.menuPath}>
            <button
              type="button"
              onClick={() => navigate(tab.path)}
              aria-current={active ? 'page' : undefined}
              style={BARE_BUTTON}
            >
              {tab.name}
            </button>
            <button
              type="button"
              aria-label={`关闭 ${tab.name}`}
              onClick={() => close(tab.path)}
              style={{ ...BARE_BUTTON, display: 'inline-flex' }}
            >
              <CloseOutlined style={{ fontSize: 10 }} />
            </button>
          </span>
        );
      })}
    </nav>
  );
}
