/** 定期报告 against the mock API: the monthly reports of `admin`'s five products (funcId 360). */
import { onBusinessDay, SEED_WRITTEN_ON } from '../../../../test/support/business-day';
import { describeDataPage } from '../../../kit/testing-states';
import { stubApp } from '../stub-app';

// The rows are the seed's as of the day its figures were written for.
onBusinessDay(SEED_WRITTEN_ON);

describeDataPage({
  stub: stubApp,
  app: 'iservice',
  path: '/iservice/xxpl/dqbg',
  name: '定期报告',
  shows: 'shows each report with its deadline and status',
  rows: 5,
  summary: '共 5 份报告，待报送 3 份',
  rowTexts: {
    XPSXC101202610: ['星辰稳健增长1号私募证券投资基金2026年10月月度报告', '2026-11-30', '待报送'],
  },
  emptyText: '暂无待披露的定期报告',
});
