/** A failed call of the QA panel: its Chinese message, with a retry where one makes sense. */
import { Alert, Button } from 'antd';

export function AdminAlert({ message, onRetry }: { message: string | null; onRetry?: () => void }) {
  if (!message) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-testid="qa-panel-error"
      title={message}
      style={{ marginBottom: 12 }}
      action={
        onRetry && (
          <Button size="small" onClick={onRetry}>
            重试
          </Button>
        )
      }
    />
  );
}
