/** The buttons under a step: back (keeps everything typed) and the step's own action. */
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';

export function StepActions({
  onBack,
  busy,
  disabled,
  nextLabel = '下一步',
  nextTestId,
  extra,
}: {
  onBack?: () => void;
  busy: boolean;
  disabled?: boolean;
  nextLabel?: string;
  nextTestId: string;
  extra?: ReactNode;
}) {
  return (
    <Space wrap style={{ marginTop: 24 }}>
      {onBack && (
        <Button onClick={onBack} data-testid="register-back">
          上一步
        </Button>
      )}
      {extra}
      <Button
        type="primary"
        htmlType="submit"
        loading={busy}
        disabled={disabled}
        data-testid={nextTestId}
      >
        {nextLabel}
      </Button>
    </Space>
  );
}
