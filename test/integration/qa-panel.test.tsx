/**
 * The QA panel (src/features/qa-panel) against the mock's real admin API: the admin handlers and
 * the /api/ front (faults, journal) of src/mocks/admin, served in-process by MSW as the demo's
 * worker serves them. Faults added through the form are listed and act on /api/ calls; removed,
 * they are gone; a scenario's faults show in the faults tab; the journal shows a call; a mock
 * that does not answer is 模拟服务不可用; the key combination opens it and Esc closes it.
 */
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_URLS } from '@/api/auth-urls';
import { makeStore } from '@/app/store';
import { AppProviders } from '@/app/providers';
import QaLauncher from '@/features/qa-panel/qa-launcher';
import { servedHandlers } from '@/mocks/admin/mock-response';
import { server } from '@/mocks/node';

configure({ asyncUtilTimeout: 10_000 });
// antd's forms and tables in jsdom take seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const ORIGIN = 'http://localhost:3000';
const API = `${ORIGIN}/api/`;

beforeEach(async () => {
  server.use(...servedHandlers);
  await fetch(`${ORIGIN}/__mock__/reset`, { method: 'POST' });
  document.cookie = 'MOCK-SCOPE=; path=/; max-age=0';
});

function renderPanel() {
  const user = userEvent.setup();
  render(
    <AppProviders store={makeStore()}>
      <button type="button">页面上的按钮</button>
      <QaLauncher />
    </AppProviders>,
  );
  return user;
}

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByTestId('qa-panel-button'));
  return screen.findByTestId('qa-panel');
}

const envelopeOf = async (path: string, init?: RequestInit) =>
  (await (await fetch(`${API}${path}`, init)).json()) as { code: number; message: string };

async function chooseOption(
  user: ReturnType<typeof userEvent.setup>,
  label: string,
  option: string,
) {
  await user.click(screen.getByLabelText(label).closest('.ant-select')!);
  await waitFor(() =>
    expect(document.querySelector(`.ant-select-item-option[title="${option}"]`)).not.toBeNull(),
  );
  // A click as such: the list ignores the pointer while it slides in.
  fireEvent.click(document.querySelector(`.ant-select-item-option[title="${option}"]`)!);
  const select = screen.getByLabelText(label).closest('.ant-select')!;
  await waitFor(() => expect(select).toHaveTextContent(option));
}

/**
 * A value entered at once: antd's inputs inside a Form lose keys that user-event types faster
 * than React renders them on a busy machine.
 */
async function enter(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
  await waitFor(() => expect(field).toHaveValue(value));
}

