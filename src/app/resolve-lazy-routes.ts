/**
 * Hydrating a prerendered page needs the router to render that page at once, as the
 * build did, and not its loading fallback first: the lazy parts of the routes that match are
 * loaded beforehand and written into the route objects, as React Router's guide on lazy routes
 * and hydration describes. A router made from them afterwards starts initialised.
 */
import { matchRoutes, type RouteObject } from 'react-router-dom';

export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
