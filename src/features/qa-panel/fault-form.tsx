/**
 * The form that adds a fault (QA contract: POST /__mock__/faults): method, a path under /api/
 * with `*` as a wildcard, one effect (an envelope code with its message, an HTTP status, a delay
 * alone, a dropped connection, a cut JSON body, or no answer at all), how many calls it acts on,
 * and a delay. The limits are the mock's own; what it still refuses it says in Chinese.
 */
import { Button, Form, Input, InputNumber, Select } from 'antd';
import { adminApi } from './admin-client';
import { AdminAlert } from './admin-alert';
import { FAULT_RULES } from './fault-rules';
import { faultBody, type EffectChoice, type FaultFormValues } from './fault-body';
import { useAdminAction } from './use-admin-load';

const METHODS = [
  { value: '*', label: '任意（*）' },
  { value: 'GET', label: 'GET' },
  { value: 'POST', label: 'POST' },
];

const EFFECTS: { value: EffectChoice; label: string }[] = [
  { value: 'code', label: '业务码（HTTP 200 + code 与消息）' },
  { value: 'status', label: 'HTTP 状态码' },
  { value: 'delay', label: '仅延迟（之后正常应答）' },
  { value: 'drop', label: '断开连接' },
  { value: 'malformed', label: '返回残缺的 JSON' },
  { value: 'hang', label: '一直不应答' },
];

const INITIAL: Partial<FaultFormValues> = { method: '*', effect: 'code', code: 500, times: 1 };

export function FaultForm({ onAdded }: { onAdded: () => void }) {
  const [form] = Form.useForm<FaultFormValues>();
  const effect = Form.useWatch('effect', form) ?? INITIAL.effect;
  const action = useAdminAction();

  const submit = async (values: FaultFormValues) => {
    if (await action.run('add', () => adminApi.addFault(faultBody(values)))) {
      form.resetFields();
      onAdded();
    }
  };

  return (
    <Form<FaultFormValues>
      form={form}
      layout="vertical"
      initialValues={INITIAL}
      onFinish={(values) => void submit(values)}
      data-testid="qa-fault-form"
      style={{ marginTop: 16 }}
      requiredMark
    >
      <h4 style={{ margin: '0 0 8px' }}>添加故障</h4>
      <AdminAlert message={action.error} />
      <div style={{ display: 'grid', gridTemplateColumns: '140px 1fr', gap: '0 12px' }}>
        <Form.Item name="method" label="方法" rules={[{ required: true, message: '请选择方法' }]}>
          <Select options={METHODS} />
        </Form.Item>
        <Form.Item name="path" label="路径（/api/ 之后的部分，* 为通配）" rules={FAULT_RULES.path}>
          <Input placeholder="sys/queryNoticeList" autoComplete="off" />
        </Form.Item>
      </div>
      <Form.Item name="effect" label="效果" rules={[{ required: true, message: '请选择效果' }]}>
        <Select options={EFFECTS} />
      </Form.Item>
      {effect === 'code' && (
        <div style={{ display: 'grid', gridTemplateColumns: '140px 1fr', gap: '0 12px' }}>
          <Form.Item name="code" label="业务码" rules={FAULT_RULES.code}>
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="message" label="消息" rules={FAULT_RULES.message}>
            <Input placeholder="系统繁忙，请稍后重试" autoComplete="off" />
          </Form.Item>
        </div>
      )}
      {effect === 'status' && (
        <Form.Item name="status" label="HTTP 状态码" rules={FAULT_RULES.status}>
          <InputNumber style={{ width: 140 }} />
        </Form.Item>
      )}
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '0 12px' }}>
        <Form.Item name="times" label="次数（留空为不限）" rules={FAULT_RULES.times}>
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="delayMs"
          label={effect === 'delay' ? '延迟（毫秒）' : '另加延迟（毫秒，可不填）'}
          rules={FAULT_RULES.delayMs(effect === 'delay')}
        >
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <Button type="primary" htmlType="submit" loading={action.pending === 'add'}>
        添加故障
      </Button>
    </Form>
  );
}
