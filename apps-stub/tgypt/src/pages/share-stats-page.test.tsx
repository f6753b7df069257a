/** 份额余额查询 against the mock API: investors and shares of `admin`'s five products (funcId 1191). */
import { onBusinessDay, SEED_WRITTEN_ON } from '../../../../test/support/business-day';
import { describeDataPage } from '../../../kit/testing-states';
import { stubApp } from '../stub-app';

// The rows are the seed's as of the day its figures were written for.
onBusinessDay(SEED_WRITTEN_ON);

describeDataPage({
  stub: stubApp,
  app: 'tgypt',
  path: '/tgypt/zcdj/fecx',
  name: '份额余额查询',
  shows: 'shows the investors and total shares of each product, shares with two decimals',
  rows: 5,
  summary: /^截至 2026-11-20，投资者合计 \d+ 户$/,
  rowTexts: {
    SXC101: ['星辰稳健增长1号私募证券投资基金', '38', /\d{1,3}(,\d{3})+\.\d{2}$/],
  },
  emptyText: '暂无份额数据',
});
