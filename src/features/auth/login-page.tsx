/**
 * /login (spec 2.1, 4, 7.1): password or QR login, then the SMS, institution or first-login
 * step the server asks for; success stores the session and follows a safe `redirect`.
 */
import { Spin } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { TabStrip } from '@/components/tab-strip';
import { PATHS } from '@/config/paths';
import { safeRedirect } from '@/policy/redirect';
import { useAppDispatch } from '@/state/hooks';
import { signedIn } from '@/state/session-thunks';
import { AuthCard } from './auth-card';
import type { LoginAnswer, LoginStep } from './login-answer';
import { PasswordForm } from './password-form';
import { useFeedback } from '@/lib/feedback';
import { prefetchLater } from '@/lib/prefetch-later';

/*
 * The steps after the password (and the QR code tab) are chunks of their own: the first paint
 * of the login page downloads only the form (docs/performance.md). They are fetched at the
 * user's first focus, click or key, or 3 s after the load (src/lib/prefetch-later.ts), so they
 * never compete with the page's own requests, and a click never waits for them in practice.
 */
const loadSteps = {
  sms: () => import('./sms-step'),
  inst: () => import('./inst-step'),
  newbie: () => import('./first-login-step'),
  qr: () => import('./qr-login'),
};
const SmsStep = lazy(() => loadSteps.sms().then((m) => ({ default: m.SmsStep })));
const InstStep = lazy(() => loadSteps.inst().then((m) => ({ default: m.InstStep })));
const FirstLoginStep = lazy(() => loadSteps.newbie().then((m) => ({ default: m.FirstLoginStep })));
const QrLogin = lazy(() => loadSteps.qr().then((m) => ({ default: m.QrLogin })));

function prefetchSteps(): void {
  for (const load of Object.values(loadSteps)) void load().catch(() => {});
}

/** A text link as a touch target of at least 24 px (WCAG 2.2 target size; 14 px text is 22). */
const LINK_TARGET = { display: 'inline-block', lineHeight: '24px' } as const;

const stepFallback = (
  <div style={{ padding: 24, textAlign: 'center' }}>
    <Spin />
  </div>
);

export default function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { message } = useFeedback();
  const [step, setStep] = useState<LoginStep>({ kind: 'form' });
  const [tab, setTab] = useState('password');
  const [formKey, setFormKey] = useState(0);
  /** Why the user is back at the password form (a step's ticket expired), shown there. */
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => prefetchLater(prefetchSteps), []);

  const backToForm = useCallback(() => {
    setNotice(null);
    setStep({ kind: 'form' });
    setFormKey((n) => n + 1);
  }, []);

  /** A step whose ticket expired: the password form again, saying why (spec 8). */
  const restart = useCallback((why: string) => {
    setNotice(why);
    setTab('password');
    setStep({ kind: 'form' });
    setFormKey((n) => n + 1);
  }, []);

  const onAnswer = useCallback(
    (answer: LoginAnswer) => {
      if (answer.kind === 'done') {
        dispatch(signedIn(answer.user, answer.token));
        navigate(safeRedirect(params.get('redirect')), { replace: true });
      } else if (answer.kind === 'step') {
        setStep(answer.step);
      } else if (answer.kind === 'restart') {
        restart(answer.message);
      }
    },
    [dispatch, navigate, params, restart],
  );

  const headings: Record<LoginStep['kind'], string> = {
    form: '用户登录',
    sms: '短信验证',
    inst: '选择机构',
    newbie: '首次登录',
  };

  return (
    <AuthCard heading={headings[step.kind]}>
      {step.kind === 'form' && (
        <>
          <TabStrip
            label="登录方式"
            activeKey={tab}
            onChange={(key) => {
              setNotice(null);
              setTab(key);
            }}
            items={[
              { key: 'password', label: '账号登录' },
              { key: 'qr', label: '扫码登录' },
            ]}
          >
            {tab === 'qr' ? (
              <Suspense fallback={stepFallback}>
                <QrLogin onAnswer={onAnswer} />
              </Suspense>
            ) : (
              <PasswordForm key={formKey} onAnswer={onAnswer} notice={notice} />
            )}
          </TabStrip>
          <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 12 }}>
            <Link to={PATHS.forget} style={LINK_TARGET}>
              忘记密码
            </Link>
            <Link to={PATHS.create} style={LINK_TARGET}>
              机构注册
            </Link>
          </div>
        </>
      )}
      <Suspense fallback={stepFallback}>
        {step.kind === 'sms' && (
          <SmsStep
            ticket={step.ticket}
            mobile={step.mobile}
            onAnswer={onAnswer}
            onBack={backToForm}
          />
        )}
        {step.kind === 'inst' && (
          <InstStep
            ticket={step.ticket}
            via={step.via}
            offered={step.offered}
            onAnswer={onAnswer}
            onBack={backToForm}
          />
        )}
        {step.kind === 'newbie' && (
          <FirstLoginStep
            ticket={step.ticket}
            onDone={(text) => {
              void message.success(text);
              backToForm();
            }}
            onBack={backToForm}
          />
        )}
      </Suspense>
    </AuthCard>
  );
}
