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
import type { ReactNode } from 'react';
import type { MenuIconKey } from '@/config/menu-keys';

const ICONS: Record<MenuIconKey, ReactNode> = {
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

export function menuIcon(key: string | undefined): ReactNode {
  return key && key in ICONS ? ICONS[key as MenuIconKey] : <AppstoreOutlined />;
}
