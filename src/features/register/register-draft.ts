/**
 * The registration draft in local storage (nothing typed is lost).
 *
 * Key: `register_draft` (REGISTER_DRAFT_KEY). Value: JSON { version: 1, savedAt (ms), data }
 * where data is the WizardData of register-model.ts: the step, the regId and its draft token
 * (without which the server refuses the registration: src/api/register.ts), every typed field,
 * the verified mobiles, the uploaded files' server ids and names, questionnaire and agreement
 * choices. Never stored: File objects (uploads keep only their server ids) and typed SMS codes.
 * A draft stored without a token keeps its typed fields; its registration is resumed by the
 * SMS proof.
 *
 * Written on every change once something was typed, offered back when /create opens again
 * (also after a reload or a closed tab), and removed after 注册成功 or when the user starts over.
 */
import { STORAGE_KEYS } from '@/policy/stored-keys';
import {
  listOf,
  nullable,
  num,
  objectOf,
  oneOf,
  parseStored,
  recordOf,
  str,
  type Shape,
} from '@/lib/stored-shape';
import type { ManagerInformation, RegisterFile } from '@/api/register-types';
import { STEP_KEYS, type AdminForm, type AgreementForm, type WizardData } from './register-model';

export const REGISTER_DRAFT_KEY = STORAGE_KEYS.registerDraft;
const VERSION = 1;

export interface StoredDraft {
  savedAt: number;
  data: WizardData;
}

const adminShape = objectOf<AdminForm>({
  key: str,
  name: str,
  idType: str,
  idNo: str,
  mobile: str,
  email: str,
  verifiedMobile: str,
  smsCode: () => '',
});

const managerShape = objectOf<ManagerInformation>({
  instName: str,
  creditCode: str,
  amacCode: str,
  legalRep: str,
  registerDate: str,
  establishDate: str,
  managerType: str,
  regAddress: str,
  officeAddress: str,
  regCapital: num,
  paidInCapital: num,
  memberType: str,
  staffCount: num,
});

const fileShape = objectOf<RegisterFile>({
  fileId: str,
  fileType: oneOf('licence', 'authLetter', 'idScan'),
  fileName: str,
  size: num,
  adminIdNo: nullable(str),
  uploadedAt: str,
});

const agreementShape = objectOf<AgreementForm>({
  accepted: listOf(str),
  opening: oneOf('sign', 'skip', ''),
  sealMobile: str,
});

/** A token stored by an older version may be missing: then the typed fields are kept alone. */
const optionalToken: Shape<string | null> = (value) => (typeof value === 'string' ? value : null);

const nonEmpty =
  <T>(shape: Shape<T[]>): Shape<T[]> =>
  (value) => {
    const list = shape(value);
    return list && list.length > 0 ? list : undefined;
  };

/** The wizard's data exactly as register-model.ts types it; anything else is not a draft. */
const wizardShape = objectOf<WizardData>({
  step: oneOf(...STEP_KEYS, 'done'),
  regId: nullable(str),
  draftToken: optionalToken,
  status: oneOf('draft', 'submitted', 'pendingAgreement', 'registered'),
  inst: objectOf({
    instName: str,
    creditCode: str,
    amacCode: str,
    legalRep: str,
    regAddress: str,
    officeAddress: str,
  }),
  manager: nullable(managerShape),
  savedInst: nullable(str),
  admins: nonEmpty(listOf(adminShape, 20)),
  savedAdmins: nullable(str),
  files: listOf(fileShape, 200),
  pollAnswers: recordOf(listOf(str)),
  agreement: agreementShape,
});

const storedShape = objectOf<{ version: 1; savedAt: number; data: WizardData }>({
  version: oneOf(VERSION),
  savedAt: (value) => (typeof value === 'number' && Number.isFinite(value) ? value : 0),
  data: wizardShape,
});

/**
 * The stored draft, or null (none, unreadable, of another version or of another shape). A
 * draft of another shape is removed, with a note in the console: /create opens as new.
 */
export function loadDraft(storage: Storage = localStorage): StoredDraft | null {
  let raw: string | null;
  try {
    raw = storage.getItem(REGISTER_DRAFT_KEY);
  } catch {
    return null;
  }
  const parsed = parseStored(raw, storedShape, `注册草稿 ${REGISTER_DRAFT_KEY}`);
  if (!parsed) {
    if (raw) clearDraft(storage);
    return null;
  }
  const { data } = parsed;
  // A draft step needs no server state; the others are checked against the server.
  return {
    savedAt: parsed.savedAt,
    data: { ...data, step: data.step === 'done' ? 'inst' : data.step },
  };
}

export function saveDraft(data: WizardData, storage: Storage = localStorage, now = Date.now()) {
  const stored = {
    version: VERSION,
    savedAt: now,
    data: { ...data, admins: data.admins.map((a) => ({ ...a, smsCode: '' })) },
  };
  try {
    storage.setItem(REGISTER_DRAFT_KEY, JSON.stringify(stored));
  } catch (error) {
    console.warn('[register] cannot store the draft', error);
  }
}

export function clearDraft(storage: Storage = localStorage): void {
  try {
    storage.removeItem(REGISTER_DRAFT_KEY);
  } catch {
    // Storage unavailable: nothing to clear.
  }
}
