/**
 * The search of the Business Description modal (spec 7.2 sys/searchMenuDesc) against the mock
 * API: hits of other pages with their excerpt and link, the page's own description without a
 * keyword, an empty answer, a failure with 重试.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { MENU_URLS } from '@/api/menu-urls';
import { BusinessDescription } from '@/features/layout/business-description';
import { server } from '@/mocks/node';
import { countRequests } from '../../../test/support/count-requests';
import { renderWithStore } from '../../../test/support/render-with-store';
import { signInAs } from '../../../test/support/session';

const API = 'http://localhost:3000/api/';

function renderModal() {
  signInAs('admin');
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <BusinessDescription open route="/iservice/cpgl/cpfx" onClose={onClose} />,
      },
    ],
    { initialEntries: ['/iservice/cpgl/cpfx'] },
  );
  renderWithStore(<RouterProvider router={router} />);
  return { router, onClose, input: screen.getByRole('searchbox', { name: '搜索业务说明' }) };
}

describe('business description search', () => {
  it("finds other pages' descriptions and opens one", async () => {
    const calls = countRequests(MENU_URLS.searchMenuDesc);
    const user = userEvent.setup();
    const { router, onClose, input } = renderModal();
    // The page's own description first.
    expect(await screen.findByRole('heading', { name: '产品发行申请' })).toBeInTheDocument();
    await user.type(input, '结算日');
    const hits = await screen.findAllByTestId('biz-desc-hit', undefined, { timeout: 5000 });
    expect(calls.count).toBe(1);
    const hit = hits.find((h) => h.textContent?.includes('结算日变更'))!;
    expect(hit).toHaveTextContent('5个工作日');
    expect(screen.queryByRole('heading', { name: '产品发行申请' })).toBeNull();
    await user.click(within(hit).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/iservice/cpgl/cpcsbg'));
    expect(onClose).toHaveBeenCalled();
  });

  it('says when nothing is found, and shows the page again when cleared', async () => {
    const user = userEvent.setup();
    const { input } = renderModal();
    await user.type(input, '不存在的说明{Enter}');
    expect(await screen.findByText('未找到与“不存在的说明”相关的业务说明')).toBeInTheDocument();
    await user.clear(input);
    expect(
      await screen.findByRole('heading', { name: '产品发行申请' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('says when the search failed and retries', async () => {
    server.use(
      http.post(`${API}${MENU_URLS.searchMenuDesc}`, () => HttpResponse.error(), { once: true }),
    );
    const user = userEvent.setup();
    const { input } = renderModal();
    await user.type(input, '结算日{Enter}');
    const failed = await screen.findByTestId('biz-desc-search-failed');
    expect(failed).toHaveTextContent('网络异常');
    await user.click(within(failed).getByRole('button', { name: /重试/ }));
    expect((await screen.findAllByTestId('biz-desc-hit')).length).toBeGreaterThan(0);
  });
});
