import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { onTestFinished } from 'vitest';
import type * as api from '@/api/register';
import {
  sendVerificationCodeForSign,
  sendVerificationCodeNew,
  submitVerificationCode,
} from '@/api/register';
import type { PollAnswer } from '@/api/register-types';
import type { DraftKey } from '@/api/register-token';
import { ID_TYPE_CODES } from '@/lib/id-number';
import { seedDraftToken } from '@/mocks/db/seed-register';
import type { Examples } from './example';

/**
 * Swaps jsdom's FormData, File and Blob for Node's own for the rest of the current test.
 *
 * Under Vitest (jsdom), a jsdom File inside a jsdom FormData does not survive axios's XHR
 * adapter and MSW's interceptor: the handler receives a 9-byte part named "blob" holding the
 * text "undefined", and validate.ts `file()` refuses Node's File as not `instanceof File`
 * (jsdom's). With Node's classes the multipart body reaches the handler intact, as it does in
 * a browser and through the HTTP mock server. Call it before building the FormData.
 */
export async function useNativeFormData(): Promise<void> {
  const probe = new Request('http://localhost/', { method: 'POST', body: new URLSearchParams() });
  const NativeFormData = (await probe.formData()).constructor;
  const saved = { FormData: globalThis.FormData, File: globalThis.File, Blob: globalThis.Blob };
  Object.assign(globalThis, { FormData: NativeFormData, File: NodeFile, Blob: NodeBlob });
  onTestFinished(() => {
    Object.assign(globalThis, saved);
  });
}

/** The first bytes of a PDF, enough for the content check. */
const PDF_BYTES = new TextEncoder().encode('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n');

/** A seeded registration with the seed's draft token (QA contract: seed-<regId>). */
export function seeded(regId: string): DraftKey {
  return { regId, draftToken: seedDraftToken(regId) };
}

/** The same registration with a token that is not its own: refused with 2415. */
function stranger(draft: DraftKey): DraftKey {
  return { regId: draft.regId, draftToken: seedDraftToken('REG209901010001') };
}

const DRAFT_ORG_ONLY = seeded('REG202611180001');
const DRAFT_WITH_FILES = seeded('REG202611190002');
const DRAFT_READY = seeded('REG202611200003');
const SUBMITTED = seeded('REG202611200004');
const POLLED = seeded('REG202611210005');
const SEALED = seeded('REG202611210006');
/** 深圳前海远山 (DRAFT_WITH_FILES): its credit code and an administrator's mobile. */
const WITH_FILES_CREDIT_CODE = '91440300MADFNF7LBX';
const WITH_FILES_ADMIN_MOBILE = '13926541870';

const NEW_MOBILE = '13912345678';
const POLLED_ADMIN_MOBILE = '13922875310';

const XUANYUAN = {
  instName: '杭州玄元投资管理有限公司',
  creditCode: '91330106MAJG7LCMK7',
  amacCode: 'P1037797',
};

const NEW_ADMIN = {
  name: '陈静怡',
  idType: ID_TYPE_CODES.idCard,
  idNo: '310104197908220309',
  mobile: NEW_MOBILE,
  email: 'chenjingyi@chengming-pf.com',
};

const ALL_ANSWERS: PollAnswer[] = [
  { questionId: 'Q01', optionIds: ['Q01-A', 'Q01-D'] },
  { questionId: 'Q02', optionIds: ['Q02-B'] },
  { questionId: 'Q03', optionIds: ['Q03-B'] },
  { questionId: 'Q04', optionIds: ['Q04-A', 'Q04-E'] },
  { questionId: 'Q05', optionIds: ['Q05-A'] },
  { questionId: 'Q06', optionIds: ['Q06-A'] },
  { questionId: 'Q07', optionIds: ['Q07-C'] },
  { questionId: 'Q08', optionIds: ['Q08-B'] },
];

async function verifiedMobile(mobile: string): Promise<void> {
  await sendVerificationCodeNew(mobile);
  await submitVerificationCode(mobile, '123456');
}

function licenceForm(): FormData {
  const form = new FormData();
  form.append('fileType', 'licence');
  form.append('file', new File([PDF_BYTES], '营业执照副本.pdf', { type: 'application/pdf' }));
  return form;
}

