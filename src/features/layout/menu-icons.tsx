/** The icons of the top-level menu areas (spec 2.4 icon keys). */
import {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  CalculatorOutlined,
  CustomerServiceOutlined,
  DatabaseOutlined,
  FileProtectOutlined,
  FundOutlined,
  LineChartOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  SolutionOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { cloneElement, type ReactElement, type ReactNode } from 'react';
import type { MenuIconKey } from '@/config/menu-keys';

const ICONS: Record<MenuIconKey, ReactElement<{ 'aria-hidden'?: boolean }>> = {
  cpyy: <FundOutlined />,
  xsmj: <TeamOutlined />,
  tgwy: <BankOutlined />,
  zcdj: <ProfileOutlined />,
  gzhs: <CalculatorOutlined />,
  sfzx: <AccountBookOutlined />,
  supervision_report: <AuditOutlined />,
  sjfs: <DatabaseOutlined />,
  jxfx: <LineChartOutlined />,
  tzrpt: <SolutionOutlined />,
  dlqs: <FileProtectOutlined />,
  qtfw: <CustomerServiceOutlined />,
  tsfw: <SafetyCertificateOutlined />,
  zonghegl: <AppstoreOutlined />,
};

/**
 * The area's icon. Decorative: hidden from assistive technology, so a menu item is named by its
 * text ('首页'), not 'database 首页' (the icon's own aria-label).
 */
export function menuIcon(key: string | undefined): ReactNode {
  const icon = key && key in ICONS ? ICONS[key as MenuIconKey] : <AppstoreOutlined />;
  return cloneElement(icon, { 'aria-hidden': true });
}
