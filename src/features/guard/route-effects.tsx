/**
 * What every navigation does (spec 2.2, 9): scroll to the top, show a loading bar from the
 * navigation until its page is on screen (a lazy page's download, the page's render, a
 * sub-application still loading: src/lib/route-progress.ts), set the page title, and feed the tracker (page views; the system config and the
 * user as they change; the page's scroll depth, spec 9).
 */
import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { useLocation, useMatches, useNavigation } from 'react-router-dom';
import { handleTitle } from '@/lib/route-handle';
import { appScrollDepth, appTracker } from '@/lib/app-tracker';
import { routeProgress } from '@/lib/route-progress';
import { watchWindowScroll } from '@/lib/scroll-tracking';
import { getToken } from '@/lib/token-cookie';
import { lookup } from '@/policy/page-access';
import { decideTitle } from '@/policy/page-title';
import { tabKey } from '@/policy/tabs';
import { selectAccessData } from '@/state/access-slice';
import { selectPageTitleFor } from '@/state/chrome-slice';
import { useAppSelector } from '@/state/hooks';
import { selectUser } from '@/state/session-slice';
import {
  selectSysConfig,
  selectSysConfigStatus,
  selectSystemTitle,
} from '@/state/sys-config-slice';

/** The bar of the navigation `key`: from its commit until its page has been painted. */
function useNavigationProgress(key: string): boolean {
  useLayoutEffect(() => routeProgress.begin(key), [key]);
  useEffect(() => {
    const frame = requestAnimationFrame(() => routeProgress.shown(key));
    return () => cancelAnimationFrame(frame);
  }, [key]);
  // No bar in the prerendered login page (the server snapshot).
  return useSyncExternalStore(routeProgress.subscribe, routeProgress.visible, () => false);
}

export function RouteEffects() {
  const location = useLocation();
  const matches = useMatches();
  const navigation = useNavigation();
  const systemTitle = useAppSelector(selectSystemTitle);
  const config = useAppSelector(selectSysConfig);
  const configStatus = useAppSelector(selectSysConfigStatus);
  const user = useAppSelector(selectUser);
  const access = useAppSelector(selectAccessData);

  const routeTitles = matches.map((match) => handleTitle(match.handle));
  const menuName = access ? (lookup(access.lists.white, location.pathname)?.name ?? null) : null;
  // The page's title (a hash router's route is a page of its own: src/policy/tabs tabKey).
  const appTitle = useAppSelector((state) =>
    selectPageTitleFor(state, tabKey(`${location.pathname}${location.hash}`)),
  );
  const { title } = decideTitle({
    pathname: location.pathname,
    routeTitles,
    systemTitle,
    menuName,
    appTitle,
  });

  // Scroll tracking: the page's scroll depth counts for the page shown (spec 9).
  useEffect(() => watchWindowScroll(window, appScrollDepth), []);
  useEffect(() => {
    appScrollDepth.enter(`${location.pathname}${location.search}`);
  }, [location.pathname, location.search]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.key]);

  const progressing = useNavigationProgress(location.key);

  // Under /ds and /iservice the title the sub-application set wins (decideTitle).
  useEffect(() => {
    document.title = title;
  }, [title, location.key]);

  useEffect(() => {
    if (configStatus === 'ready') appTracker.configure(config);
    if (configStatus === 'failed') appTracker.configure(null);
  }, [config, configStatus]);

  useEffect(() => {
    appTracker.identify(user);
  }, [user]);

  // After a reload the user arrives after the first render: the page view waits for it.
  const identified = user !== null || !getToken();
  useEffect(() => {
    if (identified) appTracker.pageView(`${location.pathname}${location.search}`, document.title);
  }, [identified, location.pathname, location.search]);

  if (navigation.state === 'idle' && !progressing) return null;
  return (
    <div
      className="route-progress"
      data-testid="route-progress"
      role="progressbar"
      aria-label="页面加载中"
    />
  );
}
