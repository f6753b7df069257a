/**
 * 信息披露报送 against the mock API: `admin` (institution 20001) has seven submissions, newest
 * first, five a page; the report-type filter asks the server again.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeLoadStates, expectRow, stubPage } from '../../../kit/testing-states';
import { stubApp } from '../stub-app';

const PATH = '/iservice/xxpl/xxplbs';
const page = stubPage({ stub: stubApp, app: 'iservice', path: PATH, name: '信息披露报送' });

it('shows the submissions with their review status, five a page', async () => {
  expect(await page.open()).toHaveLength(5);
  expect(screen.getByText('共 7 条')).toBeInTheDocument();
  expectRow('BG202611002', '星辰量化对冲1号', '月报', '已退回', '持仓明细与估值表不一致');
  expect(page.rows()[0]).toHaveTextContent('待审核');
  expect(screen.getByTestId('stub-page-of')).toHaveTextContent('第 1 / 2 页');

  await userEvent.click(screen.getByRole('button', { name: '下一页' }));
  await waitFor(() => expect(screen.getByTestId('stub-page-of')).toHaveTextContent('第 2 / 2 页'));
  expect(page.rows()).toHaveLength(2);
  expect(page.rows().at(-1)).toHaveTextContent('半年报');
  expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
});

it('filters by report type', async () => {
  await page.open();
  await userEvent.selectOptions(screen.getByTestId('stub-filter-report-type'), '季报');
  await waitFor(() => expect(screen.getByText('共 3 条')).toBeInTheDocument());
  for (const row of page.rows()) expect(row).toHaveTextContent('季报');
});

describeLoadStates({
  stub: stubApp,
  app: 'iservice',
  path: PATH,
  apiPath: 'prod/queryGlrBGSS',
  emptyData: { list: [], total: 0, pageNum: 1, pageSize: 5 },
  emptyText: '暂无报送记录',
});
