/**
 * The top of a wizard step that checks or sends what was entered: what the step asks of the user
 * (an info notice, or a warning) and below it the server's refusal (StepError).
 */
import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { StepError } from './step-error';

export function StepNotice({
  text,
  type = 'info',
  error,
}: {
  text: string;
  type?: 'info' | 'warning';
  error: ReactNode | null;
}) {
  return (
    <>
      <Alert type={type} showIcon style={{ marginBottom: 16 }} title={text} />
      <StepError message={error} />
    </>
  );
}
