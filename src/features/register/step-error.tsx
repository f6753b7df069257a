/** The step's message for a refusal of the server or a network failure (the form stays as it was). */
import { Alert } from 'antd';
import type { ReactNode } from 'react';

export function StepError({ message }: { message: ReactNode | null }) {
  if (!message) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-testid="register-error"
      title={message}
      style={{ marginBottom: 16 }}
    />
  );
}
