/**
 * Task centre: tabs of the task types in the user's order with counts, tasks marked
 * read and opened on their page, the order changed by drag and drop or by keyboard and saved,
 * the to-do processes with their statuses, and the section's own error with retry.
 */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { HOME_URLS } from '@/api/home-urls';
import { db } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import { countRequests } from '../support/count-requests';
import { failOnce, loaded, openAs } from '../support/home-page';
import { renderApp } from '../support/render-app';
import { signInAs } from '../support/session';
import { API } from '../support/shell-pages';

configure({ asyncUtilTimeout: 20_000 });

const SLOW = { timeout: 60_000 };

async function taskCentre() {
  const section = await loaded('taskCenter');
  await within(section).findAllByTestId('task-item');
  return section;
}

function tabTypes(section: HTMLElement): string[] {
  return within(section)
    .getAllByTestId('task-tab')
    .map((tab) => tab.getAttribute('data-type') ?? '');
}

/** The tab types shown for an order of the task types: 全部 first and 待办流程 last. */
const tabsOf = (order: string[]): string[] => ['all', ...order, 'process'];

function savedOrder(userId: string): string[] | undefined {
  return db.homeTaskCollations.find((c) => c.userId === userId)?.order;
}

describe('task centre', SLOW, () => {
  it('orders the tabs by the saved order of queryHomeTasksCenterCollation', async () => {
    signInAs('admin');
    const order = ['fxts', 'htqs', 'cpcl', 'xxpl', 'gzfh', 'hkzl'];
    server.use(
      http.get(`${API}${HOME_URLS.queryHomeTasksCenterCollation}`, () =>
        HttpResponse.json({
          code: 0,
          success: true,
          message: '',
          data: { order: order.map((taskType) => ({ taskType, typeName: '' })), custom: true },
        }),
      ),
    );
    renderApp('/');
    const section = await taskCentre();
    expect(tabTypes(section)).toEqual(tabsOf(order));
  });

  it('shows the types in the default order with their counts, and the unread tasks', async () => {
    openAs('admin');
    const section = await taskCentre();
    expect(tabTypes(section)).toEqual(tabsOf(['cpcl', 'xxpl', 'gzfh', 'hkzl', 'htqs', 'fxts']));
    const tab = (type: string) =>
      within(section)
        .getAllByTestId('task-tab')
        .find((t) => t.getAttribute('data-type') === type);
    expect(tab('all')).toHaveTextContent('全部 (18)');
    expect(tab('cpcl')).toHaveTextContent('产品成立 (3)');
    // admin read TASK20001001 (cpcl) in the seed: 2 of 3 unread.
    expect(within(tab('cpcl')!).getByTitle('2 项未读')).toBeInTheDocument();
    const items = within(section).getAllByTestId('task-item');
    expect(items).toHaveLength(6);
    expect(items.some((i) => i.getAttribute('data-read') === 'false')).toBe(true);
  });

  it('asks queryHomePageTasksCenter once: the counts call is also the first page of 全部', async () => {
    const asked = countRequests(HOME_URLS.queryHomePageTasksCenter);
    openAs('admin');
    const section = await taskCentre();
    expect(within(section).getAllByTestId('task-item')).toHaveLength(6);
    expect(asked.count).toBe(1);
  });

  it('operator sees the saved order of the types', async () => {
    openAs('operator');
    const section = await taskCentre();
    expect(tabTypes(section)).toEqual(tabsOf(['hkzl', 'gzfh', 'xxpl', 'cpcl', 'htqs', 'fxts']));
  });

  it('opening a task marks it read and goes to its page within the portal', async () => {
    const { user, router } = openAs('admin');
    const section = await taskCentre();
    await user.click(within(section).getByRole('tab', { name: /风险提示/ }));
    const item = (await within(section).findAllByTestId('task-item')).find(
      (i) => i.getAttribute('data-read') === 'false',
    )!;
    const taskId = item.getAttribute('data-task-id')!;
    const task = db.homeTasks.find((t) => t.taskId === taskId)!;
    await user.click(within(item).getByRole('button', { name: task.title }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/iservice${task.route.path}`));
    expect(router.state.location.search).toContain(`taskId=${taskId}`);
    expect(db.homeTaskReads.some((r) => r.userId === 'U10001' && r.taskId === taskId)).toBe(true);
  });

  it('本页全部已读 marks the listed tasks read and lowers the counts', async () => {
    const { user } = openAs('admin');
    const section = await taskCentre();
    await user.click(within(section).getByRole('tab', { name: /产品成立/ }));
    await waitFor(() =>
      expect(
        within(section)
          .getAllByTestId('task-item')
          .every((i) => i.closest('[data-task-id^="TASK20001"]')),
      ).toBe(true),
    );
    await user.click(within(section).getByRole('button', { name: '本页全部已读' }));
    expect(await screen.findByText('已全部标记为已读')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(section)
          .getAllByTestId('task-item')
          .every((i) => i.getAttribute('data-read') === 'true'),
      ).toBe(true),
    );
    const cpcl = db.homeTasks.filter((t) => t.instId === '20001' && t.taskType === 'cpcl');
    expect(
      cpcl.every((t) =>
        db.homeTaskReads.some((r) => r.userId === 'U10001' && r.taskId === t.taskId),
      ),
    ).toBe(true);
    const tab = within(section)
      .getAllByTestId('task-tab')
      .find((t) => t.getAttribute('data-type') === 'cpcl')!;
    expect(within(tab).queryByTitle(/项未读/)).toBeNull();
  });

  it('dragging a type onto another saves the new order', async () => {
    openAs('admin');
    const section = await taskCentre();
    const tab = (type: string) =>
      within(section)
        .getAllByTestId('task-tab')
        .find((t) => t.getAttribute('data-type') === type)!;
    fireEvent.dragStart(tab('fxts'));
    fireEvent.dragOver(tab('cpcl'));
    fireEvent.drop(tab('cpcl'));
    await waitFor(() =>
      expect(savedOrder('U10001')).toEqual(['fxts', 'cpcl', 'xxpl', 'gzfh', 'hkzl', 'htqs']),
    );
    expect(await screen.findByText('任务排序已保存')).toBeInTheDocument();
    expect(tabTypes(section)).toEqual(tabsOf(['fxts', 'cpcl', 'xxpl', 'gzfh', 'hkzl', 'htqs']));
  });

  it('by keyboard: 调整顺序 and 下移 save the order; a failed save puts the old order back', async () => {
    const { user } = openAs('admin');
    const section = await taskCentre();
    await user.click(within(section).getByRole('button', { name: /调整顺序/ }));
    const panel = await within(section).findByTestId('task-order-panel');
    within(panel).getByRole('button', { name: '下移 产品成立' }).focus();
    await user.keyboard('{Enter}');
    const moved = ['xxpl', 'cpcl', 'gzfh', 'hkzl', 'htqs', 'fxts'];
    await waitFor(() => expect(savedOrder('U10001')).toEqual(moved));
    await waitFor(() => expect(tabTypes(section)).toEqual(tabsOf(moved)));

    failOnce('get', HOME_URLS.updateHomeTasksCenterCollation);
    await user.click(within(panel).getByRole('button', { name: '上移 风险提示' }));
    expect(await screen.findByText('网络异常')).toBeInTheDocument();
    await waitFor(() => expect(tabTypes(section)).toEqual(tabsOf(moved)));
    expect(savedOrder('U10001')).toEqual(moved);
  });

  it('the to-do processes show the process statuses of spec 3 and open their page', async () => {
    const { user, router } = openAs('admin');
    const section = await taskCentre();
    await user.click(within(section).getByRole('tab', { name: /待办流程/ }));
    const items = await within(section).findAllByTestId('process-item');
    expect(items.length).toBeGreaterThan(0);
    const names = items.map((i) => i.textContent ?? '');
    expect(names.some((text) => /处理中|已作废|已完成|提交失败|已提交|已锁定/.test(text))).toBe(
      true,
    );
    await user.click(within(items[0]!).getByRole('button'));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/iservice\//));
    expect(router.state.location.search).toMatch(/processId=/);
  });

  it('a failing task centre shows its retry while the other sections work', async () => {
    signInAs('admin');
    server.use(http.get(`${API}${HOME_URLS.queryHomePageTasksCenter}`, () => HttpResponse.error()));
    const user = userEvent.setup();
    renderApp('/');
    const section = await loaded('taskCenter');
    const failed = await within(section).findByTestId('section-failed');
    expect(failed).toHaveTextContent('任务中心加载失败');
    // The rest of the page is there.
    const menus = await loaded('commonMenu');
    expect((await within(menus).findAllByTestId('common-menu-item')).length).toBeGreaterThan(0);
    server.resetHandlers();
    await user.click(within(failed).getByRole('button', { name: /重试/ }));
    expect((await within(section).findAllByTestId('task-item')).length).toBe(6);
  });
});
