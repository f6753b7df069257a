/**
 * Spec 6's permission sources that gate the home page, against the mock API:
 * - the special-function authority list (sys/authorityView/listAuthority): 产品分组管理 and
 *   提示函确认 are offered to a user who holds them, disabled with 无此功能权限 for one who does
 *   not (the staff account), and to a non-isolated administrator whatever the list says;
 * - product permissions (user/productPermission, loaded once per session): the product groups,
 *   the product search and the trading calendar offer only permitted products, a non-isolated
 *   administrator every product including later ones, and 刷新产品权限
 *   (user/refreshProdPermission) brings in a product granted since.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MENU_URLS } from '@/api/menu-urls';
import { PRODUCT_URLS } from '@/api/product-urls';
import type { CalendarEvent, Product } from '@/api/product';
import { formatDate, formatMonth } from '@/lib/date-format';
import { db } from '@/mocks/db/db';
import { toProduct } from '@/mocks/handlers/product';
import { server } from '@/mocks/node';
import { NO_FUNCTION_TEXT } from '@/policy/special-function';
import { countRequests } from '../support/count-requests';
import { loaded, openAs } from '../support/home-page';
import { renderApp } from '../support/render-app';
import { signInAs } from '../support/session';
import { API } from '../support/shell-pages';

configure({ asyncUtilTimeout: 20_000 });

const SLOW = { timeout: 60_000 };
type User = ReturnType<typeof userEvent.setup>;

/** The operator's grant (seed): SXC124 星辰量化选股1号 is not in it. */
const NOT_GRANTED = 'SXC124';

async function groupsSection(): Promise<HTMLElement> {
  const card = await loaded('productGroup');
  await waitFor(() => expect(within(card).queryByTestId('section-loading')).toBeNull());
  return card;
}

/** Searches the product-group section by name; the codes found, or [] for 无匹配产品. */
async function searchCodes(user: User, section: HTMLElement, keyword: string) {
  const box = within(section).getByRole('searchbox', { name: '查询产品名称' });
  await user.clear(box);
  await user.type(box, `${keyword}{Enter}`);
  return waitFor(() => {
    expect(within(section).queryByTestId('product-search-loading')).toBeNull();
    if (within(section).queryByTestId('product-search-empty')) return [];
    const rows = within(section).getAllByTestId('product-search-result');
    return rows.map((r) => r.getAttribute('data-code'));
  });
}

/** Every product of 星辰 (20001), as an institution-wide answer would list them. */
function institutionProducts(): Product[] {
  return db.prodProducts.filter((p) => p.instId === '20001').map(toProduct);
}

function grantOf(userId: string) {
  const grant = db.prodUserGrants.find((g) => g.userId === userId && g.instId === '20001');
  if (!grant || grant.pdCodes === 'all') throw new Error('the seed lists the grant');
  return grant.pdCodes;
}

