/**
 * Helpers of the registration integration tests: a stored draft to open the wizard
 * at a step, the administrators of a seeded draft, request counting, antd Select choice.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  createSystemAdminInfo,
  sendVerificationCodeNew,
  submitVerificationCode,
} from '@/api/register';
import { saveDraft } from '@/features/register/register-draft';
import {
  adminSnapshot,
  emptyWizard,
  instSnapshot,
  newAdmin,
  wizardFromRecord,
  type AdminForm,
  type WizardData,
} from '@/features/register/register-model';
import { ID_TYPE_CODES } from '@/lib/id-number';
import { db } from '@/mocks/db/db';
import { seedDraftToken } from '@/mocks/db/seed-register';
import { toRecord } from '@/mocks/handlers/register-store';
import { renderApp } from '../support/render-app';

/** 上海澄明私募基金管理有限公司: a seeded draft holding only its organisation info. */
export const ORG_ONLY = 'REG202611180001';

export const ADMIN_A = {
  name: '陈静怡',
  idType: ID_TYPE_CODES.idCard,
  idNo: '310104197908220309',
  mobile: '13912345678',
  email: 'chenjingyi@chengming-pf.com',
};

export const ADMIN_B = {
  name: '王浩',
  idType: ID_TYPE_CODES.cnPassport,
  idNo: 'E12345678',
  mobile: '13812345679',
  email: 'wanghao@chengming-pf.com',
};

/** Wizard state of the seeded draft ORG_ONLY at a step. */
export function orgOnlyDraft(patch: Partial<WizardData> = {}): WizardData {
  const reg = db.registrations.find((r) => r.regId === ORG_ONLY);
  if (!reg) throw new Error('seed changed: no ORG_ONLY registration');
  const base = emptyWizard();
  const inst = { ...reg.inst };
  return {
    ...base,
    regId: ORG_ONLY,
    draftToken: seedDraftToken(ORG_ONLY),
    inst,
    savedInst: instSnapshot(inst),
    ...patch,
  };
}

/** Wizard state of a seeded registration, at the step its record continues at. */
export function seeded(regId: string): WizardData {
  const reg = db.registrations.find((r) => r.regId === regId);
  if (!reg) throw new Error(`no seeded ${regId}`);
  return wizardFromRecord(toRecord(reg), reg.draftToken, emptyWizard());
}

export function adminForm(fields: Partial<AdminForm>): AdminForm {
  return { ...newAdmin(), ...fields };
}

/** Stores the draft, opens /create and takes the draft back. */
export async function openWithDraft(user: UserEvent, data: WizardData) {
  saveDraft(data);
  const view = renderApp('/create');
  await user.click(await screen.findByTestId('register-draft-resume', {}, { timeout: 8000 }));
  return view;
}

/** Verifies the mobiles and saves the administrators of ORG_ONLY on the mock server. */
export async function saveAdminsOnServer(admins: (typeof ADMIN_A)[]): Promise<void> {
  for (const admin of admins) {
    await sendVerificationCodeNew(admin.mobile);
    await submitVerificationCode(admin.mobile, '123456');
  }
  const key = { regId: ORG_ONLY, draftToken: seedDraftToken(ORG_ONLY) };
  const response = await createSystemAdminInfo(key, admins);
  if (!response || response.code !== 0) throw new Error('could not save the administrators');
}

/** The administrators as the wizard holds them after they were saved. */
export function savedAdminForms(
  admins: (typeof ADMIN_A)[],
): Pick<WizardData, 'admins' | 'savedAdmins'> {
  const forms = admins.map((a) => adminForm({ ...a, verifiedMobile: a.mobile }));
  return { admins: forms, savedAdmins: adminSnapshot(forms) };
}

/** Chooses an option of an antd Select (rendered without virtual list). */
export async function chooseOption(user: UserEvent, testId: string, option: string) {
  const select = screen.getByTestId(testId);
  await user.click(within(select).getByRole('combobox'));
  const options = await screen.findAllByTitle(option);
  const item = options.find((el) => el.classList.contains('ant-select-item-option'));
  if (!item) throw new Error(`no option ${option}`);
  await user.click(item);
}

/** The SMS proof of the resume offer: an administrator's mobile and the mock's code. */
export async function resumeWithProof(user: UserEvent, mobile: string, code = '123456') {
  await user.type(await screen.findByTestId('register-resume-mobile'), mobile);
  await user.click(screen.getByTestId('register-resume-send'));
  await screen.findByText(/验证码已发送至/);
  await user.type(screen.getByTestId('register-resume-code'), code);
  await user.click(screen.getByTestId('register-resume-verify'));
}
