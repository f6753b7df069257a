/**
 * The institution's e-seal on the agreements: an administrator's mobile gets
 * a signing code (register/sendVerificationCodeForSign) that applies the seal
 * (register/updateRegisterInstSeal).
 */
import { Alert, Button, Col, Form, Input, Row, Select, Space } from 'antd';
import { useState } from 'react';
import { sendVerificationCodeForSign, updateRegisterInstSeal } from '@/api/register';
import { authMessage, SMS_SEND_FAILED } from '@/api/auth-codes';
import { ErrorAlert } from '@/components/error-alert';
import { useClickGuard } from '@/components/use-click-guard';
import { validateSmsCode } from '@/lib/contact-rules';
import type { DraftKey } from '@/api/register-token';
import { useDraftLost } from './draft-lost';
import { maskMobile } from './mask';
import type { AdminForm } from './register-model';
import { useCountdown } from '@/components/use-countdown';

const CHOOSE_MOBILE = '请选择接收验证码的管理员手机号';

export function SealPanel({
  draft,
  admins,
  applied,
  mobile,
  error,
  onMobile,
  onApplied,
}: {
  draft: DraftKey;
  admins: AdminForm[];
  applied: boolean;
  mobile: string;
  /** The step's "apply the e-seal first" message. */
  error: string | undefined;
  onMobile: (mobile: string) => void;
  onApplied: () => void;
}) {
  const { left, start } = useCountdown();
  const lost = useDraftLost();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ mobile?: string; code?: string }>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (!mobile) {
      setErrors({ mobile: CHOOSE_MOBILE });
      return;
    }
    setSending(true);
    const response = await sendVerificationCodeForSign(draft, mobile);
    setSending(false);
    if (lost(response)) return;
    if (response && response.code === 0) {
      setErrors({});
      setSentTo(response.data.mobile);
      start(response.data.resendAfter);
    } else {
      setErrors({ code: authMessage(response, SMS_SEND_FAILED) });
    }
  };

  const apply = async () => {
    const response = await updateRegisterInstSeal(draft, code.trim());
    if (lost(response)) return false;
    if (response && response.code === 0) {
      setErrors({});
      setCode('');
      onApplied();
      return true;
    }
    setErrors({ code: authMessage(response, '电子签章失败，请稍后重试') });
    // A refusal or a network failure frees the button for the next try at once.
    return false;
  };
  const { run, busy } = useClickGuard(apply);

  const onApply = () => {
    const problem = mobile ? validateSmsCode(code) : CHOOSE_MOBILE;
    if (problem) {
      setErrors(mobile ? { code: problem } : { mobile: problem });
      return;
    }
    run();
  };

  if (applied) {
    return (
      <Alert
        type="success"
        showIcon
        data-testid="register-seal-applied"
        title="已加盖机构电子印章"
        style={{ marginBottom: 16 }}
      />
    );
  }

  return (
    <div data-testid="register-seal" style={{ marginBottom: 16 }}>
      <ErrorAlert message={error} testId="register-seal-error" style={{ marginBottom: 12 }} />
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item
            label="签章确认手机号"
            htmlFor="register-seal-mobile"
            required
            validateStatus={errors.mobile ? 'error' : undefined}
            help={errors.mobile}
          >
            <Select
              id="register-seal-mobile"
              data-testid="register-seal-mobile"
              value={mobile || undefined}
              placeholder="请选择管理员手机号"
              virtual={false}
              options={admins.map((a) => ({
                value: a.mobile,
                label: `${a.name} ${maskMobile(a.mobile)}`,
              }))}
              onChange={(value: string) => {
                onMobile(value);
                setErrors({});
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label="短信验证码"
            htmlFor="register-seal-code"
            required
            validateStatus={errors.code ? 'error' : undefined}
            help={
              errors.code ? (
                <span data-testid="register-seal-code-error">{errors.code}</span>
              ) : undefined
            }
            extra={!errors.code && sentTo ? `验证码已发送至 ${sentTo}` : undefined}
          >
            <Space.Compact style={{ width: '100%' }}>
              <Input
                id="register-seal-code"
                data-testid="register-seal-code"
                value={code}
                maxLength={6}
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder="6位数字"
                onChange={(e) => setCode(e.target.value.trim())}
              />
              <Button
                onClick={() => void send()}
                loading={sending}
                disabled={left > 0}
                data-testid="register-seal-send"
              >
                {left > 0 ? `${left}秒后重新获取` : '获取验证码'}
              </Button>
            </Space.Compact>
          </Form.Item>
        </Col>
      </Row>
      <Button onClick={onApply} loading={busy} data-testid="register-seal-apply">
        加盖电子印章
      </Button>
    </div>
  );
}
