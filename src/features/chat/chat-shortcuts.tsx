/**
 * The shortcuts (spec 2.6: 产品发行, 参数变更, 临时开放): each asks the robot its question, posted
 * to the frame's window for the robot's origin only ({ type: 'ask', question }).
 */
import { Button } from 'antd';
import type { RefObject } from 'react';
import type { CustomerServiceConfig } from '@/api/system-types';
import { PlainText } from '@/components/plain-typography';

interface Props {
  shortcuts: CustomerServiceConfig['shortcuts'];
  robotOrigin: string;
  frameRef: RefObject<HTMLIFrameElement | null>;
  /** The robot page has loaded and can take a question. */
  ready: boolean;
}

export function ChatShortcuts({ shortcuts, robotOrigin, frameRef, ready }: Props) {
  const ask = (question: string) => {
    frameRef.current?.contentWindow?.postMessage({ type: 'ask', question }, robotOrigin);
  };

  return (
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
          onClick={() => ask(shortcut.question)}
        >
          {shortcut.title}
        </Button>
      ))}
    </div>
  );
}
