/**
 * 常用菜单 (spec 1, 7.2): the user's common menus (sys/queryCommonMenu), each opening its page
 * within the portal (an external address in a new window, http(s) only), and a link to menuSet
 * to choose them.
 */
import { SettingOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import type { CommonMenu } from '@/api/menu';
import { PATHS } from '@/config/paths';
import { safeExternal } from '@/policy/menu-link';
import { useSectionLoad } from '@/state/load-state';
import { useCommonMenuQuery } from './home-api';
import { HomeSectionCard, SectionBody } from './home-section';

export function CommonMenuSection() {
  const navigate = useNavigate();
  const load = useSectionLoad(useCommonMenuQuery());
  const open = (menu: CommonMenu) => {
    if (/^https?:/i.test(menu.route)) {
      const url = safeExternal(menu.route);
      if (url) window.open(url, '_blank', 'noopener,noreferrer');
      return;
    }
    if (menu.route.startsWith('/')) void navigate(menu.route);
  };
  return (
    <HomeSectionCard
      id="commonMenu"
      title="常用菜单"
      extra={
        <Link to={PATHS.menuSet} data-testid="common-menu-settings">
          <SettingOutlined /> 设置
        </Link>
      }
    >
      <SectionBody
        load={load}
        failedTitle="常用菜单加载失败"
        emptyText="暂无常用菜单，请点击“设置”添加"
      >
        {(menus) => (
          <Flex wrap gap={8}>
            {menus.map((menu) => (
              <Button key={menu.key} data-testid="common-menu-item" onClick={() => open(menu)}>
                {menu.name}
              </Button>
            ))}
          </Flex>
        )}
      </SectionBody>
    </HomeSectionCard>
  );
}
