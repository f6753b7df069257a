/**
 * Odd input in the signed-out forms: login, the SMS step, first login, password recovery and registration
 * (the table runner and what it checks: support/odd-input-kit.ts).
 */
import { expect, test } from '@playwright/test';
import { AUTH_LIMITS } from '../../src/api/field-limits';
import { PASSWORD_MAX_LENGTH } from '../../src/policy/password-rule';
import { ODD_TEXT } from '../support/odd-text';
import { PAGE_LOAD, resetMock, submitLogin } from './support/auth';
import { CARD, AUTH_BOX, byTestId, runForms, type FormCase } from './support/odd-input-kit';
import { fillInstitution, freeInstitution, PAGE_LOAD_MS } from './register-support';

test.beforeEach(async ({ request }) => resetMock(request));

test.describe.configure({ timeout: 120_000 });

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
