/**
 * Renders the decision of src/policy/canonical-path: an address in its one spelling renders
 * its children; any other spelling is replaced by that one (query, hash and state kept) before
 * anything below decides or mounts; an address that cannot be made canonical goes to 404. The
 * route guard puts it above everything with the shell's own spellings; the page gate again with
 * the user's menu routes once they are in.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { canonicalPath, type KnownRoutes } from '@/policy/canonical-path';
import { STATIC_KNOWN } from '@/policy/known-routes';

export function CanonicalGate({
  known = STATIC_KNOWN,
  children,
}: {
  known?: KnownRoutes;
  children: ReactNode;
}) {
  const { pathname, search, hash, state } = useLocation();
  const canonical = canonicalPath(pathname, known);
  if (canonical === null) return <Navigate to={PATHS.error404} replace />;
  if (canonical !== pathname) {
    return <Navigate to={{ pathname: canonical, search, hash }} replace state={state} />;
  }
  return children;
}
