/**
 * The home sections against the mock API — common menus with the way to menuSet, the
 * fee summary with its ledgers, notices (hostile rich text made harmless, read flag), notice
 * letters confirmed, the trading calendar's own events, product groups with status names, the
 * tax pop-up and flag — each with its own error and retry.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { HOME_URLS } from '@/api/home-urls';
import { MENU_URLS } from '@/api/menu-urls';
import { SYSTEM_URLS } from '@/api/system-urls';
import { setClockTo } from '@/mocks/clock';
import { db } from '@/mocks/db/db';
import { HOSTILE_NOTICE_ID } from '@/mocks/db/seed-system-notices';
import { server } from '@/mocks/node';
import { failOnce, loaded, openAs } from '../support/home-page';
import { renderApp } from '../support/render-app';
import { signInAs } from '../support/session';
import { API } from '../support/shell-pages';

configure({ asyncUtilTimeout: 20_000 });

const SLOW = { timeout: 60_000 };

const AMOUNT = /^-?\d{1,3}(,\d{3})*\.\d{2}$/;

describe('common menus', SLOW, () => {
  it("lists the user's common menus, opens one in the portal and links to menuSet", async () => {
    const { user, router } = openAs('admin');
    const section = await loaded('commonMenu');
    const items = await within(section).findAllByTestId('common-menu-item');
    expect(items.map((i) => i.textContent?.replace(/\s/g, ''))).toContain('产品发行');
    expect(within(section).getByTestId('common-menu-settings')).toHaveAttribute('href', '/menuSet');
    await user.click(items.find((i) => i.textContent?.replace(/\s/g, '') === '产品发行')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/iservice/cpgl/cpfx'));
  });

  it('fails on its own with a retry', async () => {
    failOnce('get', MENU_URLS.queryCommonMenu);
    const { user } = openAs('admin');
    const section = await loaded('commonMenu');
    const failed = await within(section).findByTestId('section-failed');
    expect(failed).toHaveTextContent('常用菜单加载失败');
    await user.click(within(failed).getByRole('button', { name: /重试/ }));
    expect((await within(section).findAllByTestId('common-menu-item')).length).toBeGreaterThan(0);
  });
});

describe('fee summary', SLOW, () => {
  it('shows the three fee totals as money, each linking to its ledger', async () => {
    openAs('admin');
    const section = await loaded('feeSummary');
    const management = await within(section).findByTestId('fee-managementFee');
    for (const id of ['fee-managementFee', 'fee-salesServiceFee', 'fee-advisoryFee']) {
      expect(within(section).getByTestId(id).textContent).toMatch(AMOUNT);
    }
    expect(management.textContent).toMatch(/^\d{1,3},\d{3}/);
    expect(within(section).getByRole('link', { name: '管理费' })).toHaveAttribute(
      'href',
      '/iservice/fygzbg/glftz',
    );
    expect(within(section).getByRole('link', { name: '销售服务费' })).toHaveAttribute(
      'href',
      '/iservice/fygzbg/xsfwftz',
    );
    expect(within(section).getByRole('link', { name: '投资顾问费' })).toHaveAttribute(
      'href',
      '/iservice/fygzbg/tzgwftz',
    );
  });

  it('a server refusal shows its message and the retry; the other sections stay', async () => {
    signInAs('admin');
    server.use(
      http.post(
        `${API}${HOME_URLS.queryGLXT}`,
        () => HttpResponse.json({ code: 1002, message: '不支持的查询编号', data: null }),
        { once: true },
      ),
    );
    const user = userEvent.setup();
    renderApp('/');
    const section = await loaded('feeSummary');
    const failed = await within(section).findByTestId('section-failed');
    expect(failed).toHaveTextContent('费用汇总加载失败');
    expect(failed).toHaveTextContent('不支持的查询编号');
    const notices = await loaded('notice');
    expect((await within(notices).findAllByTestId('notice-item')).length).toBeGreaterThan(0);
    await user.click(within(failed).getByRole('button', { name: /重试/ }));
    expect((await within(section).findByTestId('fee-advisoryFee')).textContent).toMatch(AMOUNT);
  });
});

describe('notices', SLOW, () => {
  it('opens a hostile notice without running anything and marks it read', async () => {
    signInAs('admin');
    const probe = window as unknown as { __xssProbe?: string };
    delete probe.__xssProbe;
    const user = userEvent.setup();
    renderApp('/');
    const section = await loaded('notice');
    await within(section).findAllByTestId('notice-item');
    // Second page of the list.
    await user.click(within(section).getByTitle('下一页'));
    const row = await waitFor(() => {
      const found = within(section)
        .getAllByTestId('notice-item')
        .find((i) => i.getAttribute('data-notice-id') === HOSTILE_NOTICE_ID);
      expect(found).toBeTruthy();
      return found!;
    });
    expect(row.getAttribute('data-read')).toBe('false');
    await user.click(within(row).getByRole('button', { name: /富文本安全检查/ }));
    const content = await screen.findByTestId('notice-content');
    expect(content).toHaveTextContent('前端富文本安全检查');
    expect(content.querySelector('script, iframe, form, style')).toBeNull();
    expect(content.querySelector('[onerror], [onclick], [style]')).toBeNull();
    for (const link of content.querySelectorAll('a')) {
      expect(link.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
    }
    expect(probe.__xssProbe).toBeUndefined();
    await waitFor(() =>
      expect(
        db.sysNoticeReads.some((r) => r.userId === 'U10001' && r.noticeId === HOSTILE_NOTICE_ID),
      ).toBe(true),
    );
    await waitFor(() => expect(row.getAttribute('data-read')).toBe('true'));
  });

  it('a notice hash inside the detail opens its portal page', async () => {
    const { user, router } = openAs('admin');
    const section = await loaded('notice');
    const withHash = db.sysNotices.find((n) => n.content.includes('href="#/zxbm'));
    expect(withHash).toBeTruthy();
    const row = (await within(section).findAllByTestId('notice-item')).find(
      (i) => i.getAttribute('data-notice-id') === withHash!.noticeId,
    )!;
    await user.click(within(row).getByRole('button'));
    const content = await screen.findByTestId('notice-content');
    const link = [...content.querySelectorAll('a')].find((a) =>
      a.getAttribute('href')?.startsWith('#/zxbm'),
    )!;
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/zxbm'));
    expect(router.state.location.search).toContain(`id=${withHash!.noticeId}`);
  });

  it('a notice letter is confirmed from the 待确认提示函 tab', async () => {
    const { user } = openAs('letter');
    const section = await loaded('notice');
    await user.click(within(section).getByRole('tab', { name: '待确认提示函' }));
    const letter = await within(section).findByTestId('letter-item');
    expect(letter).toHaveTextContent('远航稳健1号');
    await user.click(within(letter).getByRole('button', { name: '查看并确认' }));
    await user.click(await screen.findByRole('button', { name: '确认已阅读' }));
    expect(await screen.findByText('确认成功')).toBeInTheDocument();
    expect(await within(section).findByText('暂无待确认的提示函')).toBeInTheDocument();
    expect(db.letterNotices.filter((l) => l.instId === '20002').every((l) => l.confirmed)).toBe(
      true,
    );
  });

  it('fails on its own with a retry', async () => {
    failOnce('get', SYSTEM_URLS.queryNoticeList);
    const { user } = openAs('admin');
    const section = await loaded('notice');
    const failed = await within(section).findByTestId('section-failed');
    expect(failed).toHaveTextContent('公告加载失败');
    await user.click(within(failed).getByRole('button', { name: /重试/ }));
    expect((await within(section).findAllByTestId('notice-item')).length).toBe(6);
  });
});

describe('tax reminder', SLOW, () => {
  it('tax (small-scale taxpayer without a scheme) gets the pop-up and the flag; confirming saves it', async () => {
    const { user } = openAs('tax');
    const popup = await screen.findByTestId('tax-reminder');
    expect(popup).toHaveTextContent('小规模纳税人');
    expect(await screen.findByTestId('tax-info-flag')).toHaveTextContent('增值税信息尚未确认');
    await user.click(within(popup).getByLabelText('管理人自行计提缴纳增值税'));
    await user.click(screen.getByRole('button', { name: '确认提交' }));
    expect(await screen.findByText('确认成功')).toBeInTheDocument();
    const profile = db.taxProfiles.find((p) => p.instId === '20005');
    expect(profile).toMatchObject({ QRFA: '2', SFQRZZSXX: '1' });
    expect(profile?.LXSRNSSD).toMatch(/^20\d{2}Q[1-4]$/);
    await waitFor(() => expect(screen.queryByTestId('tax-info-flag')).toBeNull());
  });

  it('admin (general taxpayer, confirmed) sees neither', async () => {
    openAs('admin');
    await loaded('feeSummary');
    await screen.findAllByTestId('notice-item');
    expect(screen.queryByTestId('tax-reminder')).toBeNull();
    expect(screen.queryByTestId('tax-info-flag')).toBeNull();
  });
});

describe('product groups and trading calendar', SLOW, () => {
  it("shows the user's groups with the products' status names", async () => {
    openAs('admin');
    const section = await loaded('productGroup');
    const products = await within(section).findAllByTestId('group-product');
    expect(within(section).getByRole('tab', { name: /重点关注/ })).toBeInTheDocument();
    expect(products.map((p) => p.textContent ?? '').join('|')).toMatch(
      /SXC101.*(正常运行|正常运作|已成立)/,
    );
  });

  it('adds an own event on the chosen day; a failing calendar shows its retry', async () => {
    failOnce('get', SYSTEM_URLS.queryTransactionCalendar);
    const { user } = openAs('admin');
    const section = await loaded('tradeCalendar');
    const failed = await within(section).findByTestId('section-failed');
    await user.click(within(failed).getByRole('button', { name: /重试/ }));
    const days = await within(section).findAllByTestId('calendar-day');
    const day = days.find((d) => d.getAttribute('data-trade-day') === 'true')!;
    await user.click(day);
    await user.click(within(section).getByRole('button', { name: '添加日程' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('标题'), '产品开放日准备');
    await user.click(within(dialog).getByRole('button', { name: /^保\s*存$/ }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(await within(section).findByText('产品开放日准备')).toBeInTheDocument();
    expect(
      db.sysCustomEvents.some(
        (e) => e.title === '产品开放日准备' && e.date === day.getAttribute('data-date'),
      ),
    ).toBe(true);
  });
});

describe('trading calendar on the server clock', SLOW, () => {
  it("opens on the server's today, with that month's trading days and holidays", async () => {
    // The mock's clock on 2027-06-15, months from the PC's: 端午节 2027 is 9 June, a Wednesday.
    setClockTo(Date.parse('2027-06-15T10:00:00+08:00'));
    openAs('admin');
    const section = await loaded('tradeCalendar');
    await waitFor(() =>
      expect(within(section).getByTestId('calendar-month')).toHaveTextContent('2027-06'),
    );
    const days = await within(section).findAllByTestId('calendar-day');
    const kind = (date: string) =>
      days.find((d) => d.getAttribute('data-date') === date)?.getAttribute('data-trade-day');
    expect(kind('2027-06-08')).toBe('true');
    expect(kind('2027-06-09')).toBe('false');
    expect(kind('2027-06-12')).toBe('false');
    expect(kind('2027-06-15')).toBe('true');
  });
});

describe('raised-account check', SLOW, () => {
  it('a check that finds nothing asks to confirm the account or fund name with the manager', async () => {
    const { user } = openAs('admin');
    const card = await loaded('raiseAccCheck');
    await user.type(within(card).getByLabelText('基金名称'), '没有这只基金');
    await user.click(within(card).getByRole('button', { name: /核\s*验/ }));
    expect(await within(card).findByTestId('raise-acc-empty')).toHaveTextContent(
      '未查询到相关账户，请与管理人确认账号或基金名称',
    );
    expect(within(card).queryByText('户名')).toBeNull();
  });
});
