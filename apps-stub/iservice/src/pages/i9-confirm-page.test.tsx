/**
 * 新金融工具会计准则估值方法确认 against the mock API: `admin` (institution 20001) has ten asset
 * classes of its products, five confirmed by 张明远 and five not yet.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onBusinessDay, SEED_WRITTEN_ON } from '../../../../test/support/business-day';
import { describeLoadStates, expectRow, stubPage } from '../../../kit/testing-states';
import { stubApp } from '../stub-app';

const PATH = '/iservice/gzhs/xjrgjxgkjzzgzffqr';
const page = stubPage({
  stub: stubApp,
  app: 'iservice',
  path: PATH,
  name: '新金融工具会计准则估值方法确认',
});

onBusinessDay(SEED_WRITTEN_ON);

it('shows each asset class, its valuation method and whether it is confirmed', async () => {
  expect(await page.open()).toHaveLength(10);
  expectRow(
    'SXC101-银行间债券',
    '星辰稳健增长1号',
    '公允价值（第二层次输入值，第三方估值）',
    '已确认',
    '张明远',
    '2026-03-18 10:21:02',
  );
  expect(page.rows().filter((r) => r.textContent?.includes('未确认'))).toHaveLength(5);
});

it('filters by confirmation status', async () => {
  await page.open();
  await userEvent.selectOptions(screen.getByTestId('stub-filter-status'), '未确认');
  await waitFor(() => expect(page.rows()).toHaveLength(5));
  for (const row of page.rows()) {
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
