/**
 * /iservice/gzhs/gzbcx 估值表查询: the valuation table of each product on the last valuation
 * day, its unit net value and whether the custodian has checked it (复核状态)
 * (sys/midPlatformCommonMethod funcId 158, JSON).
 */
import type { MidPlatformResults } from '@contract';
import { DataState } from '../../../kit/data-state';
import { DataTable, type Column } from '../../../kit/data-table';
import { StubPage } from '../../../kit/stub-page';
import { useQuery } from '../../../kit/use-query';

/** funcId 158: valuation status of each product. */
type ValuationStatus = MidPlatformResults[158][number];

const COLUMNS: Column<ValuationStatus>[] = [
  { title: '产品代码', render: (r) => r.pdCode },
  { title: '产品名称', render: (r) => r.pdName },
  { title: '估值日期', render: (r) => r.valDate },
  { title: '单位净值', render: (r) => r.unitNav.toFixed(4), numeric: true },
  { title: '复核状态', render: (r) => r.statusName },
];

export function ValuationStatusPage() {
  const tables = useQuery<ValuationStatus[]>(
    'sys/midPlatformCommonMethod',
    { funcId: 158 },
    { method: 'post', json: true },
  );
  return (
    <StubPage fallbackName="估值表查询">
      <DataState
        label="估值表"
        query={tables}
        isEmpty={(rows) => rows.length === 0}
        emptyText="暂无估值表"
      >
        {(rows) => (
          <DataTable
            caption={`估值日 ${rows[0]!.valDate}：${rows.length} 只产品，已复核 ${
              rows.filter((r) => r.statusName === '已复核').length
            } 只`}
            columns={COLUMNS}
            rows={rows}
            rowKey={(r) => r.pdCode}
          />
        )}
      </DataState>
    </StubPage>
  );
}
