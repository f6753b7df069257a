/**
 * Very long and odd Unicode input in every form field of the
 * portal's own screens neither breaks the layout nor reaches the server unvalidated.
 *
 * One table: a form is a list of field rows and one way to submit it; a new field is one row.
 * Each field gets ODD_TEXT (5000 code units of CJK, skin-toned ZWJ emoji, Zalgo, U+202E,
 * zero-width spaces and a long unbroken word, test/support/odd-text.ts) and must keep at most
 * its maxLength (the limit the server applies too, src/api/field-limits.ts) while the page does
 * not overflow sideways and the field stays inside its card or dialog. The submit then ends in
 * one of: the form's own Chinese message and no request ('blocked'); the server's Chinese
 * refusal, shown, with the fields still holding what was typed ('refused'); the server taking
 * the (truncated, valid) value ('accepted'); a screen that never calls the server ('local').
 * Nothing is intercepted. Each form's call is also sent the whole ODD_TEXT directly ('probe'):
 * the server answers 1002 with a Chinese length or format message, never a crash.
 *
 * Rows are grouped per page and the pages per test, so each page is opened once.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  AUTH_LIMITS,
  CALENDAR_EVENT_LIMITS,
  RAISE_ACC_LIMITS,
  SEARCH_KEYWORD_MAX,
  SIGN_UP_LIMITS,
} from '../../src/api/field-limits';
import { PASSWORD_MAX_LENGTH } from '../../src/policy/password-rule';
import { ODD_TEXT } from '../support/odd-text';
import {
  loginAs,
  openUserMenuItem,
  PAGE_LOAD,
  resetMock,
  submitLogin,
  tokenCookie,
} from './support/auth';
import { fillInstitution, freeInstitution, PAGE_LOAD_MS } from './register-support';

test.beforeEach(async ({ request }) => resetMock(request));
test.describe.configure({ timeout: 120_000 });

const CHINESE = /[\u4e00-\u9fff]/;
/** What a clear refusal is not: a crash, or the client's own failure text. */
const NOT_A_CRASH = /系统繁忙|网络异常|接口不存在|undefined|null|Error/;

const CARD = '.ant-card';
const DIALOG = '[role="dialog"]';
/** The panel of the signed-out screens (AuthCard): a section, or an antd card. */
const AUTH_BOX = 'section, .ant-card';

interface FieldRow {
  name: string;
  field: (page: Page) => Locator;
  /** The field's maxLength; null: no hard cut, the form refuses an over-long value itself. */
  max: number | null;
  /** The card or dialog (CSS, the nearest ancestor) the field must stay within. */
  box: string;
  /** false: the form empties it after a refusal on purpose (captcha, unlock password). */
  keeps?: boolean;
  /** The limit is applied by the form's code, not by a maxlength attribute (antd Select). */
  cutByCode?: boolean;
}

type Outcome =
  | { kind: 'blocked'; api: string; shows: (page: Page) => Locator }
  | { kind: 'refused'; api: string; shows: (page: Page) => Locator }
  | { kind: 'accepted'; api: string; shows: (page: Page) => Locator; within?: string }
  | { kind: 'local'; shows: (page: Page) => Locator; within?: string };

interface FormCase {
  name: string;
  rows: FieldRow[];
  /** Brings the form on screen (after the previous form of the page). */
  open?: (page: Page) => Promise<void>;
  /** Valid values in the other fields, so that the odd ones reach the server. */
  prepare?: (page: Page) => Promise<void>;
  submit: (page: Page) => Promise<void>;
  outcome: Outcome;
  /** The form's call, sent the whole ODD_TEXT in these parameters. */
  probe?: { method: 'get' | 'post'; path: string; params: Record<string, string> };
}

/** Every /api/ request of the page, for "sends nothing". */
function recordRequests(page: Page): { since: () => () => string[] } {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) urls.push(request.url());
  });
  return {
    since: () => {
      const start = urls.length;
      return () => urls.slice(start);
    },
  };
}

