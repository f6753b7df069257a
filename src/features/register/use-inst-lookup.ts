/**
 * The lookups of step 1: by a valid credit code, the association's record (it fills the other
 * fields) and any unfinished registration of the institution (offered for resuming); by a name,
 * the directory's suggestions and the credit code it knows for the name. An answer that arrives
 * after more typing fills only what still matches it.
 */
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react';
import {
  queryCreditCodeByName,
  queryManagerInformation,
  queryRegistInstInfo,
} from '@/api/register';
import type { ManagerInformation, UnfinishedRegistration } from '@/api/register-types';
import { normalizeCreditCode, validateCreditCode } from '@/lib/credit-code';
import type { ApiResponse } from '@/lib/http-client';
import { focusedFieldOf, selectIfFocused } from './focus-field';
import { INST_FIELD_IDS } from './inst-field-ids';
import { INST_MESSAGES, instFieldError, type InstErrors, type InstField } from './inst-rules';
import type { InstForm, WizardData } from './register-model';
import { useInstSuggestions, type Suggestion } from './use-inst-suggestions';

/** The message of the first lookup that was refused, if any. */
function refusalOf(...answers: (ApiResponse | false)[]) {
  for (const answer of answers) if (answer && answer.code !== 0) return answer.message;
  return undefined;
}

/** The wizard with the association's record of `code` in it, if the code is still the one typed. */
function withRecord(d: WizardData, m: ManagerInformation, code: string, overwrite: boolean) {
  if (normalizeCreditCode(d.inst.creditCode) !== code) return d;
  const fill = (current: string, value: string) =>
    overwrite || current.trim() === '' ? value : current;
  return {
    ...d,
    manager: m,
    inst: {
      ...d.inst,
      instName: fill(d.inst.instName, m.instName),
      amacCode: fill(d.inst.amacCode, m.amacCode),
      legalRep: fill(d.inst.legalRep, m.legalRep),
      regAddress: fill(d.inst.regAddress, m.regAddress),
      officeAddress: fill(d.inst.officeAddress, m.officeAddress),
    },
  };
}

/**
 * The field the user is in, if a record fills it: its new text is selected after the render, so
 * a key pressed as the answer lands replaces it instead of joining it. The returned function
 * notes the field before the record is filled in.
 */
function useSelectFilledField(inst: InstForm) {
  const filled = useRef<InstField | null>(null);
  useLayoutEffect(() => {
    if (!filled.current) return;
    selectIfFocused(INST_FIELD_IDS[filled.current]);
    filled.current = null;
  }, [inst]);
  return (m: ManagerInformation, before: InstForm, overwrite: boolean) => {
    const inField = focusedFieldOf(INST_FIELD_IDS);
    if (!inField || inField === 'creditCode') return;
    const was = before[inField];
    if ((overwrite || was.trim() === '') && m[inField] !== was) filled.current = inField;
  };
}

export interface InstLookupParts {
  data: WizardData;
  setData: Dispatch<SetStateAction<WizardData>>;
  /** The messages the fields show now */
  shownErrors: () => InstErrors;
  setErrors: Dispatch<SetStateAction<InstErrors>>;
  /** Look up the credit code's unfinished registration at once (the token was refused). */
  lookupOnMount: boolean;
}

