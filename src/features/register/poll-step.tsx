/**
 * Step 6, questionnaire: register/queryPollContent, every question answered,
 * register/submitPollAnswer; then the agreements.
 */
import { Alert, Checkbox, Form, Radio, Space, Typography } from 'antd';
import {
  useCallback,
  useMemo,
  useState,
  type ComponentType,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import type { PollOption } from '@/api/register-types';
import { queryPollContent, submitPollAnswer } from '@/api/register';
import { authMessage } from '@/api/auth-codes';
import { useClickGuard } from '@/components/use-click-guard';
import { useFeedback } from '@/lib/feedback';
import { SUBMITTED_MESSAGE } from './confirm-step';
import { LoadState } from './load-state';
import { useDraftLost } from './draft-lost';
import { heldKey, type WizardData } from './register-model';
import { StepActions } from './step-actions';
import { StepError } from './step-error';
import { useRegisterQuery } from './use-register-query';

const ANSWER_ALL = '请完成全部问题';
const ANSWER_THIS = '请完成此题';
const POLL_SUBMITTED = '提交成功';

/** The options of a question one under the other, as radios or as checkboxes. */
function OptionList({
  options,
  Choice,
}: {
  options: PollOption[];
  Choice: ComponentType<{ value: string; children: ReactNode }>;
}) {
  return (
    <Space orientation="vertical">
      {options.map((o) => (
        <Choice key={o.optionId} value={o.optionId}>
          {o.label}
        </Choice>
      ))}
    </Space>
  );
}

export function PollStep({
  data,
  setData,
}: {
  data: WizardData;
  setData: Dispatch<SetStateAction<WizardData>>;
}) {
  const { regId, draftToken } = data;
  const draft = useMemo(() => heldKey({ regId, draftToken }), [regId, draftToken]);
  const lost = useDraftLost();
  const { message: toast } = useFeedback();
  const load = useCallback(() => queryPollContent(draft), [draft]);
  const poll = useRegisterQuery(load);
  const [missing, setMissing] = useState<string[]>([]);
  const [serverError, setServerError] = useState<string | null>(null);
  const answers = data.pollAnswers;

  const content = poll.data;
  // Answers the server already holds fill the questions not answered here.
  const chosenOf = (questionId: string): string[] => {
    const mine = answers[questionId];
    if (mine && mine.length > 0) return mine;
    return content?.answers.find((a) => a.questionId === questionId)?.optionIds ?? [];
  };

  const answer = (questionId: string, optionIds: string[]) => {
    setData((d) => ({ ...d, pollAnswers: { ...d.pollAnswers, [questionId]: optionIds } }));
    if (optionIds.length > 0) setMissing((m) => m.filter((id) => id !== questionId));
  };

  const submit = async () => {
    setServerError(null);
    if (!content) return false;
    const list = content.questions.map((q) => ({
      questionId: q.questionId,
      optionIds: chosenOf(q.questionId),
    }));
    const response = await submitPollAnswer(draft, list);
    if (lost(response)) return false;
    if (!response || response.code !== 0) {
      const message = authMessage(response, '提交失败，请稍后重试');
      const ids = response
        ? (response.data as { questionIds?: string[] } | null)?.questionIds
        : undefined;
      if (ids) setMissing(ids);
      setServerError(message);
      // A refusal or a network failure frees the button for the next try at once.
      return false;
    }
    // Spec 8's success message 提交成功 (the server's own words when it sends them).
    void toast.success(response.message || POLL_SUBMITTED);
    setData((d) => ({ ...d, status: 'pendingAgreement', step: 'agreement' }));
    return true;
  };
  const { run, busy } = useClickGuard(submit);

  const next = () => {
    if (!content) return;
    const unanswered = content.questions
      .filter((q) => chosenOf(q.questionId).length === 0)
      .map((q) => q.questionId);
    setMissing(unanswered);
    if (unanswered.length > 0) {
      setServerError(ANSWER_ALL);
      document
        .getElementById(`register-poll-${unanswered[0]}`)
        ?.scrollIntoView?.({ block: 'center' });
      return;
    }
    setServerError(null);
    run();
  };

  return (
    <Form layout="vertical" onFinish={next} data-testid="register-step-poll">
      {data.status === 'submitted' && (
        <Alert
          type="success"
          showIcon
          data-testid="register-submitted"
          style={{ marginBottom: 16 }}
          title={SUBMITTED_MESSAGE}
          description="请完成以下调查问卷，问卷提交后即可签署协议、完成注册。"
        />
      )}
      <LoadState loading={poll.loading} error={poll.error} onRetry={poll.retry} />
      {content && (
        <>
          <Typography.Title level={4}>{content.title}</Typography.Title>
          <Typography.Paragraph type="secondary">{content.intro}</Typography.Paragraph>
          <StepError message={serverError} />
          {content.questions.map((q, i) => {
            const chosen = chosenOf(q.questionId);
            const error = missing.includes(q.questionId);
            return (
              <Form.Item
                key={q.questionId}
                id={`register-poll-${q.questionId}`}
                data-testid={`register-poll-${q.questionId}`}
                label={`${i + 1}. ${q.title}${q.type === 'multiple' ? '' : '（单选）'}`}
                required
                validateStatus={error ? 'error' : undefined}
                help={error ? ANSWER_THIS : undefined}
              >
                {q.type === 'single' ? (
                  <Radio.Group
                    value={chosen[0]}
                    onChange={(e) => answer(q.questionId, [String(e.target.value)])}
                    aria-label={q.title}
                  >
                    <OptionList options={q.options} Choice={Radio} />
                  </Radio.Group>
                ) : (
                  <Checkbox.Group
                    value={chosen}
                    onChange={(values) => answer(q.questionId, values.map(String))}
                    aria-label={q.title}
                  >
                    <OptionList options={q.options} Choice={Checkbox} />
                  </Checkbox.Group>
                )}
              </Form.Item>
            );
          })}
          <StepActions busy={busy} nextLabel="提交问卷" nextTestId="register-poll-submit" />
        </>
      )}
    </Form>
  );
}
