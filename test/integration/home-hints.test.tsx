/**
 * Against the mock API: the home hints with memory
 * (sys/queryTipsConfigList and their local-storage flags), the smgm side kept across a reload
 * (session storage), the trading calendar's trading-day neighbours (sys/queryTradeDay) and the
 * products' open days and ex-dividend dates (prod/queryJyrlForHomePage), and the instructions
 * waiting for the manager (listPendingInstruction) — each failing on its own with a retry.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { HOME_URLS } from '@/api/home-urls';
import { queryJyrlForHomePage } from '@/api/product';
import { PRODUCT_URLS } from '@/api/product-urls';
import { SYSTEM_URLS } from '@/api/system-urls';
import { db } from '@/mocks/db/db';
import { neighbourTradeDay } from '@/mocks/db/trading-calendar';
import { server } from '@/mocks/node';
import { failOnce, loaded, openAs } from '../support/home-page';
import { renderApp } from '../support/render-app';
import { signInAs } from '../support/session';
import { API } from '../support/shell-pages';

configure({ asyncUtilTimeout: 20_000 });

const SLOW = { timeout: 60_000 };
const AMOUNT = /^-?\d{1,3}(,\d{3})*\.\d{2}$/;

const tipsOf = (hints: HTMLElement[]) => hints.map((h) => h.getAttribute('data-tip'));

describe('home hints with memory', SLOW, () => {
  it('shows each enabled hint with its sanitised content; confirming hides it for good', async () => {
    signInAs('admin');
    const user = userEvent.setup();
    const first = renderApp('/');
    const hints = await screen.findAllByTestId('home-hint');
    expect(tipsOf(hints)).toEqual(['multiCardProduct', 'newShareSubscription']);
    const multi = hints[0]!;
    expect(multi).toHaveTextContent('多卡产品提示');
    expect(within(multi).getByText('多张收款银行卡').tagName).toBe('STRONG');
    const confirm = within(multi).getByTestId('home-hint-confirm');
    expect(confirm).toHaveAccessibleName(/我已知晓/);

    await user.click(confirm);
    await waitFor(() =>
      expect(tipsOf(screen.getAllByTestId('home-hint'))).toEqual(['newShareSubscription']),
    );
    expect(localStorage.getItem('multiCardProductConfirm')).toBe('1');
    expect(localStorage.getItem('newShareSubscriptionConfirm')).toBeNull();

    // A reload: the confirmed hint stays hidden, the other one is still due.
    first.unmount();
    renderApp('/');
    await loaded('tradeCalendar');
    expect(tipsOf(await screen.findAllByTestId('home-hint'))).toEqual(['newShareSubscription']);
  });

  it('a flag stored before the page opens hides its hint', async () => {
    signInAs('admin');
    localStorage.setItem('newShareSubscriptionConfirm', '1');
    renderApp('/');
    const hints = await screen.findAllByTestId('home-hint');
    expect(tipsOf(hints)).toEqual(['multiCardProduct']);
    expect(screen.queryByText('新股申购提示')).toBeNull();
  });

  it('disabled hints, and hints whose key is one of the portal, never show', async () => {
    signInAs('admin');
    db.sysTipsConfigs[0]!.enabled = false;
    db.sysTipsConfigs[1]!.storageKey = 'locking';
    renderApp('/');
    await loaded('tradeCalendar');
    await waitFor(() => expect(screen.queryByTestId('home-hint')).toBeNull());
    expect(localStorage.getItem('locking')).toBeNull();
  });

  it('hostile markup in a hint is made harmless', async () => {
    signInAs('admin');
    db.sysTipsConfigs[0]!.content =
      '<p>请注意<img src="x" onerror="window.__hintProbe=1"><script>window.__hintProbe=2</script><a href="javascript:alert(1)">链接</a></p>';
    renderApp('/');
    const [hint] = await screen.findAllByTestId('home-hint');
    expect(hint).toHaveTextContent('请注意');
    expect(hint!.querySelector('script, [onerror]')).toBeNull();
    expect(within(hint!).getByText('链接')).not.toHaveAttribute('href');
  });

  it.each([
    ['a network failure', () => HttpResponse.error()],
    [
      'a refusal',
      () => HttpResponse.json({ code: 500, message: '系统繁忙，请稍后重试', success: false }),
    ],
  ])('%s shows no hint and the page works', async (_name, answer) => {
    signInAs('admin');
    let asked = false;
    server.use(
      http.get(`${API}${SYSTEM_URLS.queryTipsConfigList}`, () => {
        asked = true;
        return answer();
      }),
    );
    renderApp('/');
    await waitFor(() => expect(asked).toBe(true));
    const calendar = await loaded('tradeCalendar');
    expect(within(calendar).getAllByTestId('calendar-day').length).toBeGreaterThan(27);
    expect(screen.queryByTestId('home-hint')).toBeNull();
    expect(screen.queryByText('网络异常')).toBeNull();
  });
});

describe('many hints', SLOW, () => {
  it('show three at a time; the next shows when one is confirmed', async () => {
    signInAs('admin');
    const user = userEvent.setup();
    const tips = Array.from({ length: 500 }, (_, i) => ({
      tipKey: `tip${i}`,
      title: `提示 ${i}`,
      content: `<p>提示正文 ${i}</p>`,
      confirmText: '我已知晓',
      storageKey: `tip${i}Confirm`,
      enabled: true,
    }));
    server.use(
      http.get(`${API}${SYSTEM_URLS.queryTipsConfigList}`, () =>
        HttpResponse.json({ code: 0, success: true, message: '', data: tips }),
      ),
    );
    renderApp('/');
    await waitFor(() =>
      expect(tipsOf(screen.getAllByTestId('home-hint'))).toEqual(['tip0', 'tip1', 'tip2']),
    );
    await user.click(
      within(screen.getAllByTestId('home-hint')[0]!).getByTestId('home-hint-confirm'),
    );
    await waitFor(() =>
      expect(tipsOf(screen.getAllByTestId('home-hint'))).toEqual(['tip1', 'tip2', 'tip3']),
    );
  });
});

describe('the smgm side across a reload', SLOW, () => {
  it('the side switched to is stored and shown again on the next render', async () => {
    signInAs('smgm');
    const user = userEvent.setup();
    const first = renderApp('/');
    const page = await screen.findByTestId('home-page');
    await screen.findByTestId('home-side-switch');
    expect(page.getAttribute('data-side')).toBe('private');
    await user.click(within(screen.getByTestId('home-side-switch')).getByText('公募'));
    await waitFor(() => expect(page.getAttribute('data-side')).toBe('public'));
    expect(sessionStorage.getItem('homeSide')).toBe('public');

    first.unmount();
    renderApp('/');
    const again = await screen.findByTestId('home-page');
    await waitFor(() => expect(again.getAttribute('data-side')).toBe('public'));
    expect(await screen.findByTestId('home-section-publicFundOverview')).toBeInTheDocument();
  });

  it.each([
    ['private', 'private'],
    ['public', 'public'],
    ['bogus', 'private'],
    ['', 'private'],
  ])('stored %j → shows %s', async (stored, expected) => {
    signInAs('smgm');
    sessionStorage.setItem('homeSide', stored);
    renderApp('/');
    const page = await screen.findByTestId('home-page');
    await screen.findByTestId('home-side-switch');
    expect(page.getAttribute('data-side')).toBe(expected);
  });

  it('a view without a switch ignores the stored side', async () => {
    signInAs('gmwb');
    sessionStorage.setItem('homeSide', 'private');
    renderApp('/');
    const page = await screen.findByTestId('home-page');
    await waitFor(() => expect(page.getAttribute('data-view')).toMatch(/^gmwb/));
    expect(page.getAttribute('data-side')).toBe('public');
  });
});

/** The second Saturday of the month shown: its neighbours are weekdays of the same month. */
function secondSaturday(days: HTMLElement[]): HTMLElement {
  const saturdays = days.filter(
    (d) => new Date(`${d.getAttribute('data-date')}T00:00:00Z`).getUTCDay() === 6,
  );
  return saturdays[1]!;
}