interface Fit {
  pageScroll: number;
  pageWidth: number;
  el: [number, number];
  holder: [number, number];
  box: [number, number] | null;
  boxScroll: number;
  boxClient: number;
}

/** The document does not scroll sideways; the element and its form item stay inside `box`. */
async function expectFits(el: Locator, box: string, what: string): Promise<void> {
  const fit = await el.evaluate((node, selector): Fit => {
    const span = (e: Element): [number, number] => {
      const r = e.getBoundingClientRect();
      return [r.left, r.right];
    };
    const doc = node.ownerDocument;
    const holder =
      node.closest('.ant-form-item, .ant-input-search, .ant-input-affix-wrapper, .ant-select') ??
      node;
    const container = node.closest(selector);
    return {
      pageScroll: doc.documentElement.scrollWidth,
      pageWidth: doc.defaultView?.innerWidth ?? 0,
      el: span(node),
      holder: span(holder),
      box: container ? span(container) : null,
      boxScroll: container?.scrollWidth ?? 0,
      boxClient: container?.clientWidth ?? 0,
    };
  }, box);
  expect(fit.pageScroll, `${what}: the page scrolls sideways`).toBeLessThanOrEqual(
    fit.pageWidth + 1,
  );
  expect(fit.box, `${what}: not inside ${box}`).not.toBeNull();
  const [left, right] = fit.box ?? [0, 0];
  for (const [name, [l, r]] of [
    ['element', fit.el],
    ['form item', fit.holder],
  ] as const) {
    expect(l, `${what}: ${name} sticks out left of ${box}`).toBeGreaterThanOrEqual(left - 1);
    expect(r, `${what}: ${name} sticks out right of ${box}`).toBeLessThanOrEqual(right + 1);
  }
  expect(fit.boxScroll, `${what}: ${box} scrolls sideways`).toBeLessThanOrEqual(fit.boxClient + 1);
}

async function expectPageFits(page: Page, what: string): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll, `${what}: the page scrolls sideways`).toBeLessThanOrEqual(width + 1);
}

/**
 * The odd text of a GET probe: its first 800 characters, over every field's limit. The whole
 * text, percent-encoded, is a 40 KB address, which Node's HTTP servers (the dev proxy, the mock
 * server) refuse before any handler with 431, as real servers do.
 */
const ODD_QUERY = [...ODD_TEXT].slice(0, 800).join('');

async function probe(page: Page, { method, path, params }: NonNullable<FormCase['probe']>) {
  const headers = { 'X-Access-Token': (await tokenCookie(page)) ?? '' };
  const query = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, value === ODD_TEXT ? ODD_QUERY : value]),
  );
  const response =
    method === 'get'
      ? await page.request.get(`/api/${path}`, { params: query, headers })
      : await page.request.post(`/api/${path}`, { form: params, headers });
  expect(response.status(), path).toBe(200);
  const body = (await response.json()) as { code: number; message: string };
  expect(body.code, `${path}: ${body.message}`).toBe(1002);
  expect(body.message, path).toMatch(/长度不能超过\d+|格式不正确/);
}

