/**
 * /iservice/cpgl/cpcsbg (产品参数变更): shows its `type` query; the settlement-day menu key opens
 * it with type=10 (结算日变更, spec 2.4).
 */
import { useSearchParams } from 'react-router-dom';
import { useCls } from '../../../kit/stub-context';
import { StubPage } from '../../../kit/stub-page';

export function ParamChangePage() {
  const cls = useCls();
  const [query] = useSearchParams();
  const type = query.get('type');
  return (
    <StubPage fallbackName="产品参数变更">
      <section className={cls('section')}>
        <p>
          变更类型 type：<span data-testid="stub-query-type">{type ?? '（无）'}</span>
          {type === '10' && '（结算日变更）'}
        </p>
      </section>
    </StubPage>
  );
}
