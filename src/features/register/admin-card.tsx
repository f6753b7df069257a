/**
 * One administrator of step 2: name, ID type, ID number, mobile, e-mail, and the SMS check of
 * the mobile (register/sendVerificationCodeNew, register/submitVerificationCode). Every
 * message shows next to its field.
 */
import {
  Button,
  type ButtonProps,
  Card,
  Col,
  Form,
  Input,
  Popconfirm,
  Row,
  Select,
  Space,
  Tag,
} from 'antd';
import { useState } from 'react';
import { sendVerificationCodeNew, submitVerificationCode } from '@/api/register';
import { authMessage, SMS_SEND_FAILED } from '@/api/auth-codes';
import { validateMobile, validateSmsCode } from '@/lib/contact-rules';
import { ID_TYPES } from '@/lib/id-number';
import { adminFieldId, isVerified, type AdminErrors, type AdminField } from './admin-rules';
import type { AdminForm } from './register-model';
import { useCountdown } from '@/components/use-countdown';

/** The dialog's confirm button (a test id is no ButtonProps key). */
const REMOVE_CONFIRM: ButtonProps & { 'data-testid': string } = {
  danger: true,
  'data-testid': 'register-admin-remove-confirm',
};

/** The message next to a field, or undefined (antd then keeps no room for it). */
function help(field: AdminField, index: number, errors: AdminErrors) {
  const message = errors[field];
  return message ? (
    <span data-testid={`register-error-${field}-${index}`}>{message}</span>
  ) : undefined;
}

export function AdminCard({
  index,
  admin,
  errors,
  canRemove,
  onChange,
  onBlur,
  onRemove,
  onVerified,
  onError,
}: {
  index: number;
  admin: AdminForm;
  errors: AdminErrors;
  canRemove: boolean;
  onChange: (field: AdminField, value: string) => void;
  onBlur: (field: AdminField) => void;
  onRemove: () => void;
  onVerified: (mobile: string) => void;
  onError: (field: AdminField, message: string | undefined) => void;
}) {
  const { left, start } = useCountdown();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const verified = isVerified(admin);
  const id = (field: AdminField) => adminFieldId(field, index);
  const status = (field: AdminField) => (errors[field] ? 'error' : undefined);

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

  return (
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
        <Col xs={24} md={12}>
          <Form.Item
            label="管理员姓名"
            htmlFor={id('name')}
            required
            validateStatus={status('name')}
            help={help('name', index, errors)}
          >
            <Input
              id={id('name')}
              data-testid={id('name')}
              value={admin.name}
              maxLength={30}
              onChange={(e) => onChange('name', e.target.value)}
              onBlur={() => onBlur('name')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label="证件类型"
            htmlFor={id('idType')}
            required
            validateStatus={status('idType')}
            help={help('idType', index, errors)}
          >
            <Select
              id={id('idType')}
              data-testid={id('idType')}
              value={admin.idType || undefined}
              placeholder="请选择证件类型"
              virtual={false}
              options={ID_TYPES.map((t) => ({ value: t.code, label: t.name }))}
              onChange={(value: string) => onChange('idType', value)}
              onBlur={() => onBlur('idType')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label="证件号码"
            htmlFor={id('idNo')}
            required
            validateStatus={status('idNo')}
            help={help('idNo', index, errors)}
          >
            <Input
              id={id('idNo')}
              data-testid={id('idNo')}
              value={admin.idNo}
              maxLength={20}
              onChange={(e) => onChange('idNo', e.target.value.toUpperCase())}
              onBlur={() => onBlur('idNo')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label="电子邮箱"
            htmlFor={id('email')}
            required
            validateStatus={status('email')}
            help={help('email', index, errors)}
          >
            <Input
              id={id('email')}
              data-testid={id('email')}
              value={admin.email}
              maxLength={100}
              inputMode="email"
              onChange={(e) => onChange('email', e.target.value)}
              onBlur={() => onBlur('email')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label="手机号码"
            htmlFor={id('mobile')}
            required
            validateStatus={status('mobile')}
            help={help('mobile', index, errors)}
          >
            <Space.Compact style={{ width: '100%' }}>
              <Input
                id={id('mobile')}
                data-testid={id('mobile')}
                value={admin.mobile}
                maxLength={11}
                inputMode="numeric"
                onChange={(e) => onChange('mobile', e.target.value.trim())}
                onBlur={() => onBlur('mobile')}
                // Always a suffix: adding one later would take the focus away while typing.
                suffix={
                  verified ? (
                    <Tag color="success" data-testid={`register-admin-verified-${index}`}>
                      已验证
                    </Tag>
                  ) : (
                    <span />
                  )
                }
              />
              {!verified && (
                <Button
                  onClick={() => void send()}
                  loading={sending}
                  disabled={left > 0}
                  data-testid={`register-admin-sms-send-${index}`}
                >
                  {left > 0 ? `${left}秒后重新获取` : '获取验证码'}
                </Button>
              )}
            </Space.Compact>
          </Form.Item>
        </Col>
        {!verified && (
          <Col xs={24} md={12}>
            <Form.Item
              label="短信验证码"
              htmlFor={id('smsCode')}
              required
              validateStatus={status('smsCode')}
              help={help('smsCode', index, errors)}
              extra={!errors.smsCode && sentTo ? `验证码已发送至 ${sentTo}` : undefined}
            >
              <Space.Compact style={{ width: '100%' }}>
                <Input
                  id={id('smsCode')}
                  data-testid={id('smsCode')}
                  value={admin.smsCode}
                  maxLength={6}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  placeholder="6位数字"
                  onChange={(e) => onChange('smsCode', e.target.value.trim())}
                />
                <Button
                  onClick={() => void verify()}
                  loading={checking}
                  data-testid={`register-admin-sms-verify-${index}`}
                >
                  验证
                </Button>
              </Space.Compact>
            </Form.Item>
          </Col>
        )}
      </Row>
    </Card>
  );
}
