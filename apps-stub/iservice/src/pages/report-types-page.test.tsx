/** 管理人报表查询 against the mock API: the eight report types, by category. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeLoadStates, rowByKey, stubMounter } from '../../../kit/testing-states';
import { stubApp } from '../stub-app';

const PATH = '/iservice/cpgl/glrbccx';
const mount = stubMounter(stubApp, 'iservice');

it('lists the report types with their frequency and formats, by category', async () => {
  await mount(PATH);
  expect(screen.getByTestId('stub-page-name')).toHaveTextContent('管理人报表查询');
  expect(await screen.findAllByTestId('stub-row')).toHaveLength(8);
  expect(rowByKey('GZB')).toHaveTextContent('估值表');
  expect(rowByKey('GZB')).toHaveTextContent('每日');
  expect(rowByKey('GZB')).toHaveTextContent('XLSX、PDF');
  await userEvent.selectOptions(screen.getByTestId('stub-filter-category'), '财务报表');
  expect(screen.getAllByTestId('stub-row').map((r) => r.dataset.rowKey)).toEqual([
    'ZCFZB',
    'LRB',
    'SYZQY',
  ]);
  expect(screen.getByText('共 3 种报表')).toBeInTheDocument();
});

describeLoadStates({
  stub: stubApp,
  app: 'iservice',
  path: PATH,
  apiPath: 'sys/queryReportTypeList',
  emptyData: [],
  emptyText: '暂无报表类型',
});
