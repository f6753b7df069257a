/**
 * The fault matrix. Each row is one call of the portal, one fault of the
 * network or the server (support/faults.ts) and what the user must get: a clear Chinese message
 * with a retry that works once the fault is gone (`message`), or the documented way back to the
 * login page with this page as redirect (`login`, for code -403). Every row also proves that the
 * page is never blank, that no promise rejection goes unhandled, and that a signed-out user
 * comes back to the page. A new row is one line of MATRIX.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CAPTCHA, DEMO_PASSWORD, loginAs, PAGE_LOAD, resetMock, tokenCookie } from './support/auth';
import { FAULTS, SERVER_FAULTS, type FaultName } from './support/faults';
import { addFault, clearFaults } from './support/mock-admin';
import { STUB_URLS } from './support/urls';
import { scrollTo, showSection } from './support/home-sections';

test.beforeEach(async ({ request }) => resetMock(request));

// Every target signs in once and then loads its page once per fault, twice with the retry.
test.describe.configure({ timeout: 240_000 });

/** A stub page every demo administrator may open: the six loads must all be in for it. */
const STUB_PATH = '/iservice/cpgl/cpfx';
const api = (path: string) => ({ url: new RegExp(`/api/${path}(\\?|$)`), apiPath: path });

interface Target {
  /** The requests the fault stands in for */
  url: RegExp;
  /** The call's path under /api/ when the mock answers it: its server faults are set there */
  apiPath?: string;
  /** The page to open; the call is made on the way */
  path: string;
  /** Signed in before the page is opened (everything but the login call itself) */
  signedIn: boolean;
  /** Makes the call, with the fault in place (default: opens `path`) */
  trigger?: (page: Page) => Promise<void>;
  /** What the user sees when the call failed */
  showsFailure: (page: Page) => Promise<void>;
  /** The retry, once the fault is gone, and the page working again */
  recovers: (page: Page) => Promise<void>;
}

const stubMounted = (page: Page) =>
  expect(page.getByTestId('subapp-container').getByTestId('stub-page')).toHaveAttribute(
    'data-app',
    'iservice',
    PAGE_LOAD,
  );

/** One of the six loads behind the sub-applications (spec 3, 4): the panel names it. */
function bootstrapLoad(path: string, label: string): Target {
  return {
    ...api(path),
    path: STUB_PATH,
    signedIn: true,
    showsFailure: async (page) => {
      const panel = page.getByTestId('subapp-error');
      await expect(panel).toHaveAttribute('data-reason', 'flags', PAGE_LOAD);
      await expect(panel).toContainText(label);
    },
    recovers: async (page) => {
      await page.getByTestId('subapp-retry').click();
      await stubMounted(page);
    },
  };
}

