/**
 * /error/403 (spec 2.2, 8): 'you have no permission to that page'. The guard opens it with the
 * noGoBack flag (no 返回上一页: going back would only return here); in development and mock
 * builds it names the rule that forbade the page, for QA.
 */
import { Typography } from 'antd';
import { useLocation } from 'react-router-dom';
import { env } from '@/config/env';
import { ErrorPage } from '@/features/guard/error-page';
import { readForbiddenState } from '@/features/guard/forbidden-state';

export default function ForbiddenPage() {
  const state = readForbiddenState(useLocation().state);
  return (
    <ErrorPage
      testId="page-403"
      status="403"
      title="403"
      subTitle="抱歉，您没有访问该页面的权限"
      canGoBack={!state.noGoBack}
    >
      {env.diagnostics && state.rule && (
        <Typography.Paragraph type="secondary" data-testid="page-403-rule">
          规则：{state.rule}
          {state.from && `（${state.from}）`}
        </Typography.Paragraph>
      )}
    </ErrorPage>
  );
}
