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
import { STEP_KEYS, type WizardData } from './register-model';

export const REGISTER_DRAFT_KEY = 'register_draft';
const VERSION = 1;

export interface StoredDraft {
  savedAt: number;
  data: WizardData;
}

function looksLikeWizard(value: unknown): value is WizardData {
  if (typeof value !== 'object' || value === null) return false;
  const data = value as Partial<WizardData>;
  return (
    (data.step === 'done' || STEP_KEYS.includes(data.step as (typeof STEP_KEYS)[number])) &&
    typeof data.inst === 'object' &&
    data.inst !== null &&
    Array.isArray(data.admins) &&
    data.admins.length > 0 &&
    Array.isArray(data.files) &&
    typeof data.agreement === 'object' &&
    data.agreement !== null
  );
}

/** The stored draft, or null (none, unreadable, or of another version). */
export function loadDraft(storage: Storage = localStorage): StoredDraft | null {
  try {
    const text = storage.getItem(REGISTER_DRAFT_KEY);
    if (!text) return null;
    const parsed = JSON.parse(text) as { version?: unknown; savedAt?: unknown; data?: unknown };
    if (parsed.version !== VERSION || !looksLikeWizard(parsed.data)) return null;
    const data = parsed.data;
    return {
      savedAt: typeof parsed.savedAt === 'number' ? parsed.savedAt : 0,
      data: {
        ...data,
        // A draft step needs no server state; the others are checked against the server.
        step: data.step === 'done' ? 'inst' : data.step,
        draftToken: typeof data.draftToken === 'string' ? data.draftToken : null,
        admins: data.admins.map((a) => ({ ...a, smsCode: '' })),
      },
    };
  } catch {
    return null;
  }
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
