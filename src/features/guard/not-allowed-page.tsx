/** /error/405 (spec 2.1). */
import { ErrorPage } from '@/features/guard/error-page';

export default function NotAllowedPage() {
  return (
    <ErrorPage
      testId="page-405"
      status="warning"
      title="405"
      subTitle="抱歉，当前操作不被允许，请返回后重试"
      canGoBack
    />
  );
}
