/**
 * 时钟: the mock's clock of the caller's data scope (QA contract: GET, POST and DELETE
 * /__mock__/clock): its time in China ticking each second (standing while frozen), the business
 * date and whether it is frozen; a jump to a time typed in China's time, moves of 1 hour, 1 day
 * and the 8 hours a session lives, 冻结 / 继续走, and 回到真实时间. After each change the clock is
 * read again. The jump is a text field, not a DatePicker: the picker's values are in this PC's
 * zone (dayjs), while QA speaks of China's time, and a typed or pasted `2031-02-28 10:00:00` is
 * what the contract's examples and a keyboard give fastest.
 */
import { Alert, Button, Descriptions, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { adminApi } from './admin-client';
import { AdminAlert } from './admin-alert';
import type { MockClock, MockClockCommand } from './admin-types';
import { CLOCK_RULES } from './clock-rules';
import { chinaDateTimeText, chinaInstant } from './clock-text';
import { useAdminAction, useAdminLoad } from './use-admin-load';
import { useTickingClock, type ClockRead } from './use-ticking-clock';

const HOUR_MS = 3600_000;
const MOVES = [
  { key: 'hour', label: '前进 1 小时', advanceMs: HOUR_MS },
  { key: 'day', label: '前进 1 天', advanceMs: 24 * HOUR_MS },
  // A token lives 8 hours of the mock's clock: past them, the next call is -403.
  { key: 'session', label: '前进 8 小时（会话到期）', advanceMs: 8 * HOUR_MS },
];

async function readClock(): Promise<ClockRead> {
  const clock = await adminApi.clock();
  return { ...clock, nowMs: Date.parse(clock.now), readAt: Date.now() };
}

export function ClockTab() {
  const clock = useAdminLoad(readClock);
  const action = useAdminAction();
  const shown = useTickingClock(clock.data);
  const [form] = Form.useForm<{ at: string }>();
  const [done, setDone] = useState<string | null>(null);
  const frozen = clock.data?.frozen ?? false;

  const change = async (key: string, call: () => Promise<MockClock>, said: string) => {
    setDone(null);
    if (await action.run(key, call)) {
      setDone(said);
      clock.reload();
    }
  };
  const set = (key: string, command: MockClockCommand, said: string) =>
    void change(key, () => adminApi.setClock(command), said);

  return (
    <div data-testid="qa-clock">
      <AdminAlert message={clock.error} onRetry={clock.reload} />
      <AdminAlert message={action.error} />
      {done && (
        <Alert type="success" showIcon role="status" title={done} style={{ marginBottom: 12 }} />
      )}
      <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="模拟时间（北京时间）">
          <span data-testid="qa-clock-now" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {shown === null ? '读取中…' : chinaDateTimeText(shown)}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label="业务日期">
          {/* The date of the time shown: the mock's today is China's date of its now. */}
          <span data-testid="qa-clock-today">
            {shown === null ? '—' : chinaDateTimeText(shown).slice(0, 10)}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label="状态">
          <span data-testid="qa-clock-frozen">
            {clock.data === null ? '—' : frozen ? '已冻结（时间不走）' : '走时中'}
          </span>
        </Descriptions.Item>
      </Descriptions>
      <Form
        form={form}
        layout="inline"
        data-testid="qa-clock-jump"
        onFinish={(values) =>
          set('jump', { now: chinaInstant(values.at)! }, `已跳到 ${values.at.trim()}`)
        }
        style={{ marginBottom: 12 }}
      >
        <Form.Item name="at" label="跳到（北京时间）" rules={CLOCK_RULES.jump}>
          <Input placeholder="2031-02-28 10:00:00" autoComplete="off" style={{ width: 200 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={action.pending === 'jump'}>
          跳到
        </Button>
      </Form>
      <Space wrap style={{ marginBottom: 12 }}>
        {MOVES.map((move) => (
          <Button
            key={move.key}
            loading={action.pending === move.key}
            onClick={() => set(move.key, { advanceMs: move.advanceMs }, `已${move.label}`)}
          >
            {move.label}
          </Button>
        ))}
        <Button
          disabled={clock.data === null}
          loading={action.pending === 'freeze'}
          onClick={() => set('freeze', { frozen: !frozen }, frozen ? '时钟已继续走' : '时钟已冻结')}
        >
          {frozen ? '继续走' : '冻结'}
        </Button>
        <Button
          loading={action.pending === 'real'}
          onClick={() => void change('real', adminApi.realClock, '已回到真实时间')}
        >
          回到真实时间
        </Button>
      </Space>
      <Alert
        type="info"
        showIcon
        title="门户的页面在下一次调用接口时读取服务器时间：已打开的页面（水印、交易日历等）刷新后按新时间显示；登录会话按模拟时钟计算 8 小时有效期。重置数据会让时钟回到真实时间。"
      />
    </div>
  );
}
