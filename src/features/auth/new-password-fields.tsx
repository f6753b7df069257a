/** New password and its confirmation, checked with the password rule shown to the user. */
import { Form, Input, Typography } from 'antd';
import {
  checkPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_RULE_TEXT,
} from '@/policy/password-rule';

export function NewPasswordFields({ label = '新密码' }: { label?: string }) {
  return (
    <>
      <Typography.Paragraph type="secondary" data-testid="password-rule">
        {PASSWORD_RULE_TEXT}
      </Typography.Paragraph>
      <Form.Item
        label={label}
        name="password"
        rules={[
          { required: true, message: '请输入新密码' },
          {
            validator: async (_rule, value: string | undefined) => {
              const problem = value ? checkPassword(value) : null;
              if (problem) throw new Error(problem);
            },
          },
        ]}
      >
        <Input.Password
          data-testid="new-password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
        />
      </Form.Item>
      <Form.Item
        label="确认新密码"
        name="confirmPassword"
        dependencies={['password']}
        rules={[
          { required: true, message: '请再次输入新密码' },
          ({ getFieldValue }) => ({
            validator: async (_rule, value: string | undefined) => {
              if (value && value !== getFieldValue('password')) {
                throw new Error(PASSWORD_MESSAGES.mismatch);
              }
            },
          }),
        ]}
      >
        <Input.Password
          data-testid="confirm-password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
        />
      </Form.Item>
    </>
  );
}
