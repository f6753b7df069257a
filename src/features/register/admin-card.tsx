/**
 * One administrator of step 2: name, ID type, ID number, mobile, e-mail, and the SMS check of
 * the mobile (register/sendVerificationCodeNew, register/submitVerificationCode). The fields
 * are rows of the table in ./admin-field-specs.ts; every message shows next to its field.
 */
import { Button, type ButtonProps, Card, Popconfirm, Row, Tag } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { sendVerificationCodeNew, submitVerificationCode } from '@/api/register';
import { authMessage, SMS_SEND_FAILED } from '@/api/auth-codes';
import { validateMobile, validateSmsCode } from '@/lib/contact-rules';
import { AdminIndexContext } from './admin-field-specs';
import { AdminFieldItem } from './admin-fields';
import { isVerified, type AdminField } from './admin-rules';
import type { AdminForm } from './register-model';
import { useCountdown } from '@/components/use-countdown';

/** The dialog's confirm button (a test id is no ButtonProps key). */
const REMOVE_CONFIRM: ButtonProps & { 'data-testid': string } = {
  danger: true,
  'data-testid': 'register-admin-remove-confirm',
};

export function AdminCard({
  index,
  admin,
  rulesOf,
  canRemove,
  onRemove,
  onVerified,
  onError,
}: {
  index: number;
  admin: AdminForm;
  rulesOf: (field: AdminField) => Rule[];
  canRemove: boolean;
  onRemove: () => void;
  onVerified: (mobile: string) => void;
  onError: (field: AdminField, message: string | undefined) => void;
}) {
  const { left, start } = useCountdown();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const verified = isVerified(admin);

  const send = async () => {
    const mobile = admin.mobile.trim();
    const problem = validateMobile(mobile);
    if (problem) {
      onError('mobile', problem);
      return;
    }
    setSending(true);
    const response = await sendVerificationCodeNew(mobile);
    setSending(false);
    if (response && response.code === 0) {
      setSentTo(response.data.mobile);
      start(response.data.resendAfter);
      onError('smsCode', undefined);
    } else {
      onError('smsCode', authMessage(response, SMS_SEND_FAILED));
    }
  };

  const verify = async () => {
    const mobile = admin.mobile.trim();
    const problem = validateMobile(mobile) ?? validateSmsCode(admin.smsCode);
    if (problem) {
      onError(validateMobile(mobile) ? 'mobile' : 'smsCode', problem);
      return;
    }
    setChecking(true);
    const response = await submitVerificationCode(mobile, admin.smsCode.trim());
    setChecking(false);
    if (response && response.code === 0) {
      onVerified(mobile);
    } else {
      onError('smsCode', authMessage(response, '验证失败，请稍后重试'));
    }
  };

  const field = (name: AdminField, more: Partial<Parameters<typeof AdminFieldItem>[0]> = {}) => (
    <AdminFieldItem
      field={name}
      adminKey={admin.key}
      initialValue={admin[name]}
      rules={rulesOf(name)}
      {...more}
    />
  );

  return (
    <AdminIndexContext.Provider value={index}>
      <Card
        size="small"
        data-testid={`register-admin-${index}`}
        title={`管理员${index + 1}`}
        style={{ marginBottom: 16 }}
        extra={
          canRemove && (
            <Popconfirm
              title="确定删除该管理员吗？"
              okText="删除"
              cancelText="取消"
              okButtonProps={REMOVE_CONFIRM}
              onConfirm={onRemove}
            >
              <Button type="link" danger data-testid={`register-admin-remove-${index}`}>
                删除
              </Button>
            </Popconfirm>
          )
        }
      >
        <Row gutter={24}>
          {field('name')}
          {field('idType')}
          {field('idNo')}
          {field('email')}
          {field('mobile', {
            // Always a suffix: adding one later would take the focus away while typing.
            suffix: verified ? (
              <Tag color="success" data-testid={`register-admin-verified-${index}`}>
                已验证
              </Tag>
            ) : (
              <span />
            ),
            addon: verified ? null : (
              <Button
                onClick={() => void send()}
                loading={sending}
                disabled={left > 0}
                data-testid={`register-admin-sms-send-${index}`}
              >
                {left > 0 ? `${left}秒后重新获取` : '获取验证码'}
              </Button>
            ),
          })}
          {!verified &&
            field('smsCode', {
              extra: sentTo ? `验证码已发送至 ${sentTo}` : undefined,
              addon: (
                <Button
                  onClick={() => void verify()}
                  loading={checking}
                  data-testid={`register-admin-sms-verify-${index}`}
                >
                  验证
                </Button>
              ),
            })}
        </Row>
      </Card>
    </AdminIndexContext.Provider>
  );
}
