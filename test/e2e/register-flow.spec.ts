/**
 * A new institution registers end to end in a real browser, from the empty form to
 * 注册成功, against the shared mock server (a free directory institution, random administrators).
 */
import { test } from '@playwright/test';
import { choose } from './support/antd-select';
import {
  fillAdmin,
  fillInstitution,
  freeInstitution,
  JPG,
  PAGE_LOAD_MS,
  PDF,
  PNG,
  randomAdmin,
  SMS_CODE,
  upload,
  verifyMobile,
  expect,
} from './register-support';

test('a full registration from the empty form to 注册成功', async ({ page, request }) => {
  test.setTimeout(240_000);
  const inst = await freeInstitution(request);
  const first = randomAdmin('陈静怡');
  const second = {
    ...randomAdmin('梁嘉豪'),
    idTypeName: '港澳居民来往内地通行证',
    idNo: 'H12345678',
  };

  await page.goto('/create');
  await expect(page.getByTestId('register-steps')).toBeVisible({ timeout: PAGE_LOAD_MS });
  await expect(page).toHaveTitle(/^机构注册 - /);

  // Step 1: organisation info from the suggestions.
  await fillInstitution(page, inst);
  await page.getByTestId('register-inst-next').click();

  // Step 2: two administrators, each mobile checked by SMS.
  await expect(page.getByTestId('register-step-admin')).toBeVisible();
  await fillAdmin(page, 0, first);
  await verifyMobile(page, 0);
  await page.getByTestId('register-admin-add').click();
  await expect(page.getByTestId('register-admin-1')).toBeVisible();
  await fillAdmin(page, 1, second);
  // The second code is typed and checked on "next".
  await verifyMobile(page, 1, false);
  await page.getByTestId('register-admin-next').click();

  // Step 3: preview, read-only.
  const summary = page.getByTestId('register-summary');
  await expect(page.getByTestId('register-step-preview')).toBeVisible();
  await expect(summary).toContainText(inst.instName);
  await expect(summary).toContainText(inst.creditCode);
  await expect(summary).toContainText(first.name);
  await expect(summary).toContainText('港澳居民来往内地通行证');
  await expect(summary.locator('input')).toHaveCount(0);
  await page.getByTestId('register-preview-next').click();

  // Step 4: uploads with their progress.
  await expect(page.getByTestId('register-step-upload')).toBeVisible();
  await upload(page, 'licence', '营业执照副本.pdf', 'application/pdf', PDF);
  await expect(page.getByTestId('register-files-licence')).toContainText('营业执照副本.pdf');
  await upload(page, 'authLetter', '授权书.pdf', 'application/pdf', PDF);
  await expect(page.getByTestId('register-files-authLetter')).toContainText('授权书.pdf');
  await upload(page, 'idScan-0', '陈静怡-正面.png', 'image/png', PNG);
  await expect(page.getByTestId('register-files-idScan-0')).toContainText('陈静怡-正面.png');
  await upload(page, 'idScan-1', '梁嘉豪-正面.jpg', 'image/jpeg', JPG);
  await expect(page.getByTestId('register-files-idScan-1')).toContainText('梁嘉豪-正面.jpg');
  await page.getByTestId('register-upload-next').click();

  // Step 5: confirm and submit.
  await expect(page.getByTestId('register-step-confirm')).toBeVisible();
  await expect(page.getByTestId('register-summary')).toContainText('营业执照副本.pdf');
  await page.getByTestId('register-submit').click();

  // Step 6: questionnaire, after 注册信息已提交，正在审核中.
  await expect(page.getByTestId('register-submitted')).toContainText('注册信息已提交，正在审核中');
  const questions = page.locator('[data-testid^="register-poll-Q"]');
  await expect(questions.first()).toBeVisible();
  const count = await questions.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    await questions.nth(i).locator('.ant-radio-wrapper, .ant-checkbox-wrapper').first().click();
  }
  await page.getByTestId('register-poll-submit').click();

  // Step 7: agreements, e-seal, signing.
  await expect(page.getByTestId('register-step-agreement')).toBeVisible();
  await page.getByTestId('register-protocol-accept-RP2026001').click();
  await page.getByTestId('register-protocol-accept-RP2026002').click();
  await page.getByTestId('register-opening-skip').click();
  await choose(
    page,
    page.getByTestId('register-seal-mobile'),
    `${first.name} ${first.mobile.slice(0, 3)}****${first.mobile.slice(-4)}`,
  );
  await page.getByTestId('register-seal-send').click();
  await expect(page.getByTestId('register-seal-send')).toContainText('秒后重新获取');
  await page.getByTestId('register-seal-code').fill(SMS_CODE);
  await page.getByTestId('register-seal-apply').click();
  await expect(page.getByTestId('register-seal-applied')).toBeVisible();
  await page.getByTestId('register-sign-submit').click();

  await expect(page.getByTestId('register-success')).toContainText('注册成功');
  // The draft is gone after the successful registration.
  expect(await page.evaluate(() => localStorage.getItem('register_draft'))).toBeNull();
  await page.reload();
  await expect(page.getByTestId('register-step-inst')).toBeVisible({ timeout: PAGE_LOAD_MS });
  await expect(page.getByTestId('register-draft-prompt')).toHaveCount(0);
});
