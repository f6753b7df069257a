/**
 * A refusal or a network failure said where the user acts (spec 8): antd's error Alert with the
 * test id QA selects it by and, where one makes sense, a retry; nothing while there is no message.
 */
import { Alert, Button } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

const ABOVE_THE_BUTTON: CSSProperties = { marginBottom: 16 };

export function ErrorAlert({
  message,
  testId,
  style = ABOVE_THE_BUTTON,
  onRetry,
}: {
  message: ReactNode;
  testId: string;
  style?: CSSProperties;
  /** Where trying again makes sense: a 重试 button beside the message */
  onRetry?: () => void;
}) {
  if (!message) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-testid={testId}
      title={message}
      style={style}
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