/** The lookups by credit code and by name, and what they found. */
function useCodeLookups({ data, setData, setErrors, lookupOnMount }: InstLookupParts) {
  const [resumable, setResumable] = useState<UnfinishedRegistration | null>(null);
  const [looking, setLooking] = useState(false);
  const lookupSeq = useRef(0);
  // The latest state, for answers that arrive after more typing.
  const latest = useRef(data);
  useEffect(() => {
    latest.current = data;
  }, [data]);
  const noteFilled = useSelectFilledField(data.inst);

  /** The association's record and any unfinished registration of a (valid) credit code. */
  const lookup = async (code: string, overwrite: boolean) => {
    lookupSeq.current += 1;
    const mine = lookupSeq.current;
    setLooking(true);
    const [found, manager] = await Promise.all([
      queryRegistInstInfo(code),
      queryManagerInformation(code),
    ]);
    if (mine !== lookupSeq.current) return;
    setLooking(false);
    const refused = refusalOf(found, manager);
    if (refused) setErrors((e) => ({ ...e, creditCode: refused }));
    // The registration this wizard holds is not offered to itself.
    setResumable(found && found.code === 0 && !latest.current.regId ? found.data : null);
    if (manager && manager.code === 0) {
      noteFilled(manager.data, latest.current.inst, overwrite);
      setData((d) => withRecord(d, manager.data, code, overwrite));
      setErrors((e) => ({ ...e, instName: undefined, amacCode: undefined }));
    }
  };

  /** searchSuggest/queryCreditCodeByName: the credit code of a name, when the directory knows it. */
  const fillCodeFromName = async (name: string, overwrite: boolean) => {
    const response = await queryCreditCodeByName(name);
    if (!response || response.code !== 0) return;
    const now = latest.current.inst;
    if (now.instName.trim() !== name) return;
    if (!overwrite && now.creditCode.trim() !== '') return;
    const code = normalizeCreditCode(response.data.creditCode);
    setData((d) => ({ ...d, manager: null, inst: { ...d.inst, creditCode: code } }));
    setErrors((e) => ({ ...e, creditCode: undefined }));
    void lookup(code, false);
  };

  // After a refused token: the registration of the credit code typed, to resume it.
  const lookedUp = useRef(false);
  useEffect(() => {
    if (!lookupOnMount || lookedUp.current) return;
    lookedUp.current = true;
    const code = normalizeCreditCode(latest.current.inst.creditCode);
    if (!validateCreditCode(code)) void lookup(code, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, with the state of the time
  }, [lookupOnMount]);

  return { lookup, fillCodeFromName, looking, resumable, setResumable };
}

/** The lookups and the name's suggestions, with the handlers of the fields that start them. */
export function useInstLookup(parts: InstLookupParts) {
  const { data, setData, shownErrors, setErrors } = parts;
  const { inst } = data;
  const { suggestions, loading, search } = useInstSuggestions();
  const { lookup, fillCodeFromName, ...found } = useCodeLookups(parts);
  const { setResumable } = found;

  const onCodeBlur = () => {
    const code = normalizeCreditCode(inst.creditCode);
    const message = validateCreditCode(code);
    setErrors((e) => ({
      ...e,
      creditCode: inst.creditCode.trim() === '' ? e.creditCode : (message ?? undefined),
    }));
    if (!message && code !== data.manager?.creditCode) void lookup(code, false);
  };

  const onSelect = (name: string) => {
    const hit = suggestions.find((s: Suggestion) => s.instName === name);
    setResumable(null);
    if (hit?.registered) {
      setData((d) => ({ ...d, inst: { ...d.inst, instName: name } }));
      setErrors((e) => ({ ...e, instName: INST_MESSAGES.registered }));
      return;
    }
    setErrors({});
    if (hit && hit.creditCode) {
      setData((d) => ({
        ...d,
        manager: null,
        inst: { ...d.inst, instName: name, creditCode: hit.creditCode, amacCode: hit.amacCode },
      }));
      void lookup(normalizeCreditCode(hit.creditCode), true);
    } else {
      setData((d) => ({ ...d, inst: { ...d.inst, instName: name } }));
      void fillCodeFromName(name, true);
    }
  };

  const onNameBlur = () => {
    const name = inst.instName.trim();
    if (shownErrors().instName !== INST_MESSAGES.registered)
      setErrors((e) => ({ ...e, instName: instFieldError(inst, 'instName') }));
    if ([...name].length >= 2 && inst.creditCode.trim() === '') void fillCodeFromName(name, false);
  };

  return {
    name: { suggestions, loading, onSearch: search, onSelect, onBlur: onNameBlur },
    onCodeBlur,
    ...found,
  };
}