/** Types ODD_TEXT into each field of the form, submits it and checks what follows. */
async function runForm(page: Page, form: FormCase, requests: ReturnType<typeof recordRequests>) {
  await test.step(form.name, async () => {
    if (form.open) await form.open(page);
    const kept = new Map<string, string>();
    for (const row of form.rows) {
      const what = `${form.name} / ${row.name}`;
      const field = row.field(page);
      await field.fill(ODD_TEXT);
      const value = await field.inputValue();
      expect(value.length, `${what}: nothing kept`).toBeGreaterThan(0);
      if (row.max === null) {
        expect(value, `${what}: the form keeps everything typed`).toBe(ODD_TEXT);
      } else {
        if (!row.cutByCode) {
          expect(await field.evaluate((el) => (el as HTMLInputElement).maxLength), what).toBe(
            row.max,
          );
        }
        expect(value.length, `${what}: longer than its limit`).toBeLessThanOrEqual(row.max);
        // What is kept is the start of what was typed (some fields trim or upper-case it).
        expect(ODD_TEXT.toUpperCase().startsWith(value.trim().toUpperCase()), what).toBe(true);
      }
      kept.set(row.name, value);
      await expectFits(field, row.box, what);
    }
    if (form.prepare) await form.prepare(page);

    const { outcome } = form;
    const sent = requests.since();
    const answer =
      outcome.kind === 'refused' || outcome.kind === 'accepted'
        ? page.waitForResponse((r) => r.url().includes(`/api/${outcome.api}`))
        : null;
    await form.submit(page);
    const shown = outcome.shows(page).first();
    await expect(shown, `${form.name}: what the submit shows`).toBeVisible();
    await expect(shown).toHaveText(CHINESE);
    await expect(shown).not.toHaveText(NOT_A_CRASH);
    if (outcome.kind === 'blocked') {
      // Let a request that would still go out be seen.
      await page.waitForTimeout(300);
      expect(
        sent().filter((url) => url.includes(`/api/${outcome.api}`)),
        `${form.name}: sent despite the form's message`,
      ).toEqual([]);
    }
    if (answer) {
      const response = await answer;
      expect(response.status(), form.name).toBe(200);
      const body = (await response.json()) as { code: number; message?: string };
      if (outcome.kind === 'refused') {
        expect(body.code, `${form.name}: ${body.message}`).not.toBe(0);
        expect(body.code, form.name).not.toBe(500);
        expect(body.message ?? '', form.name).toMatch(CHINESE);
      } else {
        expect(body.code, `${form.name}: ${body.message}`).toBe(0);
      }
    }
    if ((outcome.kind === 'accepted' || outcome.kind === 'local') && outcome.within) {
      await expectFits(shown, outcome.within, `${form.name}: the result`);
    }
    await expectPageFits(page, `${form.name} after the submit`);
    if (outcome.kind === 'blocked' || outcome.kind === 'refused') {
      for (const row of form.rows) {
        if (row.keeps === false) continue;
        await expect(
          row.field(page),
          `${form.name} / ${row.name}: lost after the refusal`,
        ).toHaveValue(kept.get(row.name) ?? '');
      }
    }
    if (form.probe) await probe(page, form.probe);
  });
}

async function runForms(page: Page, forms: FormCase[]): Promise<void> {
  const requests = recordRequests(page);
  for (const form of forms) await runForm(page, form, requests);
}

const byTestId = (id: string) => (page: Page) => page.getByTestId(id);

// ------------------------------------------------------------------------- signed out

const LOGIN_FORMS: FormCase[] = [
  {
    name: '登录',
    rows: [
      {
        name: '用户名',
        field: byTestId('login-username'),
        max: AUTH_LIMITS.userName,
        box: AUTH_BOX,
      },
      { name: '密码', field: byTestId('login-password'), max: AUTH_LIMITS.password, box: AUTH_BOX },
      {
        name: '图形验证码',
        field: byTestId('login-captcha'),
        max: AUTH_LIMITS.captcha,
        box: AUTH_BOX,
        keeps: false,
      },
    ],
    submit: (page) => page.getByTestId('login-submit').click(),
    outcome: { kind: 'refused', api: 'user/login/v2', shows: byTestId('login-error') },
    probe: {
      method: 'post',
      path: 'user/login/v2',
      params: { userName: ODD_TEXT, password: ODD_TEXT, captchaId: 'x', captcha: '1234' },
    },
  },
  {
    name: '短信验证',
    open: async (page) => {
      await submitLogin(page, 'sms');
      await expect(page.getByTestId('sms-code')).toBeVisible();
    },
    rows: [
      { name: '短信验证码', field: byTestId('sms-code'), max: AUTH_LIMITS.smsCode, box: AUTH_BOX },
    ],
    submit: (page) => page.getByTestId('sms-submit').click(),
    outcome: {
      kind: 'blocked',
      api: 'user/verifyLoginSmsCode',
      shows: (page) => page.getByText('短信验证码为6位数字'),
    },
  },
  {
    name: '首次登录',
    open: async (page) => {
      await page.getByRole('button', { name: '返回账号登录' }).click();
      await submitLogin(page, 'newbie');
      await expect(page.getByTestId('first-login')).toBeVisible();
    },
    rows: [
      {
        name: '手机号码',
        field: byTestId('first-login-mobile'),
        max: AUTH_LIMITS.mobile,
        box: AUTH_BOX,
      },
      { name: '短信验证码', field: byTestId('sms-code'), max: AUTH_LIMITS.smsCode, box: AUTH_BOX },
    ],
    submit: (page) => page.getByTestId('sms-submit').click(),
    outcome: {
      kind: 'blocked',
      api: 'user/firstLogin/verifyCode',
      shows: (page) => page.getByText('手机号格式不正确'),
    },
  },
];

