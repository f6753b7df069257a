/**
 * 新金融工具会计准则估值方法确认 against the mock API: `admin` (institution 20001) has ten asset
 * classes of its products, five confirmed by 张明远 and five not yet.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeLoadStates, rowByKey, stubMounter } from '../../../kit/testing-states';
import { stubApp } from '../stub-app';

const PATH = '/iservice/gzhs/xjrgjxgkjzzgzffqr';
const mount = stubMounter(stubApp, 'iservice');

const rows = () => screen.getAllByTestId('stub-row');

it('shows each asset class, its valuation method and whether it is confirmed', async () => {
  await mount(PATH);
  expect(screen.getByTestId('stub-page-name')).toHaveTextContent('新金融工具会计准则估值方法确认');
  await screen.findAllByTestId('stub-row');
  expect(rows()).toHaveLength(10);
  const bond = rowByKey('SXC101-银行间债券');
  expect(bond).toHaveTextContent('星辰稳健增长1号');
  expect(bond).toHaveTextContent('公允价值（第二层次输入值，第三方估值）');
  expect(bond).toHaveTextContent('已确认');
  expect(bond).toHaveTextContent('张明远');
  expect(bond).toHaveTextContent('2026-03-18 10:21:02');
  expect(rows().filter((r) => r.textContent?.includes('未确认'))).toHaveLength(5);
});

it('filters by confirmation status', async () => {
  await mount(PATH);
  await screen.findAllByTestId('stub-row');
  await userEvent.selectOptions(screen.getByTestId('stub-filter-status'), '未确认');
  await waitFor(() => expect(rows()).toHaveLength(5));
  for (const row of rows()) {
    expect(row).toHaveTextContent('未确认');
    expect(row).not.toHaveTextContent('张明远');
  }
});

describeLoadStates({
  stub: stubApp,
  app: 'iservice',
  path: PATH,
  apiPath: 'value/queryI9Confirm',
  emptyData: [],
  emptyText: '暂无估值方法确认记录',
});
