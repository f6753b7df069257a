/** The SMS check after the password (user/verifyLoginSmsCode/v2), with a visible resend countdown. */
import { Button, Form, Space, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { resendLoginSmsCode, verifyLoginSmsCode } from '@/api/auth';
import { authMessage, SMS_SEND_FAILED } from '@/api/auth-codes';
import { ErrorAlert } from '@/components/error-alert';
import { useClickGuard } from '@/components/use-click-guard';
import { readLoginAnswer, restartOf, type LoginAnswer } from './login-answer';
import { SmsCodeField } from './sms-code-field';
import { SMS_RESEND_SECONDS } from '@/components/use-countdown';

export function SmsStep({
  ticket,
  mobile,
  onAnswer,
  onBack,
}: {
  ticket: string;
  mobile: string;
  onAnswer: (answer: LoginAnswer) => void;
  onBack: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState(mobile);

  const submit = useCallback(
    async ({ smsCode }: { smsCode: string }) => {
      setError(null);
      const answer = readLoginAnswer(await verifyLoginSmsCode({ ticket, smsCode: smsCode.trim() }));
      if (answer.kind === 'error') setError(answer.message);
      onAnswer(answer);
      // A refusal or a network failure frees the button for the next try at once.
      return answer.kind !== 'error';
    },
    [onAnswer, ticket],
  );
  const { run, busy } = useClickGuard(submit);

  const resend = async () => {
    setError(null);
    const response = await resendLoginSmsCode(ticket);
    if (response && response.code === 0 && response.data) {
      setSentTo(response.data.mobile || sentTo);
      return response.data.countdown;
    }
    const restart = restartOf(response);
    if (restart) onAnswer(restart);
    else setError(authMessage(response, SMS_SEND_FAILED));
    return null;
  };

  return (
    <Form layout="vertical" onFinish={run} requiredMark={false}>
      <Typography.Paragraph>
        短信验证码已发送至 <Typography.Text strong>{sentTo || '您的手机'}</Typography.Text>
        ，请输入验证码完成登录。
      </Typography.Paragraph>
      {/* The login has sent the first SMS. */}
      <SmsCodeField
        name="smsCode"
        onSend={resend}
        sentCountdown={SMS_RESEND_SECONDS}
        rules={[{ pattern: /^\s*\d{6}\s*$/, message: '短信验证码为6位数字' }]}
      />
      <ErrorAlert message={error} testId="login-error" />
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="sms-submit">
          验证并登录
        </Button>
        <Button type="link" block onClick={onBack}>
          返回账号登录
        </Button>
      </Space>
    </Form>
  );
}
