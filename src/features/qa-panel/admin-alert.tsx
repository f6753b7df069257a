/** A failed call of the QA panel: its Chinese message, with a retry where one makes sense. */
import { ErrorAlert } from '@/components/error-alert';

export function AdminAlert({ message, onRetry }: { message: string | null; onRetry?: () => void }) {
  return (
    <ErrorAlert
      message={message}
      testId="qa-panel-error"
      style={{ marginBottom: 12 }}
      onRetry={onRetry}
    />
  );
}
