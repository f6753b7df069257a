/** /iservice/cpgl/viewDetail/:id: shows its id and names its breadcrumb tab after it. */
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useCls, useStubHost } from '../../../kit/stub-context';
import { StubPage } from '../../../kit/stub-page';

export function ProductDetailPage() {
  const { send } = useStubHost();
  const cls = useCls();
  const { id = '' } = useParams();
  useEffect(() => {
    send({ type: 'setBreadcrumbName', name: `产品详情 ${id}` });
  }, [id, send]);
  return (
    <StubPage fallbackName="产品详情">
      <section className={cls('section')}>
        <p>
          产品编号 id：<span data-testid="stub-param-id">{id}</span>
        </p>
      </section>
    </StubPage>
  );
}
