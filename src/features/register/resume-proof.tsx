/**
 * Resuming an unfinished registration by credit code (src/api/register.ts, step 1): the offer
 * shows what anyone may know (status, masked administrator mobiles); continuing needs an SMS
 * code sent to one of those mobiles (sendVerificationCodeNew, then resumeWithVerificationCode:
 * submitVerificationCode with the credit code), which hands this wizard the registration's
 * key; its record follows.
 */
import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import {
  queryCurrentRegistInfo,
  resumeWithVerificationCode,
  sendVerificationCodeNew,
} from '@/api/register';
import type { RegistrationRecord, UnfinishedRegistration } from '@/api/register-types';
import { authMessage, SMS_SEND_FAILED } from '@/api/auth-codes';
import { useCountdown } from '@/components/use-countdown';
import { validateMobile, validateSmsCode } from '@/lib/contact-rules';
import { ErrorAlert } from '@/components/error-alert';

interface ResumeProps {
  /** What the server tells anyone of the credit code's unfinished registration */
  found: UnfinishedRegistration;
  creditCode: string;
  onResume: (record: RegistrationRecord, draftToken: string) => void;
}

export function ResumeOffer({ found, creditCode, onResume }: ResumeProps) {
  const [open, setOpen] = useState(false);
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="register-resume-offer"
      style={{ marginBottom: 16 }}
      title={`该机构已有未完成的注册申请（${found.statusName}）`}
      description={
        open ? (
          <ResumeProof found={found} creditCode={creditCode} onResume={onResume} />
        ) : (
          `继续该申请需验证已登记的管理员手机号（${found.adminMobiles.join('、')}），验证后已保存的机构信息、管理员和资料将一并带出。`
        )
      }
      action={
        !open && (
          <Button
            type="primary"
            size="small"
            onClick={() => setOpen(true)}
            data-testid="register-resume-existing"
          >
            继续该申请
          </Button>
        )
      }
    />
  );
}

function ResumeProof({ found, creditCode, onResume }: ResumeProps) {
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { left, start } = useCountdown();

  const send = async () => {
    const problem = validateMobile(mobile.trim());
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    const response = await sendVerificationCodeNew(mobile.trim(), creditCode);
    setBusy(false);
    if (response && response.code === 0) {
      setSentTo(response.data.mobile);
      setError(null);
      start(response.data.resendAfter);
    } else {
      setError(authMessage(response, SMS_SEND_FAILED));
    }
  };

  const verify = async () => {
    const problem = validateMobile(mobile.trim()) ?? validateSmsCode(code);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    const proof = await resumeWithVerificationCode(mobile.trim(), code.trim(), creditCode);
    if (!proof || proof.code !== 0) {
      setBusy(false);
      setError(authMessage(proof, '验证失败，请稍后重试'));
      return;
    }
    const record = await queryCurrentRegistInfo(proof.data);
    setBusy(false);
    if (record && record.code === 0) {
      onResume(record.data, proof.data.draftToken);
      return;
    }
    setError(authMessage(record, '加载失败，请稍后重试'));
  };

  return (
    <Form layout="vertical" component="div" data-testid="register-resume-proof">
      <Typography.Paragraph>
        请输入该申请已登记的管理员手机号（{found.adminMobiles.join('、')}
        ），获取并填写短信验证码后继续。
      </Typography.Paragraph>
      <Form.Item label="管理员手机号" htmlFor="register-resume-mobile">
        <Space.Compact style={{ width: '100%' }}>
          <Input
            id="register-resume-mobile"
            data-testid="register-resume-mobile"
            value={mobile}
            maxLength={11}
            inputMode="numeric"
            onChange={(e) => setMobile(e.target.value.trim())}
          />
          <Button
            onClick={() => void send()}
            disabled={left > 0 || busy}
            data-testid="register-resume-send"
          >
            {left > 0 ? `${left}秒后重发` : '获取验证码'}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item
        label="短信验证码"
        htmlFor="register-resume-code"
        extra={sentTo ? `验证码已发送至 ${sentTo}` : undefined}
      >
        <Input
          id="register-resume-code"
          data-testid="register-resume-code"
          value={code}
          maxLength={6}
          inputMode="numeric"
          autoComplete="one-time-code"
          onChange={(e) => setCode(e.target.value.trim())}
        />
      </Form.Item>
      <ErrorAlert message={error} testId="register-resume-error" style={{ marginBottom: 12 }} />
      <Button
        type="primary"
        loading={busy}
        onClick={() => void verify()}
        data-testid="register-resume-verify"
      >
        验证并继续
      </Button>
    </Form>
  );
}
