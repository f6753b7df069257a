/**
 * The steps of the business process a chat shortcut is about (spec 2.6 shortcuts, spec 7.4
 * sys/queryProcessConfigList), shown under the shortcuts while the robot answers the question:
 * loading, the steps, or the failure with a retry; closed by the user.
 */
import { CloseOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton, Steps } from 'antd';
import { PlainText } from '@/components/lookalikes/plain-typography';
import { useSectionLoad } from '@/state/load-state';
import { PROCESS_FAILED as FAILED, useProcessConfigQuery } from './chat-api';

export function ProcessSteps({
  processCode,
  title,
  onClose,
}: {
  processCode: string;
  title: string;
  onClose: () => void;
}) {
  const { state, retry } = useSectionLoad(useProcessConfigQuery({ processCode }));
  const process = state.status === 'ready' ? state.data[0] : undefined;
  const failed =
    state.status === 'failed'
      ? state.message
      : state.status === 'ready' && !process
        ? FAILED
        : null;
  const heading = `${title}办理流程`;
  return (
    <section
      aria-label={heading}
      data-testid="chat-process"
      style={{
        padding: '8px 16px',
        borderBottom: '1px solid #f0f0f0',
        maxHeight: 220,
        overflow: 'auto',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', marginBottom: 8 }}>
        <PlainText strong style={{ flex: 1 }}>
          {heading}
        </PlainText>
        <Button
          type="text"
          size="small"
          aria-label={`关闭${heading}`}
          icon={<CloseOutlined />}
          onClick={onClose}
        />
      </div>
      {state.status === 'loading' && <Skeleton active paragraph={{ rows: 2 }} title={false} />}
      {failed !== null && (
        <Alert
          type="error"
          showIcon
          title={failed}
          action={
            <Button size="small" onClick={retry}>
              重试
            </Button>
          }
        />
      )}
      {process && (
        <Steps
          direction="vertical"
          size="small"
          current={-1}
          items={process.steps.map((step) => ({
            title: step.title,
            description: step.description,
            status: 'wait',
          }))}
        />
      )}
    </section>
  );
}
