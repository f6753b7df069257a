/**
 * 产品展示 against the mock API: `admin`'s products (funcId 133) and the net-value series of the
 * chosen one (funcId 1518, 20 trading days up to the last valuation day).
 */
import { onBusinessDay, SEED_WRITTEN_ON } from '../../../../test/support/business-day';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeLoadStates, stubPage } from '../../../kit/testing-states';
import { stubApp } from '../stub-app';

// The rows are the seed's as of the day its figures were written for.
onBusinessDay(SEED_WRITTEN_ON);

const PATH = '/iservice/cpgl/cpzs';
const page = stubPage({ stub: stubApp, app: 'iservice', path: PATH, name: '产品展示' });

it('shows the 20-day series of the first product, and of another one chosen', async () => {
  expect(await page.open()).toHaveLength(20);
  expect(screen.getByTestId('stub-filter-product')).toHaveValue('SXC101');
  expect(
    screen.getByText(
      /^星辰稳健增长1号私募证券投资基金：\S+ 至 2026-11-20 单位净值变动 -?\d+\.\d{2}%$/,
    ),
  ).toBeInTheDocument();
  expect(page.rows().at(-1)!.dataset.rowKey).toBe('2026-11-20');
  expect(page.rows()[0]!.textContent).toMatch(/\d\.\d{4}.*\d\.\d{4}/);
  const select = screen.getByTestId('stub-filter-product') as HTMLSelectElement;
  const other = select.options[1]!;
  await userEvent.selectOptions(select, other.value);
  await waitFor(() => expect(screen.getByText(new RegExp(`^${other.text}：`))).toBeInTheDocument());
  expect(page.rows()).toHaveLength(20);
});

describeLoadStates({
  stub: stubApp,
  app: 'iservice',
  path: PATH,
  apiPath: 'sys/midPlatformCommonMethod',
  emptyData: [],
  emptyText: '暂无产品',
});
