/**
 * The name of the page on screen, as the tabs and the page header show it (the rules are
 * src/policy/tab-name): the sub-application's breadcrumb name, the menu's name (with the
 * toTabName tab), the sub-application's title, the area's name with the path, the route's title.
 */
import { useLocation, useMatches } from 'react-router-dom';
import { MICRO_APP_REGISTRATIONS } from '@/config/micro-apps';
import { handleTitle } from '@/lib/route-handle';
import { isUnderBase } from '@/policy/micro-entry';
import { lookup } from '@/policy/page-access';
import { stripTrailingSlash } from '@/policy/route-access';
import { routeHash, tabKey } from '@/policy/tabs';
import { decideTabName, menuTabNameOf, type TabName } from '@/policy/tab-name';
import { selectAccessData } from '@/state/access-slice';
import { selectBreadcrumbNameFor, selectPageTitleFor } from '@/state/chrome-slice';
import { useAppSelector } from '@/state/hooks';

/** The name, and whether it is only the fallback (an open tab keeps its name then). */
export function usePageNaming(): TabName {
  const { pathname, search, hash } = useLocation();
  const path = stripTrailingSlash(pathname);
  // The page: the names a sub-application sends are kept under it (message-handler.ts).
  const page = tabKey(`${pathname}${hash}`);
  const matches = useMatches();
  const access = useAppSelector(selectAccessData);
  const appName = useAppSelector((state) => selectBreadcrumbNameFor(state, page));
  const appTitle = useAppSelector((state) => selectPageTitleFor(state, page));
  const titles = matches.map((match) => handleTitle(match.handle)).filter(Boolean);
  return decideTabName({
    pathname: path,
    routeHash: routeHash(path, hash),
    appName,
    menuName: access ? lookup(access.lists.white, pathname)?.name : null,
    menuTabName: menuTabNameOf(access?.menu, pathname, search),
    appTitle,
    appBase: MICRO_APP_REGISTRATIONS.find((app) => isUnderBase(path, app.activeRule))?.activeRule,
    routeTitle: titles[titles.length - 1],
  });
}

export function usePageName(): string {
  return usePageNaming().name;
}
