/** 管理费台账 against the mock API: the fee accruals of `admin`'s five products by month. */
import { onBusinessDay, SEED_WRITTEN_ON } from '../../../../test/support/business-day';
import { describeDataPage, expectRow } from '../../../kit/testing-states';
import { stubApp } from '../stub-app';

// The rows are the seed's as of the day its figures were written for.
onBusinessDay(SEED_WRITTEN_ON);

const page = describeDataPage({
  stub: stubApp,
  app: 'iservice',
  path: '/iservice/fygzbg/glftz',
  name: '管理费台账',
  shows: "shows each product's fees of the last closed month, thousands and two decimals",
  rows: 5,
  summary: '2026-10 费用计提，共 5 只产品',
  rowTexts: {
    SXC101: [
      '星辰稳健增长1号私募证券投资基金',
      '358,064.05',
      '11,935.47',
      '7,161.28',
      '377,160.80',
    ],
    SXC106: ['37,657.00'],
  },
  emptyText: '该月暂无费用计提',
});

it('a chosen month asks the server again', async () => {
  await page.open();
  await page.filterUntil('month', '2026-09', '2026-09 费用计提，共 5 只产品');
  expectRow('SXC101', '2026-09');
});
