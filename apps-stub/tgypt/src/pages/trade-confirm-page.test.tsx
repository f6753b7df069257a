/** 交易确认查询 against the mock API: subscriptions and redemptions confirmed (funcId 1322). */
import { onBusinessDay, SEED_WRITTEN_ON } from '../../../../test/support/business-day';
import { describeDataPage } from '../../../kit/testing-states';
import { stubApp } from '../stub-app';

// The rows are the seed's as of the day its figures were written for.
onBusinessDay(SEED_WRITTEN_ON);

describeDataPage({
  stub: stubApp,
  app: 'tgypt',
  path: '/tgypt/zcdj/jyqrcx',
  name: '交易确认查询',
  shows: 'shows each confirmation with its amount, shares and masked investor',
  rows: 10,
  summary: '共 10 笔确认',
  rowTexts: {
    QRSXC1011: ['申购', '2026-11-19', '1,000,000.00', '王*'],
    QRSXC1012: ['赎回'],
  },
  emptyText: '暂无交易确认',
});