const TARGETS = {
  userStatus: {
    ...api('user/status'),
    path: STUB_PATH,
    signedIn: true,
    showsFailure: async (page) => {
      await expect(page.getByText('用户信息加载失败，请检查网络后重试')).toBeVisible(PAGE_LOAD);
      await expect(page.getByText('网络异常')).toBeVisible();
    },
    recovers: async (page) => {
      await page.getByTestId('guard-retry').click();
      await stubMounted(page);
    },
  },
  sysConfig: bootstrapLoad('sys/querySysConfig', '系统配置'),
  productList: bootstrapLoad('prod/queryProductList', '产品列表'),
  authorityView: bootstrapLoad('sys/authorityView/listAuthority', '特殊功能权限'),
  participantInfo: bootstrapLoad('prod/queryCyrInfo', '管理人信息'),
  menu: {
    ...api('user/queryMenu/v2'),
    path: STUB_PATH,
    signedIn: true,
    showsFailure: async (page) => {
      await expect(page.getByText(/菜单.*加载失败，请检查网络后重试/)).toBeVisible(PAGE_LOAD);
    },
    recovers: async (page) => {
      await page.getByTestId('access-retry').click();
      await stubMounted(page);
    },
  },
  login: {
    ...api('user/login/v2'),
    path: '/login',
    signedIn: false,
    trigger: async (page) => {
      await page.goto('/login');
      await expect(page.getByRole('img', { name: '图形验证码' })).toBeVisible(PAGE_LOAD);
      await page.getByTestId('login-username').fill('admin');
      await page.getByTestId('login-password').fill(DEMO_PASSWORD);
      await page.getByTestId('login-captcha').fill(CAPTCHA);
      await page.getByTestId('login-submit').click();
    },
    showsFailure: async (page) => {
      await expect(
        page.getByRole('alert').filter({ hasText: /网络异常|登录已失效/ }),
      ).toBeVisible();
      // Nothing the user typed is lost.
      await expect(page.getByTestId('login-username')).toHaveValue('admin');
      await expect(page.getByTestId('login-password')).toHaveValue(DEMO_PASSWORD);
    },
    recovers: async (page) => {
      const captcha = page.getByTestId('login-captcha');
      if ((await captcha.inputValue()) === '') await captcha.fill(CAPTCHA);
      await page.getByTestId('login-submit').click();
      await expect(page.getByTestId('user-menu')).toBeVisible(PAGE_LOAD);
    },
  },
  homeSection: {
    ...api('sys/queryNoticeList'),
    path: '/',
    signedIn: true,
    // The notices ask for their list once scrolled to (they start below the first screen).
    trigger: async (page) => {
      await page.goto('/');
      await scrollTo(page.getByTestId('home-section-notice'));
    },
    showsFailure: async (page) => {
      const notice = await showSection(page, 'notice');
      await expect(notice.getByTestId('section-failed')).toContainText('网络异常', PAGE_LOAD);
      // The rest of the page works.
      const tasks = await showSection(page, 'taskCenter');
      await expect(tasks.getByTestId('task-item').first()).toBeVisible();
    },
    recovers: async (page) => {
      const notice = await showSection(page, 'notice');
      await notice.getByRole('button', { name: /重试/ }).click();
      await expect(notice.getByTestId('notice-item').first()).toBeVisible(PAGE_LOAD);
    },
  },
  subAppEntry: {
    // The entry HTML of the stub, and its cache-busted retry (?t=...).
    url: new RegExp(`^${STUB_URLS.iservice}(\\?.*)?$`),
    path: STUB_PATH,
    signedIn: true,
    showsFailure: async (page) => {
      const panel = page.getByTestId('subapp-error');
      await expect(panel).toHaveAttribute('data-reason', 'entry', PAGE_LOAD);
      await expect(panel).toContainText('暂时无法访问');
      // The menu keeps working.
      await expect(page.getByTestId('side-menu')).toBeVisible();
    },
    recovers: async (page) => {
      await page.getByTestId('subapp-retry').click();
      await stubMounted(page);
    },
  },
} satisfies Record<string, Target>;

type TargetName = keyof typeof TARGETS;
type Outcome = 'message' | 'login';

const MATRIX: [TargetName, FaultName, Outcome][] = [
  ['userStatus', 'http500', 'message'],
  ['userStatus', 'http502', 'message'],
  ['userStatus', 'timeout', 'message'],
  ['userStatus', 'offline', 'message'],
  ['userStatus', 'malformedJson', 'message'],
  ['userStatus', 'expired', 'login'],
  ['sysConfig', 'http500', 'message'],
  ['sysConfig', 'http502', 'message'],
  ['sysConfig', 'timeout', 'message'],
  ['sysConfig', 'offline', 'message'],
  ['sysConfig', 'malformedJson', 'message'],
  ['sysConfig', 'expired', 'login'],
  ['menu', 'http500', 'message'],
  ['menu', 'http502', 'message'],
  ['menu', 'timeout', 'message'],
  ['menu', 'offline', 'message'],
  ['menu', 'malformedJson', 'message'],
  ['menu', 'expired', 'login'],
  ['productList', 'http500', 'message'],
  ['productList', 'http502', 'message'],
  ['productList', 'timeout', 'message'],
  ['productList', 'offline', 'message'],
  ['productList', 'malformedJson', 'message'],
  ['productList', 'expired', 'login'],
  ['authorityView', 'http500', 'message'],
  ['authorityView', 'http502', 'message'],
  ['authorityView', 'timeout', 'message'],
  ['authorityView', 'offline', 'message'],
  ['authorityView', 'malformedJson', 'message'],
  ['authorityView', 'expired', 'login'],
  ['participantInfo', 'http500', 'message'],
  ['participantInfo', 'http502', 'message'],
  ['participantInfo', 'timeout', 'message'],
  ['participantInfo', 'offline', 'message'],
  ['participantInfo', 'malformedJson', 'message'],
  ['participantInfo', 'expired', 'login'],
  ['login', 'http500', 'message'],
  ['login', 'http502', 'message'],
  ['login', 'timeout', 'message'],
  ['login', 'offline', 'message'],
  ['login', 'malformedJson', 'message'],
  ['login', 'expired', 'message'],
  ['homeSection', 'http500', 'message'],
  ['homeSection', 'http502', 'message'],
  ['homeSection', 'timeout', 'message'],
  ['homeSection', 'offline', 'message'],
  ['homeSection', 'malformedJson', 'message'],
  ['homeSection', 'expired', 'login'],
  ['subAppEntry', 'http500', 'message'],
  ['subAppEntry', 'http502', 'message'],
  ['subAppEntry', 'timeout', 'message'],
  ['subAppEntry', 'offline', 'message'],
  ['subAppEntry', 'malformedJson', 'message'],
  ['subAppEntry', 'expired', 'message'],
];

