/**
 * /tgypt/zcdj/jyqrcx 交易确认查询 (注册登记): the subscriptions and redemptions the registrar
 * confirmed for the user's products, with the amount, the shares and the investor's masked name
 * (sys/midPlatformCommonMethod funcId 1322, JSON).
 */
import type { Column } from '../../../kit/data-table';
import { formatAmount } from '../../../kit/format';
import { MidPlatformTable, type MidPlatformRow } from '../../../kit/mid-platform-table';

const COLUMNS: Column<MidPlatformRow<1322>>[] = [
  { title: '确认日期', render: (r) => r.confirmDate },
  { title: '产品名称', render: (r) => r.pdName },
  { title: '业务类型', render: (r) => r.bizType },
  { title: '投资者', render: (r) => r.investorName },
  { title: '确认金额（元）', render: (r) => formatAmount(r.amount), numeric: true },
  { title: '确认份额（份）', render: (r) => formatAmount(r.share), numeric: true },
];

export function TradeConfirmPage() {
  return (
    <MidPlatformTable
      funcId={1322}
      name="交易确认查询"
      label="交易确认"
      emptyText="暂无交易确认"
      columns={COLUMNS}
      rowKey={(r) => r.confirmId}
      caption={(rows) => `共 ${rows.length} 笔确认`}
    />
  );
}
