/** 交易确认查询 against the mock API: subscriptions and redemptions confirmed (funcId 1322). */
import { screen } from '@testing-library/react';
import { describeLoadStates, rowByKey, stubMounter } from '../../../kit/testing-states';
import { stubApp } from '../stub-app';

const PATH = '/tgypt/zcdj/jyqrcx';
const mount = stubMounter(stubApp, 'tgypt');

it('shows each confirmation with its amount, shares and masked investor', async () => {
  await mount(PATH);
  expect(screen.getByTestId('stub-page-name')).toHaveTextContent('交易确认查询');
  expect(await screen.findAllByTestId('stub-row')).toHaveLength(10);
  expect(screen.getByText('共 10 笔确认')).toBeInTheDocument();
  const subscription = rowByKey('QRSXC1011');
  expect(subscription).toHaveTextContent('申购');
  expect(subscription).toHaveTextContent('2026-11-19');
  expect(subscription).toHaveTextContent('1,000,000.00');
  expect(subscription).toHaveTextContent('王*');
  expect(rowByKey('QRSXC1012')).toHaveTextContent('赎回');
});

describeLoadStates({
  stub: stubApp,
  app: 'tgypt',
  path: PATH,
  apiPath: 'sys/midPlatformCommonMethod',
  emptyData: [],
  emptyText: '暂无交易确认',
});
