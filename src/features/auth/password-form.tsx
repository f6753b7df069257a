/**
 * The password login form: user name, password, image captcha (spec 7.1, usage login). A plain
 * form with antd's inputs and antd's form markup (PlainFormItem): antd's Form, its validator,
 * grid and tooltip are about 90 KB of the login page's JavaScript; the one rule here,
 * required, is login-fields.ts.
 */
import { Alert, Button } from 'antd';
// Input and Password alone: Input's index also brings Search, TextArea, OTP and Group onto /login.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { login, newImageVerificationCode, type CaptchaImage } from '@/api/auth';
import { authMessage } from '@/api/auth-codes';
import { AUTH_LIMITS } from '@/api/field-limits';
import { useClickGuard } from '@/components/use-click-guard';
import { readLoginAnswer, type LoginAnswer } from './login-answer';
import {
  adoptTyped,
  EMPTY_LOGIN,
  LOGIN_FIELDS,
  loginErrors,
  loginValid,
  type LoginField,
  type LoginValues,
} from './login-fields';
import { helpId } from '@/components/lookalikes/form-help-id';
import { PlainFormItem } from '@/components/lookalikes/plain-form-item';

export function PasswordForm({
  onAnswer,
  notice = null,
}: {
  onAnswer: (answer: LoginAnswer) => void;
  /** Shown as the form's error until the next attempt (why the user is back here). */
  notice?: string | null;
}) {
  const [values, setValues] = useState<LoginValues>(EMPTY_LOGIN);
  const [shown, setShown] = useState<ReadonlySet<LoginField>>(new Set());
  const errors = loginErrors(values, shown);
  const [captcha, setCaptcha] = useState<CaptchaImage | null>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(notice);
  const formRef = useRef<HTMLFormElement>(null);

  // The production login page is prerendered: what was typed into it before React
  // hydrated it is kept. React leaves the fields' text alone while hydrating, but the next
  // render would write the form's empty values over it.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const inField = (field: LoginField) => {
      const input = form.elements.namedItem(field);
      return input instanceof HTMLInputElement ? input.value : '';
    };
    const inFields = Object.fromEntries(
      LOGIN_FIELDS.map((field) => [field, inField(field)]),
    ) as LoginValues;
    setValues((current) => adoptTyped(current, inFields) ?? current);
  }, []);

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
    async (values: LoginValues) => {
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
        // A captcha is used up by one attempt, right or wrong: emptied, and not yet an error.
        setValues((current) => ({ ...current, captcha: '' }));
        setShown((current) => new Set([...current].filter((field) => field !== 'captcha')));
        void refreshCaptcha();
      }
      onAnswer(answer);
      // A refusal or a network failure frees the button for the next try at once.
      return answer.kind !== 'error';
    },
    [captcha, onAnswer, refreshCaptcha],
  );
  const { run, busy } = useClickGuard(submit);

  /** What each field's input takes from the form: its id, value, edits and error state. */
  const fieldProps = (field: LoginField) => ({
    id: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      setShown((current) => (current.has(field) ? current : new Set([...current, field])));
    },
    'aria-required': true,
    // The error state of the input, as antd's Form.Item gave it.
    ...(errors[field]
      ? { status: 'error' as const, 'aria-invalid': true, 'aria-describedby': helpId(field) }
      : {}),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShown(new Set(LOGIN_FIELDS));
    if (loginValid(values)) run(values);
  };

  return (
    <form
      ref={formRef}
      className="ant-form ant-form-vertical ant-form-hide-required-mark"
      // Sent by script only. Outside a dialog, a 'dialog' form's own submission does nothing:
      // Enter or a click on the prerendered page before the scripts run neither reloads the
      // page (losing what was typed) nor puts anything in the address.
      method="dialog"
      onSubmit={onSubmit}
      autoComplete="on"
      noValidate
    >
      <PlainFormItem id="userName" label="用户名" error={errors.userName}>
        <Input
          {...fieldProps('userName')}
          data-testid="login-username"
          autoComplete="username"
          maxLength={AUTH_LIMITS.userName}
          placeholder="用户名或手机号"
        />
      </PlainFormItem>
      <PlainFormItem id="password" label="密码" error={errors.password}>
        <Password
          {...fieldProps('password')}
          data-testid="login-password"
          autoComplete="current-password"
          maxLength={AUTH_LIMITS.password}
          placeholder="密码"
        />
      </PlainFormItem>
      <PlainFormItem id="captcha" label="图形验证码" labelFor={false} error={errors.captcha}>
        <div style={{ display: 'flex', gap: 8 }}>
          <Input
            {...fieldProps('captcha')}
            data-testid="login-captcha"
            maxLength={AUTH_LIMITS.captcha}
            autoComplete="off"
            placeholder="验证码"
            aria-label="图形验证码"
          />
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
      </PlainFormItem>
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
    </form>
  );
}
