/**
 * Registration, spec 8 'save or submit failed': a step whose submission the server refuses
 * without a message of its own says 提交失败，请稍后重试, keeps the step and frees its button.
 */
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REGISTER_URLS } from '@/api/register-urls';
import type { WizardData } from '@/features/register/register-model';
import { countRequests } from '../support/count-requests';
import { refuseWithoutMessage } from '../support/refusal';
import { openWithDraft, seeded } from './register-support';

configure({ asyncUtilTimeout: 5000 });

interface Row {
  step: string;
  /** The seeded draft, at the step */
  data: () => WizardData;
  method: 'get' | 'post';
  url: string;
  /** Makes the step ready to submit (the questionnaire's answers) */
  prepare?: (user: ReturnType<typeof userEvent.setup>) => Promise<void>;
  submit: string;
}

const ROWS: Row[] = [
  {
    step: 'upload',
    // 深圳前海远山: organisation, two administrators and all files.
    data: () => ({ ...seeded('REG202611190002'), step: 'upload' }),
    method: 'get',
    url: REGISTER_URLS.registerInst,
    submit: 'register-upload-next',
  },
  {
    step: 'confirm',
    // 北京和熙: complete, preview confirmed, materials submitted.
    data: () => seeded('REG202611200003'),
    method: 'get',
    url: REGISTER_URLS.confirmCommitRegister,
    submit: 'register-submit',
  },
  {
    step: 'poll',
    // 宁波梅山盈泰: submitted, the questionnaire next.
    data: () => seeded('REG202611200004'),
    method: 'post',
    url: REGISTER_URLS.submitPollAnswer,
    prepare: async (user) => {
      const questions = await screen.findAllByTestId(/^register-poll-Q\d+$/);
      for (const question of questions) await user.click(question.querySelector('input')!);
    },
    submit: 'register-poll-submit',
  },
];

describe('a refusal without a message (spec 8)', { timeout: 40_000 }, () => {
  it.each(ROWS.map((row) => [row.step, row] as const))(
    '%s: 提交失败，请稍后重试, the step stays',
    async (_step, row) => {
      const user = userEvent.setup();
      const data = row.data();
      expect(data.step).toBe(row.step);
      refuseWithoutMessage(row.method, row.url);
      await openWithDraft(user, data);
      await screen.findByTestId(`register-step-${row.step}`);
      await row.prepare?.(user);
      const calls = countRequests(row.url);
      await user.click(screen.getByTestId(row.submit));
      expect(await screen.findByTestId('register-error')).toHaveTextContent('提交失败，请稍后重试');
      expect(calls.count).toBe(1);
      expect(screen.getByTestId(`register-step-${row.step}`)).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.getByTestId(row.submit)).not.toHaveClass('ant-btn-loading'),
      );
    },
  );
});
