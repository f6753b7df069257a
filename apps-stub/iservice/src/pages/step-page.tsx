/**
 * /iservice/cpgl/cpfx (产品发行), a page in steps. Past the first step it puts the shell in step
 * mode (stepMode on), so the shell's Back button sends a back event instead of leaving the page;
 * each new back event (a seq greater than the last one handled) goes back one step. Back at the
 * first step, or when the page unmounts, step mode goes off.
 */
import { useCallback, useEffect, useState } from 'react';
import { useCls, useStubHost } from '../../../kit/stub-context';
import { StubPage } from '../../../kit/stub-page';
import { useShellBack } from '../../../kit/use-shell-back';

const STEPS = ['基本信息', '产品要素', '确认提交'];

export function StepPage() {
  const { send } = useStubHost();
  const cls = useCls();
  const [step, setStep] = useState(0);
  const inStepMode = step > 0;

  useEffect(() => {
    if (!inStepMode) return;
    send({ type: 'stepMode', on: true });
    return () => send({ type: 'stepMode', on: false });
  }, [inStepMode, send]);

  useShellBack(useCallback(() => setStep((current) => Math.max(0, current - 1)), []));

  return (
    <StubPage fallbackName="产品发行">
      <section className={cls('section')} aria-label="步骤">
        <ol className={cls('list')}>
          {STEPS.map((title, index) => (
            <li key={title} aria-current={index === step ? 'step' : undefined}>
              {index < step ? '✔ ' : ''}
              {title}
            </li>
          ))}
        </ol>
        <p data-testid="stub-step" data-step={step}>
          当前步骤：{STEPS[step]}
        </p>
        <button
          type="button"
          className={cls('button')}
          data-testid="stub-step-next"
          disabled={step === STEPS.length - 1}
          onClick={() => setStep((current) => Math.min(STEPS.length - 1, current + 1))}
        >
          下一步
        </button>
      </section>
    </StubPage>
  );
}
