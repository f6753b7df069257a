/**
 * Step 5, confirm before submit: everything, files included, read-only; then
 * user/confirmCommitRegister → "注册信息已提交，正在审核中" and on to the questionnaire.
 */
import { Form } from 'antd';
import { useState, type Dispatch, type SetStateAction } from 'react';
import { confirmCommitRegister } from '@/api/register';
import { authMessage } from '@/api/auth-codes';
import { useClickGuard } from '@/components/use-click-guard';
import { useDraftLost } from './draft-lost';
import { draftKeyOf, type WizardData } from './register-model';
import { RegistrationSummary } from './registration-summary';
import { StepActions } from './step-actions';
import { StepNotice } from './step-notice';
import { useFeedback } from '@/lib/feedback';

export const SUBMITTED_MESSAGE = '注册信息已提交，正在审核中';

export function ConfirmStep({
  data,
  setData,
}: {
  data: WizardData;
  setData: Dispatch<SetStateAction<WizardData>>;
}) {
  const { message } = useFeedback();
  const lost = useDraftLost();
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = async () => {
    setServerError(null);
    const draft = draftKeyOf(data);
    if (!draft) return false;
    const response = await confirmCommitRegister(draft);
    if (lost(response)) return false;
    if (!response || response.code !== 0) {
      setServerError(authMessage(response, '提交失败，请稍后重试'));
      // A refusal or a network failure frees the button for the next try at once.
      return false;
    }
    void message.success(response.message || SUBMITTED_MESSAGE);
    setData((d) => ({ ...d, status: response.data.status, step: 'poll' }));
    return true;
  };
  const { run, busy } = useClickGuard(submit);

  return (
    <Form layout="vertical" onFinish={() => run()} data-testid="register-step-confirm">
      <StepNotice
        error={serverError}
        type="warning"
        text="提交后注册信息将进入审核，不能再修改。请确认以下信息及资料准确无误。"
      />
      <RegistrationSummary data={data} withFiles />
      <StepActions
        busy={busy}
        onBack={() => setData((d) => ({ ...d, step: 'upload' }))}
        nextLabel="提交注册"
        nextTestId="register-submit"
      />
    </Form>
  );
}
