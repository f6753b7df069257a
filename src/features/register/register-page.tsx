/**
 * Institution registration (/create, spec 2.7): a wizard of seven steps in order:
 * organisation info, administrator info, preview, upload files, confirm before submit,
 * questionnaire, agreement confirm. Going back and forward keeps everything typed; the whole
 * wizard state, the registration's draft token included, is kept as a draft in local storage
 * under `register_draft` (register-draft.ts) and offered back when the page opens again; it is
 * removed after 注册成功. A call refused for its token (2415) lets the registration go, keeps
 * what was typed, shows the message on the organisation step and looks up the registration
 * of the credit code to resume after an administrator's SMS code (resume-proof.tsx).
 *
 * Test ids (data-testid, all prefixed `register-`); <i> is the administrator's position from 0:
 *   page, steps, notice, loading, error (a step's refusal or network message), back
 *   draft-prompt, draft-resume, draft-discard                 the stored draft offered back
 *   step-inst, inst-name, inst-option, credit-code, amac-code, legal-rep, reg-address,
 *   office-address, manager-info, resume-offer, resume-existing, inst-next
 *   resume-proof, resume-mobile, resume-send, resume-code, resume-verify, resume-error
 *   error-<field>            message next to an organisation field (instName, creditCode, amacCode)
 *   step-admin, admin-<i>, admin-name-<i>, admin-id-type-<i>, admin-id-no-<i>, admin-mobile-<i>,
 *   admin-email-<i>, admin-sms-code-<i>, admin-sms-send-<i>, admin-sms-verify-<i>,
 *   admin-verified-<i>, admin-remove-<i>, admin-add, admin-add-error, admin-next
 *   error-<field>-<i>        message next to an administrator's field (name, idType, idNo,
 *                            mobile, email, smsCode)
 *   step-preview, summary, preview-next
 *   step-upload, slot-<slot>, upload-<slot> (the file input), upload-button-<slot>,
 *   upload-progress-<slot>, upload-error-<slot>, files-<slot>, file, upload-next
 *                            <slot>: licence, authLetter, idScan-<i>
 *   step-confirm, submit, submitted
 *   step-poll, poll-<questionId>, poll-submit
 *   step-agreement, protocol-<protocolId>, protocol-accept-<protocolId>, error-accept,
 *   opening-sign, opening-skip, seal, seal-mobile, seal-code, seal-send, seal-apply,
 *   seal-code-error, seal-error, seal-applied, sign-submit
 *   success, go-login, to-login
 */
