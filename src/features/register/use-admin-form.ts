/**
 * The antd form of the administrator step: its values under [admin key, field] mirror the
 * wizard's administrators (and so the draft), its rules are those of ./admin-rules.ts judged
 * with every administrator, and a message shown is judged again as the fields are corrected.
 */
import { Form } from 'antd';
import type { Rule } from 'antd/es/form';
import type { NamePath } from 'antd/es/form/interface';
import { createElement, useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import { AdminErrorText } from './admin-fields';
import {
  adminFieldId,
  adminFieldMessage,
  judgedOnNextOnly,
  type AdminErrors,
  type AdminField,
} from './admin-rules';
import { focusField } from './focus-field';
import type { AdminForm, WizardData } from './register-model';

export const FIELD_ORDER: AdminField[] = ['name', 'idType', 'idNo', 'email', 'mobile', 'smsCode'];

type Changed = Record<string, Partial<Record<AdminField, string>>>;

const errorNode = (field: AdminField, message: string) =>
  createElement(AdminErrorText, { field, message });

/** antd draws a field's errors as given (here with their test id); its type names them strings. */
const errorsOf = (field: AdminField, message: string | undefined) =>
  (message ? [errorNode(field, message)] : []) as unknown as string[];

export function useAdminForm(
  data: WizardData,
  setData: Dispatch<SetStateAction<WizardData>>,
  onEdit: () => void,
) {
  const [form] = Form.useForm();
  const latest = useRef(data);
  useEffect(() => {
    latest.current = data;
  }, [data]);

  /** The administrators with what the form holds now (typed, not yet rendered). */
  const current = (): AdminForm[] =>
    latest.current.admins.map((a) => ({
      ...a,
      ...(form.getFieldValue(a.key) as Partial<AdminForm> | undefined),
    }));

  /** A rule on leaving the field and on "next"; the SMS check's rule on "next" only. */
  const rulesOf = (key: string, field: AdminField): Rule[] => {
    const judge = (onNextOnly: boolean) => async () => {
      const admins = current();
      const message = adminFieldMessage(
        admins,
        admins.findIndex((a) => a.key === key),
        field,
      );
      if (message && judgedOnNextOnly(message) === onNextOnly) {
        throw errorNode(field, message);
      }
    };
    return [{ validator: judge(false) }, { validateTrigger: [], validator: judge(true) }];
  };

  const setFieldError = (key: string, field: AdminField, message: string | undefined) =>
    form.setFields([{ name: [key, field], errors: errorsOf(field, message) }]);

  /** Shows these messages (one entry an administrator) in place of all shown. */
  const showErrors = (admins: AdminForm[], list: AdminErrors[]) =>
    form.setFields(
      admins.flatMap((a, i) =>
        FIELD_ORDER.map((f) => ({ name: [a.key, f], errors: errorsOf(f, list[i]?.[f]) })),
      ),
    );

  /** Focuses the first field that shows a message, card by card. */
  const focusFirstError = (admins: AdminForm[] = latest.current.admins) => {
    for (const [i, admin] of admins.entries()) {
      const field = FIELD_ORDER.find((f) => form.getFieldError([admin.key, f]).length > 0);
      if (field) {
        focusField(adminFieldId(field, i));
        return;
      }
    }
  };

  const onValuesChange = (changed: Changed) => {
    setData((d) => ({
      ...d,
      admins: d.admins.map((a) => (changed[a.key] ? { ...a, ...changed[a.key] } : a)),
    }));
    const again: NamePath[] = form
      .getFieldsError()
      .filter((e) => e.errors.length > 0)
      .map((e) => e.name);
    for (const [key, fields] of Object.entries(changed)) {
      // Choosing an ID type judges it and a number already typed.
      if (!('idType' in fields)) continue;
      again.push([key, 'idType']);
      if (form.getFieldValue([key, 'idNo'])) again.push([key, 'idNo']);
    }
    if (again.length > 0) form.validateFields(again).catch(() => undefined);
    onEdit();
  };

  /** The props of the step's Form */
  const formProps = { form, validateTrigger: 'onBlur', onValuesChange };
  return { form, formProps, current, rulesOf, setFieldError, showErrors, focusFirstError };
}
