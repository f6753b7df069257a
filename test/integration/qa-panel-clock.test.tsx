/**
 * The QA panel's 时钟 tab and the 数据 tab's reset as of a business date, against the mock's real
 * admin API (QA contract: /__mock__/clock and /__mock__/reset { today }) served in-process by
 * MSW, as in qa-panel.test.tsx. The PC's clock is Vitest's fake Date, which the mock's own real
 * clock follows too (src/mocks/clock.ts): moved by hand, the panel's ticking is exact.
 */
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { MockClock } from '@/api/mock-admin-types';
import { makeStore } from '@/app/store';
import { AppProviders } from '@/app/providers';
import QaLauncher from '@/features/qa-panel/qa-launcher';
import { servedHandlers } from '@/mocks/admin/mock-response';
import { server } from '@/mocks/node';

configure({ asyncUtilTimeout: 10_000 });
// antd's forms in jsdom take seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const ORIGIN = 'http://localhost:3000';
/** The PC's clock at the start of each test: 09:02:03 in China. */
const START = Date.parse('2030-05-06T01:02:03.000Z');

beforeEach(async () => {
  server.use(...servedHandlers);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
  await fetch(`${ORIGIN}/__mock__/reset`, { method: 'POST' });
  document.cookie = 'MOCK-SCOPE=; path=/; max-age=0';
});
afterEach(() => vi.useRealTimers());

const passTime = (ms: number) => vi.setSystemTime(Date.now() + ms);
const mockClock = async () => (await (await fetch(`${ORIGIN}/__mock__/clock`)).json()) as MockClock;

async function openTab(tab: '时钟' | '数据') {
  const user = userEvent.setup();
  render(
    <AppProviders store={makeStore()}>
      <QaLauncher />
    </AppProviders>,
  );
  await user.click(screen.getByTestId('qa-panel-button'));
  const panel = await screen.findByTestId('qa-panel');
  await user.click(within(panel).getByRole('tab', { name: tab }));
  return { user, panel };
}

async function openClock() {
  const { user, panel } = await openTab('时钟');
  const clock = await within(panel).findByTestId('qa-clock');
  await waitFor(() =>
    expect(within(clock).getByTestId('qa-clock-frozen')).not.toHaveTextContent('—'),
  );
  return { user, panel, clock };
}

/** A value entered at once: antd's inputs in a Form lose keys user-event types on a busy machine. */
async function enter(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
  await waitFor(() => expect(field).toHaveValue(value));
}

const shows = async (clock: HTMLElement, now: string) =>
  waitFor(() => {
    expect(within(clock).getByTestId('qa-clock-now')).toHaveTextContent(now);
    expect(within(clock).getByTestId('qa-clock-today')).toHaveTextContent(now.slice(0, 10));
  });

async function jump(user: ReturnType<typeof userEvent.setup>, clock: HTMLElement, to: string) {
  const form = within(clock).getByTestId('qa-clock-jump');
  await enter(within(form).getByLabelText('跳到（北京时间）'), to);
  await user.click(within(form).getByRole('button', { name: /跳\s*到$/ }));
}

it("shows the mock's time in China, its date and state, ticking each second", async () => {
  const { clock } = await openClock();
  await shows(clock, '2030-05-06 09:02:03');
  expect(within(clock).getByTestId('qa-clock-frozen')).toHaveTextContent('走时中');
  expect(clock).toHaveTextContent('下一次调用接口时读取服务器时间');
  passTime(2000);
  await shows(clock, '2030-05-06 09:02:05');
});

it('jumps to a time typed in China, and 前进 moves it on by an hour, a day, 8 hours', async () => {
  const { user, clock } = await openClock();
  await jump(user, clock, '2031-02-28 10:00:00');
  await shows(clock, '2031-02-28 10:00:00');
  expect(within(clock).getByRole('status')).toHaveTextContent('已跳到 2031-02-28 10:00:00');
  expect(await mockClock()).toMatchObject({ today: '2031-02-28', now: '2031-02-28T02:00:00.000Z' });

  await user.click(within(clock).getByRole('button', { name: /前进 1 天$/ }));
  await shows(clock, '2031-03-01 10:00:00');
  expect((await mockClock()).today).toBe('2031-03-01');
  await user.click(within(clock).getByRole('button', { name: /前进 1 小时$/ }));
  await shows(clock, '2031-03-01 11:00:00');
  await user.click(within(clock).getByRole('button', { name: /前进 8 小时（会话到期）$/ }));
  await shows(clock, '2031-03-01 19:00:00');
});

