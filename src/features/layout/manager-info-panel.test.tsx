/**
 * 管理人信息 of the personal centre against the mock API (spec 7.4 sys/queryGqManagerInfo, 7.1
 * user/admin/auth): the institution's data, the administrator right, a failure with 重试.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AUTH_URLS } from '@/api/auth-urls';
import { SYSTEM_URLS } from '@/api/system-urls';
import { ManagerInfoPanel } from '@/features/layout/manager-info-panel';
import { server } from '@/mocks/node';
import { signInAs } from '../../../test/support/session';
import { renderWithStore } from '../../../test/support/render-with-store';

const API = 'http://localhost:3000/api/';

const row = (label: string) =>
  screen.getByText(label, { selector: 'th, th *' }).closest('th')!.nextElementSibling!;

describe('ManagerInfoPanel', () => {
  it("shows the session institution's manager data and the administrator right", async () => {
    signInAs('admin');
    renderWithStore(<ManagerInfoPanel />);
    expect(await screen.findByText('星辰私募基金管理有限公司')).toBeInTheDocument();
    expect(row('统一社会信用代码')).toHaveTextContent('91310115MA1K4LQX8H');
    expect(row('协会登记编号')).toHaveTextContent('P1068523');
    expect(row('管理人类别')).toHaveTextContent('私募基金管理公司');
    expect(row('分级')).toHaveTextContent('A（辅导类）');
    expect(row('在管规模').textContent).toMatch(/^\d{1,3}(,\d{3})*\.\d{2} 元$/);
    expect(await screen.findByTestId('admin-right')).toHaveTextContent('有（本机构管理员）');
  });

  it('an operator holds no administrator right', async () => {
    signInAs('operator');
    renderWithStore(<ManagerInfoPanel />);
    expect(await screen.findByTestId('admin-right')).toHaveTextContent(/^无$/);
  });

  it('says when the data could not load and retries', async () => {
    signInAs('admin');
    server.use(
      http.post(`${API}${SYSTEM_URLS.queryGqManagerInfo}`, () => HttpResponse.error(), {
        once: true,
      }),
      http.post(`${API}${AUTH_URLS.adminAuth}`, () => HttpResponse.error(), { once: true }),
    );
    const user = userEvent.setup();
    renderWithStore(<ManagerInfoPanel />);
    const panel = screen.getByTestId('manager-info-panel');
    expect(await within(panel).findByText('管理人信息加载失败')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: /重试/ }));
    expect(await screen.findByText('星辰私募基金管理有限公司')).toBeInTheDocument();
    // The administrator right failed on its own, with its own retry.
    expect(await screen.findByText('网络异常')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /重试/ }));
    expect(await screen.findByTestId('admin-right')).toBeInTheDocument();
  });
});
