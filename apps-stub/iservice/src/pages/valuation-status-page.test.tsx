/** 估值表查询 against the mock API: the check status of `admin`'s five products (funcId 158). */
import { screen } from '@testing-library/react';
import { describeLoadStates, rowByKey, stubMounter } from '../../../kit/testing-states';
import { stubApp } from '../stub-app';

const PATH = '/iservice/gzhs/gzbcx';
const mount = stubMounter(stubApp, 'iservice');

it('shows each product on the last valuation day with its unit NAV and check status', async () => {
  await mount(PATH);
  expect(screen.getByTestId('stub-page-name')).toHaveTextContent('估值表查询');
  expect(await screen.findAllByTestId('stub-row')).toHaveLength(5);
  expect(screen.getByText('估值日 2026-11-20：5 只产品，已复核 3 只')).toBeInTheDocument();
  const first = rowByKey('SXC101');
  expect(first).toHaveTextContent('星辰稳健增长1号私募证券投资基金');
  expect(first).toHaveTextContent('已复核');
  expect(first.textContent).toMatch(/\d\.\d{4}/);
  expect(rowByKey('SXC102')).toHaveTextContent('待复核');
});

describeLoadStates({
  stub: stubApp,
  app: 'iservice',
  path: PATH,
  apiPath: 'sys/midPlatformCommonMethod',
  emptyData: [],
  emptyText: '暂无估值表',
});
