/**
 * "Next" of step 1: user/updateInst saves the organisation as the draft (a new one without a
 * draft key, or when the server no longer knows it) and moves on to the administrators; an
 * unchanged, saved organisation moves on without a request. A refusal is shown next to its field,
 * or above the form; a duplicate registration brings the offer to resume it.
 */
import type { Dispatch, SetStateAction } from 'react';
import { queryRegistInstInfo, updateInst } from '@/api/register';
import type { UnfinishedRegistration } from '@/api/register-types';
import { authMessage } from '@/api/auth-codes';
import type { ApiResponse } from '@/lib/http-client';
import { focusField } from './focus-field';
import { INST_FIELD_IDS } from './inst-field-ids';
import { instFieldOfServerMessage, type InstErrors } from './inst-rules';
import {
  draftKeyOf,
  instPayload,
  instSnapshot,
  type InstForm,
  type WizardData,
} from './register-model';

const DUPLICATE_REGISTRATION = 2413;
const NO_REGISTRATION = 2403;

export interface InstSaveParts {
  data: WizardData;
  setData: Dispatch<SetStateAction<WizardData>>;
  setErrors: Dispatch<SetStateAction<InstErrors>>;
  setServerError: (message: string | null) => void;
  setResumable: (found: UnfinishedRegistration | null) => void;
  /** True (and the page told) when the answer refused the draft token */
  lost: (response: ApiResponse<unknown> | false) => boolean;
}

/** A refusal of updateInst: next to its field, or above the form. */
async function showRefusal(parts: InstSaveParts, response: ApiResponse, payload: InstForm) {
  const message = authMessage(response, '保存失败，请稍后重试');
  if (response.code === DUPLICATE_REGISTRATION) {
    // The way back to that registration: the SMS proof of the offer.
    const found = await queryRegistInstInfo(payload.creditCode);
    if (found && found.code === 0) parts.setResumable(found.data);
    parts.setServerError(message);
    return;
  }
  const field = instFieldOfServerMessage(message);
  if (field) {
    parts.setErrors((e) => ({ ...e, [field]: message }));
    focusField(INST_FIELD_IDS[field]);
  } else {
    parts.setServerError(message);
  }
}

/** Saves the organisation; true when the wizard moved on to the administrators. */
export async function saveInst(parts: InstSaveParts): Promise<boolean> {
  const { data, setData } = parts;
  parts.setServerError(null);
  const payload: InstForm = instPayload(data.inst);
  const snapshot = instSnapshot(data.inst);
  if (data.regId && data.savedInst === snapshot) {
    setData((d) => ({ ...d, step: 'admin' }));
    return true;
  }
  const draft = draftKeyOf(data);
  let response = await updateInst(payload, draft ?? undefined);
  // The server no longer knows the draft (e.g. the mock was reset): start a new one.
  if (response && response.code === NO_REGISTRATION && draft) {
    response = await updateInst(payload);
  }
  if (parts.lost(response)) return false;
  // Each refusal or network failure below frees the button for the next try at once.
  if (!response) {
    parts.setServerError(authMessage(false));
    return false;
  }
  if (response.code !== 0) {
    await showRefusal(parts, response, payload);
    return false;
  }
  const { regId, draftToken } = response.data;
  setData((d) => ({
    ...d,
    regId,
    draftToken,
    status: 'draft',
    inst: payload,
    savedInst: snapshot,
    // A new draft on the server holds no administrators or files yet.
    ...(regId !== d.regId ? { savedAdmins: null, files: [] } : {}),
    step: 'admin',
  }));
  return true;
}
