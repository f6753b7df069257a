/**
 * The shortcuts (spec 2.6: 产品发行, 参数变更, 临时开放): each asks the robot its question, posted
 * to the frame's window for the robot's origin only ({ type: 'ask', question }), and shows the
 * steps of its business process when it names one.
 */
import { Button } from 'antd';
import { lazy, Suspense, useState, type RefObject } from 'react';
import type { CustomerServiceConfig } from '@/api/system-types';
import { PlainText } from '@/components/lookalikes/plain-typography';

/** Loaded at the first shortcut that names a process: antd's Steps stay off the home page. */
const ProcessSteps = lazy(async () => ({
  default: (await import('./process-steps')).ProcessSteps,
}));

interface Props {
  shortcuts: CustomerServiceConfig['shortcuts'];
  robotOrigin: string;
  frameRef: RefObject<HTMLIFrameElement | null>;
  /** The robot page has loaded and can take a question. */
  ready: boolean;
}

export function ChatShortcuts({ shortcuts, robotOrigin, frameRef, ready }: Props) {
  const [process, setProcess] = useState<{ code: string; title: string } | null>(null);
  const ask = (shortcut: Props['shortcuts'][number]) => {
    frameRef.current?.contentWindow?.postMessage(
      { type: 'ask', question: shortcut.question },
      robotOrigin,
    );
    setProcess(shortcut.processCode ? { code: shortcut.processCode, title: shortcut.title } : null);
  };

  return (
    <>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 8,
          padding: '8px 16px',
          borderBottom: '1px solid #f0f0f0',
        }}
      >
        <PlainText type="secondary" style={{ fontSize: 13 }}>
          常见问题：
        </PlainText>
        {shortcuts.map((shortcut) => (
          <Button
            key={shortcut.key}
            size="small"
            disabled={!ready}
            title={shortcut.question}
            data-testid={`chat-shortcut-${shortcut.key}`}
            onClick={() => ask(shortcut)}
          >
            {shortcut.title}
          </Button>
        ))}
      </div>
      {process && (
        <Suspense fallback={null}>
          <ProcessSteps
            key={process.code}
            processCode={process.code}
            title={process.title}
            onClose={() => setProcess(null)}
          />
        </Suspense>
      )}
    </>
  );
}
