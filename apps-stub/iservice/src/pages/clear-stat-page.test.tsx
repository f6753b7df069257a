/**
 * 清算结果查询 against the mock API: `admin` (institution 20001) on the last trading day
 * (2026-11-20), where one product is still being valued, and on a Saturday.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describeLoadStates, rowByKey, stubMounter } from '../../../kit/testing-states';
import { stubApp } from '../stub-app';

const PATH = '/iservice/dlqs/qsjgcx';
const mount = stubMounter(stubApp, 'iservice');

it('shows the valuation and clearing status of each product on the last trading day', async () => {
  await mount(PATH);
  expect(screen.getByTestId('stub-page-name')).toHaveTextContent('清算结果查询');
  await screen.findAllByTestId('stub-row');
  expect(screen.getByText('估值日期 2026-11-20，共 12 只产品')).toBeInTheDocument();
  expect(rowByKey('SXC101')).toHaveTextContent('星辰稳健增长1号');
  expect(rowByKey('SXC101')).toHaveTextContent('已复核');
  expect(rowByKey('SXC101')).toHaveTextContent('已清算');
  expect(rowByKey('SXC101')).toHaveTextContent('2026-11-20 19:58:00');
  expect(rowByKey('SXC116')).toHaveTextContent('估值中');
  expect(rowByKey('SXC116')).toHaveTextContent('清算中');
});

it('a chosen day asks the server again; a Saturday has no valuation', async () => {
  await mount(PATH);
  await screen.findAllByTestId('stub-row');
  fireEvent.change(screen.getByTestId('stub-filter-date'), { target: { value: '2026-11-19' } });
  await waitFor(() =>
    expect(screen.getByText('估值日期 2026-11-19，共 12 只产品')).toBeInTheDocument(),
  );
  expect(rowByKey('SXC116')).toHaveTextContent('已复核');
  fireEvent.change(screen.getByTestId('stub-filter-date'), { target: { value: '2026-11-21' } });
  expect(await screen.findByTestId('stub-empty')).toHaveTextContent(
    '2026-11-21 非交易日，无估值清算数据',
  );
});

describeLoadStates({
  stub: stubApp,
  app: 'iservice',
  path: PATH,
  apiPath: 'value/queryClearStat',
  emptyData: { date: '2026-11-20', tradingDay: true, items: [] },
  emptyText: '2026-11-20 无估值清算数据',
});
