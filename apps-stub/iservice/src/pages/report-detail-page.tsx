/** /iservice/cpgl/glrbccxDetail/:id/:pdCode: shows both params and names its breadcrumb tab. */
import { useParams } from 'react-router-dom';
import { RouteParams } from '../../../kit/route-params';
import { StubPage } from '../../../kit/stub-page';
import { useBreadcrumbName } from '../../../kit/use-breadcrumb-name';

export function ReportDetailPage() {
  const { id = '', pdCode = '' } = useParams();
  useBreadcrumbName(`报表详情 ${pdCode}`);
  return (
    <StubPage fallbackName="管理人报表详情">
      <RouteParams
        params={[
          ['报表 id', 'stub-param-id', id],
          ['产品代码 pdCode', 'stub-param-pdcode', pdCode],
        ]}
      />
    </StubPage>
  );
}
