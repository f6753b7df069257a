/** 账户余额查询 against the mock API: the custody accounts of `admin`'s five products. */
import { screen } from '@testing-library/react';
import { describeLoadStates, rowByKey, stubMounter } from '../../../kit/testing-states';
import { stubApp } from '../stub-app';

const PATH = '/tgypt/tgwy/yecx';
const mount = stubMounter(stubApp, 'tgypt');

it('shows each custody account with its balances, thousands and two decimals', async () => {
  await mount(PATH);
  expect(screen.getByTestId('stub-page-name')).toHaveTextContent('账户余额查询');
  const rows = await screen.findAllByTestId('stub-row');
  expect(rows).toHaveLength(5);
  const first = rowByKey('31000200010000');
  expect(first).toHaveTextContent('星辰稳健增长1号私募证券投资基金');
  expect(first).toHaveTextContent('11,458,049.50');
  expect(first).toHaveTextContent('10,541,405.54');
  const last = rowByKey('31000200010004');
  expect(last).toHaveTextContent('1,506,280.00');
  expect(screen.getByText('截至 2026-11-20，合计余额 29,046,184.85 元')).toBeInTheDocument();
});

describeLoadStates({
  stub: stubApp,
  app: 'tgypt',
  path: PATH,
  apiPath: 'sys/midPlatformCommonMethod',
  emptyData: [],
  emptyText: '暂无托管账户',
});
