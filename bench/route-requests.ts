/**
 * How many requests of the build a route makes while it loads, read from Vite's manifest (pure):
 * its page (one, unless the route follows another in the same page), and every script and
 * stylesheet of its roots and of `fetched`, the modules it imports by import() while it loads
 * (at start, after the first render, when idle), each with its static imports. A route that
 * comes `after` another in the same page counts only the files that one has not fetched. The
 * API calls, images and fonts are the bench's to count (bench/network-bench.ts).
 */
import { routeFiles, type ChunkModules, type Manifest } from './route-chunks';

export interface RouteRequests {
  roots: string[];
  /** Modules the route fetches by import() while it loads */
  fetched?: string[];
  /** The route the page showed before (its files are in the browser's cache) */
  after?: string;
}

export function filesFetched(
  manifest: Manifest,
  routes: Readonly<Record<string, RouteRequests>>,
  route: string,
  modules: ChunkModules = {},
): Set<string> {
  const budget = routes[route];
  if (!budget) throw new Error(`no route ${route}`);
  const files = routeFiles(manifest, [...budget.roots, ...(budget.fetched ?? [])], modules);
  return new Set([...files.js, ...files.css]);
}

export function requestsOf(
  manifest: Manifest,
  routes: Readonly<Record<string, RouteRequests>>,
  route: string,
  modules: ChunkModules = {},
): number {
  const files = filesFetched(manifest, routes, route, modules);
  const before = routes[route]!.after;
  if (before === undefined) return files.size + 1;
  const cached = filesFetched(manifest, routes, before, modules);
  return [...files].filter((file) => !cached.has(file)).length;
}
