/**
 * Odd input in the settings and service pages: menuSet, raise-account check, guidance, sign-up, change password, lock screen
 * (the table runner and what it checks: support/odd-input-kit.ts).
 */
import type { Page } from '@playwright/test';
import {
  AUTH_LIMITS,
  RAISE_ACC_LIMITS,
  SEARCH_KEYWORD_MAX,
  SIGN_UP_LIMITS,
} from '../../src/api/field-limits';
import { PASSWORD_MAX_LENGTH } from '../../src/policy/password-rule';
import { ODD_TEXT } from '../support/odd-text';
import { openPortal, openUserMenuItem, PAGE_LOAD } from './support/auth';
import { expect, test } from './support/fixtures';
import {
  CARD,
  AUTH_BOX,
  byTestId,
  runForms,
  type FieldRow,
  type FormCase,
} from './support/odd-input-kit';

test.use({ account: 'admin' });

test.describe.configure({ timeout: 120_000 });

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

/** Opens the change-password form at `path`. */
function changePassAt(path: string): (page: Page) => Promise<void> {
  return async (page) => {
    await page.goto(path);
    await expect(page.getByTestId('old-password')).toBeVisible(PAGE_LOAD);
  };
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
    name: '募集账户核查',
    open: async (page) => {
      await page.goto('/raiseAccCheck');
      await expect(page.getByTestId('raise-acc-page')).toBeVisible(PAGE_LOAD);
    },
    rows: [
      {
        name: '募集账户账号',
        field: byTestId('raise-acc-account'),
        max: RAISE_ACC_LIMITS.accountNo,
        box: CARD,
      },
      {
        name: '基金名称',
        field: byTestId('raise-acc-fund'),
        max: RAISE_ACC_LIMITS.fundName,
        box: CARD,
      },
    ],
    submit: (page) => page.getByTestId('raise-acc-submit').click(),
    // The account number is digits only: the form says so and sends nothing.
    outcome: {
      kind: 'blocked',
      api: 'fund/wb/queryRaiseAccCheck',
      shows: (page) => page.getByTestId('raise-acc-page').getByText('账号应为6至32位数字'),
    },
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
  ...changePasswordForms('个人设置', changePassAt('/Settings/ChangePass')),
  ...changePasswordForms('公共页', changePassAt('/changePass')),
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

test('settings and service pages: menuSet, raise-account check, guidance, sign-up, change password, lock screen', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('isAutoShowChat', 'false'));
  await openPortal(page);
  await runForms(page, OTHER_FORMS);
});
