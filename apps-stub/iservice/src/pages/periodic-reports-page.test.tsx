/** 定期报告 against the mock API: the monthly reports of `admin`'s five products (funcId 360). */
import { screen } from '@testing-library/react';
import { describeLoadStates, rowByKey, stubMounter } from '../../../kit/testing-states';
import { stubApp } from '../stub-app';

const PATH = '/iservice/xxpl/dqbg';
const mount = stubMounter(stubApp, 'iservice');

it('shows each report with its deadline and status', async () => {
  await mount(PATH);
  expect(screen.getByTestId('stub-page-name')).toHaveTextContent('定期报告');
  expect(await screen.findAllByTestId('stub-row')).toHaveLength(5);
  expect(screen.getByText('共 5 份报告，待报送 3 份')).toBeInTheDocument();
  const first = rowByKey('XPSXC101202610');
  expect(first).toHaveTextContent('星辰稳健增长1号私募证券投资基金2026年10月月度报告');
  expect(first).toHaveTextContent('2026-11-30');
  expect(first).toHaveTextContent('待报送');
});

describeLoadStates({
  stub: stubApp,
  app: 'iservice',
  path: PATH,
  apiPath: 'sys/midPlatformCommonMethod',
  emptyData: [],
  emptyText: '暂无待披露的定期报告',
});