const FORGET_FORMS: FormCase[] = [
  {
    name: '找回密码：验证身份',
    rows: [
      {
        name: '用户名',
        field: byTestId('forget-username'),
        max: AUTH_LIMITS.userName,
        box: AUTH_BOX,
      },
      {
        name: '手机号码',
        field: byTestId('forget-mobile'),
        max: AUTH_LIMITS.mobile,
        box: AUTH_BOX,
      },
    ],
    submit: (page) => page.getByTestId('forget-next').click(),
    outcome: {
      kind: 'blocked',
      api: 'user/pwdrecall/verifyPhone',
      shows: (page) => page.getByText('手机号格式不正确'),
    },
    probe: {
      method: 'post',
      path: 'user/pwdrecall/verifyPhone',
      params: { userName: 'operator', mobile: ODD_TEXT },
    },
  },
  {
    name: '找回密码：短信验证',
    open: async (page) => {
      await page.getByTestId('forget-username').fill('operator');
      await page.getByTestId('forget-mobile').fill('13800138002');
      await page.getByTestId('forget-next').click();
      await expect(page.getByTestId('sms-code')).toBeVisible();
    },
    rows: [
      { name: '短信验证码', field: byTestId('sms-code'), max: AUTH_LIMITS.smsCode, box: AUTH_BOX },
    ],
    submit: (page) => page.getByTestId('sms-submit').click(),
    outcome: {
      kind: 'refused',
      api: 'user/pwdrecall/verifySmsCode',
      shows: byTestId('forget-error'),
    },
  },
  {
    name: '找回密码：设置新密码',
    open: async (page) => {
      await page.getByTestId('sms-code').fill('123456');
      // The re-click guard frees the button at once after a refusal.
      await page.getByTestId('sms-submit').click();
      await expect(page.getByTestId('new-password')).toBeVisible();
    },
    rows: [
      { name: '新密码', field: byTestId('new-password'), max: PASSWORD_MAX_LENGTH, box: AUTH_BOX },
      {
        name: '确认新密码',
        field: byTestId('confirm-password'),
        max: PASSWORD_MAX_LENGTH,
        box: AUTH_BOX,
      },
    ],
    submit: (page) => page.getByTestId('password-submit').click(),
    outcome: {
      kind: 'blocked',
      api: 'user/pwdrecall/resetPassword',
      shows: (page) => page.locator('.ant-form-item-explain-error'),
    },
  },
];

test('signed out: login, SMS step, first login and password recovery', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('img', { name: '图形验证码' })).toBeVisible(PAGE_LOAD);
  await runForms(page, LOGIN_FORMS);
  await page.goto('/forget');
  await expect(page.getByTestId('forget-username')).toBeVisible(PAGE_LOAD);
  await runForms(page, FORGET_FORMS);
});

// ------------------------------------------------------------------------- registration

