/**
 * A form of the sign-in and password steps: its fields, the refusal or network failure above the
 * button (spec 8), and the one primary button that submits it, busy while the request runs; and
 * the fields these forms share (the account's mobile, the current password, a new password).
 */
import { Button, Form, Input, Typography, type FormInstance } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { AUTH_LIMITS } from '@/api/field-limits';
import { checkedBy } from '@/components/checked-by';
import { ErrorAlert } from '@/components/error-alert';
import { validateMobile } from '@/lib/contact-rules';
import {
  checkPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_RULE_TEXT,
} from '@/policy/password-rule';

export function AuthStepForm<Values>({
  form,
  action,
  error,
  errorTestId = 'login-error',
  submitTestId,
  submitLabel,
  style,
  children,
  footer,
}: {
  form?: FormInstance<Values>;
  /** The request on submit, guarded against a second click (useClickGuard) */
  action: { run: (values: Values) => void; busy: boolean };
  error: string | null;
  errorTestId?: string;
  submitTestId: string;
  submitLabel: string;
  style?: CSSProperties;
  children: ReactNode;
  /** Under the button */
  footer?: ReactNode;
}) {
  return (
    <Form form={form} layout="vertical" onFinish={action.run} requiredMark={false} style={style}>
      {children}
      <ErrorAlert message={error} testId={errorTestId} />
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={action.busy}
        data-testid={submitTestId}
      >
        {submitLabel}
      </Button>
      {footer}
    </Form>
  );
}

/** The mobile of the account (spec 5.2's format), as the first login and /forget ask it. */
export function MobileField({ name, testId }: { name: string; testId: string }) {
  return (
    <Form.Item
      label="手机号码"
      name={name}
      rules={[{ required: true, validator: checkedBy(validateMobile) }]}
    >
      <Input data-testid={testId} maxLength={AUTH_LIMITS.mobile} inputMode="tel" />
    </Form.Item>
  );
}

/** The password the user has now (unlocking, changing it), never judged here but by the server. */
export function CurrentPasswordField({
  label,
  name,
  message,
  testId,
  autoFocus,
}: {
  label: string;
  name: string;
  /** Said when it is left empty */
  message: string;
  testId: string;
  autoFocus?: boolean;
}) {
  return (
    <Form.Item label={label} name={name} rules={[{ required: true, message }]}>
      <Input.Password
        data-testid={testId}
        autoComplete="current-password"
        autoFocus={autoFocus}
        maxLength={AUTH_LIMITS.password}
      />
    </Form.Item>
  );
}

/** New password and its confirmation, checked with the password rule shown to the user. */
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
