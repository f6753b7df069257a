/** The maintenance page (spec 8: system upgrade in progress). */
import { ErrorPage } from '@/features/guard/error-page';

export default function MaintenancePage() {
  return (
    <ErrorPage
      testId="page-maintenance"
      status="info"
      title="系统升级中"
      subTitle="系统正在升级维护，请稍后再访问。如有疑问请致电客服 95548-3。"
    />
  );
}
