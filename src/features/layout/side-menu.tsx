/**
 * The side menu (spec 2.4, issue 5): built from user/queryMenu/v2, icons per area, accordion
 * mode (one area open at a time) when the settings ask for it, the page on screen selected and
 * its area opened.
 */
import { Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { buildMenuModel } from '@/features/layout/menu-items';
import { useOpenMenu } from '@/features/layout/use-open-menu';
import { stripTrailingSlash } from '@/policy/route-access';
import { selectMenuTree } from '@/state/access-slice';
import { useAppSelector } from '@/state/hooks';
import { selectTheme } from '@/state/theme-slice';

export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const tree = useAppSelector(selectMenuTree);
  const theme = useAppSelector(selectTheme);
  const { pathname } = useLocation();
  const openMenu = useOpenMenu();
  const model = useMemo(() => buildMenuModel(tree ?? []), [tree]);
  const selected = model.byRoute.get(stripTrailingSlash(pathname));
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  const [arrivedAt, setArrivedAt] = useState<string | undefined>(undefined);

  // The area of the page on screen opens when the user arrives on it (adjusted while
  // rendering, React's pattern for state that follows a prop).
  if (selected !== arrivedAt) {
    setArrivedAt(selected);
    if (selected) {
      const above = model.parents.get(selected) ?? [];
      setOpenKeys(theme.accordion ? above : Array.from(new Set([...openKeys, ...above])));
    }
  }

  const onOpenChange: MenuProps['onOpenChange'] = (keys) => {
    if (!theme.accordion) return setOpenKeys(keys);
    const opened = keys.find((key) => !openKeys.includes(key));
    if (!opened) return setOpenKeys(keys);
    // Accordion: the newly opened submenu and its own parents only.
    setOpenKeys([...(model.parents.get(opened) ?? []), opened]);
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
      style={{ background: 'transparent', borderInlineEnd: 0 }}
    />
  );
}
