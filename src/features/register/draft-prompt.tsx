/** Offers back a stored draft: continue where it was left, or start over. */
import { Alert, Button, Space } from 'antd';
import { STEP_TITLES, type WizardData } from './register-model';
import { formatDateTime } from '@/lib/date-format';

export function DraftPrompt({
  savedAt,
  data,
  onResume,
  onDiscard,
}: {
  savedAt: number;
  data: WizardData;
  onResume: () => void;
  onDiscard: () => void;
}) {
  const name = data.inst.instName.trim() || '未填写机构名称';
  const step = data.step === 'done' ? '' : `，停留在“${STEP_TITLES[data.step]}”`;
  const at = savedAt > 0 ? `，保存于 ${formatDateTime(savedAt)}` : '';
  return (
    <Alert
      type="info"
      showIcon
      data-testid="register-draft-prompt"
      title="发现未完成的注册"
      description={
        <Space orientation="vertical" size="middle">
          <span>
            上次填写的内容已保存在本机（{name}
            {step}
            {at}）。是否继续填写？
          </span>
          <Space wrap>
            <Button type="primary" autoFocus onClick={onResume} data-testid="register-draft-resume">
              继续填写
            </Button>
            <Button onClick={onDiscard} data-testid="register-draft-discard">
              重新开始
            </Button>
          </Space>
        </Space>
      }
    />
  );
}
