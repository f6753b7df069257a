/**
 * First login (spec 7.1): the user confirms the own mobile number by SMS
 * (user/firstLogin/queryMobileNumber, sendSmsCode, verifyCode), sets a new password
 * (setPassword), then logs in again with it.
 */
import { Alert, Button, Form, Steps, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import {
  firstLoginQueryMobile,
  firstLoginSendSmsCode,
  firstLoginSetPassword,
  firstLoginVerifyCode,
} from '@/api/auth';
import { authMessage, SMS_SEND_FAILED } from '@/api/auth-codes';
import { useClickGuard } from '@/components/use-click-guard';
import { AuthStepForm, MobileField, NewPasswordFields } from './auth-step-form';
import { SmsCodeField } from './sms-code-field';

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
        <AuthStepForm
          form={form}
          action={verifying}
          error={error}
          submitTestId="sms-submit"
          submitLabel="下一步"
        >
          <Typography.Paragraph>
            请输入账号绑定的手机号码{masked ? `（${masked}）` : ''}并完成短信验证。
          </Typography.Paragraph>
          <MobileField name="mobileNumber" testId="first-login-mobile" />
          <SmsCodeField
            name="code"
            onSend={send}
            idleText="获取验证码"
            buttonTestId="first-login-send"
          />
        </AuthStepForm>
      ) : (
        <AuthStepForm
          action={saving}
          error={error}
          submitTestId="password-submit"
          submitLabel="确认修改"
        >
          <NewPasswordFields />
        </AuthStepForm>
      )}
      <Button type="link" block onClick={onBack} style={{ marginTop: 8 }}>
        返回账号登录
      </Button>
    </div>
  );
}
