/** The password login form: user name, password, image captcha (spec 7.1, usage login). */
import { Alert, Button, Form, Input } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { login, newImageVerificationCode, type CaptchaImage } from '@/api/auth';
import { authMessage } from '@/api/auth-codes';
import { AUTH_LIMITS } from '@/api/field-limits';
import { useClickGuard } from '@/components/use-click-guard';
import { readLoginAnswer, type LoginAnswer } from './login-answer';

interface Values {
  userName: string;
  password: string;
  captcha: string;
}

export function PasswordForm({ onAnswer }: { onAnswer: (answer: LoginAnswer) => void }) {
  const [form] = Form.useForm<Values>();
  const [captcha, setCaptcha] = useState<CaptchaImage | null>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const refreshCaptcha = useCallback(async () => {
    const response = await newImageVerificationCode('login');
    if (response && response.code === 0 && response.data) {
      setCaptcha(response.data);
      setCaptchaError(null);
    } else {
      setCaptcha(null);
      setCaptchaError(authMessage(response, '图形验证码获取失败，请点击重试'));
    }
  }, []);

  useEffect(() => {
    let live = true;
    void newImageVerificationCode('login').then((response) => {
      if (!live) return;
      if (response && response.code === 0 && response.data) setCaptcha(response.data);
      else setCaptchaError(authMessage(response, '图形验证码获取失败，请点击重试'));
    });
    return () => {
      live = false;
    };
  }, []);

  const submit = useCallback(
    async (values: Values) => {
      setError(null);
      if (!captcha) {
        setError('请先获取图形验证码');
        return false;
      }
      const response = await login({
        userName: values.userName.trim(),
        password: values.password,
        captchaId: captcha.captchaId,
        captcha: values.captcha.trim(),
      });
      const answer = readLoginAnswer(response);
      if (answer.kind === 'error') {
        setError(answer.message);
        // A captcha is used up by one attempt, right or wrong.
        form.setFieldValue('captcha', '');
        void refreshCaptcha();
      }
      onAnswer(answer);
      // A refusal or a network failure frees the button for the next try at once.
      return answer.kind !== 'error';
    },
    [captcha, form, onAnswer, refreshCaptcha],
  );
  const { run, busy } = useClickGuard(submit);

  return (
    <Form form={form} layout="vertical" onFinish={run} requiredMark={false} autoComplete="on">
      <Form.Item
        label="用户名"
        name="userName"
        rules={[{ required: true, whitespace: true, message: '请输入用户名' }]}
      >
        <Input
          data-testid="login-username"
          autoComplete="username"
          maxLength={AUTH_LIMITS.userName}
          placeholder="用户名或手机号"
        />
      </Form.Item>
      <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password
          data-testid="login-password"
          autoComplete="current-password"
          maxLength={AUTH_LIMITS.password}
          placeholder="密码"
        />
      </Form.Item>
      <Form.Item label="图形验证码" required>
        <div style={{ display: 'flex', gap: 8 }}>
          <Form.Item
            name="captcha"
            noStyle
            rules={[{ required: true, whitespace: true, message: '请输入图形验证码' }]}
          >
            <Input
              data-testid="login-captcha"
              maxLength={AUTH_LIMITS.captcha}
              autoComplete="off"
              placeholder="验证码"
              aria-label="图形验证码"
            />
          </Form.Item>
          <button
            type="button"
            onClick={() => void refreshCaptcha()}
            title="看不清？换一张"
            aria-label="看不清？换一张"
            data-testid="login-captcha-image"
            style={{
              width: 110,
              height: 32,
              padding: 0,
              border: '1px solid #d9d9d9',
              borderRadius: 6,
              background: '#fff',
              cursor: 'pointer',
              flex: 'none',
            }}
          >
            {captcha ? (
              <img src={captcha.image} alt="图形验证码" style={{ width: '100%', height: '100%' }} />
            ) : (
              <span style={{ fontSize: 12, color: '#999' }}>点击获取</span>
            )}
          </button>
        </div>
      </Form.Item>
      {(error || captchaError) && (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="login-error"
          title={error ?? captchaError}
          style={{ marginBottom: 16 }}
        />
      )}
      <Button
        type="primary"
        htmlType="submit"
        block
        size="large"
        loading={busy}
        data-testid="login-submit"
      >
        登录
      </Button>
    </Form>
  );
}
