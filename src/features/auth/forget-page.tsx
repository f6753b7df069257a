/**
 * /forget (spec 7.1): identity (user name and mobile; an SMS goes out), the SMS code, the new
 * password, done. user/pwdrecall/verifyPhone, resendSmsCode, verifySmsCode, resetPassword.
 */
import { Alert, Button, Form, Input, Result, Steps } from 'antd';
import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  pwdRecallResendSmsCode,
  pwdRecallResetPassword,
  pwdRecallVerifyPhone,
  pwdRecallVerifySmsCode,
} from '@/api/auth';
import { authMessage } from '@/api/auth-codes';
import { AUTH_LIMITS } from '@/api/field-limits';
import { useClickGuard } from '@/components/use-click-guard';
import { PATHS } from '@/config/paths';
import { AuthCard } from './auth-card';
import { AuthStepForm, MobileField, NewPasswordFields } from './auth-step-form';
import { SmsCodeField } from './sms-code-field';
import { sendStepSms, stepCall } from './step-call';

export default function ForgetPage() {
  const navigate = useNavigate();
  const [current, setCurrent] = useState(0);
  const [ticket, setTicket] = useState('');
  const [mobile, setMobile] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** The countdown of the SMS that verifying the phone sent. */
  const [sentCountdown, setSentCountdown] = useState<number>();

  const verifyPhone = useCallback(async (values: { userName: string; mobile: string }) => {
    setError(null);
    const response = await pwdRecallVerifyPhone({
      userName: values.userName.trim(),
      mobile: values.mobile.trim(),
    });
    if (response && response.code === 0 && response.data) {
      setTicket(response.data.ticket);
      setMobile(response.data.mobile);
      setSentCountdown(response.data.countdown);
      setCurrent(1);
      return true;
    }
    setError(authMessage(response, '验证失败，请稍后重试'));
    // A refusal or a network failure frees the button for the next try at once.
    return false;
  }, []);
  const step1 = useClickGuard(verifyPhone);

  const verifySms = useCallback(
    (values: { smsCode: string }) =>
      stepCall(
        setError,
        () => pwdRecallVerifySmsCode({ ticket, smsCode: values.smsCode.trim() }),
        '短信验证码错误或已失效',
        () => setCurrent(2),
      ),
    [ticket],
  );
  const step2 = useClickGuard(verifySms);

  const resend = () => sendStepSms(setError, () => pwdRecallResendSmsCode(ticket));

  const reset = useCallback(
    (values: { password: string; confirmPassword: string }) =>
      stepCall(
        setError,
        () => pwdRecallResetPassword({ ticket, ...values }),
        '重置失败，请稍后重试',
        () => setCurrent(3),
      ),
    [ticket],
  );
  const step3 = useClickGuard(reset);

  const errorProps = { error, errorTestId: 'forget-error' };

  return (
    <AuthCard heading="找回密码" width={520}>
      <Steps
        size="small"
        current={current}
        style={{ marginBottom: 24 }}
        items={[
          { title: '验证身份' },
          { title: '短信验证' },
          { title: '设置新密码' },
          { title: '完成' },
        ]}
      />
      {current === 0 && (
        <AuthStepForm
          action={step1}
          {...errorProps}
          submitTestId="forget-next"
          submitLabel="获取短信验证码"
        >
          <Form.Item
            label="用户名"
            name="userName"
            rules={[{ required: true, whitespace: true, message: '请输入用户名' }]}
          >
            <Input
              data-testid="forget-username"
              maxLength={AUTH_LIMITS.userName}
              autoComplete="username"
            />
          </Form.Item>
          <MobileField name="mobile" testId="forget-mobile" />
        </AuthStepForm>
      )}
      {current === 1 && (
        <AuthStepForm action={step2} {...errorProps} submitTestId="sms-submit" submitLabel="下一步">
          <Alert
            type="info"
            showIcon
            title={`短信验证码已发送至 ${mobile}`}
            style={{ marginBottom: 16 }}
          />
          <SmsCodeField name="smsCode" onSend={resend} sentCountdown={sentCountdown} />
        </AuthStepForm>
      )}
      {current === 2 && (
        <AuthStepForm
          action={step3}
          {...errorProps}
          submitTestId="password-submit"
          submitLabel="重置密码"
        >
          <NewPasswordFields />
        </AuthStepForm>
      )}
      {current === 3 && (
        <Result
          status="success"
          title="密码重置成功"
          subTitle="请使用新密码登录"
          extra={
            <Button
              type="primary"
              onClick={() => navigate(PATHS.login)}
              data-testid="forget-to-login"
            >
              返回登录
            </Button>
          }
        />
      )}
      {current < 3 && (
        <div style={{ textAlign: 'center', marginTop: 12 }}>
          <Link to={PATHS.login}>返回登录</Link>
        </div>
      )}
    </AuthCard>
  );
}
