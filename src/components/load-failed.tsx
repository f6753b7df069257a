/** A section that could not load: what failed, why (in Chinese), and a retry button. */
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';

export function LoadFailed({
  title,
  message,
  onRetry,
  testId,
}: {
  /** What failed, e.g. 机构图片加载失败 */
  title: string;
  /** Why: the server's message or 网络异常 */
  message: string;
  onRetry: () => void;
  testId?: string;
}) {
  return (
    <Alert
      type="error"
      showIcon
      data-testid={testId}
      title={title}
      description={message}
      action={
        <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}
