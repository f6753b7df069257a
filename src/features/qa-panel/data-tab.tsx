/**
 * 数据: the data scope this browser works in (the cookie MOCK-SCOPE, QA contract), set or
 * cleared here, and 重置数据 (POST /__mock__/reset: the scope's seed, faults, journal and clock
 * restored and its sessions ended), after a confirmation; with a 业务日期 (yyyy-MM-dd) the seed is
 * built as of that day and the clock put on it ({ today }), without it as of the real today. The
 * date is checked before anything is sent; Enter in it only checks it, never resets unasked.
 */
import { Alert, Button, Descriptions, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { adminApi } from './admin-client';
import { AdminAlert } from './admin-alert';
import { CLOCK_RULES } from './clock-rules';
import { ConfirmButton } from './confirm-button';
import { readScope, SCOPE_COOKIE, SCOPE_NAME, writeScope } from './scope-cookie';
import { useAdminAction } from './use-admin-load';

export function DataTab() {
  const [scope, setScope] = useState(readScope);
  const [form] = Form.useForm<{ scope: string }>();
  const [resetForm] = Form.useForm<{ today?: string }>();
  const day = (Form.useWatch('today', resetForm) ?? '').trim();
  const action = useAdminAction();
  const [done, setDone] = useState<string | null>(null);

  const apply = (next: string | null) => {
    writeScope(next);
    setScope(readScope());
    setDone(
      next
        ? `已切换到数据范围 ${next}：之后的请求使用它的数据（原会话在新范围无效，需重新登录）`
        : '已回到共享的默认数据范围',
    );
  };
  const reset = async () => {
    setDone(null);
    const values = await resetForm.validateFields().catch(() => null);
    if (values === null) return;
    const today = values.today?.trim() || undefined;
    if (await action.run('reset', () => adminApi.reset(today))) {
      setDone(
        `${today ? `已按业务日期 ${today} 恢复初始数据，时钟已置于该日` : '已恢复初始数据'}：` +
          '故障与请求记录已清除，本数据范围的登录会话已失效，请刷新页面后重新登录',
      );
    }
  };

  return (
    <div data-testid="qa-data">
      <AdminAlert message={action.error} />
      {done && (
        <Alert type="success" showIcon role="status" title={done} style={{ marginBottom: 12 }} />
      )}
      <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={`当前数据范围（Cookie ${SCOPE_COOKIE}）`}>
          <span data-testid="qa-scope">{scope ?? '默认（共享）'}</span>
        </Descriptions.Item>
      </Descriptions>
      <Form
        form={form}
        layout="inline"
        initialValues={{ scope: scope ?? '' }}
        onFinish={(values) => apply(values.scope.trim())}
      >
        <Form.Item
          name="scope"
          label="数据范围"
          rules={[
            { required: true, whitespace: true, message: '请填写数据范围名' },
            { pattern: SCOPE_NAME, message: '只能使用字母、数字、_ 和 -，最多 64 个字符' },
          ]}
        >
          <Input placeholder="如 tester-1" autoComplete="off" style={{ width: 200 }} />
        </Form.Item>
        <Space>
          <Button htmlType="submit">设置</Button>
          <Button disabled={!scope} onClick={() => apply(null)}>
            清除
          </Button>
        </Space>
      </Form>
      <Form form={resetForm} layout="inline" style={{ marginTop: 24 }}>
        <Form.Item
          name="today"
          label="业务日期"
          rules={CLOCK_RULES.day}
          extra="可不填：不填按今天生成数据，时钟回到真实时间"
        >
          <Input placeholder="YYYY-MM-DD" autoComplete="off" style={{ width: 200 }} />
        </Form.Item>
        <ConfirmButton
          question="恢复当前数据范围的初始数据？"
          description={`${day ? `数据按业务日期 ${day} 生成，时钟置于该日。` : ''}故障和请求记录会被清除，登录会话会失效。`}
          okText="重置"
          label="重置数据"
          onConfirm={() => void reset()}
          loading={action.pending === 'reset'}
        />
      </Form>
    </div>
  );
}
