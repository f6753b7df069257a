/**
 * Any spelling of an address is decided as its one spelling (src/policy/canonical-path.ts), in
 * a real browser with the real stubs: case, percent-encoding, encoded slashes, repeated slashes
 * and dot segments neither open a forbidden page, nor skip the agreement redirect, nor drop the
 * watermark; the address bar shows the spelling that was decided on, and the sub-application
 * never renders the forbidden page, not even for a moment.
 */
import type { Page } from '@playwright/test';
import { PAGE_LOAD } from './support/auth';
import { expect, test } from './support/fixtures';
import { PORTAL_URL } from './support/urls';

/** Records whether a stub ever rendered a page whose path matches `pattern` (any case). */
async function watchStubPages(page: Page, pattern: string): Promise<void> {
  await page.addInitScript(`(() => {
    const pattern = new RegExp(${JSON.stringify(pattern)}, 'i');
    window.__forbiddenRendered = false;
    new MutationObserver(() => {
      for (const stub of document.querySelectorAll('[data-testid="stub-page"]')) {
        if (pattern.test(stub.getAttribute('data-path') || '')) window.__forbiddenRendered = true;
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });
  })()`);
}

const rendered = (page: Page) => page.evaluate<boolean>('window.__forbiddenRendered');

test('operator: every spelling of the system-admin and e-contract pages is 403', async ({
  pageAs,
}) => {
  test.slow();
  const page = await pageAs('operator');
  await watchStubPages(page, 'xtglywh|dzht');
  const spellings: [string, string][] = [
    ['/iservice/XTGL/XTGLYWH', '/iservice/xtgl/xtglywh'],
    ['/iservice/xtgl/%78tglywh', '/iservice/xtgl/xtglywh'],
    ['/iservice%2Fxtgl%2Fxtglywh', '/iservice/xtgl/xtglywh'],
    // Absolute: a relative '//iservice' would be a host.
    [`${PORTAL_URL}//iservice/./XTGL/../xtgl//xtglywh/`, '/iservice/xtgl/xtglywh'],
    ['/iservice/HTGL/DZHT', '/iservice/htgl/dzht'],
  ];
  for (const [spelling, canonical] of spellings) {
    await page.goto(spelling);
    await expect(page).toHaveURL(/\/error\/403$/, PAGE_LOAD);
    await expect(page.getByTestId('page-403-rule')).toContainText('admin-only');
    await expect(page.getByTestId('page-403-rule')).toContainText(canonical);
    expect(await rendered(page), `${spelling} rendered the forbidden page`).toBe(false);
  }
});

test('administrator: a blocked page in any spelling is 403; a watermark page keeps it', async ({
  pageAs,
}) => {
  const page = await pageAs('admin');
  await watchStubPages(page, 'xxplbs');
  await page.goto('/iservice/XXPL/%78xplbs/');
  await expect(page.getByTestId('page-403-rule')).toContainText('blocked', PAGE_LOAD);
  expect(await rendered(page)).toBe(false);

  await page.goto('/tgypt/TSFW/sjsj_gzpz');
  await expect(page).toHaveURL(/\/tgypt\/tsfw\/sjsj_gzpz$/);
  const stub = page.getByTestId('subapp-container').getByTestId('stub-page');
  await expect(stub).toHaveAttribute('data-path', '/tsfw/sjsj_gzpz', PAGE_LOAD);
  await expect(page.getByTestId('watermark')).toBeVisible();
});

test('agreement: a performance page in another spelling still goes to the agreement', async ({
  pageAs,
}) => {
  const page = await pageAs('agreement');
  await watchStubPages(page, 'jxfx$');
  await page.goto('/ISERVICE/tzjx/%6Axfx');
  await expect(page).toHaveURL(/\/iservice\/jxfxxy$/, PAGE_LOAD);
  expect(await rendered(page)).toBe(false);
});
