/**
 * /iservice/tgtj/tjtsh, the notice letters (投资监督提示函) of the institution. Confirming a
 * pending letter (prod/confirmNotice) asks the shell to refresh the tips flags, which lifts the
 * shell's redirect to this page once no mandatory letter is pending.
 */
import type { NoticeLetter } from '@contract';
import { useState } from 'react';
import { messageOf, SUCCESS_CODE, type StubApi } from '../../../kit/api';
import { LoadNotes } from '../../../kit/load-notes';
import { useCls, useStubHost } from '../../../kit/stub-context';
import { StubPage } from '../../../kit/stub-page';
import { useApiLoad } from '../../../kit/use-api-load';

const loadLetters = (api: StubApi, signal: AbortSignal) =>
  api.get<NoticeLetter[]>('prod/queryConfirmNoticeList', {}, { signal });

export function LetterPage() {
  const { api, send } = useStubHost();
  const cls = useCls();
  const [reloadKey, setReloadKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const letters = useApiLoad(loadLetters, reloadKey);

  const confirm = async (noticeId: string) => {
    setBusy(true);
    const answer = await api.post<NoticeLetter>('prod/confirmNotice', { noticeId });
    setBusy(false);
    if (answer && answer.code === SUCCESS_CODE) {
      setResult({ ok: true, text: messageOf(answer, '确认成功') });
      send({ type: 'refreshTips' });
      setReloadKey((k) => k + 1);
    } else {
      setResult({ ok: false, text: messageOf(answer, '确认失败') });
    }
  };

  return (
    <StubPage fallbackName="投资监督提示函">
      <section className={cls('section')} aria-label="提示函列表">
        <LoadNotes load={letters} />
        {letters.data?.length === 0 && <p className={cls('note')}>暂无提示函</p>}
        <ul className={cls('list')}>
          {letters.data?.map((letter) => (
            <li key={letter.noticeId} data-testid="stub-letter" data-notice-id={letter.noticeId}>
              <strong>{letter.title}</strong>（{letter.issuedAt}）
              {letter.confirmed ? (
                <span className={cls('ok')}> 已确认 {letter.confirmedAt}</span>
              ) : (
                <button
                  type="button"
                  className={cls('button')}
                  data-testid="stub-letter-confirm"
                  disabled={busy}
                  onClick={() => void confirm(letter.noticeId)}
                >
                  确认已阅读
                </button>
              )}
            </li>
          ))}
        </ul>
        {result && (
          <p role="status" className={cls(result.ok ? 'ok' : 'error')}>
            {result.text}
          </p>
        )}
      </section>
    </StubPage>
  );
}
