/**
 * Nothing typed is lost: the registration draft survives a reload and a closed tab, is offered
 * back and kept after it was taken back; in the middle of step 3 (preview), of step 2 and with
 * an uploaded file (kept by its server id).
 *
 * The steps after the first use a registration the mock seeds (北京和熙, a complete draft),
 * resumed by its credit code and the SMS code of its administrator: a POST /__mock__/reset of another suite restores it instead of
 * removing it, so these tests do not depend on the other suites' timing.
 */
import { test, type Page } from '@playwright/test';
import {
  expect,
  freeInstitution,
  PAGE_LOAD_MS,
  PDF,
  resumeByCreditCode,
  upload,
} from './register-support';

/** 北京和熙投资管理有限公司: REG202611200003, administrator 刘雨桐. */
const HEXI = {
  creditCode: '91110105MA9CG8YNNG',
  instName: '北京和熙投资管理有限公司',
  adminMobile: '13601127745',
};

async function resumeDraft(page: Page, instName: string): Promise<void> {
  await expect(page.getByTestId('register-draft-prompt')).toContainText(instName, {
    timeout: PAGE_LOAD_MS,
  });
  await page.getByTestId('register-draft-resume').click();
}

test('step 1: a reload and a closed tab keep what was typed; starting over clears it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const inst = await freeInstitution(request);
  await page.goto('/create');
  await expect(page.getByTestId('register-step-inst')).toBeVisible({ timeout: PAGE_LOAD_MS });
  await page.getByTestId('register-inst-name').fill(inst.instName);
  await page.getByTestId('register-credit-code').fill(inst.creditCode);
  await page.getByTestId('register-amac-code').fill(inst.amacCode);
  await page.getByTestId('register-legal-rep').fill('测试代表');

  await page.reload();
  await resumeDraft(page, inst.instName);
  await expect(page.getByTestId('register-inst-name')).toHaveValue(inst.instName);
  await expect(page.getByTestId('register-credit-code')).toHaveValue(inst.creditCode);
  await expect(page.getByTestId('register-amac-code')).toHaveValue(inst.amacCode);
  await expect(page.getByTestId('register-legal-rep')).toHaveValue('测试代表');

  await page.close();
  const again = await context.newPage();
  await again.goto('/create');
  await expect(again.getByTestId('register-draft-prompt')).toContainText(inst.instName, {
    timeout: PAGE_LOAD_MS,
  });
  await again.getByTestId('register-draft-discard').click();
  await expect(again.getByTestId('register-inst-name')).toHaveValue('');
  expect(await again.evaluate(() => localStorage.getItem('register_draft'))).toBeNull();
  await again.reload();
  await expect(again.getByTestId('register-step-inst')).toBeVisible({ timeout: PAGE_LOAD_MS });
  await expect(again.getByTestId('register-draft-prompt')).toHaveCount(0);
});

test('a reload in the middle of step 3, of step 2 and after an upload keeps the draft', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/create');
  await expect(page.getByTestId('register-step-inst')).toBeVisible({ timeout: PAGE_LOAD_MS });
  await resumeByCreditCode(page, HEXI.creditCode, HEXI.adminMobile);
  // Complete and checked, it continues at step 5 (step 4 after an earlier run's upload): the
  // steps bar leads back to step 3.
  await expect(
    page.getByTestId('register-step-confirm').or(page.getByTestId('register-step-upload')),
  ).toBeVisible();
  await page.getByTestId('register-steps').getByText('信息预览').click();
  await expect(page.getByTestId('register-step-preview')).toBeVisible();

  // Step 3: reload.
  await page.reload();
  await resumeDraft(page, HEXI.instName);
  await expect(page.getByTestId('register-step-preview')).toBeVisible();
  await expect(page.getByTestId('register-summary')).toContainText(HEXI.instName);
  await expect(page.getByTestId('register-summary')).toContainText('刘雨桐');

  // Step 2: a change typed, then a reload.
  await page.getByTestId('register-back').click();
  await expect(page.getByTestId('register-step-admin')).toBeVisible();
  await expect(page.getByTestId('register-admin-verified-0')).toBeVisible();
  const email = page.getByTestId('register-admin-email-0');
  const saved = await email.inputValue();
  await email.fill('liuyutong.new@hexitz.com');
  await page.reload();
  await resumeDraft(page, HEXI.instName);
  await expect(page.getByTestId('register-step-admin')).toBeVisible();
  await expect(page.getByTestId('register-admin-email-0')).toHaveValue('liuyutong.new@hexitz.com');
  await expect(page.getByTestId('register-admin-name-0')).toHaveValue('刘雨桐');
  await expect(page.getByTestId('register-admin-verified-0')).toBeVisible();

  // Back to what the server holds, forward, and a file uploaded before the tab closes.
  await page.getByTestId('register-admin-email-0').fill(saved);
  await page.getByTestId('register-admin-next').click();
  await page.getByTestId('register-preview-next').click();
  await expect(page.getByTestId('register-step-upload')).toBeVisible();
  const name = `营业执照-${Date.now()}.pdf`;
  await upload(page, 'licence', name, 'application/pdf', PDF);
  await expect(page.getByTestId('register-files-licence')).toContainText(name);
  const stored = await page.evaluate(() => localStorage.getItem('register_draft'));
  expect(stored).toContain(name);
  expect(stored).toContain('"fileId"');
  await page.reload();
  await resumeDraft(page, HEXI.instName);
  await expect(page.getByTestId('register-step-upload')).toBeVisible();
  await expect(page.getByTestId('register-files-licence')).toContainText(name);
});
