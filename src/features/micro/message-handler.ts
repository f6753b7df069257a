/**
 * What the shell does with a sub-application's message (contract messages.ts).
 * Anything isSubAppMessage rejects is dropped with a console warning. The page chrome (title,
 * breadcrumb name, step mode on) only follows the app whose base the page is under, so an app
 * that is leaving cannot rename the next page. Idempotent: React's StrictMode runs a stub's
 * effects twice in development, so the same navigate within a second is done once and a tips
 * refresh already under way is not started again.
 */
import { isSubAppMessage, type SubAppName } from '@contract';
import { MICRO_APP_REGISTRATIONS } from '@/config/micro-apps';
import { appUnderPath } from '@/policy/micro-entry';
import { stripTrailingSlash } from '@/policy/route-access';
import { tabKey } from '@/policy/tabs';
import { refreshTips } from '@/state/access-thunks';
import { breadcrumbNameSet, pageTitleSet, stepModeChanged } from '@/state/chrome-slice';
import type { AppDispatch } from '@/state/hooks';

/** The same navigate message again within this time is the same request (StrictMode). */
export const NAVIGATE_DEDUP_MS = 1_000;

export interface MessageDeps {
  dispatch: AppDispatch;
  /** The data router's navigate: through the shell's guard */
  navigate: (to: string, options: { replace?: boolean }) => void;
  /** The pathname on screen */
  pathname: () => string;
  /** The hash on screen (a hash router's route names a page of its own); window's by default */
  hash?: () => string;
  now: () => number;
}

export type HandledAs = 'done' | 'ignored' | 'invalid';

export function createMessageHandler(deps: MessageDeps) {
  let lastNavigate: { key: string; at: number } | null = null;
  let tipsRefresh: Promise<unknown> | null = null;

  return function handle(message: unknown, app: SubAppName): HandledAs {
    if (!isSubAppMessage(message)) {
      console.warn(`[micro] ${app} 发送了无效消息，已忽略`, message);
      return 'invalid';
    }
    const path = stripTrailingSlash(deps.pathname());
    // The page the title and breadcrumb name belong to: the path with a hash router's route.
    const page = tabKey(`${path}${deps.hash ? deps.hash() : window.location.hash}`);
    const onScreen = appUnderPath(path, MICRO_APP_REGISTRATIONS) === app;
    switch (message.type) {
      case 'navigate': {
        const key = `${message.path}|${message.replace ? 'r' : 'p'}`;
        const now = deps.now();
        if (lastNavigate?.key === key && now - lastNavigate.at < NAVIGATE_DEDUP_MS)
          return 'ignored';
        lastNavigate = { key, at: now };
        deps.navigate(message.path, { replace: message.replace === true });
        return 'done';
      }
      case 'refreshTips': {
        if (tipsRefresh) return 'ignored';
        tipsRefresh = deps.dispatch(refreshTips()).finally(() => {
          tipsRefresh = null;
        });
        return 'done';
      }
      case 'setTitle': {
        if (!onScreen) return 'ignored';
        // The header shows it; under /ds and /iservice it is also the document title (spec
        // 2.2, decided by src/policy/page-title.ts in the route effects).
        deps.dispatch(pageTitleSet({ path: page, title: message.title }));
        return 'done';
      }
      case 'setBreadcrumbName': {
        if (!onScreen) return 'ignored';
        deps.dispatch(breadcrumbNameSet({ path: page, name: message.name }));
        return 'done';
      }
      case 'stepMode': {
        // Off is always allowed: a step page that leaves turns it off on its way out.
        if (message.on && !onScreen) return 'ignored';
        deps.dispatch(stepModeChanged({ path, on: message.on }));
        return 'done';
      }
    }
  };
}
