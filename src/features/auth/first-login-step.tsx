/**
 * First login (spec 7.1): the user confirms the own mobile number by SMS
 * (user/firstLogin/queryMobileNumber, sendSmsCode, verifyCode), sets a new password
 * (setPassword), then logs in again with it.
 */
import { Alert, Button, Form, Input, Steps, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import {
  firstLoginQueryMobile,
  firstLoginSendSmsCode,
  firstLoginSetPassword,
  firstLoginVerifyCode,
} from '@/api/auth';
import { authMessage, SMS_SEND_FAILED } from '@/api/auth-codes';
import { AUTH_LIMITS } from '@/api/field-limits';
import { useClickGuard } from '@/components/use-click-guard';
import { NewPasswordFields } from './new-password-fields';
import { SmsCodeField } from './sms-code-field';

const MOBILE = /^1[3-9]\d{9}$/;

export function FirstLoginStep({
  ticket,
  onDone,
  onBack,
}: {
  ticket: string;
  onDone: (message: string) => void;
  onBack: () => void;
}) {
  const [phase, setPhase] = useState<'verify' | 'password'>('verify');
  const [masked, setMasked] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<{ mobileNumber: string; code: string }>();

  useEffect(() => {
    let live = true;
    void firstLoginQueryMobile(ticket).then((response) => {
      if (!live) return;
      if (response && response.code === 0 && response.data) setMasked(response.data.mobile);
      else setError(authMessage(response));
    });
    return () => {
      live = false;
    };
  }, [ticket]);

  const send = async () => {
    setError(null);
    const response = await firstLoginSendSmsCode(ticket);
    if (response && response.code === 0 && response.data) return response.data.countdown;
    setError(authMessage(response, SMS_SEND_FAILED));
    return null;
  };

  const verify = useCallback(
    async (values: { mobileNumber: string; code: string }) => {
      setError(null);
      const response = await firstLoginVerifyCode({
        ticket,
        mobileNumber: values.mobileNumber.trim(),
        code: values.code.trim(),
      });
      if (response && response.code === 0) {
        setPhase('password');
        return true;
      }
      setError(authMessage(response, '短信验证码错误或已失效'));
      // A refusal or a network failure frees the button for the next try at once.
      return false;
    },
    [ticket],
  );
  const verifying = useClickGuard(verify);

  const save = useCallback(
    async (values: { password: string; confirmPassword: string }) => {
      setError(null);
      const response = await firstLoginSetPassword({ ticket, ...values });
      if (response && response.code === 0) {
        onDone('密码设置成功，请使用新密码登录');
        return true;
      }
      setError(authMessage(response, '保存失败'));
      return false;
    },
    [onDone, ticket],
  );
  const saving = useClickGuard(save);

  return (
    <div data-testid="first-login">
      <Alert type="info" showIcon title="首次登录须修改密码" style={{ marginBottom: 16 }} />
      <Steps
        size="small"
        current={phase === 'verify' ? 0 : 1}
        items={[{ title: '验证手机' }, { title: '设置新密码' }]}
        style={{ marginBottom: 16 }}
      />
      {phase === 'verify' ? (
        <Form form={form} layout="vertical" onFinish={verifying.run} requiredMark={false}>
          <Typography.Paragraph>
            请输入账号绑定的手机号码{masked ? `（${masked}）` : ''}并完成短信验证。
          </Typography.Paragraph>
          <Form.Item
            label="手机号码"
            name="mobileNumber"
            rules={[
              { required: true, whitespace: true, message: '请输入手机号码' },
              { pattern: MOBILE, message: '手机号格式不正确' },
            ]}
          >
            <Input
              data-testid="first-login-mobile"
              maxLength={AUTH_LIMITS.mobile}
              inputMode="tel"
            />
          </Form.Item>
          <SmsCodeField
            name="code"
            onSend={send}
            idleText="获取验证码"
            buttonTestId="first-login-send"
          />
          {error && (
            <Alert
              type="error"
              showIcon
              role="alert"
              data-testid="login-error"
              title={error}
              style={{ marginBottom: 16 }}
            />
          )}
          <Button
            type="primary"
            htmlType="submit"
            block
            loading={verifying.busy}
            data-testid="sms-submit"
          >
            下一步
          </Button>
        </Form>
      ) : (
        <Form layout="vertical" onFinish={saving.run} requiredMark={false}>
          <NewPasswordFields />
          {error && (
            <Alert
              type="error"
              showIcon
              role="alert"
              data-testid="login-error"
              title={error}
              style={{ marginBottom: 16 }}
            />
          )}
          <Button
            type="primary"
            htmlType="submit"
            block
            loading={saving.busy}
            data-testid="password-submit"
          >
            确认修改
          </Button>
        </Form>
      )}
      <Button type="link" block onClick={onBack} style={{ marginTop: 8 }}>
        返回账号登录
      </Button>
    </div>
  );
}
