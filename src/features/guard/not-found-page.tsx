/** Any unknown path, and /error/404 (spec 2.1): the 'page lost' page. */
import { ErrorPage } from '@/features/guard/error-page';

export default function NotFoundPage() {
  return (
    <ErrorPage testId="page-404" status="404" title="404" subTitle="抱歉，页面丢失了" canGoBack />
  );
}
