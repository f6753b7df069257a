/**
 * A sub-application that fails the ways foreign ones do, served in place of the ds stub: a
 * lifecycle that throws (the area names the app and the phase, the retry keeps the app's name
 * and state), an uncaught error after mount (the area offers a reload), and an institution
 * switch (a mounted app never receives the signed-out state). The 30 s limit of a lifecycle
 * that never settles is proved by the runtime's unit tests with a fake clock.
 */
import type { Page } from '@playwright/test';
import { openPortal, PAGE_LOAD, switchInstitution } from './support/auth';
import { expect, test } from './support/fixtures';
import { signIn, SLOW_LOAD } from './support/micro';
import { hostileLog, isState, serveHostileApp, setHostileMode } from './support/hostile-app';
import { STUB_URLS } from './support/urls';

test.slow();

const DS_PAGE = '/ds/xsgl/khcx';

const area = (page: Page) => page.getByTestId('subapp-container');

test('a mount that throws: the area names the app and the phase; the retry mounts it as ds', async ({
  pageAs,
}) => {
  const page = await pageAs('admin');
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('[micro]')) reports.push(message.text());
  });
  await serveHostileApp(page, STUB_URLS.ds);
  await openPortal(page, '/', SLOW_LOAD);
  await setHostileMode(page, 'mount-throws');
  await page.goto(DS_PAGE);
  const error = area(page).getByTestId('subapp-error');
  await expect(error).toBeVisible(PAGE_LOAD);
  await expect(error).toHaveAttribute('data-app', 'ds');
  await expect(error).toHaveAttribute('data-phase', 'mount');
  await expect(error).toContainText('直销暂时无法访问');
  await expect(error).toContainText('子应用挂载失败');
  await expect(error).toContainText('mount boom');
  expect(
    reports.some((text) => text.includes('子应用 ds 出错（mount）') && text.includes('mount boom')),
  ).toBe(true);

  await setHostileMode(page, '');
  await area(page).getByTestId('subapp-retry').click();
  await expect(area(page).getByTestId('hostile-app')).toBeVisible(PAGE_LOAD);
  await expect(error).toHaveCount(0);
  // The same identity as a first mount: its own name, its own state.
  await expect(area(page).getByTestId('hostile-name')).toHaveText('ds');
  await expect(area(page).getByTestId('hostile-inst')).toHaveText('星辰私募基金管理有限公司');
});

test('an uncaught error of a mounted app: reported, the app stays, and the area offers a reload', async ({
  pageAs,
}) => {
  const page = await pageAs('admin');
  await serveHostileApp(page, STUB_URLS.ds);
  await page.goto(DS_PAGE);
  await expect(area(page).getByTestId('hostile-app')).toBeVisible(PAGE_LOAD);
  const reported = page.waitForEvent('console', (message) =>
    message.text().includes('子应用 ds 出错（runtime）：hostile boom'),
  );
  await area(page).getByTestId('hostile-throw').click();
  await reported;
  const crashed = area(page).getByTestId('subapp-crashed');
  await expect(crashed).toBeVisible();
  await expect(crashed).toContainText('直销运行出错');
  await expect(area(page).getByTestId('hostile-app')).toBeVisible();

  await crashed.getByTestId('subapp-reload').click();
  await expect(crashed).toHaveCount(0);
  await expect(area(page).getByTestId('hostile-app')).toHaveCount(1);
  await expect(area(page).getByTestId('hostile-name')).toHaveText('ds');
  // Unmounted once, mounted again.
  const log = await hostileLog(page);
  expect(log.filter((entry) => !isState(entry))).toHaveLength(1);
});

test('an institution switch: the mounted app never receives a signed-out state', async ({
  page,
}) => {
  await serveHostileApp(page, STUB_URLS.ds);
  await signIn(page, 'multi', { inst: '星辰私募基金管理有限公司' });
  await page.goto(DS_PAGE);
  await expect(area(page).getByTestId('hostile-inst')).toHaveText(
    '星辰私募基金管理有限公司',
    PAGE_LOAD,
  );
  await switchInstitution(page, '汇通基金管理有限公司');
  await expect(area(page).getByTestId('hostile-inst')).toHaveText('汇通基金管理有限公司');
  const states = (await hostileLog(page)).filter(isState);
  expect(states.length).toBeGreaterThan(1);
  for (const state of states) {
    expect(state.token).not.toBe('');
    expect(state.inst).not.toBe('');
  }
  expect(states.at(-1)).toMatchObject({ name: 'ds', inst: '汇通基金管理有限公司' });
});
