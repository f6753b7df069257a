/**
 * The consultation mailbox with a copy icon (spec 2.6), and the hotline. Copying uses the
 * Clipboard API; with nothing to copy there is only a console note (spec 8).
 */
import { CopyOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { PlainText } from '@/components/lookalikes/plain-typography';
import { useFeedback } from '@/lib/feedback';

export const NOTHING_TO_COPY = '[chat] 无可复制的内容';

interface Props {
  mailbox: string;
  hotline?: string;
  workTime?: string;
}

export function MailboxLine({ mailbox, hotline, workTime }: Props) {
  const { message } = useFeedback();
  const text = mailbox.trim();

  const copy = async () => {
    if (!text) {
      console.info(NOTHING_TO_COPY);
      return;
    }
    try {
      await navigator.clipboard.writeText(text);
      void message.success('邮箱已复制');
    } catch (error) {
      console.warn('[chat] 复制失败', error);
      void message.warning('复制失败，请手动复制');
    }
  };

  return (
    <div style={{ padding: '8px 16px', borderBottom: '1px solid #f0f0f0', fontSize: 13 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
        <PlainText type="secondary">咨询邮箱：</PlainText>
        <PlainText data-testid="chat-mailbox">{text || '暂无'}</PlainText>
        <Tooltip title="复制邮箱">
          <Button
            type="text"
            size="small"
            icon={<CopyOutlined />}
            aria-label="复制邮箱"
            data-testid="chat-copy-mailbox"
            onClick={() => void copy()}
          />
        </Tooltip>
      </div>
      {hotline && (
        <PlainText type="secondary" style={{ fontSize: 12 }}>
          服务热线：{hotline}
          {workTime ? `（${workTime}）` : ''}
        </PlainText>
      )}
    </div>
  );
}
