/**
 * The raised-account check page (/raiseAccCheck, spec 2.7) over the real routes and the mock
 * API (fund/wb/queryRaiseAccCheck): a search by fund name or account number lists the accounts,
 * no match says the spec's message, a failed call says why with 重试 and keeps what was typed,
 * the query lives in the address (a reload repeats it), the form refuses what the server would,
 * and the home section opens the page with its query. Title and tab read 募集账户核查.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { HOME_URLS } from '@/api/home-urls';
import { db } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import { countRequests } from '../support/count-requests';
import { openAs } from '../support/home-page';
import { renderApp } from '../support/render-app';
import { signInAs } from '../support/session';
import { API, SLOW, withShellPageDefaults } from '../support/shell-pages';

withShellPageDefaults();

const EMPTY = '未查询到相关账户，请与管理人确认账号或基金名称';
const FUND = '星辰稳健增长1号私募证券投资基金';

const tid = (id: string) => screen.getByTestId(id);

/** The table's body rows (antd adds a hidden measure row). */
function tableRows(): HTMLElement[] {
  return within(tid('raise-acc-table'))
    .getAllByRole('row')
    .filter((row) => row.classList.contains('ant-table-row'));
}

describe('raised-account check page (spec 2.7)', SLOW, () => {
  it('searches by fund name: the accounts in a table, the query in the address', async () => {
    const { user, router } = openAs('admin', '/raiseAccCheck');
    await screen.findByTestId('raise-acc-page');
    expect(tid('raise-acc-intro')).toBeInTheDocument();
    await user.type(tid('raise-acc-fund'), '  星辰稳健增长1号 ');
    await user.click(tid('raise-acc-submit'));

    await screen.findByTestId('raise-acc-table');
    const [row] = tableRows();
    const account = db.homeRaiseAccounts.find((a) => a.fundName === FUND)!;
    expect(tableRows()).toHaveLength(1);
    expect(row).toHaveTextContent(FUND);
    expect(row).toHaveTextContent(account.accountNo);
    expect(row).toHaveTextContent(account.bankName);
    expect(row).toHaveTextContent('募集专户');
    expect(row).toHaveTextContent('正常');
    // Trimmed, in the address.
    expect(new URLSearchParams(router.state.location.search).get('fundName')).toBe(
      '星辰稳健增长1号',
    );

    // By account number: exact.
    await user.clear(tid('raise-acc-fund'));
    await user.type(tid('raise-acc-account'), account.accountNo);
    await user.click(tid('raise-acc-submit'));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?accountNo=${account.accountNo}`),
    );
    await waitFor(() => expect(tableRows()[0]).toHaveTextContent(account.accountNo));
    expect(tableRows()).toHaveLength(1);
  });

  it('no match: the message of spec 2.7', async () => {
    const { user } = openAs('admin', '/raiseAccCheck');
    await user.type(await screen.findByTestId('raise-acc-fund'), '不存在的基金名称');
    await user.click(tid('raise-acc-submit'));
    expect(await screen.findByTestId('raise-acc-empty')).toHaveTextContent(EMPTY);
    expect(screen.queryByTestId('raise-acc-table')).toBeNull();
  });

  it('a failed call says why with 重试, keeps what was typed, and 重试 shows the accounts', async () => {
    server.use(
      http.get(
        `${API}${HOME_URLS.queryRaiseAccCheck}`,
        () => HttpResponse.json({ code: 500, message: '系统繁忙，请稍后重试', data: null }),
        { once: true },
      ),
    );
    const { user } = openAs('admin', '/raiseAccCheck');
    await user.type(await screen.findByTestId('raise-acc-fund'), '星辰稳健增长1号');
    await user.click(tid('raise-acc-submit'));

    const failed = await screen.findByTestId('raise-acc-failed');
    expect(failed).toHaveTextContent('募集账户核查失败');
    expect(failed).toHaveTextContent('系统繁忙，请稍后重试');
    expect(tid('raise-acc-fund')).toHaveValue('星辰稳健增长1号');

    await user.click(within(failed).getByRole('button', { name: /重\s*试/ }));
    await screen.findByTestId('raise-acc-table');
    expect(tableRows()[0]).toHaveTextContent(FUND);
    expect(tid('raise-acc-fund')).toHaveValue('星辰稳健增长1号');
  });

  it('a network failure says 网络异常', async () => {
    server.use(
      http.get(
        `${API}${HOME_URLS.queryRaiseAccCheck}`,
        () => new HttpResponse(null, { status: 502 }),
      ),
    );
    signInAs('admin');
    renderApp(`/raiseAccCheck?fundName=${encodeURIComponent('星辰稳健增长1号')}`);
    expect(await screen.findByTestId('raise-acc-failed')).toHaveTextContent('网络异常');
  });

  it('a reload keeps the query: the fields and the accounts come back', async () => {
    signInAs('admin');
    const user = userEvent.setup();
    const first = renderApp('/raiseAccCheck');
    await user.type(await screen.findByTestId('raise-acc-fund'), '私募证券投资基金');
    await user.click(tid('raise-acc-submit'));
    await screen.findByTestId('raise-acc-table');
    const count = tableRows().length;
    expect(count).toBeGreaterThan(2);
    const { pathname, search } = first.router.state.location;
    first.unmount();

    const checks = countRequests(HOME_URLS.queryRaiseAccCheck);
    renderApp(`${pathname}${search}`);
    await screen.findByTestId('raise-acc-table');
    expect(tid('raise-acc-fund')).toHaveValue('私募证券投资基金');
    expect(tableRows()).toHaveLength(Math.min(count, 10));
    expect(checks.count).toBe(1);
  });

  it('the form refuses what the server would, and sends nothing', async () => {
    signInAs('admin');
    const user = userEvent.setup();
    const checks = countRequests(HOME_URLS.queryRaiseAccCheck);
    renderApp('/raiseAccCheck');
    await screen.findByTestId('raise-acc-page');
    await user.type(tid('raise-acc-fund'), '   ');
    await user.click(tid('raise-acc-submit'));
    expect(await screen.findByText('请输入募集账户账号或基金名称')).toBeInTheDocument();

    await user.type(tid('raise-acc-account'), '12a45');
    await user.click(tid('raise-acc-submit'));
    expect(await screen.findByText('账号应为6至32位数字')).toBeInTheDocument();

    await user.clear(tid('raise-acc-account'));
    await user.clear(tid('raise-acc-fund'));
    await user.type(tid('raise-acc-fund'), '星辰稳');
    await user.click(tid('raise-acc-submit'));
    expect(await screen.findByText('基金名称至少输入4个字')).toBeInTheDocument();
    expect(tid('raise-acc-fund')).toHaveAttribute('maxlength', '100');
    expect(tid('raise-acc-account')).toHaveAttribute('maxlength', '32');
    expect(checks.count).toBe(0);
  });

  it('an address with a malformed query says what is wrong and sends nothing', async () => {
    signInAs('admin');
    const checks = countRequests(HOME_URLS.queryRaiseAccCheck);
    renderApp('/raiseAccCheck?accountNo=abc');
    expect(await screen.findByTestId('raise-acc-invalid')).toHaveTextContent('账号应为6至32位数字');
    expect(checks.count).toBe(0);
  });

  it('title and tab read 募集账户核查', async () => {
    signInAs('admin');
    renderApp('/raiseAccCheck');
    await screen.findByTestId('raise-acc-page');
    await waitFor(() => expect(document.title).toBe('募集账户核查 - 基金管理人服务平台'));
    await waitFor(() =>
      expect(screen.getAllByTestId('tab-item').map((tab) => tab.textContent)).toContain(
        '募集账户核查',
      ),
    );
  });
});

describe('home section → page', SLOW, () => {
  it('去核查 opens the page as a tab; 查看全部 opens it with the section query', async () => {
    const { user, router } = openAs('admin');
    // The section's code loads on demand: its card replaces the skeleton's.
    const open = await screen.findByTestId('raise-acc-open-page');
    const card = screen.getByTestId('home-section-raiseAccCheck');
    expect(card).toContainElement(open);
    expect(open).toHaveAttribute('href', '/raiseAccCheck');

    await user.type(within(card).getByLabelText('基金名称'), '私募证券投资基金');
    await user.click(within(card).getByRole('button', { name: /核\s*验/ }));
    const all = await within(card).findByTestId('raise-acc-view-all');
    expect(all).toHaveTextContent(/查看全部（共\d+个账户）/);
    expect(within(card).getAllByText('户名')).toHaveLength(2);

    await user.click(all);
    await waitFor(() => expect(router.state.location.pathname).toBe('/raiseAccCheck'));
    expect(new URLSearchParams(router.state.location.search).get('fundName')).toBe(
      '私募证券投资基金',
    );
    await screen.findByTestId('raise-acc-table');
    expect(tid('raise-acc-fund')).toHaveValue('私募证券投资基金');
    await waitFor(() =>
      expect(screen.getAllByTestId('tab-item').map((tab) => tab.textContent)).toContain(
        '募集账户核查',
      ),
    );
  });
});
