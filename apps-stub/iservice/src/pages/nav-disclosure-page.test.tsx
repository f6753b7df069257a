/**
 * 净值披露 against the mock API: `admin`'s products (funcId 133) and the net values of the chosen
 * one (funcId 049), over the default 30 days or a chosen period.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onBusinessDay, SEED_WRITTEN_ON } from '../../../../test/support/business-day';
import { describeLoadStates, expectRow, stubPage } from '../../../kit/testing-states';
import { stubApp } from '../stub-app';

const PATH = '/iservice/gzhs/jzpl';
const page = stubPage({ stub: stubApp, app: 'iservice', path: PATH, name: '净值披露' });

onBusinessDay(SEED_WRITTEN_ON);

it('shows the net values of the first product, amounts with thousands and two decimals', async () => {
  await page.open();
  expect(screen.getByTestId('stub-filter-product')).toHaveValue('SXC101');
  expect(screen.getByText(/^星辰稳健增长1号私募证券投资基金 净值，共 \d+ 个交易日$/)).toBeVisible();
  expect(page.rows().at(-1)!.dataset.rowKey).toBe('2026-11-20');
  expectRow('2026-11-10', '1.0783', '92,186,417.14', '85,495,737.37');
});

it('a chosen period and another product ask the server again', async () => {
  await page.open();
  page.filter('start', '2026-11-16');
  await waitFor(() => expect(page.rows()).toHaveLength(5));
  expect(page.rows()[0]!.dataset.rowKey).toBe('2026-11-16');

  page.filter('end', '2026-11-01');
  expect(await screen.findByTestId('stub-load-error')).toHaveTextContent(
    '开始日期不能晚于结束日期',
  );

  await userEvent.selectOptions(screen.getByTestId('stub-filter-product'), 'SXC103');
  expect(await screen.findByTestId('stub-empty')).toHaveTextContent('该期间暂无净值');
});

describeLoadStates({
  stub: stubApp,
  app: 'iservice',
  path: PATH,
  apiPath: 'value/commonQuery',
  emptyData: [],
  emptyText: '该期间暂无净值',
});
