/**
 * Odd input in the home page's forms: menu search, product search and groups, calendar event, raise-account check, chat
 * (the table runner and what it checks: support/odd-input-kit.ts).
 */
import type { Page } from '@playwright/test';
import {
  CALENDAR_EVENT_LIMITS,
  RAISE_ACC_LIMITS,
  SEARCH_KEYWORD_MAX,
} from '../../src/api/field-limits';
import { ODD_TEXT } from '../support/odd-text';
import { openPortal, PAGE_LOAD } from './support/auth';
import { expect, test } from './support/fixtures';
import { CARD, DIALOG, byTestId, runForms, type FormCase } from './support/odd-input-kit';
import { showAllSections } from './support/home-sections';

test.use({ account: 'admin' });

test.describe.configure({ timeout: 120_000 });

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
    // The account number is digits only: the form says so and sends nothing.
    outcome: {
      kind: 'blocked',
      api: 'fund/wb/queryRaiseAccCheck',
      shows: (page) => section(page, 'raiseAccCheck').getByText('账号应为6至32位数字'),
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
  await openPortal(page);
  await showAllSections(page);
  await expect(section(page, 'productGroup').getByTestId('product-group-tab').first()).toBeVisible(
    PAGE_LOAD,
  );
  await runForms(page, HOME_FORMS);
});