export const registerExamples: Examples<typeof api> = {
  searchInst: {
    as: 'anonymous',
    valid: ['玄元'],
    invalid: { args: ['玄'] },
  },
  queryCreditCodeByName: {
    as: 'anonymous',
    valid: ['杭州玄元投资管理有限公司'],
    invalid: { args: ['杭州不存在投资管理有限公司'] },
  },
  suggestInstitutionInfo: {
    as: 'anonymous',
    valid: ['私募基金'],
    invalid: { args: [''] },
  },
  queryManagerInformation: {
    as: 'anonymous',
    valid: ['91330106MAJG7LCMK7'],
    invalid: { args: ['91330106MAJG7LCMK8'] },
  },
  queryRegistInstInfo: {
    as: 'anonymous',
    valid: ['91310115MA11LCR05K'],
    // 星辰私募基金管理有限公司 is already on the platform.
    invalid: { args: ['91310115MA1K4LQX8H'] },
  },
  updateInst: {
    as: 'anonymous',
    valid: [XUANYUAN],
    invalid: { args: [{ ...XUANYUAN, amacCode: 'P1000001' }] },
  },
  queryCurrentRegistInfo: {
    as: 'anonymous',
    valid: [DRAFT_WITH_FILES],
    // the regId without its token
    invalid: { args: [stranger(DRAFT_WITH_FILES)] },
  },
  queryInstitutionInfo: {
    as: 'anonymous',
    valid: [DRAFT_ORG_ONLY],
    invalid: { args: [stranger(DRAFT_ORG_ONLY)] },
  },
  sendVerificationCodeNew: {
    as: 'anonymous',
    valid: [NEW_MOBILE],
    invalid: { args: ['1391234567'] },
  },
  submitVerificationCode: {
    as: 'anonymous',
    setup: async () => {
      await sendVerificationCodeNew(NEW_MOBILE);
    },
    valid: [NEW_MOBILE, '123456'],
    invalid: { args: [NEW_MOBILE, ''] },
  },
  resumeWithVerificationCode: {
    as: 'anonymous',
    setup: async () => {
      await sendVerificationCodeNew(WITH_FILES_ADMIN_MOBILE, WITH_FILES_CREDIT_CODE);
    },
    valid: [WITH_FILES_ADMIN_MOBILE, '123456', WITH_FILES_CREDIT_CODE],
    // a mobile that is not an administrator's of that registration
    invalid: {
      setup: async () => {
        await sendVerificationCodeNew(NEW_MOBILE, WITH_FILES_CREDIT_CODE);
      },
      args: [NEW_MOBILE, '123456', WITH_FILES_CREDIT_CODE],
    },
  },
  createSystemAdminInfo: {
    as: 'anonymous',
    setup: () => verifiedMobile(NEW_MOBILE),
    valid: [DRAFT_ORG_ONLY, [NEW_ADMIN]],
    invalid: { args: [DRAFT_ORG_ONLY, [{ ...NEW_ADMIN, idNo: '310104197908220308' }]] },
  },
  affirmInstitutionInfo: {
    as: 'anonymous',
    valid: [DRAFT_WITH_FILES],
    // no administrator yet
    invalid: { args: [DRAFT_ORG_ONLY] },
  },
  uploadRegisterFile: {
    as: 'anonymous',
    setup: useNativeFormData,
    valid: () => [DRAFT_WITH_FILES, licenceForm()],
    // the regId without its token
    invalid: { setup: useNativeFormData, args: [stranger(DRAFT_WITH_FILES), licenceForm()] },
  },
  registerInst: {
    as: 'anonymous',
    valid: [DRAFT_WITH_FILES],
    invalid: { args: [DRAFT_ORG_ONLY] },
  },
  confirmCommitRegister: {
    as: 'anonymous',
    valid: [DRAFT_READY],
    // the preview is not confirmed yet
    invalid: { args: [DRAFT_WITH_FILES] },
  },
  queryPollContent: {
    as: 'anonymous',
    valid: [SUBMITTED],
    invalid: { args: [stranger(SUBMITTED)] },
  },
  submitPollAnswer: {
    as: 'anonymous',
    valid: [SUBMITTED, ALL_ANSWERS],
    invalid: { args: [SUBMITTED, ALL_ANSWERS.slice(0, 5)] },
  },
  queryRegisterProtocol: {
    as: 'anonymous',
    valid: [POLLED],
    invalid: { args: [stranger(POLLED)] },
  },
  sendVerificationCodeForSign: {
    as: 'anonymous',
    valid: [POLLED, POLLED_ADMIN_MOBILE],
    invalid: { args: [POLLED, '13800000000'] },
  },
  updateRegisterInstSeal: {
    as: 'anonymous',
    setup: async () => {
      await sendVerificationCodeForSign(POLLED, POLLED_ADMIN_MOBILE);
    },
    valid: [POLLED, '123456'],
    invalid: {
      setup: async () => {
        await sendVerificationCodeForSign(POLLED, POLLED_ADMIN_MOBILE);
      },
      args: [POLLED, '654321'],
    },
  },
  insertRegisterProtocol: {
    as: 'anonymous',
    valid: [SEALED, ['RP2026001', 'RP2026002']],
    invalid: { args: [SEALED, ['RP2026001']] },
  },
  skipOpeningProtocol: {
    as: 'anonymous',
    valid: [SEALED],
    // the questionnaire is not answered yet
    invalid: { args: [SUBMITTED] },
  },
};
