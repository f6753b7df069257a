/**
 * 站内搜索 (spec 7.4 sys/contentSearch) against the mock API: one call per pause in typing, Enter
 * at once, functions as links, notices listed, an empty answer and a failure with 重试.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MENU_URLS } from '@/api/menu-urls';
import { SYSTEM_URLS } from '@/api/system-urls';
import { TYPEAHEAD_DEBOUNCE_MS } from '@/config/spec-limits';
import { ContentSearch } from '@/features/service/content-search';
import { server } from '@/mocks/node';
import { countRequests } from '../../../test/support/count-requests';
import { signInAs } from '../../../test/support/session';
import { renderWithStore } from '../../../test/support/render-with-store';

const API = 'http://localhost:3000/api/';

function renderSearch(account: 'admin' | 'operator' = 'admin') {
  signInAs(account);
  renderWithStore(
    <MemoryRouter>
      <ContentSearch />
    </MemoryRouter>,
  );
  return screen.getByRole('searchbox', { name: '站内搜索' });
}

describe('ContentSearch', () => {
  it('searches once after the typing pauses and lists functions as links', async () => {
    const calls = countRequests(SYSTEM_URLS.contentSearch);
    const user = userEvent.setup();
    const input = renderSearch();
    await user.type(input, '产品发行');
    const results = await screen.findByTestId('content-search-results', undefined, {
      timeout: 5000,
    });
    const menus = within(results).getAllByTestId('content-search-menu');
    expect(within(menus[0]!).getByRole('link', { name: '产品发行' })).toHaveAttribute(
      'href',
      '/iservice/cpgl/cpfx',
    );
    // Four keys typed faster than the pause: one call.
    expect(calls.count).toBe(1);
    expect(TYPEAHEAD_DEBOUNCE_MS).toBe(300);
  });

  it('shows a function the user may not open as such, not as a link (menuCombinationConversion)', async () => {
    const conversions = countRequests(MENU_URLS.menuCombinationConversion);
    const user = userEvent.setup();
    renderSearch('operator');
    await user.type(screen.getByRole('searchbox', { name: '站内搜索' }), '电子合同{Enter}');
    const [hit] = await screen.findAllByTestId('content-search-menu');
    expect(hit).toHaveTextContent('电子合同');
    expect(hit).toHaveTextContent('无权限');
    expect(within(hit!).queryByRole('link')).toBeNull();
    expect(conversions.count).toBe(1);
  });

  it('searches at once on Enter and lists the notices found', async () => {
    const calls = countRequests(SYSTEM_URLS.contentSearch);
    const user = userEvent.setup();
    const input = renderSearch();
    await user.type(input, '培训{Enter}');
    // Enter sends the call before the debounce's pause is over.
    await waitFor(() => expect(calls.count).toBe(1), { timeout: TYPEAHEAD_DEBOUNCE_MS - 100 });
    const notices = await screen.findAllByTestId('content-search-notice');
    expect(notices[0]).toHaveTextContent('培训');
  });

  it('says when nothing is found', async () => {
    const user = userEvent.setup();
    const input = renderSearch();
    await user.type(input, '不存在的关键字{Enter}');
    expect(await screen.findByTestId('content-search-empty')).toHaveTextContent(
      '未找到与“不存在的关键字”相关的公告或功能',
    );
  });

  it('says when the search failed and retries', async () => {
    server.use(
      http.post(`${API}${SYSTEM_URLS.contentSearch}`, () => HttpResponse.error(), { once: true }),
    );
    const user = userEvent.setup();
    const input = renderSearch();
    await user.type(input, '产品{Enter}');
    const failed = await screen.findByTestId('content-search-failed');
    expect(failed).toHaveTextContent('网络异常');
    await user.click(within(failed).getByRole('button', { name: /重试/ }));
    expect(await screen.findByTestId('content-search-results')).toBeInTheDocument();
  });
});