describe('trading calendar: neighbours and product dates', SLOW, () => {
  it('the selected day shows whether it trades and its neighbours, which can be picked', async () => {
    const { user } = openAs('admin');
    const section = await loaded('tradeCalendar');
    const saturday = secondSaturday(await within(section).findAllByTestId('calendar-day'));
    const date = saturday.getAttribute('data-date')!;
    await user.click(saturday);
    const info = await within(section).findByTestId('calendar-day-info');
    await waitFor(() => expect(info).toHaveAttribute('data-date', date));
    expect(info).toHaveAttribute('data-trade-day', 'false');
    expect(within(section).getByTestId('calendar-day-kind')).not.toHaveTextContent(/^交易日$/);
    const prev = neighbourTradeDay(date, -1)!;
    const next = neighbourTradeDay(date, 1)!;
    expect(prev < date && date < next).toBe(true);
    expect(within(info).getByTestId('calendar-prev-trade-day')).toHaveTextContent(prev);
    expect(within(info).getByTestId('calendar-next-trade-day')).toHaveTextContent(next);

    await user.click(within(info).getByRole('button', { name: `下一交易日 ${next}` }));
    await waitFor(() =>
      expect(within(section).getByTestId('calendar-day-info')).toHaveAttribute('data-date', next),
    );
    expect(within(section).getByTestId('calendar-day-info')).toHaveAttribute(
      'data-trade-day',
      'true',
    );
    expect(within(section).getByTestId('calendar-day-kind')).toHaveTextContent('交易日');
    expect(
      within(section)
        .getAllByTestId('calendar-day')
        .find((d) => d.getAttribute('data-date') === next),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('a failing queryTradeDay keeps the calendar and retries on its own', async () => {
    failOnce('get', SYSTEM_URLS.queryTradeDay);
    const { user } = openAs('admin');
    const section = await loaded('tradeCalendar');
    const failed = await within(section).findByTestId('calendar-day-info-failed');
    expect(failed).toHaveTextContent('交易日信息加载失败');
    expect(failed).toHaveTextContent('网络异常');
    expect(within(section).getAllByTestId('calendar-day').length).toBeGreaterThan(27);
    await user.click(within(failed).getByRole('button', { name: /重试/ }));
    expect(await within(section).findByTestId('calendar-day-info')).toBeInTheDocument();
    expect(within(section).queryByTestId('calendar-day-info-failed')).toBeNull();
  });

  it("marks the products' open days and ex-dividend dates and lists them for the day", async () => {
    const { user } = openAs('admin');
    const section = await loaded('tradeCalendar');
    const month = within(section).getByTestId('calendar-month').textContent ?? '';
    const answer = await queryJyrlForHomePage(month);
    if (!answer || answer.code !== 0) throw new Error('queryJyrlForHomePage failed');
    const events = answer.data.events;
    expect(events.some((e) => e.type === 'open')).toBe(true);

    const cells = await within(section).findAllByTestId('calendar-day');
    await waitFor(() =>
      expect(cells.filter((c) => c.hasAttribute('data-product-event')).length).toBeGreaterThan(0),
    );
    for (const cell of cells) {
      const date = cell.getAttribute('data-date')!;
      const types = [...new Set(events.filter((e) => e.date === date).map((e) => e.type))];
      expect(cell.getAttribute('data-product-event'), date).toBe(
        types.length > 0 ? types.join(' ') : null,
      );
      if (types.includes('open')) expect(cell).toHaveAccessibleName(/产品开放日/);
    }

    const openDay = events.find((e) => e.type === 'open')!;
    await user.click(cells.find((c) => c.getAttribute('data-date') === openDay.date)!);
    const rows = await within(section).findAllByTestId('calendar-product-event');
    const ofDay = events.filter((e) => e.date === openDay.date);
    expect(rows).toHaveLength(ofDay.length);
    expect(rows[0]).toHaveTextContent(`${ofDay[0]!.pdName}（${ofDay[0]!.pdCode}）`);
  });

  it('a failing queryJyrlForHomePage keeps the calendar and retries on its own', async () => {
    failOnce('get', PRODUCT_URLS.queryJyrlForHomePage);
    const { user } = openAs('admin');
    const section = await loaded('tradeCalendar');
    const failed = await within(section).findByTestId('calendar-products-failed');
    expect(failed).toHaveTextContent('产品开放日与分红日加载失败');
    const cells = within(section).getAllByTestId('calendar-day');
    expect(cells.length).toBeGreaterThan(27);
    expect(cells.some((c) => c.hasAttribute('data-product-event'))).toBe(false);
    await user.click(within(failed).getByRole('button', { name: /重试/ }));
    await waitFor(() =>
      expect(
        within(section)
          .getAllByTestId('calendar-day')
          .some((c) => c.hasAttribute('data-product-event')),
      ).toBe(true),
    );
    expect(within(section).queryByTestId('calendar-products-failed')).toBeNull();
  });
});

describe('instructions waiting for the manager', SLOW, () => {
  it('lists them with money and dates, each opening the instruction page', async () => {
    const { user, router } = openAs('gmwb');
    const section = await loaded('instructionMonitor');
    await within(section).findAllByTestId('monitoring-instruction');
    await user.click(within(section).getByRole('tab', { name: '待管理人处理' }));
    const rows = await within(section).findAllByTestId('pending-instruction');
    const expected = db.homeInstructions.filter(
      (i) =>
        i.instId === '11160' &&
        ['pendingReview', 'pendingSupplement', 'returned'].includes(i.status),
    );
    expect(rows).toHaveLength(Math.min(5, expected.length));
    for (const row of rows) {
      expect(row.textContent).toMatch(/待复核|待补充材料|已退回/);
      expect(within(row).getByTestId('instruction-amount').textContent).toMatch(AMOUNT);
      expect(row.textContent).toMatch(/\d{4}-\d{2}-\d{2}/);
    }
    expect(within(section).getByTestId('pending-instruction-total')).toHaveTextContent(
      `共 ${expected.length} 笔`,
    );
    const first = rows[0]!;
    const link = within(first).getByRole('link');
    const id = link.textContent ?? '';
    expect(expected.map((i) => i.instructionId)).toContain(id);
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/tgypt/tgwy/zlcx'));
    expect(router.state.location.search).toBe(`?instructionId=${id}`);
  });

  it('their failure shows a retry in that tab only', async () => {
    failOnce('post', HOME_URLS.listPendingInstruction);
    const { user } = openAs('gmwb');
    const section = await loaded('instructionMonitor');
    await user.click(within(section).getByRole('tab', { name: '待管理人处理' }));
    const failed = await within(section).findByTestId('section-failed');
    expect(failed).toHaveTextContent('待处理划款指令加载失败');
    expect(failed).toHaveTextContent('网络异常');
    await user.click(within(failed).getByRole('button', { name: /重试/ }));
    expect((await within(section).findAllByTestId('pending-instruction')).length).toBeGreaterThan(
      0,
    );
    await user.click(within(section).getByRole('tab', { name: '跟踪中' }));
    expect(
      (await within(section).findAllByTestId('monitoring-instruction')).length,
    ).toBeGreaterThan(0);
  });
});
