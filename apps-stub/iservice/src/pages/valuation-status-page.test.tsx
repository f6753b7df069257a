/** 估值表查询 against the mock API: the check status of `admin`'s five products (funcId 158). */
import { onBusinessDay, SEED_WRITTEN_ON } from '../../../../test/support/business-day';
import { describeDataPage } from '../../../kit/testing-states';
import { stubApp } from '../stub-app';

// The rows are the seed's as of the day its figures were written for.
onBusinessDay(SEED_WRITTEN_ON);

describeDataPage({
  stub: stubApp,
  app: 'iservice',
  path: '/iservice/gzhs/gzbcx',
  name: '估值表查询',
  shows: 'shows each product on the last valuation day with its unit NAV and check status',
  rows: 5,
  summary: '估值日 2026-11-20：5 只产品，已复核 3 只',
  rowTexts: {
    SXC101: ['星辰稳健增长1号私募证券投资基金', '已复核', /\d\.\d{4}/],
    SXC102: ['待复核'],
  },
  emptyText: '暂无估值表',
});
