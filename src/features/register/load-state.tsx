/** Loading and failure of a step's read, with a retry. */
import { Alert, Button, Spin } from 'antd';

export function LoadState({
  loading,
  error,
  onRetry,
}: {
  loading: boolean;
  error: string | null;
  onRetry: () => void;
}) {
  if (loading) {
    return (
      <div style={{ padding: 48, textAlign: 'center' }} data-testid="register-loading">
        <Spin description="加载中…" />
      </div>
    );
  }
  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        data-testid="register-error"
        title={error}
        action={
          <Button size="small" onClick={onRetry}>
            重试
          </Button>
        }
      />
    );
  }
  return null;
}
