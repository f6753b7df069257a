/** iservice (在线服务平台): purpose-built pages, and the generic stub page for every other path. */
import type { RouteObject } from 'react-router-dom';
import { defineStubApp } from '../../kit/define-stub-app';
import { StubPage } from '../../kit/stub-page';
import { AdminPage } from './pages/admin-page';
import { AgreementPage } from './pages/agreement-page';
import { ClearStatPage } from './pages/clear-stat-page';
import { FeeLedgerPage } from './pages/fee-ledger-page';
import { I9ConfirmPage } from './pages/i9-confirm-page';
import { LetterPage } from './pages/letter-page';
import { ManagerAccountPage } from './pages/manager-account-page';
import { NavDisclosurePage } from './pages/nav-disclosure-page';
import { NavSeriesPage } from './pages/nav-series-page';
import { ParamChangePage } from './pages/param-change-page';
import { PeriodicReportsPage } from './pages/periodic-reports-page';
import { ProductDetailPage } from './pages/product-detail-page';
import { ReportDetailPage } from './pages/report-detail-page';
import { ReportSubmissionsPage } from './pages/report-submissions-page';
import { ReportTypesPage } from './pages/report-types-page';
import { StepPage } from './pages/step-page';
import { TemplatePage } from './pages/template-page';
import { ValuationStatusPage } from './pages/valuation-status-page';

/** The five system-admin pages (route paths inside the app). */
export const ADMIN_PAGE_PATHS = [
  'xtgl/xtglywh',
  'xtgl/ptyhwh',
  'xtgl/cpqxsq',
  'xtgl/ptgnsq',
  'xtgl/tgwysqssc',
];

export const iserviceRoutes: RouteObject[] = [
  { path: 'tgtj/tjtsh', Component: LetterPage },
  { path: 'jxfxxy', Component: AgreementPage },
  { path: 'cpgl/cpfx', Component: StepPage },
  { path: 'cpgl/glrzhwh', Component: ManagerAccountPage },
  { path: 'cpgl/cpcsbg', Component: ParamChangePage },
  { path: 'cpgl/viewDetail/:id', Component: ProductDetailPage },
  { path: 'cpgl/glrbccxDetail/:id/:pdCode', Component: ReportDetailPage },
  { path: 'xxpl/xxplbs', Component: ReportSubmissionsPage },
  { path: 'dlqs/qsjgcx', Component: ClearStatPage },
  { path: 'gzhs/xjrgjxgkjzzgzffqr', Component: I9ConfirmPage },
  { path: 'gzhs/jzpl', Component: NavDisclosurePage },
  { path: 'gzhs/gzbcx', Component: ValuationStatusPage },
  { path: 'xxpl/dqbg', Component: PeriodicReportsPage },
  { path: 'cpgl/cpzs', Component: NavSeriesPage },
  { path: 'fygzbg/glftz', Component: FeeLedgerPage },
  { path: 'htgl/htmbgl', Component: TemplatePage },
  { path: 'cpgl/glrbccx', Component: ReportTypesPage },
  ...ADMIN_PAGE_PATHS.map((path) => ({ path, Component: AdminPage })),
  { path: '*', Component: StubPage },
];

export const stubApp = defineStubApp({ app: 'iservice', routes: iserviceRoutes });
