/**
 * /tgypt/tgwy/yecx 账户余额查询 (托管网银): the balance and the available balance of each product's
 * custody account (sys/midPlatformCommonMethod funcId 116, JSON).
 */
import type { Column } from '../../../kit/data-table';
import { formatAmount } from '../../../kit/format';
import { MidPlatformTable, type MidPlatformRow } from '../../../kit/mid-platform-table';

const COLUMNS: Column<MidPlatformRow<116>>[] = [
  { title: '产品名称', render: (r) => r.pdName },
  { title: '托管账号', render: (r) => r.accountNo },
  { title: '账户余额（元）', render: (r) => formatAmount(r.balance), numeric: true },
  { title: '可用余额（元）', render: (r) => formatAmount(r.availableBalance), numeric: true },
];

export function BalancePage() {
  return (
    <MidPlatformTable
      funcId={116}
      name="账户余额查询"
      label="托管账户余额"
      emptyText="暂无托管账户"
      columns={COLUMNS}
      rowKey={(r) => r.accountNo}
      caption={(rows) =>
        `截至 ${rows[0]!.date}，合计余额 ${formatAmount(rows.reduce((sum, r) => sum + r.balance, 0))} 元`
      }
    />
  );
}