describe('special functions (authority list)', SLOW, () => {
  it('staff does not hold 产品分组管理: the group buttons are disabled with 无此功能权限', async () => {
    const { user } = openAs('staff');
    const section = await groupsSection();
    const add = await within(section).findByTestId('product-group-add');
    await waitFor(() => expect(add).toBeDisabled());
    const gate = add.closest('[data-testid="function-denied"]');
    expect(gate).toHaveAttribute('data-grant', 'denied');
    await user.hover(gate!);
    expect(await screen.findByText(NO_FUNCTION_TEXT)).toBeInTheDocument();
    await user.click(add);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the operator holds it: 新建分组 opens the dialog', async () => {
    const { user } = openAs('operator');
    const section = await groupsSection();
    const add = within(section).getByTestId('product-group-add');
    await waitFor(() => expect(add).toBeEnabled());
    expect(within(section).queryByTestId('function-denied')).toBeNull();
    await user.click(add);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('a non-isolated administrator holds every function, listed or not', async () => {
    server.use(
      http.get(`${API}${MENU_URLS.listAuthority}`, () => HttpResponse.json({ code: 0, data: [] })),
    );
    openAs('admin');
    const section = await groupsSection();
    await waitFor(() => expect(within(section).getByTestId('product-group-add')).toBeEnabled());
    expect(within(section).getByTestId('product-group-edit')).toBeEnabled();
  });

  it.each([
    ['staff', false],
    ['operator', true],
  ] as const)('%s: 提示函确认 offered %s', async (account, held) => {
    db.letterNotices.push({
      noticeId: 'TJTS202611250009',
      instId: '20001',
      title: '关于星辰稳健增长1号估值核对的提示函',
      content: '<p>请核对估值。</p>',
      issuedAt: '2026-11-25 09:00:00',
      confirmed: false,
      confirmedBy: null,
      confirmedAt: null,
    });
    signInAs(account);
    const user = userEvent.setup();
    renderApp('/');
    const section = await loaded('notice');
    await user.click(within(section).getByRole('tab', { name: '待确认提示函' }));
    const letter = await within(section).findByTestId('letter-item');
    await user.click(within(letter).getByRole('button', { name: '查看并确认' }));
    const confirm = await screen.findByTestId('letter-confirm');
    await waitFor(() => expect(confirm).toHaveProperty('disabled', !held));
    if (held) {
      await user.click(confirm);
      expect(await screen.findByText('确认成功')).toBeInTheDocument();
    } else {
      await user.hover(confirm.closest('[data-testid="function-denied"]')!);
      expect(await screen.findByText(NO_FUNCTION_TEXT)).toBeInTheDocument();
    }
    const stored = db.letterNotices.find((l) => l.noticeId === 'TJTS202611250009');
    expect(stored?.confirmed).toBe(held);
  });
});

describe('product permissions', SLOW, () => {
  it('loads user/productPermission once for the whole home page', async () => {
    const asked = countRequests(MENU_URLS.productPermission);
    const { user } = openAs('operator');
    const section = await groupsSection();
    await loaded('tradeCalendar');
    await searchCodes(user, section, '星辰');
    expect(asked.count).toBe(1);
  });

  it('the operator is offered only permitted products, whatever a list call answers', async () => {
    // A backend whose list calls answer the whole institution: the shell still filters.
    const today = formatDate(new Date());
    const everyone = institutionProducts();
    const events: CalendarEvent[] = everyone.map((p) => ({
      date: today,
      type: 'open',
      pdCode: p.pdCode,
      pdName: p.pdName,
      title: '开放日',
    }));
    server.use(
      http.get(`${API}${PRODUCT_URLS.queryInfoByPdName}`, () =>
        HttpResponse.json({ code: 0, data: everyone.slice(0, 20) }),
      ),
      http.get(`${API}${PRODUCT_URLS.queryProdSet}`, () =>
        HttpResponse.json({
          code: 0,
          data: [
            {
              setId: 'PS0003',
              setName: '本月开放',
              pdCodes: everyone.map((p) => p.pdCode),
              products: everyone.map(({ pdId, pdCode, pdName }) => ({ pdId, pdCode, pdName })),
              updatedAt: '2026-11-02 08:55:41',
            },
          ],
        }),
      ),
      http.get(`${API}${PRODUCT_URLS.queryJyrlForHomePage}`, () =>
        HttpResponse.json({
          code: 0,
          data: { month: formatMonth(new Date()), tradingDays: [today], events },
        }),
      ),
    );
    const granted = grantOf('U10002');
    const { user } = openAs('operator');
    const section = await groupsSection();
    const shown = (await within(section).findAllByTestId('group-product')).map(
      (r) => r.textContent?.split(' ')[0],
    );
    expect(shown).toEqual(granted);
    expect(within(section).getByRole('tab', { selected: true })).toHaveTextContent(
      `本月开放 (${granted.length})`,
    );
    const found = await searchCodes(user, section, '星辰');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((code) => granted.includes(code ?? ''))).toBe(true);

    const calendar = await loaded('tradeCalendar');
    const rows = await within(calendar).findAllByTestId('calendar-product-event');
    expect(rows.map((r) => /（(\w+)）/.exec(r.textContent ?? '')?.[1]).sort()).toEqual(
      [...granted].sort(),
    );
  });

  it('a non-isolated administrator sees every product, a later one too', async () => {
    db.prodProducts.push({
      ...db.prodProducts.find((p) => p.pdCode === 'SXC101')!,
      pdId: 'P20001999',
      pdCode: 'SXC199',
      pdName: '星辰新发成长1号',
      cpqc: '星辰新发成长1号私募证券投资基金',
    });
    // Whatever the grant answer says: the administrator holds every product (spec 6).
    server.use(
      http.get(`${API}${MENU_URLS.productPermission}`, () =>
        HttpResponse.json({
          code: 0,
          data: { allProducts: false, pdCodes: [], products: [], refreshedAt: '' },
        }),
      ),
    );
    const { user } = openAs('admin');
    const section = await groupsSection();
    expect(await searchCodes(user, section, '新发')).toEqual(['SXC199']);
    expect(await searchCodes(user, section, '量化选股1号')).toEqual(['SXC121', 'SXC124']);
  });

  it('刷新产品权限 brings in a product granted since the last recomputation', async () => {
    const { user } = openAs('operator');
    const section = await groupsSection();
    expect(await searchCodes(user, section, '量化选股')).toEqual([]);

    // The administrator grants SXC124 (产品权限授权): it takes effect at the next refresh.
    grantOf('U10002').push(NOT_GRANTED);
    expect(await searchCodes(user, section, '量化选股1号')).toEqual([]);

    const refreshes = countRequests(MENU_URLS.refreshProdPermission);
    const permissions = countRequests(MENU_URLS.productPermission);
    await user.click(within(section).getByTestId('product-permission-refresh'));
    expect(await screen.findByText('产品权限已刷新')).toBeInTheDocument();
    expect(refreshes.count).toBe(1);
    expect(permissions.count).toBe(1);
    await user.click(within(section).getByTestId('product-search-clear'));
    expect(await searchCodes(user, section, '量化选股1号')).toEqual([NOT_GRANTED]);
  });

  it("刷新产品权限 refused: the server's words, and the permission is not read again", async () => {
    server.use(
      http.get(`${API}${MENU_URLS.refreshProdPermission}`, () =>
        HttpResponse.json({ code: 5001, message: '产品权限计算繁忙，请稍后重试' }),
      ),
    );
    signInAs('operator');
    const user = userEvent.setup();
    renderApp('/');
    const section = await groupsSection();
    await searchCodes(user, section, '星辰');
    const permissions = countRequests(MENU_URLS.productPermission);
    await user.click(within(section).getByTestId('product-permission-refresh'));
    expect(await screen.findByText('产品权限计算繁忙，请稍后重试')).toBeInTheDocument();
    expect(permissions.count).toBe(0);
  });
});
