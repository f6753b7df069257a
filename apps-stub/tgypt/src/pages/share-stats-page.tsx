/**
 * /tgypt/zcdj/fecx 份额余额查询 (注册登记): the number of investors and the total shares of each
 * product on the last valuation day (sys/midPlatformCommonMethod funcId 1191, JSON).
 */
import type { MidPlatformResults } from '@contract';
import { DataState } from '../../../kit/data-state';
import { DataTable, type Column } from '../../../kit/data-table';
import { formatAmount } from '../../../kit/format';
import { StubPage } from '../../../kit/stub-page';
import { useQuery } from '../../../kit/use-query';

/** funcId 1191: the investors and shares of each product. */
type ShareStat = MidPlatformResults[1191][number];

const COLUMNS: Column<ShareStat>[] = [
  { title: '产品代码', render: (r) => r.pdCode },
  { title: '产品名称', render: (r) => r.pdName },
  { title: '投资者户数', render: (r) => String(r.investorCount), numeric: true },
  { title: '总份额（份）', render: (r) => formatAmount(r.totalShare), numeric: true },
];

export function ShareStatsPage() {
  const stats = useQuery<ShareStat[]>(
    'sys/midPlatformCommonMethod',
    { funcId: 1191 },
    { method: 'post', json: true },
  );
  return (
    <StubPage fallbackName="份额余额查询">
      <DataState
        label="份额余额"
        query={stats}
        isEmpty={(rows) => rows.length === 0}
        emptyText="暂无份额数据"
      >
        {(rows) => (
          <DataTable
            caption={`截至 ${rows[0]!.date}，投资者合计 ${rows.reduce(
              (sum, r) => sum + r.investorCount,
              0,
            )} 户`}
            columns={COLUMNS}
            rows={rows}
            rowKey={(r) => r.pdCode}
          />
        )}
      </DataState>
    </StubPage>
  );
}
