/**
 * Step 1, organisation info: name with suggestions, credit code filled from
 * the name when known and checked with its GB 32100 check digit, association registration code;
 * the association's record fills the rest; an unfinished registration of the same institution
 * is offered for resuming. "Next" saves the draft (user/updateInst).
 * The fields: ./inst-fields.tsx; the lookups: ./use-inst-lookup.ts; the save: ./inst-save.ts.
 */
import { Form } from 'antd';
import { useState, type Dispatch, type SetStateAction } from 'react';
import type { RegistrationRecord } from '@/api/register-types';
import { useClickGuard } from '@/components/use-click-guard';
import { normalizeCreditCode } from '@/lib/credit-code';
import { focusField } from './focus-field';
import { INST_FIELD_IDS } from './inst-field-ids';
import { InstFields, ManagerInfo } from './inst-fields';
import {
  INST_MESSAGES,
  instErrors,
  instFieldError,
  type InstErrors,
  type InstField,
} from './inst-rules';
import { saveInst } from './inst-save';
import { useDraftLost } from './draft-lost';
import type { WizardData } from './register-model';
import { ResumeOffer } from './resume-proof';
import { StepActions } from './step-actions';
import { StepError } from './step-error';
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
  const [errors, setErrors] = useState<InstErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const { name, onCodeBlur, looking, resumable, setResumable } = useInstLookup({
    data,
    setData,
    errors,
    setErrors,
    lookupOnMount,
  });

  const setField = (field: InstField, value: string) => {
    const next = { ...inst, [field]: value };
    setData((d) => ({ ...d, inst: { ...d.inst, [field]: value } }));
    // A field that shows a message is checked again as it is corrected.
    if (errors[field]) setErrors((e) => ({ ...e, [field]: instFieldError(next, field) }));
  };

  const checkField = (field: InstField) =>
    setErrors((e) => ({ ...e, [field]: instFieldError(inst, field) }));

  const { run, busy } = useClickGuard(() =>
    saveInst({ data, setData, setErrors, setServerError, setResumable, lost }),
  );

  const next = () => {
    const found = instErrors(inst);
    // A refusal the lookups found (registered, not in the directory) stands until corrected.
    const merged: InstErrors = {
      ...found,
      creditCode: found.creditCode ?? (looking ? undefined : errors.creditCode),
      instName:
        found.instName ??
        (errors.instName === INST_MESSAGES.registered ? errors.instName : undefined),
    };
    setErrors(merged);
    const first = (Object.keys(INST_FIELD_IDS) as InstField[]).find((f) => merged[f]);
    if (first) {
      focusField(INST_FIELD_IDS[first]);
      return;
    }
    run();
  };

  const manager = data.manager;

  return (
    <Form layout="vertical" onFinish={next} requiredMark data-testid="register-step-inst">
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
        errors={errors}
        looking={looking}
        name={name}
        onChange={setField}
        onBlur={{ creditCode: onCodeBlur, amacCode: () => checkField('amacCode') }}
      />
      {manager && normalizeCreditCode(inst.creditCode) === manager.creditCode && (
        <ManagerInfo manager={manager} />
      )}
      <StepActions busy={busy} nextTestId="register-inst-next" />
    </Form>
  );
}
