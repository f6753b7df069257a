/**
 * 信息披露报送 against the mock API: `admin` (institution 20001) has seven submissions, newest
 * first, five a page; the report-type filter asks the server again.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeLoadStates, rowByKey, stubMounter } from '../../../kit/testing-states';
import { stubApp } from '../stub-app';

const PATH = '/iservice/xxpl/xxplbs';
const mount = stubMounter(stubApp, 'iservice');

const rows = () => screen.getAllByTestId('stub-row');

it('shows the submissions with their review status, five a page', async () => {
  await mount(PATH);
  expect(screen.getByTestId('stub-page-name')).toHaveTextContent('信息披露报送');
  await screen.findAllByTestId('stub-row');
  expect(rows()).toHaveLength(5);
  expect(screen.getByText('共 7 条')).toBeInTheDocument();
  const returned = rowByKey('BG202611002');
  expect(returned).toHaveTextContent('星辰量化对冲1号');
  expect(returned).toHaveTextContent('月报');
  expect(returned).toHaveTextContent('已退回');
  expect(returned).toHaveTextContent('持仓明细与估值表不一致');
  expect(rows()[0]).toHaveTextContent('待审核');
  expect(screen.getByTestId('stub-page-of')).toHaveTextContent('第 1 / 2 页');

  await userEvent.click(screen.getByRole('button', { name: '下一页' }));
  await waitFor(() => expect(screen.getByTestId('stub-page-of')).toHaveTextContent('第 2 / 2 页'));
  expect(rows()).toHaveLength(2);
  expect(rows().at(-1)).toHaveTextContent('半年报');
  expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
});

it('filters by report type', async () => {
  await mount(PATH);
  await screen.findAllByTestId('stub-row');
  await userEvent.selectOptions(screen.getByTestId('stub-filter-report-type'), '季报');
  await waitFor(() => expect(screen.getByText('共 3 条')).toBeInTheDocument());
  for (const row of rows()) expect(row).toHaveTextContent('季报');
});

describeLoadStates({
  stub: stubApp,
  app: 'iservice',
  path: PATH,
  apiPath: 'prod/queryGlrBGSS',
  emptyData: { list: [], total: 0, pageNum: 1, pageSize: 5 },
  emptyText: '暂无报送记录',
});
