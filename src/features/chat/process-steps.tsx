/**
 * The steps of the business process a chat shortcut is about (spec 2.6 shortcuts, spec 7.4
 * sys/queryProcessConfigList), shown under the shortcuts while the robot answers the question:
 * loading, the steps, or the failure with a retry; closed by the user.
 */
import { CloseOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton, Steps } from 'antd';
import { useEffect, useState } from 'react';
import { authMessage } from '@/api/auth-codes';
import { queryProcessConfigList } from '@/api/system';
import type { ProcessConfig } from '@/api/system-types';
import { PlainText } from '@/components/plain-typography';

type Load =
  | { status: 'loading' }
  | { status: 'ready'; process: ProcessConfig }
  | { status: 'failed'; message: string };

function useProcess(processCode: string): { state: Load; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; state: Load } | null>(null);
  const key = `${processCode}#${attempt}`;
  useEffect(() => {
    let live = true;
    void queryProcessConfigList({ processCode }).then((response) => {
      if (!live) return;
      const process = response && response.code === 0 ? response.data[0] : undefined;
      setAnswer({
        key,
        state: process
          ? { status: 'ready', process }
          : { status: 'failed', message: authMessage(response, '办理流程加载失败') },
      });
    });
    return () => {
      live = false;
    };
  }, [processCode, key]);
  const state = answer?.key === key ? answer.state : { status: 'loading' as const };
  return { state, retry: () => setAttempt((n) => n + 1) };
}

export function ProcessSteps({
  processCode,
  title,
  onClose,
}: {
  processCode: string;
  title: string;
  onClose: () => void;
}) {
  const { state, retry } = useProcess(processCode);
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
      {state.status === 'failed' && (
        <Alert
          type="error"
          showIcon
          title={state.message}
          action={
            <Button size="small" onClick={retry}>
              重试
            </Button>
          }
        />
      )}
      {state.status === 'ready' && (
        <Steps
          direction="vertical"
          size="small"
          current={-1}
          items={state.process.steps.map((step) => ({
            title: step.title,
            description: step.description,
            status: 'wait',
          }))}
        />
      )}
    </section>
  );
}