const REGISTER_FORMS: FormCase[] = [
  {
    name: '机构注册：机构信息',
    rows: [
      { name: '机构名称', field: byTestId('register-inst-name'), max: 100, box: CARD },
      { name: '统一社会信用代码', field: byTestId('register-credit-code'), max: 18, box: CARD },
      { name: '协会登记编号', field: byTestId('register-amac-code'), max: 8, box: CARD },
      { name: '法定代表人', field: byTestId('register-legal-rep'), max: 50, box: CARD },
      { name: '注册地址', field: byTestId('register-reg-address'), max: 200, box: CARD },
      { name: '办公地址', field: byTestId('register-office-address'), max: 200, box: CARD },
    ],
    // The name's suggestion list would cover the button.
    submit: async (page) => {
      await page.keyboard.press('Escape');
      await page.getByTestId('register-inst-next').click();
    },
    outcome: {
      kind: 'blocked',
      api: 'user/updateInst',
      shows: (page) => page.getByText('协会登记编号格式不正确'),
    },
    probe: {
      method: 'get',
      path: 'user/updateInst',
      params: { instName: ODD_TEXT, creditCode: '91310000MA1FL00001', amacCode: 'P1000001' },
    },
  },
  {
    name: '机构注册：管理员信息',
    open: async (page) => {
      await fillInstitution(page, await freeInstitution(page.request));
      await page.getByTestId('register-inst-next').click();
      await expect(page.getByTestId('register-step-admin')).toBeVisible();
    },
    rows: [
      { name: '管理员姓名', field: byTestId('register-admin-name-0'), max: 30, box: CARD },
      { name: '证件号码', field: byTestId('register-admin-id-no-0'), max: 20, box: CARD },
      { name: '电子邮箱', field: byTestId('register-admin-email-0'), max: 100, box: CARD },
      { name: '手机号码', field: byTestId('register-admin-mobile-0'), max: 11, box: CARD },
      { name: '短信验证码', field: byTestId('register-admin-sms-code-0'), max: 6, box: CARD },
    ],
    submit: (page) => page.getByTestId('register-admin-next').click(),
    outcome: {
      kind: 'blocked',
      api: 'user/createSystemAdminInfo',
      shows: (page) => page.getByText('邮箱格式不正确'),
    },
    probe: {
      method: 'get',
      path: 'register/sendVerificationCodeNew',
      params: { mobile: ODD_TEXT },
    },
  },
];

test('registration: organisation and administrator fields', async ({ page }) => {
  await page.goto('/create');
  await expect(page.getByTestId('register-step-inst')).toBeVisible({ timeout: PAGE_LOAD_MS });
  await runForms(page, REGISTER_FORMS);
});

// ------------------------------------------------------------------------- home page

const section = (page: Page, id: string) => page.getByTestId(`home-section-${id}`);
const chatFrame = (page: Page) => page.frameLocator('[data-testid="chat-frame"]');

