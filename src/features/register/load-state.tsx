/** Loading and failure of a step's read, with a retry. */
import { Spin } from 'antd';
import { ErrorAlert } from '@/components/error-alert';

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
    return <ErrorAlert message={error} testId="register-error" style={{}} onRetry={onRetry} />;
  }
  return null;
}
