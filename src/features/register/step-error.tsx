/** The step's message for a refusal of the server or a network failure (the form stays as it was). */
import type { ReactNode } from 'react';
import { ErrorAlert } from '@/components/error-alert';

export function StepError({ message }: { message: ReactNode | null }) {
  return <ErrorAlert message={message} testId="register-error" />;
}