const HOME_FORMS: FormCase[] = [
  {
    name: '菜单搜索',
    rows: [
      {
        name: '搜索菜单',
        field: byTestId('menu-search'),
        max: SEARCH_KEYWORD_MAX,
        box: '.ant-layout-sider',
      },
    ],
    submit: (page) => page.getByTestId('menu-search').press('Enter'),
    outcome: { kind: 'local', shows: (page) => page.getByText('未找到匹配的菜单') },
  },
  {
    name: '产品分组：查询产品名称',
    open: (page) => page.keyboard.press('Escape'),
    rows: [
      {
        name: '查询产品名称',
        field: (page) => section(page, 'productGroup').getByRole('searchbox'),
        max: SEARCH_KEYWORD_MAX,
        box: CARD,
      },
    ],
    submit: (page) => section(page, 'productGroup').getByRole('searchbox').press('Enter'),
    outcome: {
      kind: 'accepted',
      api: 'prod/queryInfoByPdName',
      shows: (page) => section(page, 'productGroup').getByText('的查询结果'),
      within: CARD,
    },
    probe: { method: 'get', path: 'prod/queryInfoByPdName', params: { pdName: ODD_TEXT } },
  },
  {
    name: '产品分组：新建分组',
    open: async (page) => {
      await section(page, 'productGroup').getByTestId('product-group-add').click();
      await expect(page.getByRole('dialog', { name: '新建分组' })).toBeVisible();
      // The dialog gives its name field the focus once it has opened: wait for that, or the
      // focus moves there in the middle of the rows and the select drops its search text.
      await expect(page.getByRole('dialog').getByTestId('product-group-name')).toBeFocused();
    },
    rows: [
      {
        name: '分组名称',
        field: (page) => page.getByRole('dialog').getByTestId('product-group-name'),
        max: null,
        box: DIALOG,
      },
      {
        name: '按产品名称查询',
        field: (page) =>
          page.getByRole('dialog').getByRole('combobox', { name: '按产品名称查询并添加产品' }),
        max: SEARCH_KEYWORD_MAX,
        box: DIALOG,
        cutByCode: true,
        // A select's search text goes when it loses the focus, as in any select.
        keeps: false,
      },
    ],
    submit: (page) => page.getByRole('dialog').getByTestId('product-group-save').click(),
    outcome: {
      kind: 'blocked',
      api: 'user/addProdSet',
      shows: (page) => page.getByRole('dialog').getByText('分组名称不能超过20个字符'),
    },
    probe: {
      method: 'get',
      path: 'user/addProdSet',
      params: { setName: ODD_TEXT, pdCodes: 'SXC101' },
    },
  },
  {
    name: '交易日历：添加日程',
    open: async (page) => {
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /取\s*消/ })
        .click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const calendar = section(page, 'tradeCalendar');
      await calendar.locator('[data-testid="calendar-day"][data-trade-day="true"]').first().click();
      await calendar.getByRole('button', { name: '添加日程' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
    rows: [
      {
        name: '标题',
        field: (page) => page.getByRole('dialog').getByLabel('标题'),
        max: CALENDAR_EVENT_LIMITS.title,
        box: DIALOG,
      },
      {
        name: '备注',
        field: (page) => page.getByRole('dialog').getByLabel('备注'),
        max: CALENDAR_EVENT_LIMITS.remark,
        box: DIALOG,
      },
    ],
    submit: (page) =>
      page
        .getByRole('dialog')
        .getByRole('button', { name: /^保\s*存$/ })
        .click(),
    outcome: {
      kind: 'accepted',
      api: 'sys/addCustomCalendar',
      shows: (page) => section(page, 'tradeCalendar').getByTestId('custom-event'),
      within: CARD,
    },
    probe: {
      method: 'post',
      path: 'sys/addCustomCalendar',
      params: { date: '2026-11-27', title: '培训', remark: ODD_TEXT },
    },
  },
  {
    name: '募集账户核验',
    rows: [
      {
        name: '募集账户账号',
        field: (page) => section(page, 'raiseAccCheck').getByLabel('募集账户账号'),
        max: RAISE_ACC_LIMITS.accountNo,
        box: CARD,
      },
      {
        name: '基金名称',
        field: (page) => section(page, 'raiseAccCheck').getByLabel('基金名称'),
        max: RAISE_ACC_LIMITS.fundName,
        box: CARD,
      },
    ],
    submit: (page) =>
      section(page, 'raiseAccCheck')
        .getByRole('button', { name: /核\s*验/ })
        .click(),
    outcome: {
      kind: 'refused',
      api: 'fund/wb/queryRaiseAccCheck',
      shows: (page) => page.locator('.ant-message-notice'),
    },
    probe: {
      method: 'get',
      path: 'fund/wb/queryRaiseAccCheck',
      params: { fundName: ODD_TEXT },
    },
  },
  {
    name: '在线客服',
    open: async (page) => {
      await page.getByTestId('help-center').click();
      await page.getByTestId('consult-me').click();
      await expect(chatFrame(page).getByTestId('robot-messages')).toContainText(
        '托管服务助手',
        PAGE_LOAD,
      );
    },
    rows: [
      {
        name: '请输入您的问题',
        field: (page) => chatFrame(page).getByTestId('robot-input'),
        max: 200,
        box: 'form',
        // The robot empties its input once the question is asked.
        keeps: false,
      },
    ],
    submit: (page) => chatFrame(page).getByTestId('robot-send').click(),
    outcome: {
      kind: 'local',
      shows: (page) => chatFrame(page).locator('.msg.user'),
      within: '#messages',
    },
  },
];

test('home: menu search, product search and groups, calendar event, raise-account check, chat', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('isAutoShowChat', 'false'));
  await loginAs(page, 'admin');
  await expect(section(page, 'productGroup').getByTestId('product-group-tab').first()).toBeVisible(
    PAGE_LOAD,
  );
  await runForms(page, HOME_FORMS);
});

