/**
 * The side menu (spec 2.4): built from user/queryMenu/v2, icons per area, accordion
 * mode (one area open at a time) when the settings ask for it, the page on screen selected and
 * its area opened.
 */
import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { buildMenuModel } from '@/features/layout/menu-items';
import { useOpenMenu } from '@/features/layout/use-open-menu';
import { stripTrailingSlash } from '@/policy/route-access';
import { selectMenuTree } from '@/state/access-slice';
import { useAppSelector } from '@/state/hooks';
import { selectTheme } from '@/state/theme-slice';

/**
 * Areas open and close at once, without antd's height motion. With it, every open slid the menu
 * for 0.2 to 0.5 s: in accordion mode the area closing above (首页, open after sign-in) pulled
 * the menu up under the pointer, and the items of the opening area grew out of a clipped list. A
 * click in that time was pressed on one element and released on another, so the browser sent
 * its click to their common parent and the menu neither opened nor navigated.
 */
const NO_MOTION: MenuProps['motion'] = {
  motionAppear: false,
  motionEnter: false,
  motionLeave: false,
};

/**
 * The open areas; `chosenFor`: the route of the page that was on its way (address changed, page
 * not yet shown) when the user chose them.
 */
interface OpenAreas {
  keys: string[];
  chosenFor?: string;
}

export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const tree = useAppSelector(selectMenuTree);
  const theme = useAppSelector(selectTheme);
  const { pathname } = useLocation();
  const openMenu = useOpenMenu();
  const model = useMemo(() => buildMenuModel(tree ?? []), [tree]);
  const route = stripTrailingSlash(pathname);
  const selected = model.byRoute.get(route);
  const [open, setOpen] = useState<OpenAreas>({ keys: [] });
  const openKeys = open.keys;
  const [shown, setShown] = useState<{ route?: string; selected?: string }>({});

  // The router changes the address at once but renders the new page in a transition, up to a
  // few hundred milliseconds later; the menu stays clickable meanwhile. Whether the address
  // follows this router (a browser history, not a memory one) is checked on each page shown.
  const addressFollows = useRef(false);
  useEffect(() => {
    addressFollows.current = stripTrailingSlash(window.location.pathname) === route;
  }, [route]);

  // The area of the page on screen opens when the user arrives on it (adjusted while
  // rendering, React's pattern for state that follows a prop), unless the user opened and
  // closed areas while that page was on its way: their choice came later and stands.
  if (route !== shown.route || selected !== shown.selected) {
    setShown({ route, selected });
    if (open.chosenFor === route) {
      setOpen({ keys: openKeys });
    } else if (selected && selected !== shown.selected) {
      const above = model.parents.get(selected) ?? [];
      setOpen({
        keys: theme.accordion ? above : Array.from(new Set([...openKeys, ...above])),
      });
    } else if (open.chosenFor !== undefined) {
      setOpen({ keys: openKeys });
    }
  }

  const choose = (keys: string[]) => {
    const address = stripTrailingSlash(window.location.pathname);
    const onItsWay = addressFollows.current && address !== route;
    setOpen({ keys, chosenFor: onItsWay ? address : undefined });
  };

  const onOpenChange: MenuProps['onOpenChange'] = (keys) => {
    if (!theme.accordion) return choose(keys);
    const opened = keys.find((key) => !openKeys.includes(key));
    if (!opened) return choose(keys);
    // Accordion: the newly opened submenu and its own parents only.
    choose([...(model.parents.get(opened) ?? []), opened]);
  };

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const entry = model.entries.get(key);
    if (entry) openMenu(entry);
  };

  return (
    <Menu
      data-testid="side-menu"
      mode="inline"
      theme="dark"
      items={model.items}
      selectedKeys={selected ? [selected] : []}
      openKeys={collapsed ? undefined : openKeys}
      onOpenChange={onOpenChange}
      onClick={onClick}
      motion={NO_MOTION}
      style={{ background: 'transparent', borderInlineEnd: 0 }}
    />
  );
}
