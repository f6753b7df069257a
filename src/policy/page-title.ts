/**
 * Page titles (spec 2.2): the matched route titles, the most specific first, joined by ' - ',
 * then the system title; '404 - {system title}' when no route with a title matched. Paths under
 * /ds and /iservice keep the title their sub-application sets (`appTitle`, then the system
 * title): until it sets one the shell proposes one (the menu name) on arrival. A path containing tgwy is the
 * custody online-banking area and says so in its title.
 */

export const TGWY_AREA_TITLE = '托管网银';
export const NOT_FOUND_TITLE = '404';

export interface TitleInput {
  pathname: string;
  /** Titles of the matched routes, outermost first (as the router lists its matches). */
  routeTitles: readonly string[];
  systemTitle: string;
  /** The menu name of the page, when the menu knows the path. */
  menuName?: string | null;
  /** The title the mounted sub-application set for this path (setTitle), if any. */
  appTitle?: string | null;
}

export interface TitleDecision {
  title: string;
  /** 'sub-app': the mounted sub-application owns the title and may change it. */
  owner: 'shell' | 'sub-app';
}

const SUB_APP_OWNED = /^\/(ds|iservice)(\/|$)/;

export function isTgwyArea(pathname: string): boolean {
  return pathname.includes('tgwy');
}

export function decideTitle(input: TitleInput): TitleDecision {
  const owner = SUB_APP_OWNED.test(input.pathname) ? 'sub-app' : 'shell';
  const appTitle = input.appTitle?.trim();
  if (owner === 'sub-app' && appTitle) {
    return { title: `${appTitle} - ${input.systemTitle}`, owner };
  }
  const parts = [...input.routeTitles].reverse().filter((title) => title.trim() !== '');
  if (parts.length === 0) {
    return { title: `${NOT_FOUND_TITLE} - ${input.systemTitle}`, owner };
  }
  const page = input.menuName?.trim();
  if (page && !parts.includes(page)) parts.unshift(page);
  if (isTgwyArea(input.pathname) && !parts.includes(TGWY_AREA_TITLE)) {
    parts.splice(1, 0, TGWY_AREA_TITLE);
  }
  return { title: [...parts, input.systemTitle].join(' - '), owner };
}
