/** 份额余额查询 against the mock API: investors and shares of `admin`'s five products (funcId 1191). */
import { screen } from '@testing-library/react';
import { describeLoadStates, rowByKey, stubMounter } from '../../../kit/testing-states';
import { stubApp } from '../stub-app';

const PATH = '/tgypt/zcdj/fecx';
const mount = stubMounter(stubApp, 'tgypt');

it('shows the investors and total shares of each product, shares with two decimals', async () => {
  await mount(PATH);
  expect(screen.getByTestId('stub-page-name')).toHaveTextContent('份额余额查询');
  expect(await screen.findAllByTestId('stub-row')).toHaveLength(5);
  expect(screen.getByText(/^截至 2026-11-20，投资者合计 \d+ 户$/)).toBeInTheDocument();
  const first = rowByKey('SXC101');
  expect(first).toHaveTextContent('星辰稳健增长1号私募证券投资基金');
  expect(first).toHaveTextContent('38');
  expect(first.textContent).toMatch(/\d{1,3}(,\d{3})+\.\d{2}$/);
});

describeLoadStates({
  stub: stubApp,
  app: 'tgypt',
  path: PATH,
  apiPath: 'sys/midPlatformCommonMethod',
  emptyData: [],
  emptyText: '暂无份额数据',
});
