/**
 * Keeps the loading bar (spec 2.2) while the sub-application of the page is loading: a
 * navigation into /ds, /iservice or /tgypt shows the bar until the app has mounted (or failed,
 * when its area says so). Composed here because it joins the micro host's runtime and the
 * route progress.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { MICRO_APP_REGISTRATIONS } from '@/config/micro-apps';
import { microRuntime } from '@/features/micro/host-runtime';
import type { MicroRuntime } from '@/features/micro/micro-runtime';
import { routeProgress, type RouteProgress } from '@/lib/route-progress';
import { appUnderPath } from '@/policy/micro-entry';

export function SubappProgress({
  runtime = microRuntime,
  progress = routeProgress,
}: {
  runtime?: Pick<MicroRuntime, 'status' | 'subscribe'>;
  progress?: Pick<RouteProgress, 'hold'>;
}) {
  const { pathname } = useLocation();
  const app = appUnderPath(pathname, MICRO_APP_REGISTRATIONS);
  const loading = useSyncExternalStore(
    runtime.subscribe,
    () => app !== null && runtime.status(app).phase === 'loading',
  );
  useEffect(() => (loading ? progress.hold() : undefined), [loading, progress]);
  return null;
}
