/**
 * A registration belongs to whoever holds its draft token (src/api/register.ts, "The draft
 * token"), in real browsers: a second browser that knows the regId but not the token is
 * refused (2415) by the API and by the wizard; it resumes the registration by credit code
 * after the SMS code of an administrator's mobile, and the first browser's token is void then.
 */
import { test, type Page } from '@playwright/test';
import {
  expect,
  fillAdmin,
  fillInstitution,
  freeInstitution,
  PAGE_LOAD_MS,
  randomAdmin,
  resumeByCreditCode,
  verifyMobile,
} from './register-support';

const LOST = '注册信息已失效，请重新验证后继续';

interface StoredDraft {
  data: { regId: string | null; draftToken: string | null; step: string };
}

/** A stored wizard draft that holds a regId and nothing else (no token, nothing typed). */
function regIdOnly(regId: string) {
  const inst = { instName: '', creditCode: '', amacCode: '', legalRep: '', regAddress: '' };
  const admin = { key: 'k1', name: '', idType: '', idNo: '', mobile: '', email: '' };
  return {
    version: 1,
    savedAt: Date.now(),
    data: {
      step: 'preview',
      regId,
      status: 'draft',
      inst: { ...inst, officeAddress: '' },
      manager: null,
      savedInst: null,
      admins: [{ ...admin, verifiedMobile: '', smsCode: '' }],
      savedAdmins: null,
      files: [],
      pollAnswers: {},
      agreement: { accepted: [], opening: '', sealMobile: '' },
    },
  };
}

async function storedDraft(page: Page): Promise<StoredDraft['data']> {
  const text = await page.evaluate("localStorage.getItem('register_draft')");
  return (JSON.parse(String(text)) as StoredDraft).data;
}

test('a second browser with the regId alone is refused, and resumes after the SMS proof', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const inst = await freeInstitution(request);
  const admin = randomAdmin('陈静怡');

  // Browser A starts a registration: organisation and one administrator, then the preview.
  await page.goto('/create');
  await fillInstitution(page, inst);
  await page.getByTestId('register-inst-next').click();
  await expect(page.getByTestId('register-step-admin')).toBeVisible();
  await fillAdmin(page, 0, admin);
  await verifyMobile(page, 0);
  await page.getByTestId('register-admin-next').click();
  await expect(page.getByTestId('register-step-preview')).toBeVisible();
  const mine = await storedDraft(page);
  expect(mine.regId).toMatch(/^REG\d{8}[0-9a-f]{24}$/);
  expect(mine.draftToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

  // Browser B knows the regId (a link, a log line), not the token.
  const other = await browser.newContext();
  const pageB = await other.newPage();
  await pageB.goto('/create');
  await expect(pageB.getByTestId('register-step-inst')).toBeVisible({ timeout: PAGE_LOAD_MS });
  const asked = await pageB.evaluate(
    `fetch('/api/user/queryCurrentRegistInfo?regId=${mine.regId}').then((r) => r.json())`,
  );
  expect(asked).toMatchObject({ code: 2415, message: LOST, data: null });
  expect(JSON.stringify(asked)).not.toContain(admin.idNo);
  const guessed = await pageB.evaluate(
    `fetch('/api/user/queryCurrentRegistInfo?regId=${mine.regId}', {
      headers: { 'X-Register-Token': 'guessed-token' },
    }).then((r) => r.json())`,
  );
  expect(guessed).toMatchObject({ code: 2415 });

  // The wizard of B, given that regId without a token, shows nothing of A's and says so.
  await pageB.evaluate(
    `localStorage.setItem('register_draft', ${JSON.stringify(JSON.stringify(regIdOnly(mine.regId ?? '')))})`,
  );
  await pageB.reload();
  await pageB.getByTestId('register-draft-resume').click({ timeout: PAGE_LOAD_MS });
  await expect(pageB.getByTestId('register-notice')).toContainText(LOST);
  await expect(pageB.getByTestId('register-step-inst')).toBeVisible();
  await expect(pageB.getByTestId('register-summary')).toHaveCount(0);

  // Resuming by credit code: what a stranger sees, then the SMS proof of the administrator.
  const offer = pageB.getByTestId('register-resume-offer');
  await resumeByCreditCode(pageB, inst.creditCode, admin.mobile);
  await expect(pageB.getByTestId('register-step-preview')).toBeVisible();
  await expect(pageB.getByTestId('register-summary')).toContainText(admin.name);
  await expect(offer).toHaveCount(0);
  const resumed = await storedDraft(pageB);
  expect(resumed.regId).toBe(mine.regId);
  expect(resumed.draftToken).not.toBe(mine.draftToken);

  // A's token is void now: its next call is refused with the message, nothing typed lost.
  await page.getByTestId('register-preview-next').click();
  await expect(page.getByTestId('register-notice')).toContainText(LOST);
  await expect(page.getByTestId('register-credit-code')).toHaveValue(inst.creditCode);
  await expect(page.getByTestId('register-resume-offer')).toContainText(
    `${admin.mobile.slice(0, 3)}****${admin.mobile.slice(-4)}`,
  );
  await other.close();
});
