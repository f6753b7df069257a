/**
 * Step 1, organisation info: name with suggestions, credit code filled from
 * the name when known and checked with its GB 32100 check digit, association registration code;
 * the association's record fills the rest; an unfinished registration of the same institution
 * is offered for resuming. "Next" saves the draft (user/updateInst).
 * The fields: ./inst-fields.tsx; their form and rules: ./use-inst-form.ts; the lookups:
 * ./use-inst-lookup.ts; the save: ./inst-save.ts.
 */
import { Form } from 'antd';
import { useState, type Dispatch, type SetStateAction } from 'react';
import type { RegistrationRecord } from '@/api/register-types';
import { useClickGuard } from '@/components/use-click-guard';
import { normalizeCreditCode } from '@/lib/credit-code';
import { InstFields, ManagerInfo } from './inst-fields';
import { saveInst } from './inst-save';
import { useDraftLost } from './draft-lost';
import type { WizardData } from './register-model';
import { ResumeOffer } from './resume-proof';
import { StepActions } from './step-actions';
import { StepError } from './step-error';
import { useInstForm } from './use-inst-form';
import { useInstLookup } from './use-inst-lookup';

export function InstStep({
  data,
  setData,
  onResume,
  lookupOnMount = false,
}: {
  data: WizardData;
  setData: Dispatch<SetStateAction<WizardData>>;
  onResume: (record: RegistrationRecord, draftToken: string) => void;
  /** Look up the credit code's unfinished registration at once (the token was refused). */
  lookupOnMount?: boolean;
}) {
  const { inst } = data;
  const lost = useDraftLost();
  const [serverError, setServerError] = useState<string | null>(null);
  const { formProps, shown, setErrors, rulesOf, recheck, focusFirstError } = useInstForm(
    inst,
    setData,
  );
  const { name, onCodeBlur, looking, resumable, setResumable } = useInstLookup({
    data,
    setData,
    shownErrors: shown,
    setErrors,
    lookupOnMount,
  });

  const { run, busy } = useClickGuard(() =>
    saveInst({ data, setData, setErrors, setServerError, setResumable, lost }),
  );

  const next = () => {
    setErrors({});
    run();
  };

  const manager = data.manager;

  return (
    <Form
      {...formProps}
      layout="vertical"
      onFinish={next}
      onFinishFailed={focusFirstError}
      requiredMark
      data-testid="register-step-inst"
    >
      <StepError message={serverError} />
      {resumable && (
        <ResumeOffer
          found={resumable}
          creditCode={normalizeCreditCode(inst.creditCode)}
          onResume={onResume}
        />
      )}
      <InstFields
        inst={inst}
        rulesOf={(field) => rulesOf(field, looking)}
        looking={looking}
        name={name}
        onBlur={{ creditCode: onCodeBlur, amacCode: () => recheck('amacCode', inst.amacCode) }}
      />
      {manager && normalizeCreditCode(inst.creditCode) === manager.creditCode && (
        <ManagerInfo manager={manager} />
      )}
      <StepActions busy={busy} nextTestId="register-inst-next" />
    </Form>
  );
}