import { Alert, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { queryCurrentRegistInfo } from '@/api/register';
import type { RegistrationRecord } from '@/api/register-types';
import { DRAFT_TOKEN_REFUSED } from '@/api/register-token';
import { AdminStep } from './admin-step';
import { AgreementStep } from './agreement-step';
import { ConfirmStep } from './confirm-step';
import { DoneView, REGISTERED_MESSAGE } from './done-view';
import { DRAFT_LOST_MESSAGE, DraftLostContext } from './draft-lost';
import { DraftPrompt } from './draft-prompt';
import { InstStep } from './inst-step';
import { PollStep } from './poll-step';
import { PreviewStep } from './preview-step';
import { clearDraft, loadDraft, saveDraft, type StoredDraft } from './register-draft';
import { RegisterFrame } from './register-frame';
import { RegisterSteps } from './register-steps';
import {
  DRAFT_STEPS,
  draftKeyOf,
  emptyWizard,
  hasContent,
  STEP_KEYS,
  stepIndex,
  wizardFromRecord,
  withoutDraft,
  type WizardData,
} from './register-model';
import { UploadStep } from './upload-step';
import { useFeedback } from '@/lib/feedback';

type Phase = 'ask' | 'syncing' | 'ready';

const LOST_HINT = '已保留您填写的内容；如需继续该机构已保存的申请，请验证管理员手机号。';

/** A restored draft checked against the server's record of its registration. */
async function syncDraft(
  draft: WizardData,
): Promise<{ data: WizardData; notice: string | null; lost: boolean }> {
  if (!draft.regId) return { data: draft, notice: null, lost: false };
  const key = draftKeyOf(draft);
  const response = key ? await queryCurrentRegistInfo(key) : null;
  if (response === false) {
    return {
      data: draft,
      notice: '网络异常，已恢复本机保存的内容，提交时将再次与服务器核对。',
      lost: false,
    };
  }
  if (!response || response.code === DRAFT_TOKEN_REFUSED) {
    // No token, or one the server no longer accepts: the registration is not this wizard's.
    const message = response?.message || DRAFT_LOST_MESSAGE;
    return { data: withoutDraft(draft), notice: `${message}。${LOST_HINT}`, lost: true };
  }
  if (response.code !== 0) {
    // The server no longer holds the registration: keep everything typed, save it again.
    return {
      data: withoutDraft(draft),
      notice: '服务器上未找到该注册申请，已保留您填写的内容，请从第一步重新提交。',
      lost: false,
    };
  }
  const record = response.data;
  if (record.status === 'draft') {
    const step = draft.step !== 'done' && DRAFT_STEPS.includes(draft.step) ? draft.step : 'inst';
    return {
      data: { ...draft, status: 'draft', files: record.files, step },
      notice: null,
      lost: false,
    };
  }
  // Submitted elsewhere (or in another tab): continue where the server says.
  return {
    data: wizardFromRecord(record, draft.draftToken ?? '', draft),
    notice: null,
    lost: false,
  };
}

export default function RegisterPage() {
  const { message } = useFeedback();
  const [stored] = useState<StoredDraft | null>(() => loadDraft());
  const [phase, setPhase] = useState<Phase>(stored ? 'ask' : 'ready');
  const [data, setData] = useState<WizardData>(emptyWizard);
  // A notice belongs to the step it was given at and goes once the wizard moves on.
  const [notice, setNotice] = useState<{ text: string; step: WizardData['step'] } | null>(null);
  // The token was refused: the organisation step looks for the registration to resume.
  const [lost, setLost] = useState(false);

  // The draft follows every change once the stored one was taken back or set aside.
  useEffect(() => {
    if (phase !== 'ready') return;
    if (data.step === 'done' || !hasContent(data)) clearDraft();
    else saveDraft(data);
  }, [data, phase]);

  const resume = async () => {
    if (!stored) return;
    setPhase('syncing');
    const synced = await syncDraft(stored.data);
    setData(synced.data);
    setNotice(synced.notice ? { text: synced.notice, step: synced.data.step } : null);
    setLost(synced.lost);
    setPhase('ready');
  };

  // Any step whose call met a refused token: the registration goes, what was typed stays.
  const onDraftLost = useCallback((text: string) => {
    clearDraft();
    setData(withoutDraft);
    setNotice({ text: `${text}。${LOST_HINT}`, step: 'inst' });
    setLost(true);
  }, []);

  const discard = () => {
    clearDraft();
    setData(emptyWizard());
    setPhase('ready');
  };

  const resumeRecord = (record: RegistrationRecord, draftToken: string) => {
    setLost(false);
    setData((d) => wizardFromRecord(record, draftToken, d));
    setNotice({
      text: `已带出该机构未完成的注册申请（${record.statusName}）。`,
      step: record.nextStep,
    });
  };

  const finish = (record: RegistrationRecord) => {
    void message.success(REGISTERED_MESSAGE);
    setData((d) => ({ ...d, status: record.status, step: 'done' }));
  };

  const current = stepIndex(data.step);
  const editable = data.status === 'draft';

  let body;
  if (phase === 'ask' && stored) {
    body = (
      <DraftPrompt
        savedAt={stored.savedAt}
        data={stored.data}
        onResume={() => void resume()}
        onDiscard={discard}
      />
    );
  } else if (phase === 'syncing') {
    body = (
      <div style={{ padding: 48, textAlign: 'center' }} data-testid="register-loading">
        <Spin />
      </div>
    );
  } else {
    const props = { data, setData };
    body = (
      <>
        <RegisterSteps
          current={current}
          editable={editable}
          onOpen={(index) => {
            // Earlier draft steps can be opened again; nothing typed is lost.
            const target = STEP_KEYS[index];
            if (target) setData((d) => ({ ...d, step: target }));
          }}
        />
        {notice && notice.step === data.step && (
          <Alert
            type="info"
            showIcon
            closable={{ onClose: () => setNotice(null) }}
            data-testid="register-notice"
            title={notice.text}
            style={{ marginBottom: 16 }}
          />
        )}
        {data.step === 'inst' && (
          <InstStep {...props} onResume={resumeRecord} lookupOnMount={lost} />
        )}
        {data.step === 'admin' && <AdminStep {...props} />}
        {data.step === 'preview' && <PreviewStep {...props} />}
        {data.step === 'upload' && <UploadStep {...props} />}
        {data.step === 'confirm' && <ConfirmStep {...props} />}
        {data.step === 'poll' && <PollStep {...props} />}
        {data.step === 'agreement' && <AgreementStep {...props} onDone={finish} />}
        {data.step === 'done' && <DoneView instName={data.inst.instName} />}
      </>
    );
  }

  return (
    <RegisterFrame>
      <DraftLostContext value={onDraftLost}>{body}</DraftLostContext>
    </RegisterFrame>
  );
}