/** Uncaught errors and unhandled rejections of the page, from now on. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function expectNotBlank(page: Page): Promise<void> {
  await expect(page.locator('#portal-root')).not.toBeEmpty();
  expect((await page.locator('#portal-root').innerText()).trim()).not.toBe('');
}

/** The row says the session ended: the login page, this page as redirect, and back after it. */
async function expectLoginWithRedirect(
  page: Page,
  request: APIRequestContext,
  path: string,
): Promise<void> {
  await expect(page).toHaveURL(
    // The home page is where a sign-in leads anyway: it travels as no redirect at all.
    (url) =>
      url.pathname === '/login' &&
      url.searchParams.get('redirect') === (path === '/' ? null : path),
    PAGE_LOAD,
  );
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await removeFaults(page, request);
  await expect(page.getByRole('img', { name: '图形验证码' })).toBeVisible(PAGE_LOAD);
  await page.getByTestId('login-username').fill('admin');
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-captcha').fill(CAPTCHA);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL((url) => url.pathname === path, PAGE_LOAD);
}

/** The fault in the mock where the server makes it and the mock answers the call, else on the way. */
async function injectFault(
  page: Page,
  request: APIRequestContext,
  target: Target,
  fault: FaultName,
): Promise<void> {
  const server = SERVER_FAULTS[fault];
  if (server && target.apiPath) {
    await addFault(request, { method: '*', path: target.apiPath, ...server });
  } else {
    await page.route(target.url, FAULTS[fault]);
  }
}

async function removeFaults(page: Page, request: APIRequestContext): Promise<void> {
  await page.unrouteAll();
  await clearFaults(request);
}

const byTarget = new Map<TargetName, [FaultName, Outcome][]>();
for (const [target, fault, outcome] of MATRIX) {
  byTarget.set(target, [...(byTarget.get(target) ?? []), [fault, outcome]]);
}

for (const [name, rows] of byTarget) {
  const target: Target = TARGETS[name];

  test(`${name}: every fault gives a message or the login page, and the retry works`, async ({
    page,
    request,
  }) => {
    const errors = pageErrors(page);
    for (const [fault, outcome] of rows) {
      await test.step(`${fault} → ${outcome}`, async () => {
        if (target.signedIn && !(await tokenCookie(page))) await loginAs(page, 'admin');
        if (!target.signedIn && (await tokenCookie(page))) await page.context().clearCookies();
        await injectFault(page, request, target, fault);
        await (target.trigger ?? ((p: Page) => p.goto(target.path)))(page);
        if (outcome === 'login') {
          await expectLoginWithRedirect(page, request, target.path);
        } else {
          await target.showsFailure(page);
          await expectNotBlank(page);
          await removeFaults(page, request);
          await target.recovers(page);
        }
        await removeFaults(page, request);
        expect(errors, 'uncaught errors or unhandled rejections').toEqual([]);
      });
    }
  });
}
