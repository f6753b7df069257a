/**
 * Whether the browser may hydrate a page prerendered at build time (scripts/
 * prerender-login.ts) or must throw its markup away and render afresh. The build renders a first
 * visit: nobody signed in. The markup is kept only on the path it was rendered for, exactly, and
 * for a visitor the guard leaves there: someone signed in is sent on from /login, so their first
 * render would not match it.
 */
import { isPublicPath } from './route-access';

export interface HydrateInput {
  /** The path the markup in #portal-root was rendered for (its data-prerendered), if any. */
  prerendered: string | undefined;
  pathname: string;
  /** A session token exists. */
  signedIn: boolean;
}

export function mayHydrate({ prerendered, pathname, signedIn }: HydrateInput): boolean {
  return Boolean(prerendered) && prerendered === pathname && !signedIn && isPublicPath(pathname);
}
