/**
 * Every home section fails on its own. One table row per section id of
 * HOME_SECTION_IDS: the demo account whose view shows it, the call(s) of its main load and what
 * proves its content. Each row makes those calls fail (HTTP 500, then a server refusal for some
 * rows): the section shows its own failure (section-failed with 网络异常 or the server's message)
 * while another section of the page shows its content; once the failure is gone, the section's
 * 重试 brings its content. Parts that are silent by design and the on-demand 募集账户核验 get
 * rows of their own.
 */
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { HOME_URLS } from '@/api/home-urls';
import { MENU_URLS } from '@/api/menu-urls';
import { PRODUCT_URLS } from '@/api/product-urls';
import { SYSTEM_URLS } from '@/api/system-urls';
import { server } from '@/mocks/node';
import { HOME_SECTION_IDS, type HomeSectionKey } from '@/policy/home-layout';
import { loaded } from '../support/home-page';
import { renderApp } from '../support/render-app';
import { signInAs } from '../support/session';

configure({ asyncUtilTimeout: 20_000 });

const SLOW = { timeout: 60_000 };
const API = 'http://localhost:3000/api/';

interface Call {
  method: 'get' | 'post';
  url: string;
}

interface Row {
  id: HomeSectionKey;
  /** A demo account whose view (sys/queryHomeViewConfig) shows the section */
  account: 'admin' | 'gmwb';
  /** The call(s) of the section's main load */
  calls: Call[];
  /** A test id inside the section that proves its content is there */
  content: string;
  /** The section's own failure title (SectionBody's failedTitle) */
  failedTitle: string;
}

const get = (url: string): Call => ({ method: 'get', url });
const post = (url: string): Call => ({ method: 'post', url });

/** The sections that load on their own when the page opens (all but raiseAccCheck). */
const ROWS: Row[] = [
  {
    id: 'advertisement',
    account: 'admin',
    calls: [get(SYSTEM_URLS.queryAdvertisement)],
    content: 'ad-item',
    failedTitle: '广告加载失败',
  },
  {
    id: 'taskCenter',
    account: 'admin',
    // The collation call is silent by design (see SILENT_ROWS); the counts are the main load.
    calls: [get(HOME_URLS.queryHomePageTasksCenter)],
    content: 'task-tab',
    failedTitle: '任务中心加载失败',
  },
  {
    id: 'commonMenu',
    account: 'admin',
    calls: [get(MENU_URLS.queryCommonMenu)],
    content: 'common-menu-item',
    failedTitle: '常用菜单加载失败',
  },
  {
    id: 'productGroup',
    account: 'admin',
    // The product list only names statuses and is silent by design (see SILENT_ROWS).
    calls: [get(PRODUCT_URLS.queryProdSet)],
    content: 'product-group-tab',
    failedTitle: '产品分组加载失败',
  },
  {
    id: 'tradeCalendar',
    account: 'admin',
    calls: [get(SYSTEM_URLS.queryTransactionCalendar)],
    content: 'calendar-day',
    failedTitle: '交易日历加载失败',
  },
  {
    id: 'notice',
    account: 'admin',
    calls: [get(SYSTEM_URLS.queryNoticeList)],
    content: 'notice-item',
    failedTitle: '公告加载失败',
  },
  {
    id: 'feeSummary',
    account: 'admin',
    calls: [post(HOME_URLS.queryGLXT)],
    content: 'fee-item',
    failedTitle: '费用汇总加载失败',
  },
  {
    id: 'instructionCount',
    account: 'gmwb',
    calls: [get(HOME_URLS.instructionListCount)],
    content: 'instruction-count-pending',
    failedTitle: '划款指令统计加载失败',
  },
  {
    id: 'instructionMonitor',
    account: 'gmwb',
    calls: [post(HOME_URLS.listMonitoringInstruction)],
    content: 'monitoring-instruction',
    failedTitle: '划款指令监控加载失败',
  },
  {
    id: 'custodyTodo',
    account: 'gmwb',
    calls: [get(HOME_URLS.myTodoList)],
    content: 'custody-todo-item',
    failedTitle: '托管待办加载失败',
  },
  {
    id: 'dataDeadline',
    account: 'gmwb',
    calls: [get(SYSTEM_URLS.queryGmwbJksj)],
    content: 'deadline-item',
    failedTitle: '数据报送截止提醒加载失败',
  },
  {
    id: 'publicFundOverview',
    account: 'gmwb',
    calls: [post(HOME_URLS.queryGLXT)],
    content: 'product-overview',
    failedTitle: '产品概览加载失败',
  },
  {
    id: 'operationGuide',
    account: 'admin',
    calls: [post(SYSTEM_URLS.queryOperationalGuidance)],
    content: 'guide-category',
    failedTitle: '操作指引加载失败',
  },
];

/** Sections shown by both admin and gmwb: one of them witnesses that the page goes on. */
const WITNESSES = [
  { id: 'notice', content: 'notice-item' },
  { id: 'commonMenu', content: 'common-menu-item' },
] as const;

/** A server refusal (code 2xxx, Chinese message) of the main load of some sections. */
const REFUSALS: { id: HomeSectionKey; code: number; message: string }[] = [
  { id: 'taskCenter', code: 2601, message: '任务不存在' },
  { id: 'commonMenu', code: 2104, message: '菜单不存在或无权限：cpfx' },
  { id: 'operationGuide', code: 2508, message: '指引分类不存在' },
  { id: 'dataDeadline', code: 2506, message: '无权查询其他管理人的数据' },
];

const rowOf = (id: HomeSectionKey): Row => ROWS.find((row) => row.id === id)!;