describe('故障', () => {
  it('adds a fault through the form: listed, it acts on the call; removed, the call is real again', async () => {
    const user = renderPanel();
    const panel = await openPanel(user);
    const faults = await within(panel).findByTestId('qa-faults');
    expect(await within(faults).findByText('没有生效的故障')).toBeInTheDocument();

    await chooseOption(user, '方法', 'GET');
    await enter(within(faults).getByLabelText(/^路径/), AUTH_URLS.querySysConfig);
    await enter(within(faults).getByLabelText('业务码'), '2999');
    await enter(within(faults).getByLabelText('消息'), '公告服务维护中');
    expect(within(faults).getByLabelText('消息')).toHaveValue('公告服务维护中');
    await enter(within(faults).getByLabelText(/^次数/), '');
    await user.click(within(faults).getByText('添加故障', { selector: 'button span' }));

    const row = (await within(faults).findByText(AUTH_URLS.querySysConfig)).closest('tr')!;
    expect(row).toHaveTextContent('GET');
    expect(row).toHaveTextContent('code 2999，“公告服务维护中”');
    expect(row).toHaveTextContent('不限次数');
    expect(await envelopeOf(AUTH_URLS.querySysConfig)).toMatchObject({
      code: 2999,
      message: '公告服务维护中',
    });

    await user.click(within(row).getByLabelText(/^删除故障 f\d+/));
    expect(await within(faults).findByText('没有生效的故障')).toBeInTheDocument();
    expect((await envelopeOf(AUTH_URLS.querySysConfig)).code).toBe(0);
  });

  it('says in Chinese what the form lacks, and sends nothing', async () => {
    const user = renderPanel();
    const panel = await openPanel(user);
    const faults = await within(panel).findByTestId('qa-faults');
    await chooseOption(user, '效果', 'HTTP 状态码');
    await enter(await within(faults).findByLabelText('HTTP 状态码'), '700');
    await user.click(within(faults).getByText('添加故障', { selector: 'button span' }));
    expect(await within(faults).findByText(/请填写路径/)).toBeInTheDocument();
    expect(
      await within(faults).findByText('HTTP 状态码须为 100 到 599 之间的整数'),
    ).toBeInTheDocument();
    const listed = (await (await fetch(`${ORIGIN}/__mock__/faults`)).json()) as {
      faults: unknown[];
    };
    expect(listed.faults).toEqual([]);
  });

  it('全部清除 removes every fault', async () => {
    for (const path of ['sys/a', 'sys/b']) {
      await fetch(`${ORIGIN}/__mock__/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ path, status: 503, times: 2 }),
      });
    }
    const user = renderPanel();
    const panel = await openPanel(user);
    const faults = await within(panel).findByTestId('qa-faults');
    expect((await within(faults).findByText('sys/b')).closest('tr')).toHaveTextContent('HTTP 503');
    expect(within(faults).getByText('sys/a').closest('tr')).toHaveTextContent('还剩 2 次');
    await user.click(within(faults).getByRole('button', { name: '全部清除' }));
    await waitFor(() => expect(document.querySelector('.ant-popconfirm')).not.toBeNull());
    const confirm = document.querySelector<HTMLElement>('.ant-popconfirm')!;
    await user.click(within(confirm).getByRole('button', { name: '全部清除' }));
    expect(await within(faults).findByText('没有生效的故障')).toBeInTheDocument();
  });
});

describe('场景', () => {
  it('enables a scenario: its faults show in the faults tab and act', async () => {
    const user = renderPanel();
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('tab', { name: '场景' }));
    const scenarios = await within(panel).findByTestId('qa-scenarios');
    expect(await within(scenarios).findByText('server-busy')).toBeInTheDocument();
    expect(within(scenarios).getByText(/每个 POST 请求返回 code 500/)).toBeInTheDocument();
    await user.click(within(scenarios).getByRole('button', { name: '启用场景 server-busy' }));
    expect(await within(scenarios).findByRole('status')).toHaveTextContent(
      '已启用场景 server-busy：添加了 1 个故障',
    );
    expect(await envelopeOf('sys/querySysConfig', { method: 'POST' })).toMatchObject({
      code: 500,
      message: '系统繁忙，请稍后重试',
    });

    await user.click(within(panel).getByRole('tab', { name: '故障' }));
    const faults = await within(panel).findByTestId('qa-faults');
    const row = (await within(faults).findByText('*', { selector: 'code' })).closest('tr')!;
    expect(row).toHaveTextContent('POST');
    expect(row).toHaveTextContent('code 500，“系统繁忙，请稍后重试”');
  });
});

describe('请求记录', () => {
  it('shows a call newest first with its user and code; a row opens to its query', async () => {
    await fetch(`${API}sys/querySysConfig?t=1`);
    await fetch(`${API}user/queryProdSet`);
    const user = renderPanel();
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('tab', { name: '请求记录' }));
    const journal = await within(panel).findByTestId('qa-journal');
    const paths = async () =>
      (await within(journal).findAllByText(/\//, { selector: 'td code' })).map(
        (cell) => cell.textContent,
      );
    await waitFor(async () =>
      expect(await paths()).toEqual(['user/queryProdSet', 'sys/querySysConfig']),
    );
    const row = within(journal).getByText('sys/querySysConfig').closest('tr')!;
    expect(row).toHaveTextContent('（未登录）');
    expect(row).toHaveTextContent('GET');
    await user.click(within(row).getByRole('button', { name: /展开/ }));
    expect(await within(journal).findByTestId('qa-journal-detail')).toHaveTextContent('"t": "1"');

    await enter(within(journal).getByLabelText(/按路径筛选/), 'sys/*');
    await user.click(within(journal).getByRole('button', { name: /刷\s*新$/ }));
    await waitFor(async () => expect(await paths()).toEqual(['sys/querySysConfig']));
  });
});

describe('数据', () => {
  it('sets the scope cookie, and 重置数据 after a confirmation empties the journal', async () => {
    await fetch(`${API}sys/querySysConfig`);
    const user = renderPanel();
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('tab', { name: '数据' }));
    const data = await within(panel).findByTestId('qa-data');
    expect(within(data).getByTestId('qa-scope')).toHaveTextContent('默认（共享）');
    await enter(within(data).getByLabelText('数据范围'), 'bad name');
    await user.click(within(data).getByRole('button', { name: /^设\s*置$/ }));
    expect(
      await within(data).findByText('只能使用字母、数字、_ 和 -，最多 64 个字符'),
    ).toBeInTheDocument();
    await enter(within(data).getByLabelText('数据范围'), 'tester-1');
    await user.click(within(data).getByRole('button', { name: /^设\s*置$/ }));
    expect(await within(data).findByTestId('qa-scope')).toHaveTextContent('tester-1');
    expect(document.cookie).toContain('MOCK-SCOPE=tester-1');
    await user.click(within(data).getByRole('button', { name: /^清\s*除$/ }));
    expect(await within(data).findByTestId('qa-scope')).toHaveTextContent('默认（共享）');

    await user.click(within(data).getByRole('button', { name: '重置数据' }));
    await waitFor(() => expect(document.querySelector('.ant-popconfirm')).not.toBeNull());
    const confirm = document.querySelector<HTMLElement>('.ant-popconfirm')!;
    await user.click(within(confirm).getByRole('button', { name: /^重\s*置$/ }));
    expect(await within(data).findByRole('status')).toHaveTextContent('已恢复初始数据');
    const journal = (await (await fetch(`${ORIGIN}/__mock__/requests`)).json()) as {
      requests: unknown[];
    };
    expect(journal.requests).toEqual([]);
  });
});

describe('when the admin API fails', () => {
  it('says 模拟服务不可用 when it does not answer, and shows the list once it does', async () => {
    let down = true;
    server.use(http.all(`${ORIGIN}/__mock__/*`, () => (down ? HttpResponse.error() : undefined)));
    const user = renderPanel();
    const panel = await openPanel(user);
    const faults = await within(panel).findByTestId('qa-faults');
    expect(await within(faults).findByTestId('qa-panel-error')).toHaveTextContent('模拟服务不可用');
    down = false;
    await user.click(within(faults).getByRole('button', { name: /^重\s*试$/ }));
    expect(await within(faults).findByText('没有生效的故障')).toBeInTheDocument();
    expect(within(faults).queryByTestId('qa-panel-error')).toBeNull();
  });

  it('says 模拟服务不可用 when something else answers (the dev server page without the proxy)', async () => {
    server.use(
      http.all(`${ORIGIN}/__mock__/*`, () => HttpResponse.html('<!doctype html><title>x</title>')),
    );
    const user = renderPanel();
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('tab', { name: '场景' }));
    expect(await within(panel).findByTestId('qa-panel-error')).toHaveTextContent(
      '模拟服务不可用（HTTP 200）',
    );
  });

  it("shows the mock's own refusal of a change", async () => {
    await fetch(`${ORIGIN}/__mock__/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: 'sys/a', status: 503 }),
    });
    const user = renderPanel();
    const panel = await openPanel(user);
    const faults = await within(panel).findByTestId('qa-faults');
    const remove = await within(faults).findByLabelText(/^删除故障/);
    await fetch(`${ORIGIN}/__mock__/faults`, { method: 'DELETE' });
    await user.click(remove);
    expect(await within(faults).findByTestId('qa-panel-error')).toHaveTextContent('没有这个故障');
  });
});

describe('the demo build', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('says that its in-page mock starts afresh at a reload', async () => {
    vi.stubEnv('VITE_MOCK', 'worker');
    const user = renderPanel();
    const panel = await openPanel(user);
    expect(within(panel).getByTestId('qa-panel-demo-note')).toHaveTextContent('刷新页面后');
  });

  it('is silent about it in the development build', async () => {
    const user = renderPanel();
    const panel = await openPanel(user);
    await within(panel).findByTestId('qa-faults');
    expect(within(panel).queryByTestId('qa-panel-demo-note')).toBeNull();
  });
});

describe('keyboard', () => {
  it('Ctrl+Alt+Q opens it with the focus inside; Esc closes it and the focus returns', async () => {
    const user = renderPanel();
    const before = screen.getByRole('button', { name: '页面上的按钮' });
    before.focus();
    await user.keyboard('{Control>}{Alt>}q{/Alt}{/Control}');
    const panel = await screen.findByTestId('qa-panel');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(panel).getByRole('tab', { name: /故障$/ })),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('qa-panel')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(before));
  });

  it('the button names its key combination', () => {
    renderPanel();
    expect(screen.getByTestId('qa-panel-button')).toHaveAccessibleName(
      '打开测试面板（Ctrl+Alt+Q）',
    );
  });
});
