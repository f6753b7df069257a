/**
 * Helpers of the registration e2e specs. Every run registers an institution of the
 * association directory that is free at that moment on the shared mock server, with random
 * administrators (mobiles and ID numbers), so that runs and other engineers' tests do not meet.
 */
import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { idCardCheckDigit } from '../../src/lib/id-number';
import { seedDates } from '../../src/mocks/db/seed-dates';
import { seedRegisterDirectory } from '../../src/mocks/db/seed-register-directory';
import { choose } from './support/antd-select';

export const SMS_CODE = '123456';
/** A first visit of /create on a busy dev server. */
export const PAGE_LOAD_MS = 60_000;
/**
 * The specs' expect: every step waits for a server answer, and the machine that runs the suite
 * may be busy (2 cores shared with other suites), so assertions wait up to 20 s.
 */
export const expect = baseExpect.configure({ timeout: 20_000 });
/** Through the portal's own /api/ proxy: the mock server behind the portal under test. */
const API = '/api';

export interface FreeInstitution {
  instName: string;
  creditCode: string;
  amacCode: string;
}

export interface TestAdmin {
  name: string;
  idTypeName: string;
  idNo: string;
  mobile: string;
  email: string;
}

function randomDigits(n: number): string {
  return Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
}

export function randomMobile(): string {
  return `1${3 + Math.floor(Math.random() * 7)}${randomDigits(9)}`;
}

/** A valid mainland ID card number (Beijing, born 1970-1999, correct check digit). */
export function randomIdCard(): string {
  const year = 1970 + Math.floor(Math.random() * 30);
  const month = String(1 + Math.floor(Math.random() * 12)).padStart(2, '0');
  const day = String(1 + Math.floor(Math.random() * 28)).padStart(2, '0');
  const first17 = `110105${year}${month}${day}${randomDigits(3)}`;
  return `${first17}${idCardCheckDigit(first17)}`;
}

export function randomAdmin(name: string): TestAdmin {
  return {
    name,
    idTypeName: '身份证',
    idNo: randomIdCard(),
    mobile: randomMobile(),
    email: `e2e${randomDigits(8)}@example-fund.com`,
  };
}

/**
 * A directory institution with no registration on the server right now (the first seven have
 * seeded ones; others may be in use by a parallel run), chosen at random.
 */
export async function freeInstitution(request: APIRequestContext): Promise<FreeInstitution> {
  // Only names and codes are read: they are the same on any business date.
  const candidates = seedRegisterDirectory(seedDates(new Date().toISOString().slice(0, 10)))
    .slice(8)
    .sort(() => Math.random() - 0.5);
  for (const entry of candidates) {
    const response = await request.get(`${API}/user/queryRegistInstInfo`, {
      params: { creditCode: entry.creditCode },
    });
    const body = (await response.json()) as { code: number; data: unknown };
    if (body.code === 0 && body.data === null) {
      return { instName: entry.instName, creditCode: entry.creditCode, amacCode: entry.amacCode };
    }
  }
  throw new Error(
    'no free institution left in the directory: reset the mock (POST /__mock__/reset)',
  );
}

/** Step 1: picks the institution from the name suggestions and goes on to step 2. */
export async function fillInstitution(page: Page, inst: FreeInstitution): Promise<void> {
  // The dev server may still be transforming modules on a first visit.
  await expect(page.getByTestId('register-step-inst')).toBeVisible({ timeout: PAGE_LOAD_MS });
  await page.getByTestId('register-inst-name').fill(inst.instName.slice(0, 6));
  await page.getByTestId('register-inst-option').filter({ hasText: inst.instName }).click();
  await expect(page.getByTestId('register-credit-code')).toHaveValue(inst.creditCode);
  await expect(page.getByTestId('register-amac-code')).toHaveValue(inst.amacCode);
  await expect(page.getByTestId('register-manager-info')).toBeVisible();
}

/** Fills an administrator card's fields (not the SMS check). */
export async function fillAdmin(page: Page, index: number, admin: TestAdmin): Promise<void> {
  await page.getByTestId(`register-admin-name-${index}`).fill(admin.name);
  await choose(page, page.getByTestId(`register-admin-id-type-${index}`), admin.idTypeName);
  await page.getByTestId(`register-admin-id-no-${index}`).fill(admin.idNo);
  await page.getByTestId(`register-admin-email-${index}`).fill(admin.email);
  await page.getByTestId(`register-admin-mobile-${index}`).fill(admin.mobile);
}

/**
 * Resumes an unfinished registration by credit code (step 1): the offer, then the SMS proof
 * with one of its administrators' mobiles (src/api/register.ts, "The draft token").
 */
export async function resumeByCreditCode(
  page: Page,
  creditCode: string,
  adminMobile: string,
): Promise<void> {
  await page.getByTestId('register-credit-code').fill(creditCode);
  await page.getByTestId('register-credit-code').blur();
  await page.getByTestId('register-resume-existing').click();
  await page.getByTestId('register-resume-mobile').fill(adminMobile);
  await page.getByTestId('register-resume-send').click();
  await expect(page.getByTestId('register-resume-proof')).toContainText('验证码已发送至');
  await page.getByTestId('register-resume-code').fill(SMS_CODE);
  await page.getByTestId('register-resume-verify').click();
}

/** Sends the SMS code of an administrator's mobile and types it; `check` presses 验证. */
export async function verifyMobile(page: Page, index: number, check = true): Promise<void> {
  await page.getByTestId(`register-admin-sms-send-${index}`).click();
  await expect(page.getByTestId(`register-admin-sms-send-${index}`)).toContainText('秒后重新获取');
  await page.getByTestId(`register-admin-sms-code-${index}`).fill(SMS_CODE);
  if (check) {
    await page.getByTestId(`register-admin-sms-verify-${index}`).click();
    await expect(page.getByTestId(`register-admin-verified-${index}`)).toBeVisible();
  }
}

export const PDF = Buffer.from(
  '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n',
  'latin1',
);
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
export const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
/** The start of a Windows executable ("MZ"). */
export const EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
  Buffer.alloc(256),
]);

export async function upload(
  page: Page,
  slot: string,
  name: string,
  mimeType: string,
  buffer: Buffer,
): Promise<void> {
  await page.getByTestId(`register-upload-${slot}`).setInputFiles({ name, mimeType, buffer });
}
