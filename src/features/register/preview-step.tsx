/**
 * Step 3, preview, read-only: the organisation as the server holds it for this registration
 * (spec 7.7 GET user/queryInstitutionInfo: what user/affirmInstitutionInfo confirms, which the
 * form's copy may not be after a resume or a save in another tab) and the administrators
 * entered; confirming it calls user/affirmInstitutionInfo.
 */
import { Form } from 'antd';
import { useCallback, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { affirmInstitutionInfo, queryInstitutionInfo } from '@/api/register';
import type { DraftKey } from '@/api/register-token';
import { authMessage } from '@/api/auth-codes';
import { useClickGuard } from '@/components/use-click-guard';
import { useDraftLost } from './draft-lost';
import { LoadState } from './load-state';
import { draftKeyOf, type WizardData } from './register-model';
import { RegistrationSummary } from './registration-summary';
import { StepActions } from './step-actions';
import { StepNotice } from './step-notice';
import { useRegisterQuery } from './use-register-query';

function HeldSummary({ data, draft }: { data: WizardData; draft: DraftKey }) {
  const load = useCallback(() => queryInstitutionInfo(draft), [draft]);
  const held = useRegisterQuery(load);
  return (
    <>
      <LoadState loading={held.loading} error={held.error} onRetry={held.retry} />
      {held.data && <RegistrationSummary data={{ ...data, inst: held.data }} withFiles={false} />}
    </>
  );
}

export function PreviewStep({
  data,
  setData,
}: {
  data: WizardData;
  setData: Dispatch<SetStateAction<WizardData>>;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  const lost = useDraftLost();
  const { regId, draftToken } = data;
  const held = useMemo(() => draftKeyOf({ regId, draftToken }), [regId, draftToken]);

  const confirm = async () => {
    setServerError(null);
    const draft = draftKeyOf(data);
    if (!draft) {
      setData((d) => ({ ...d, step: 'inst' }));
      return;
    }
    const response = await affirmInstitutionInfo(draft);
    if (lost(response)) return false;
    if (!response || response.code !== 0) {
      setServerError(authMessage(response, '确认失败，请稍后重试'));
      // A refusal or a network failure frees the button for the next try at once.
      return false;
    }
    setData((d) => ({ ...d, step: 'upload' }));
    return true;
  };
  const { run, busy } = useClickGuard(confirm);

  return (
    <Form layout="vertical" onFinish={() => run()} data-testid="register-step-preview">
      <StepNotice
        text="请核对以下信息，确认无误后上传注册资料；如需修改，请返回上一步。"
        error={serverError}
      />
      {held ? (
        <HeldSummary data={data} draft={held} />
      ) : (
        <RegistrationSummary data={data} withFiles={false} />
      )}
      <StepActions
        busy={busy}
        onBack={() => setData((d) => ({ ...d, step: 'admin' }))}
        nextLabel="确认无误，下一步"
        nextTestId="register-preview-next"
      />
    </Form>
  );
}