// ------------------------------------------------------------------------- other pages

const TRAINING_TITLE = '2026年私募基金运营实务培训（第四期）';
const SIGN_UP_PATH = `/zxbm?id=N202611150003&title=${encodeURIComponent(TRAINING_TITLE)}&ly=notice`;
const signUpField = (label: string) => (page: Page) =>
  page.getByTestId('sign-up-form').getByLabel(label, { exact: true });
const SIGN_UP_BOX = CARD;

const CHANGE_PASSWORD_ROWS: FieldRow[] = [
  { name: '原密码', field: byTestId('old-password'), max: AUTH_LIMITS.password, box: AUTH_BOX },
  { name: '新密码', field: byTestId('new-password'), max: PASSWORD_MAX_LENGTH, box: AUTH_BOX },
  {
    name: '确认新密码',
    field: byTestId('confirm-password'),
    max: PASSWORD_MAX_LENGTH,
    box: AUTH_BOX,
  },
];

async function validNewPassword(page: Page): Promise<void> {
  await page.getByTestId('new-password').fill('Xy#2026ab');
  await page.getByTestId('confirm-password').fill('Xy#2026ab');
}

function changePasswordForms(where: string, open: (page: Page) => Promise<void>): FormCase[] {
  return [
    {
      name: `${where}：修改密码`,
      open,
      rows: CHANGE_PASSWORD_ROWS,
      submit: (page) => page.getByTestId('password-submit').click(),
      outcome: {
        kind: 'blocked',
        api: 'user/resetPassword',
        shows: (page) => page.locator('.ant-form-item-explain-error'),
      },
    },
    {
      name: `${where}：修改密码（原密码错误）`,
      rows: CHANGE_PASSWORD_ROWS.slice(0, 1),
      prepare: validNewPassword,
      submit: (page) => page.getByTestId('password-submit').click(),
      outcome: {
        kind: 'refused',
        api: 'user/resetPassword',
        shows: byTestId('change-password-error'),
      },
      probe: {
        method: 'post',
        path: 'user/resetPassword',
        params: { oldPassword: ODD_TEXT, password: 'Xy#2026ab', confirmPassword: 'Xy#2026ab' },
      },
    },
  ];
}

