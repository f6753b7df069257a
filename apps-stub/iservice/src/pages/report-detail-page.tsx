/** /iservice/cpgl/glrbccxDetail/:id/:pdCode: shows both params and names its breadcrumb tab. */
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useCls, useStubHost } from '../../../kit/stub-context';
import { StubPage } from '../../../kit/stub-page';

export function ReportDetailPage() {
  const { send } = useStubHost();
  const cls = useCls();
  const { id = '', pdCode = '' } = useParams();
  useEffect(() => {
    send({ type: 'setBreadcrumbName', name: `报表详情 ${pdCode}` });
  }, [pdCode, send]);
  return (
    <StubPage fallbackName="管理人报表详情">
      <section className={cls('section')}>
        <p>
          报表 id：<span data-testid="stub-param-id">{id}</span>
        </p>
        <p>
          产品代码 pdCode：<span data-testid="stub-param-pdcode">{pdCode}</span>
        </p>
      </section>
    </StubPage>
  );
}
