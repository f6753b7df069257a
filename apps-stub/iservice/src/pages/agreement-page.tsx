/**
 * /iservice/jxfxxy, the performance-analysis agreement (业绩分析服务协议, proType 6). Signing it
 * (prod/commonTgywSubmitService signMgrProtocol) lifts the shell's redirect of the performance
 * pages; the page then asks the shell to open /iservice/tzjx/jxfx.
 */
import type { MgrProtocolState } from '@contract';
import { useState } from 'react';
import { messageOf, SUCCESS_CODE, type StubApi } from '../../../kit/api';
import { LoadNotes } from '../../../kit/load-notes';
import { useCls, useStubHost } from '../../../kit/stub-context';
import { StubPage } from '../../../kit/stub-page';
import { useApiLoad } from '../../../kit/use-api-load';

export const PERFORMANCE_PROTOCOL = 6;
export const AFTER_SIGNING_PATH = '/iservice/tzjx/jxfx';

const loadProtocol = (api: StubApi, signal: AbortSignal) =>
  api.post<MgrProtocolState | null>(
    'prod/commonTgywQueryService',
    { serviceId: 'queryMgrProtocol', proType: PERFORMANCE_PROTOCOL },
    { json: true, signal },
  );

export function AgreementPage() {
  const { api, send } = useStubHost();
  const cls = useCls();
  const protocol = useApiLoad(loadProtocol);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const sign = async () => {
    setBusy(true);
    setError('');
    const answer = await api.post<MgrProtocolState>(
      'prod/commonTgywSubmitService',
      { serviceId: 'signMgrProtocol', proType: PERFORMANCE_PROTOCOL },
      { json: true },
    );
    setBusy(false);
    if (answer && answer.code === SUCCESS_CODE) {
      send({ type: 'navigate', path: AFTER_SIGNING_PATH });
    } else {
      setError(messageOf(answer, '签署失败'));
    }
  };

  const state = protocol.data;
  return (
    <StubPage fallbackName="业绩分析服务协议">
      <section className={cls('section')} aria-label="协议">
        <LoadNotes load={protocol} />
        {!protocol.loading && !protocol.error && !state && (
          <p className={cls('note')}>暂无需要签署的协议</p>
        )}
        {state && (
          <p data-testid="stub-agreement-state">
            {state.protocolName}：{state.signSt === 1 ? `已签署（${state.signedAt}）` : '未签署'}
          </p>
        )}
        <button
          type="button"
          className={cls('button')}
          data-testid="stub-agreement-sign"
          disabled={busy || state?.signSt !== 0}
          onClick={() => void sign()}
        >
          同意并签署
        </button>
        {error && (
          <p role="alert" className={cls('error')}>
            {error}
          </p>
        )}
      </section>
    </StubPage>
  );
}
