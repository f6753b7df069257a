/**
 * The name of the page on screen, as the tabs and the page header show it: what the
 * sub-application set, else the menu's name for the path, else the route's title.
 */
import { useMatches } from 'react-router-dom';
import { handleTitle } from '@/lib/route-handle';
import { lookup } from '@/policy/page-access';
import { selectAccessData } from '@/state/access-slice';
import { selectBreadcrumbNameFor } from '@/state/chrome-slice';
import { useAppSelector } from '@/state/hooks';

export function usePageName(pathname: string): string {
  const matches = useMatches();
  const access = useAppSelector(selectAccessData);
  const fromApp = useAppSelector((state) => selectBreadcrumbNameFor(state, pathname));
  const fromMenu = access ? lookup(access.lists.white, pathname)?.name : undefined;
  const titles = matches.map((match) => handleTitle(match.handle)).filter(Boolean);
  return fromApp ?? fromMenu ?? titles[titles.length - 1] ?? '页面';
}
