/**
 * 清算结果查询 against the mock API: `admin` (institution 20001) on the last trading day
 * (2026-11-20), where one product is still being valued, and on a Saturday.
 */
import { screen } from '@testing-library/react';
import { onBusinessDay, SEED_WRITTEN_ON } from '../../../../test/support/business-day';
import { describeLoadStates, expectRow, stubPage } from '../../../kit/testing-states';
import { stubApp } from '../stub-app';

const PATH = '/iservice/dlqs/qsjgcx';
const page = stubPage({ stub: stubApp, app: 'iservice', path: PATH, name: '清算结果查询' });

onBusinessDay(SEED_WRITTEN_ON);

it('shows the valuation and clearing status of each product on the last trading day', async () => {
  await page.open();
  expect(screen.getByText('估值日期 2026-11-20，共 12 只产品')).toBeInTheDocument();
  expectRow('SXC101', '星辰稳健增长1号', '已复核', '已清算', '2026-11-20 19:58:00');
  expectRow('SXC116', '估值中', '清算中');
});

it('a chosen day asks the server again; a Saturday has no valuation', async () => {
  await page.open();
  await page.filterUntil('date', '2026-11-19', '估值日期 2026-11-19，共 12 只产品');
  expectRow('SXC116', '已复核');
  page.filter('date', '2026-11-21');
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
