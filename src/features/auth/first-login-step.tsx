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
import { authMessage } from '@/api/auth-codes';
import { useClickGuard } from '@/components/use-click-guard';
import { AuthStepForm, MobileField, NewPasswordFields } from './auth-step-form';
import { SmsCodeField } from './sms-code-field';
import { sendStepSms, stepCall } from './step-call';

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

  const send = () => sendStepSms(setError, () => firstLoginSendSmsCode(ticket));

  const verify = useCallback(
    (values: { mobileNumber: string; code: string }) =>
      stepCall(
        setError,
        () =>
          firstLoginVerifyCode({
            ticket,
            mobileNumber: values.mobileNumber.trim(),
            code: values.code.trim(),
          }),
        '短信验证码错误或已失效',
        () => setPhase('password'),
      ),
    [ticket],
  );
  const verifying = useClickGuard(verify);

  const save = useCallback(
    (values: { password: string; confirmPassword: string }) =>
      stepCall(
        setError,
        () => firstLoginSetPassword({ ticket, ...values }),
        '保存失败',
        () => onDone('密码设置成功，请使用新密码登录'),
      ),
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
