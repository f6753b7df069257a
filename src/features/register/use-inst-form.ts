/**
 * The antd form of the organisation step: its values mirror the wizard's organisation (and so
 * the draft; the association's record fills them too), its rules are ./inst-rules.ts, and the
 * refusals the lookups and the server give show next to their fields until they are corrected.
 */
import { Form } from 'antd';
import type { Rule } from 'antd/es/form';
import { createElement, useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import { focusField } from './focus-field';
import { INST_FIELD_IDS } from './inst-field-ids';
import { InstErrorText } from './inst-fields';
import { instFieldError, instNextError, type InstErrors, type InstField } from './inst-rules';
import type { InstForm, WizardData } from './register-model';

const FIELDS = Object.keys(INST_FIELD_IDS) as InstField[];

/** antd draws a field's errors as given (here with their test id); its type names them strings. */
const errorsOf = (field: InstField, message: string | undefined) =>
  (message ? [createElement(InstErrorText, { field, message })] : []) as unknown as string[];

export function useInstForm(inst: InstForm, setData: Dispatch<SetStateAction<WizardData>>) {
  const [form] = Form.useForm<InstForm>();
  /** The messages shown, as the lookups, the save and "next" left them. */
  const standing = useRef<InstErrors>({});

  const shown = (): InstErrors =>
    Object.fromEntries(
      FIELDS.map((f) => {
        const [node] = form.getFieldError(f) as unknown as (
          { props?: { message?: string } } | undefined
        )[];
        return [f, node?.props?.message];
      }),
    );

  // What the lookups fill in reaches the form's values too.
  useEffect(() => {
    form.setFieldsValue(inst);
  }, [form, inst]);

  /** Shows these messages in place of all shown (the lookups' and the save's refusals). */
  const setErrors: Dispatch<SetStateAction<InstErrors>> = (update) => {
    const next = typeof update === 'function' ? update(shown()) : update;
    standing.current = next;
    form.setFields(FIELDS.map((f) => ({ name: f, errors: errorsOf(f, next[f]) })));
  };

  /** The rule of "next", with the standing refusal; the credit code's waits for its lookup. */
  const rulesOf = (field: InstField, looking: boolean): Rule[] => [
    {
      validator: async (_rule, value: string | undefined) => {
        const now = { ...inst, [field]: value ?? '' };
        const message = instNextError(now, field, standing.current[field], looking);
        if (message) throw createElement(InstErrorText, { field, message });
      },
    },
  ];

  /** A field judged by its own rule alone (on leaving it, or as a shown message is corrected). */
  const recheck = (field: InstField, value: string) =>
    setErrors((e) => ({ ...e, [field]: instFieldError({ ...inst, [field]: value }, field) }));

  const onValuesChange = (changed: Partial<InstForm>) => {
    setData((d) => ({ ...d, inst: { ...d.inst, ...changed } }));
    for (const [field, value] of Object.entries(changed) as [InstField, string][]) {
      // A field that shows a message is checked again as it is corrected.
      if (form.getFieldError(field).length > 0) recheck(field, value);
    }
  };

  /** Focuses the first field that shows a message. */
  const focusFirstError = () => {
    standing.current = shown();
    const first = FIELDS.find((f) => standing.current[f]);
    if (first) focusField(INST_FIELD_IDS[first]);
  };

  const formProps = { form, validateTrigger: false as const, onValuesChange };
  return { formProps, shown, setErrors, rulesOf, recheck, focusFirstError };
}
