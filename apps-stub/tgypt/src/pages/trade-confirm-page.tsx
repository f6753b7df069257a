/**
 * /tgypt/zcdj/jyqrcx 交易确认查询 (注册登记): the subscriptions and redemptions the registrar
 * confirmed for the user's products, with the amount, the shares and the investor's masked name
 * (sys/midPlatformCommonMethod funcId 1322, JSON).
 */
import type { MidPlatformResults } from '@contract';
import { DataState } from '../../../kit/data-state';
import { DataTable, type Column } from '../../../kit/data-table';
import { formatAmount } from '../../../kit/format';
import { StubPage } from '../../../kit/stub-page';
import { useQuery } from '../../../kit/use-query';

/** funcId 1322: the confirmed subscriptions and redemptions. */
type TradeConfirm = MidPlatformResults[1322][number];

const COLUMNS: Column<TradeConfirm>[] = [
  { title: '确认日期', render: (r) => r.confirmDate },
  { title: '产品名称', render: (r) => r.pdName },
  { title: '业务类型', render: (r) => r.bizType },
  { title: '投资者', render: (r) => r.investorName },
  { title: '确认金额（元）', render: (r) => formatAmount(r.amount), numeric: true },
  { title: '确认份额（份）', render: (r) => formatAmount(r.share), numeric: true },
];

export function TradeConfirmPage() {
  const confirms = useQuery<TradeConfirm[]>(
    'sys/midPlatformCommonMethod',
    { funcId: 1322 },
    { method: 'post', json: true },
  );
  return (
    <StubPage fallbackName="交易确认查询">
      <DataState
        label="交易确认"
        query={confirms}
        isEmpty={(rows) => rows.length === 0}
        emptyText="暂无交易确认"
      >
        {(rows) => (
          <DataTable
            caption={`共 ${rows.length} 笔确认`}
            columns={COLUMNS}
            rows={rows}
            rowKey={(r) => r.confirmId}
          />
        )}
      </DataState>
    </StubPage>
  );
}