it('冻结 stops the ticking, 继续走 runs it again', async () => {
  const { user, clock } = await openClock();
  await jump(user, clock, '2031-02-28 10:00:00');
  await shows(clock, '2031-02-28 10:00:00');
  await user.click(within(clock).getByRole('button', { name: /冻\s*结$/ }));
  await waitFor(() =>
    expect(within(clock).getByTestId('qa-clock-frozen')).toHaveTextContent('已冻结'),
  );
  expect((await mockClock()).frozen).toBe(true);
  passTime(60_000);
  // More than one tick of the real timers: a running clock would show 10:01:00 by now.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(within(clock).getByTestId('qa-clock-now')).toHaveTextContent('2031-02-28 10:00:00');

  await user.click(within(clock).getByRole('button', { name: /继续走$/ }));
  await waitFor(() =>
    expect(within(clock).getByTestId('qa-clock-frozen')).toHaveTextContent('走时中'),
  );
  passTime(3000);
  await shows(clock, '2031-02-28 10:00:03');
});

it('回到真实时间 returns to the real clock, running', async () => {
  await fetch(`${ORIGIN}/__mock__/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ now: '2031-02-28T10:00:00+08:00', frozen: true }),
  });
  const { user, clock } = await openClock();
  await shows(clock, '2031-02-28 10:00:00');
  expect(within(clock).getByTestId('qa-clock-frozen')).toHaveTextContent('已冻结');
  await user.click(within(clock).getByRole('button', { name: '回到真实时间' }));
  await shows(clock, '2030-05-06 09:02:03');
  expect(within(clock).getByTestId('qa-clock-frozen')).toHaveTextContent('走时中');
  expect(await mockClock()).toMatchObject({ frozen: false, today: '2030-05-06' });
});

it("checks the jump's form itself, and shows the mock's refusal of a time it does not take", async () => {
  const { user, clock } = await openClock();
  await jump(user, clock, '2031-02-28 25:00');
  expect(
    await within(clock).findByText(/请按 YYYY-MM-DD HH:mm:ss 填写北京时间/),
  ).toBeInTheDocument();
  expect((await mockClock()).today).toBe('2030-05-06');

  await jump(user, clock, '2100-06-01 00:00:00');
  expect(await within(clock).findByTestId('qa-panel-error')).toHaveTextContent(
    'now 须为 2000 至 2099 年的 ISO 8601 时间',
  );
  await shows(clock, '2030-05-06 09:02:03');
});

it('重置数据 with a 业务日期 checks it, then seeds as of that day with the clock on it', async () => {
  const { user, panel } = await openTab('数据');
  const data = await within(panel).findByTestId('qa-data');
  const reset = async () => {
    await user.click(within(data).getByRole('button', { name: '重置数据' }));
    await waitFor(() => expect(document.querySelector('.ant-popconfirm')).not.toBeNull());
    const confirm = [...document.querySelectorAll<HTMLElement>('.ant-popconfirm')].at(-1)!;
    await user.click(within(confirm).getByRole('button', { name: /^重\s*置$/ }));
  };
  await enter(within(data).getByLabelText('业务日期'), '2031-02-30');
  await reset();
  expect(
    await within(data).findByText(/业务日期须为 YYYY-MM-DD 格式的真实日期/),
  ).toBeInTheDocument();
  expect((await mockClock()).today).toBe('2030-05-06');

  await enter(within(data).getByLabelText('业务日期'), '2031-02-28');
  await reset();
  expect(await within(data).findByRole('status')).toHaveTextContent(
    '已按业务日期 2031-02-28 恢复初始数据，时钟已置于该日',
  );
  expect(await mockClock()).toMatchObject({ today: '2031-02-28', frozen: false });

  await user.click(within(panel).getByRole('tab', { name: '时钟' }));
  await shows(await within(panel).findByTestId('qa-clock'), '2031-02-28 09:02:03');
});
