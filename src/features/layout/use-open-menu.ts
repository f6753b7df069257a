/**
 * Opening a menu entry (spec 2.4): resolved by src/policy/menu-link, then navigated to inside
 * the portal or opened in a new window once the server allows it; every click is tracked, and
 * the entry's permission key is kept as MENUKEY (spec 3) for the page that opens.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MenuItem } from '@/api/menu';
import { openCheckedExternal } from '@/components/open-checked-external';
import { appTracker } from '@/lib/app-tracker';
import { storeMenuKey } from '@/lib/browser-storage';
import { resolveMenuLink } from '@/policy/menu-link';
import { useAppSelector } from '@/state/hooks';
import { selectUser } from '@/state/session-slice';
import { selectSysConfig } from '@/state/sys-config-slice';
import { useFeedback } from '@/lib/feedback';

export function useOpenMenu(): (item: MenuItem) => void {
  const navigate = useNavigate();
  const { message } = useFeedback();
  const user = useAppSelector(selectUser);
  const config = useAppSelector(selectSysConfig);
  return useCallback(
    (item: MenuItem) => {
      const link = resolveMenuLink(item, {
        roleNames: user?.roleNames ?? [],
        config,
        now: Date.now(),
      });
      appTracker.menuClick(item.key, item.name, link.kind === 'internal' ? link.route : undefined);
      if (link.kind !== 'none') storeMenuKey(item.qxkey || item.key);
      if (link.kind === 'internal') navigate(link.to);
      else if (link.kind === 'external') {
        void openCheckedExternal(item.key, link.url, (text) => void message.warning(text));
      } else if (link.reason === 'admin-only') void message.warning('该功能仅限管理员使用');
      else if (link.reason === 'no-address') void message.warning('该服务地址未配置，请联系客服');
    },
    [config, message, navigate, user?.roleNames],
  );
}
