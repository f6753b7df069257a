/**
 * What ConfigProvider renders for `tooltip={{ unique: true }}` in the portal's build: its
 * children, as without the option (scripts/antd-narrow-imports.ts). The portal never sets it;
 * antd's own UniqueProvider would bring @rc-component/trigger, its portal and motion onto /login.
 */
import type { ReactNode } from 'react';

export default function UniqueProviderOff({ children }: { children?: ReactNode }) {
  console.warn('[antd] tooltip.unique is not part of this build: tooltips stay independent');
  return children;
}
