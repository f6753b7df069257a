/**
 * The online sign-up form (spec 7.4 sys/noticeRegistSubmit) with the server's rules checked
 * field by field first: name (at most 30), mobile (11 digits starting with 1), optional unit,
 * position, e-mail, attendees 1-10 and remark. Submitted once (3 s re-click guard); a failure
 * keeps everything typed and says why; success shows the server's 报名成功 and the sign-up id.
 */
import { CheckCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, InputNumber, Result } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { authMessage } from '@/api/auth-codes';
import { SIGN_UP_LIMITS as LIMITS } from '@/api/field-limits';
import { noticeRegistSubmit } from '@/api/system';
import { useClickGuard } from '@/components/use-click-guard';
import { PATHS } from '@/config/paths';
import { validateEmail, validateMobile } from '@/lib/contact-rules';

export interface SignUpValues {
  name: string;
  mobile: string;
  company?: string;
  position?: string;
  email?: string;
  attendees?: number | null;
  remark?: string;
}

function check(message: string | null): Promise<void> {
  return message ? Promise.reject(new Error(message)) : Promise.resolve();
}

function optional(value: string | undefined): string | undefined {
  const text = (value ?? '').trim();
  return text === '' ? undefined : text;
}

export function SignUpForm({
  noticeId,
  title,
  source,
  defaultCompany,
}: {
  noticeId: string;
  title: string;
  source: string;
  defaultCompany: string;
}) {
  const navigate = useNavigate();
  const [form] = Form.useForm<SignUpValues>();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ message: string; registId: string } | null>(null);

  const submit = useClickGuard(async (values: SignUpValues) => {
    setError(null);
    const response = await noticeRegistSubmit({
      id: noticeId,
      title: title.slice(0, 100),
      ly: source,
      name: values.name.trim(),
      mobile: values.mobile.trim(),
      company: optional(values.company),
      position: optional(values.position),
      email: optional(values.email),
      attendees: values.attendees ?? 1,
      remark: optional(values.remark),
    });
    if (response && response.code === 0) {
      setDone({ message: response.message || '报名成功', registId: response.data.registId });
      return true;
    }
    const message =
      response === false ? '提交失败：网络异常，请稍后重试' : authMessage(response, '提交失败');
    setError(message);
    // The server's refusals that concern one field are shown at that field too.
    if (message.includes('手机号')) form.setFields([{ name: 'mobile', errors: [message] }]);
    else if (message.includes('邮箱')) form.setFields([{ name: 'email', errors: [message] }]);
    // A refusal or a network failure keeps everything typed and frees the button at once.
    return false;
  });

  if (done) {
    return (
      <Result
        status="success"
        icon={<CheckCircleOutlined />}
        title={done.message}
        subTitle={`报名编号：${done.registId}`}
        data-testid="sign-up-done"
        extra={
          <Button type="primary" onClick={() => navigate(PATHS.home)}>
            返回首页
          </Button>
        }
      />
    );
  }

  return (
    <Form<SignUpValues>
      form={form}
      layout="horizontal"
      labelCol={{ sm: { span: 6 } }}
      wrapperCol={{ sm: { span: 18 } }}
      style={{ maxWidth: 640 }}
      initialValues={{ company: defaultCompany, attendees: 1 }}
      onFinish={(values) => submit.run(values)}
      data-testid="sign-up-form"
    >
      <Form.Item
        label="姓名"
        name="name"
        rules={[
          { required: true, whitespace: true, message: '请输入姓名' },
          { max: LIMITS.name, message: `姓名不能超过${LIMITS.name}个字` },
        ]}
      >
        <Input autoComplete="name" autoFocus maxLength={LIMITS.name} />
      </Form.Item>
      <Form.Item
        label="手机号"
        name="mobile"
        required
        rules={[{ validator: (_, value: string | undefined) => check(validateMobile(value)) }]}
      >
        <Input autoComplete="tel" inputMode="numeric" maxLength={LIMITS.mobile} />
      </Form.Item>
      <Form.Item
        label="单位"
        name="company"
        rules={[{ max: LIMITS.company, message: `单位名称不能超过${LIMITS.company}个字` }]}
      >
        <Input autoComplete="organization" maxLength={LIMITS.company} />
      </Form.Item>
      <Form.Item
        label="职务"
        name="position"
        rules={[{ max: LIMITS.position, message: `职务不能超过${LIMITS.position}个字` }]}
      >
        <Input autoComplete="organization-title" maxLength={LIMITS.position} />
      </Form.Item>
      <Form.Item
        label="邮箱"
        name="email"
        rules={[
          {
            validator: (_, value: string | undefined) =>
              check((value ?? '').trim() === '' ? null : validateEmail(value)),
          },
        ]}
      >
        <Input autoComplete="email" inputMode="email" maxLength={LIMITS.email} />
      </Form.Item>
      <Form.Item
        label="参会人数"
        name="attendees"
        rules={[
          { required: true, message: '请输入参会人数' },
          { type: 'integer', min: 1, max: 10, message: '参会人数为1至10人' },
        ]}
      >
        <InputNumber min={1} max={10} precision={0} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item
        label="备注"
        name="remark"
        rules={[{ max: LIMITS.remark, message: `备注不能超过${LIMITS.remark}个字` }]}
      >
        <Input.TextArea rows={3} maxLength={LIMITS.remark} showCount />
      </Form.Item>
      {error && (
        <Form.Item wrapperCol={{ sm: { offset: 6, span: 18 } }}>
          <Alert type="error" showIcon title={error} data-testid="sign-up-error" />
        </Form.Item>
      )}
      <Form.Item wrapperCol={{ sm: { offset: 6, span: 18 } }}>
        <Button type="primary" htmlType="submit" loading={submit.busy} data-testid="sign-up-submit">
          提交报名
        </Button>
      </Form.Item>
    </Form>
  );
}
