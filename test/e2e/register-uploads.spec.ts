/**
 * Registration uploads: a 101 MB file and an .exe (as such and renamed) are refused with their
 * messages, before anything is sent. (The 'ID documents must be uploaded' rule and server
 * refusals are covered by test/integration/register-uploads.test.tsx.)
 */
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { expect, EXE, PAGE_LOAD_MS, PDF, resumeByCreditCode, upload } from './register-support';

let dir = '';

test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'register-e2e-'));
});

test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** 深圳前海远山资产管理有限公司: REG202611190002, seeded with two administrators and every file. */
const YUANSHAN = { creditCode: '91440300MADFNF7LBX', admin: '陈思雨', mobile: '13926541870' };

test('a 101 MB file and a renamed .exe are refused with their messages', async ({ page }) => {
  test.setTimeout(180_000);
  // A registration the mock seeds, resumed by its credit code and its administrator's SMS
  // code (a reset restores it).
  await page.goto('/create');
  await expect(page.getByTestId('register-step-inst')).toBeVisible({ timeout: PAGE_LOAD_MS });
  await resumeByCreditCode(page, YUANSHAN.creditCode, YUANSHAN.mobile);
  // Step 3, or step 4 when an earlier run confirmed the preview already.
  const preview = page.getByTestId('register-step-preview');
  const uploadStep = page.getByTestId('register-step-upload');
  await expect(preview.or(uploadStep)).toBeVisible();
  if (await preview.isVisible()) {
    // eslint-disable-next-line playwright/no-conditional-expect -- the preview is shown once per registration
    await expect(page.getByTestId('register-summary')).toContainText(YUANSHAN.admin);
    await page.getByTestId('register-preview-next').click();
  }
  await expect(uploadStep).toBeVisible();

  let uploads = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/user/uploadRegisterFile')) uploads += 1;
  });

  // 101 MB (a sparse file on disk: Playwright passes big files by path).
  const big = join(dir, '营业执照-101M.pdf');
  writeFileSync(big, PDF);
  truncateSync(big, 101 * 1024 * 1024);
  await page.getByTestId('register-upload-licence').setInputFiles(big);
  await expect(page.getByTestId('register-upload-error-licence')).toHaveText(
    '附件大小不能超过100M',
  );

  // An executable as such, and renamed .pdf and .png.
  await upload(page, 'licence', 'setup.exe', 'application/x-msdownload', EXE);
  await expect(page.getByTestId('register-upload-error-licence')).toHaveText(
    '营业执照仅支持PDF格式',
  );
  await upload(page, 'authLetter', '授权书.pdf', 'application/pdf', EXE);
  await expect(page.getByTestId('register-upload-error-authLetter')).toHaveText(
    '授权书文件内容不是有效的PDF文件',
  );
  await upload(page, 'idScan-0', '证件正面.png', 'image/png', EXE);
  await expect(page.getByTestId('register-upload-error-idScan-0')).toHaveText(
    '证件扫描件文件内容不是有效的PNG图片',
  );
  await upload(page, 'idScan-1', 'setup.jpg', 'image/jpeg', EXE);
  await expect(page.getByTestId('register-upload-error-idScan-1')).toHaveText(
    '证件扫描件文件内容不是有效的JPG图片',
  );
  // A PDF is no ID scan.
  await upload(page, 'idScan-0', '证件正面.pdf', 'application/pdf', PDF);
  await expect(page.getByTestId('register-upload-error-idScan-0')).toHaveText(
    '证件扫描件仅支持JPG、GIF、PNG格式',
  );
  // Nothing was sent, and the files already uploaded are still there.
  expect(uploads).toBe(0);
  await expect(page.getByTestId('register-files-licence')).toContainText('营业执照副本.pdf');
});