/** Makes every call of `calls` answer `answer`; returns how many times they were asked. */
function failing(calls: Call[], answer: () => Response): { asked: () => number } {
  let count = 0;
  server.use(
    ...calls.map((call) =>
      http[call.method](`${API}${call.url}`, () => {
        count += 1;
        return answer();
      }),
    ),
  );
  return { asked: () => count };
}

const http500 = () => HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 });

/**
 * Opens the home page with the row's calls answering `answer`: the section shows its own failure
 * with `reason`, another section its content, and no other section fails. Then the failure goes
 * away and the section's 重试 brings its content.
 */
async function failsOnItsOwn(row: Row, answer: () => Response, reason: string) {
  signInAs(row.account);
  const calls = failing(row.calls, answer);
  const user = userEvent.setup();
  renderApp('/');

  const card = await loaded(row.id);
  const failed = await within(card).findByTestId('section-failed');
  expect(failed).toHaveTextContent(row.failedTitle);
  expect(failed).toHaveTextContent(reason);
  expect(within(card).queryByTestId(row.content)).toBeNull();
  expect(calls.asked()).toBeGreaterThan(0);

  // The rest of the page goes on: another section shows its content, none other fails.
  const witness = WITNESSES.find((w) => w.id !== row.id)!;
  const other = await loaded(witness.id);
  expect((await within(other).findAllByTestId(witness.content)).length).toBeGreaterThan(0);
  for (const el of screen.getAllByTestId('section-failed')) expect(card).toContainElement(el);

  server.resetHandlers();
  const asked = calls.asked();
  await user.click(within(failed).getByRole('button', { name: /重试/ }));
  expect((await within(card).findAllByTestId(row.content)).length).toBeGreaterThan(0);
  expect(within(card).queryByTestId('section-failed')).toBeNull();
  expect(calls.asked()).toBe(asked);
}

describe('every home section fails on its own', SLOW, () => {
  it('the tables cover every section id', () => {
    const covered = [...ROWS.map((row) => row.id), 'raiseAccCheck'];
    expect([...covered].sort()).toEqual([...HOME_SECTION_IDS].sort());
    expect(REFUSALS.map((r) => r.id).every((id) => ROWS.some((row) => row.id === id))).toBe(true);
  });

  it.each(ROWS)('$id ($account): HTTP 500 → 网络异常 and 重试', async (row) => {
    await failsOnItsOwn(row, http500, '网络异常');
  });

  it.each(REFUSALS)('$id: refusal $code shows the server’s message', async (refusal) => {
    await failsOnItsOwn(
      rowOf(refusal.id),
      () =>
        HttpResponse.json({
          code: refusal.code,
          message: refusal.message,
          data: null,
          success: false,
        }),
      refusal.message,
    );
  });
});

describe('parts that are silent by design', SLOW, () => {
  // task-center-section.tsx, loadCounts: "when the order cannot be read, the counts keep the
  // server's order" — a failing collation call must not fail the section.
  it('taskCenter: a failing collation call leaves the task tabs', async () => {
    signInAs('admin');
    const calls = failing([get(HOME_URLS.queryHomeTasksCenterCollation)], http500);
    renderApp('/');
    const card = await loaded('taskCenter');
    expect((await within(card).findAllByTestId('task-tab')).length).toBeGreaterThan(2);
    expect(within(card).queryByTestId('section-failed')).toBeNull();
    expect(calls.asked()).toBeGreaterThan(0);
  });

  // product-group-section.tsx, loadGroups: the product list only names each product's status;
  // when it fails the groups and their products still show, without status tags.
  it('productGroup: a failing product list leaves the groups without statuses', async () => {
    signInAs('admin');
    const calls = failing([get(PRODUCT_URLS.queryProductList)], http500);
    renderApp('/');
    const card = await loaded('productGroup');
    expect((await within(card).findAllByTestId('product-group-tab')).length).toBeGreaterThan(0);
    const products = await within(card).findAllByTestId('group-product');
    for (const product of products) expect(product.querySelector('.ant-tag')).toBeNull();
    expect(within(card).queryByTestId('section-failed')).toBeNull();
    expect(calls.asked()).toBeGreaterThan(0);
  });
});

// raiseAccCheck loads nothing when the page opens: its only call (fund/wb/queryRaiseAccCheck)
// is the user's 核验. A failed check says why in a message, keeps the form, and 核验 again is
// the retry.
describe('raiseAccCheck (on demand)', SLOW, () => {
  it.each([
    { name: 'HTTP 500', answer: http500, reason: '网络异常' },
    {
      name: 'refusal 2602',
      answer: () =>
        HttpResponse.json({ code: 2602, message: '产品不存在', data: null, success: false }),
      reason: '产品不存在',
    },
  ])('$name: the check says why, the page goes on, 核验 again shows the account', async (c) => {
    signInAs('admin');
    const calls = failing([get(HOME_URLS.queryRaiseAccCheck)], c.answer);
    const user = userEvent.setup();
    renderApp('/');
    const card = await loaded('raiseAccCheck');
    await user.type(within(card).getByLabelText('基金名称'), '星辰稳健增长1号');
    const check = within(card).getByRole('button', { name: /核\s*验/ });
    await user.click(check);

    expect(await screen.findByText(c.reason)).toBeInTheDocument();
    expect(calls.asked()).toBe(1);
    expect(within(card).queryByText('户名')).toBeNull();
    expect(within(card).getByLabelText('基金名称')).toHaveValue('星辰稳健增长1号');
    const notices = await loaded('notice');
    expect((await within(notices).findAllByTestId('notice-item')).length).toBeGreaterThan(0);

    server.resetHandlers();
    await user.click(check);
    expect(await within(card).findByText('户名')).toBeInTheDocument();
    expect(within(card).getAllByText(/^星辰稳健增长1号/).length).toBeGreaterThan(0);
    expect(calls.asked()).toBe(1);
  });
});
