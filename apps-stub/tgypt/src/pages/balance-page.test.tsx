/** 账户余额查询 against the mock API: the custody accounts of `admin`'s five products. */
import { onBusinessDay, SEED_WRITTEN_ON } from '../../../../test/support/business-day';
import { describeDataPage } from '../../../kit/testing-states';
import { stubApp } from '../stub-app';

// The rows are the seed's as of the day its figures were written for.
onBusinessDay(SEED_WRITTEN_ON);

describeDataPage({
  stub: stubApp,
  app: 'tgypt',
  path: '/tgypt/tgwy/yecx',
  name: '账户余额查询',
  shows: 'shows each custody account with its balances, thousands and two decimals',
  rows: 5,
  summary: '截至 2026-11-20，合计余额 29,046,184.85 元',
  rowTexts: {
    '31000200010000': ['星辰稳健增长1号私募证券投资基金', '11,458,049.50', '10,541,405.54'],
    '31000200010004': ['1,506,280.00'],
  },
  emptyText: '暂无托管账户',
});
