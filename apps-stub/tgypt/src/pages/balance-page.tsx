/**
 * /tgypt/tgwy/yecx 账户余额查询 (托管网银): the balance and the available balance of each product's
 * custody account (sys/midPlatformCommonMethod funcId 116, JSON).
 */
import type { MidPlatformResults } from '@contract';
import { DataState } from '../../../kit/data-state';
import { DataTable, type Column } from '../../../kit/data-table';
import { formatAmount } from '../../../kit/format';
import { StubPage } from '../../../kit/stub-page';
import { useQuery } from '../../../kit/use-query';

/** funcId 116: the balances of each product's custody account. */
type AccountBalance = MidPlatformResults[116][number];

const COLUMNS: Column<AccountBalance>[] = [
  { title: '产品名称', render: (r) => r.pdName },
  { title: '托管账号', render: (r) => r.accountNo },
  { title: '账户余额（元）', render: (r) => formatAmount(r.balance), numeric: true },
  { title: '可用余额（元）', render: (r) => formatAmount(r.availableBalance), numeric: true },
];

export function BalancePage() {
  const balances = useQuery<AccountBalance[]>(
    'sys/midPlatformCommonMethod',
    { funcId: 116 },
    { method: 'post', json: true },
  );
  return (
    <StubPage fallbackName="账户余额查询">
      <DataState
        label="托管账户余额"
        query={balances}
        isEmpty={(rows) => rows.length === 0}
        emptyText="暂无托管账户"
      >
        {(rows) => (
          <DataTable
            caption={`截至 ${rows[0]!.date}，合计余额 ${formatAmount(
              rows.reduce((sum, r) => sum + r.balance, 0),
            )} 元`}
            columns={COLUMNS}
            rows={rows}
            rowKey={(r) => r.accountNo}
          />
        )}
      </DataState>
    </StubPage>
  );
}
