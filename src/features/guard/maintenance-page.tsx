/** The maintenance page (spec 8: system upgrade in progress), with the service phone (spec 9). */
import { SERVICE_PHONE } from '@/config/spec-limits';
import { ErrorPage } from '@/features/guard/error-page';

export default function MaintenancePage() {
  return (
    <ErrorPage
      testId="page-maintenance"
      status="info"
      title="系统升级中"
      subTitle={`系统正在升级维护，请稍后再访问。如有疑问请致电客服 ${SERVICE_PHONE}。`}
    />
  );
}
