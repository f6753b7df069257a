/**
 * Standalone sign-in: user name, password and the image captcha of the mock API (always 1234),
 * with the portal's login test ids. A user of several institutions picks one (inst-option).
 * SMS and first-login steps are left to the portal.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { MICRO_APPS } from '@contract';
import type { Captcha, InstOption, LoginOutcome } from './standalone-session';
import { useCls, useStandaloneHost } from './stub-context';

export function LoginForm() {
  const host = useStandaloneHost();
  const cls = useCls();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [choice, setChoice] = useState<{ ticket: string; options: InstOption[] } | null>(null);

  // Each round fetches a new captcha (one login attempt uses one up).
  const [captchaRound, setCaptchaRound] = useState(0);
  const refreshCaptcha = () => setCaptchaRound((round) => round + 1);

  useEffect(() => {
    let current = true;
    void host.captcha().then((next) => {
      if (!current) return;
      setCaptcha(next);
      if (!next) setError('验证码加载失败，请点击图片重试');
    });
    return () => {
      current = false;
    };
  }, [host, captchaRound]);

  const settle = async (outcome: LoginOutcome) => {
    if (outcome.kind === 'refused') {
      setError(outcome.message);
      setChoice(null);
      refreshCaptcha();
    } else if (outcome.kind === 'chooseInst') {
      setChoice({ ticket: outcome.ticket, options: outcome.options });
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    try {
      await settle(
        await host.login({
          userName: String(form.get('userName') ?? '').trim(),
          password: String(form.get('password') ?? ''),
          captcha: String(form.get('captcha') ?? '').trim(),
          captchaId: captcha?.captchaId ?? '',
        }),
      );
    } finally {
      setBusy(false);
    }
  };

  const pick = async (instId: string) => {
    if (!choice) return;
    setBusy(true);
    try {
      await settle(await host.chooseInst(choice.ticket, instId));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={cls('login')}>
      <h1>{MICRO_APPS[host.app].title}（独立运行）</h1>
      {choice ? (
        <div>
          <p>请选择登录机构</p>
          {choice.options.map((option) => (
            <button
              key={option.instId}
              type="button"
              data-testid="inst-option"
              disabled={busy}
              onClick={() => void pick(option.instId)}
            >
              {option.instName}
            </button>
          ))}
        </div>
      ) : (
        <form onSubmit={(event) => void submit(event)}>
          <label>
            用户名
            <input name="userName" autoComplete="username" data-testid="login-username" required />
          </label>
          <label>
            密码
            <input
              name="password"
              type="password"
              autoComplete="current-password"
              data-testid="login-password"
              required
            />
          </label>
          <label>
            验证码
            <input name="captcha" autoComplete="off" data-testid="login-captcha" required />
          </label>
          {captcha && (
            <img
              src={captcha.image}
              alt="图形验证码"
              title="看不清？点击换一张"
              className={cls('captcha')}
              onClick={refreshCaptcha}
            />
          )}
          <button type="submit" data-testid="login-submit" disabled={busy || !captcha}>
            登录
          </button>
        </form>
      )}
      {error && (
        <p role="alert" className={cls('error')}>
          {error}
        </p>
      )}
    </div>
  );
}
