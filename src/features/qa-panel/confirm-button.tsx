/**
 * A danger button of the QA panel that acts only once its question is confirmed (全部清除, 清空,
 * 重置数据): what it throws away cannot be brought back.
 */
import { Button, Popconfirm } from 'antd';

export function ConfirmButton({
  question,
  description,
  okText,
  label,
  onConfirm,
  disabled,
  loading,
}: {
  question: string;
  description?: string;
  /** The confirming button of the question; the button's own label by default */
  okText?: string;
  label: string;
  onConfirm: () => void;
  disabled?: boolean;
  loading: boolean;
}) {
  return (
    <Popconfirm
      title={question}
      description={description}
      okText={okText ?? label}
      cancelText="取消"
      onConfirm={onConfirm}
      disabled={disabled}
    >
      <Button danger disabled={disabled} loading={loading}>
        {label}
      </Button>
    </Popconfirm>
  );
}
