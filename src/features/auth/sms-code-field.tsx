/**
 * The SMS code input with its send button and the visible 60 s countdown, as the SMS login
 * step, the first login and /forget use it: the button is disabled while the countdown runs
 * ('N秒后重新获取') and while a send is under way. Place it inside an antd Form.
 */
import { Button, Form, Input, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useState } from 'react';
import { AUTH_LIMITS } from '@/api/field-limits';
import { useCountdown } from '@/components/use-countdown';

const REQUIRED: Rule = { required: true, whitespace: true, message: '请输入短信验证码' };

export function SmsCodeField({
  name,
  onSend,
  sentCountdown,
  idleText = '重新获取',
  buttonTestId = 'sms-resend',
  rules = [],
}: {
  /** The form field of the code */
  name: string;
  /** Sends an SMS; resolves to the countdown in seconds when one went out, else null. */
  onSend: () => Promise<number | null>;
  /** Seconds to count down from at once: an SMS went out just before the field appeared. */
  sentCountdown?: number;
  /** The button's text when no countdown runs */
  idleText?: string;
  buttonTestId?: string;
  /** Rules beyond 'required' */
  rules?: Rule[];
}) {
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (sentCountdown !== undefined) start(sentCountdown);
  }, [sentCountdown, start]);

  const send = async () => {
    setSending(true);
    try {
      const countdown = await onSend();
      if (countdown !== null) start(countdown);
    } finally {
      setSending(false);
    }
  };

  return (
    <Form.Item label="短信验证码" required>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name={name} noStyle rules={[REQUIRED, ...rules]}>
          <Input
            data-testid="sms-code"
            maxLength={AUTH_LIMITS.smsCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="6位数字"
            aria-label="短信验证码"
          />
        </Form.Item>
        <Button
          disabled={left > 0}
          loading={sending}
          onClick={() => void send()}
          data-testid={buttonTestId}
        >
          {left > 0 ? `${left}秒后重新获取` : idleText}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