const OTHER_FORMS: FormCase[] = [
  {
    name: '常用菜单设置：搜索',
    open: async (page) => {
      await page.goto('/menuSet');
      await expect(page.getByTestId('menu-set-search')).toBeVisible(PAGE_LOAD);
    },
    rows: [
      {
        name: '搜索可选菜单',
        field: (page) => page.getByRole('searchbox', { name: '搜索可选菜单' }),
        max: SEARCH_KEYWORD_MAX,
        box: CARD,
      },
    ],
    submit: (page) => page.getByRole('searchbox', { name: '搜索可选菜单' }).press('Enter'),
    outcome: { kind: 'local', shows: (page) => page.getByText('未找到匹配的菜单'), within: CARD },
  },
  {
    name: '运营指导：搜索',
    open: async (page) => {
      await page.goto('/yzzyfwzq');
      await expect(page.getByTestId('guide-item').first()).toBeVisible(PAGE_LOAD);
    },
    rows: [
      {
        name: '搜索运营指导',
        field: (page) => page.getByRole('searchbox', { name: '搜索运营指导' }),
        max: SEARCH_KEYWORD_MAX,
        box: CARD,
      },
    ],
    submit: (page) => page.getByRole('searchbox', { name: '搜索运营指导' }).press('Enter'),
    outcome: {
      kind: 'accepted',
      api: 'sys/queryOperationalGuidance',
      shows: byTestId('guidance-empty'),
      within: CARD,
    },
    probe: {
      method: 'post',
      path: 'sys/queryOperationalGuidance',
      params: { keyword: ODD_TEXT },
    },
  },
  {
    name: '在线报名',
    open: async (page) => {
      await page.goto(SIGN_UP_PATH);
      await expect(page.getByTestId('sign-up-form')).toBeVisible(PAGE_LOAD);
    },
    rows: [
      { name: '姓名', field: signUpField('姓名'), max: SIGN_UP_LIMITS.name, box: SIGN_UP_BOX },
      {
        name: '手机号',
        field: signUpField('手机号'),
        max: SIGN_UP_LIMITS.mobile,
        box: SIGN_UP_BOX,
      },
      { name: '单位', field: signUpField('单位'), max: SIGN_UP_LIMITS.company, box: SIGN_UP_BOX },
      { name: '职务', field: signUpField('职务'), max: SIGN_UP_LIMITS.position, box: SIGN_UP_BOX },
      { name: '邮箱', field: signUpField('邮箱'), max: SIGN_UP_LIMITS.email, box: SIGN_UP_BOX },
      { name: '备注', field: signUpField('备注'), max: SIGN_UP_LIMITS.remark, box: SIGN_UP_BOX },
    ],
    submit: (page) => page.getByTestId('sign-up-submit').click(),
    outcome: {
      kind: 'blocked',
      api: 'sys/noticeRegistSubmit',
      shows: (page) => page.getByText('手机号格式不正确'),
    },
    probe: {
      method: 'post',
      path: 'sys/noticeRegistSubmit',
      params: {
        id: 'N202611150003',
        title: TRAINING_TITLE,
        ly: 'notice',
        name: '张明远',
        mobile: '13912345678',
        company: ODD_TEXT,
      },
    },
  },
  {
    name: '在线报名（其余字段照填）',
    rows: [
      { name: '姓名', field: signUpField('姓名'), max: SIGN_UP_LIMITS.name, box: SIGN_UP_BOX },
      { name: '单位', field: signUpField('单位'), max: SIGN_UP_LIMITS.company, box: SIGN_UP_BOX },
      { name: '职务', field: signUpField('职务'), max: SIGN_UP_LIMITS.position, box: SIGN_UP_BOX },
      { name: '备注', field: signUpField('备注'), max: SIGN_UP_LIMITS.remark, box: SIGN_UP_BOX },
    ],
    prepare: async (page) => {
      await signUpField('手机号')(page).fill('13912345678');
      await signUpField('邮箱')(page).fill('');
    },
    submit: (page) => page.getByTestId('sign-up-submit').click(),
    outcome: {
      kind: 'accepted',
      api: 'sys/noticeRegistSubmit',
      shows: byTestId('sign-up-done'),
      within: CARD,
    },
  },
  ...changePasswordForms('个人设置', async (page) => {
    await page.goto('/Settings/ChangePass');
    await expect(page.getByTestId('old-password')).toBeVisible(PAGE_LOAD);
  }),
  ...changePasswordForms('公共页', async (page) => {
    await page.goto('/changePass');
    await expect(page.getByTestId('old-password')).toBeVisible(PAGE_LOAD);
  }),
  {
    name: '锁屏',
    open: async (page) => {
      await page.goto('/');
      await openUserMenuItem(page, 'lock-screen');
      await expect(page.getByTestId('unlock-password')).toBeVisible(PAGE_LOAD);
    },
    rows: [
      {
        name: '登录密码',
        field: byTestId('unlock-password'),
        max: AUTH_LIMITS.password,
        box: AUTH_BOX,
        // Emptied after a wrong password, on purpose.
        keeps: false,
      },
    ],
    submit: (page) => page.getByTestId('unlock-submit').click(),
    outcome: { kind: 'refused', api: 'user/authc', shows: byTestId('unlock-error') },
    probe: { method: 'post', path: 'user/authc', params: { password: ODD_TEXT } },
  },
];

test('settings and service pages: menuSet, guidance, sign-up, change password, lock screen', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('isAutoShowChat', 'false'));
  await loginAs(page, 'admin');
  await runForms(page, OTHER_FORMS);
});
